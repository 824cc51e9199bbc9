/** Previous / next through a paged list, with where one is ("Rows 51–100 of 240"). */
interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, for screen readers ("contacts"). */
  label: string;
}

export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pager split-row" aria-label={`Pages of ${label}`}>
      <p className="form-note" aria-live="polite">
        {total === 0 ? `No ${label}` : `Rows ${first}–${last} of ${total} · page ${page} of ${pages}`}
      </p>
      <div className="pager__buttons">
        <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous<span className="visually-hidden"> page of {label}</span>
        </button>
        <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next<span className="visually-hidden"> page of {label}</span>
        </button>
      </div>
    </nav>
  );
}
