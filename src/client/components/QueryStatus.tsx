/**
 * What a page shows while its own data query loads, and when it failed for a reason other than
 * "no such thing" (each page words that case itself). The class names the page's status block
 * (`detail-status`, `market-status`) so the page's stylesheet places it.
 */
import type { ReactNode } from 'react';

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
