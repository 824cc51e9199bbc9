/**
 * What a page shows while its own data query loads, and when it failed for a reason other than
 * "no such thing" (each page words that case itself); `PageQuery` puts the three together around
 * the page. The class names the page's status block
 * (`detail-status`, `market-status`) so the page's stylesheet places it.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** The HTTP status a tRPC error carries (404, 400…), or null for a network failure. */
export function queryErrorStatus(error: unknown): number | null {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === 'number' ? status : null;
}

/** 404 (gone) and 400 (an id or slug that cannot exist) mean the same to a visitor. */
export function isNotFoundError(error: unknown): boolean {
  const status = queryErrorStatus(error);
  return status === 404 || status === 400;
}

export function QueryLoading({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={`container ${className}`} role="status">
      <span className="spinner" aria-hidden="true" /> {children}
    </div>
  );
}

interface QueryLoadErrorProps {
  className: string;
  title: string;
  /** "The building could not be loaded. Please try again." */
  message: string;
  onRetry: () => void;
}

export function QueryLoadError({ className, title, message, onRetry }: QueryLoadErrorProps) {
  return (
    <div className={`container ${className}`}>
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** What a page says when the thing it shows does not exist, with where to go instead (`children`). */
export function QueryNotFound({ className, title, text, children }: { className: string; title: string; text: string; children: ReactNode }) {
  return (
    <div className={`container ${className}`}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>{children}</p>
    </div>
  );
}

interface PageQueryProps<Data> {
  query: UseQueryResult<Data, unknown>;
  className: string;
  /** "Loading the building…" */
  loading: string;
  /** Shown for a 404 or 400 (no such thing). */
  notFound: ReactNode;
  /** The failure's heading, and its sentence (with a Try again button). */
  failedTitle: string;
  failedMessage: string;
  children: (data: Data) => ReactNode;
}

/** A public page's own data query: loading, not found, failed (with a retry), else the page. */
export function PageQuery<Data>({ query, className, loading, notFound, failedTitle, failedMessage, children }: PageQueryProps<Data>) {
  if (query.isPending) return <QueryLoading className={className}>{loading}</QueryLoading>;
  if (query.isError) {
    if (isNotFoundError(query.error)) return <>{notFound}</>;
    return <QueryLoadError className={className} title={failedTitle} message={failedMessage} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
