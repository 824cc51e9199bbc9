/** Shown in place of a page whose code or data takes a while to arrive. */
export function PendingPage() {
  return (
    <div className="pending-page" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
