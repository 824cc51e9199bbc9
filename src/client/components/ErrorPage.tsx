/**
 * The router's error boundary: a friendly message and a retry that re-runs the page's loaders and
 * queries. A failed code chunk (usually a new deployment replaced it) needs a full reload instead.
 */
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';

function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message);
}

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();

  const retry = () => {
    if (isStaleChunkError(error)) {
      window.location.reload();
      return;
    }
    queryErrorReset.reset();
    reset();
    void router.invalidate();
  };

  return (
    <div className="error-page container" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please try again; if it keeps happening, come back a little later.</p>
      <div className="error-page__actions cluster">
        <button type="button" className="btn btn--primary" onClick={retry}>
          Try again
        </button>
        <Link to="/" className="btn btn--ghost">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
