/** NEW / ACCEPTED / COMPLETED as a small badge (enquiries and showings). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge pill status-badge--${status.toLowerCase()}`}>{status}</span>;
}
