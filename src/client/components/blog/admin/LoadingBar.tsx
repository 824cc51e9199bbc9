/** The admin blog's progress bar while something loads or saves (admin spec, section 2). */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div className="blog-loading-bar" role="progressbar" aria-label={label}>
      <div className="blog-loading-bar__fill" />
    </div>
  );
}
