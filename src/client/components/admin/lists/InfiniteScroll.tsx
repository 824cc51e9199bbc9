/**
 * A scrolling box of fixed height (900 px in the property lists) that asks for the next page
 * when its end comes into view, and says so when there is nothing more. A "Load more" button
 * does the same for keyboard users and browsers without IntersectionObserver.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export const END_OF_LIST = 'Yay! You have seen it all';

interface InfiniteScrollProps {
  label: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Whether any row is shown (the end message needs something above it). */
  hasRows: boolean;
  height?: number;
  children: ReactNode;
}

export function InfiniteScroll({ label, hasNextPage, isFetchingNextPage, fetchNextPage, hasRows, height = 900, children }: InfiniteScrollProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const canLoad = hasNextPage && !isFetchingNextPage;

  useEffect(() => {
    const box = boxRef.current;
    const end = endRef.current;
    if (!box || !end || !canLoad || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { root: box, rootMargin: '200px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [canLoad, fetchNextPage]);

  return (
    <div ref={boxRef} className="infinite-scroll" style={{ maxHeight: height }} role="region" aria-label={label} tabIndex={0}>
      {children}
      <div ref={endRef} className="infinite-scroll__end">
        {isFetchingNextPage ? (
          <p role="status">Loading more…</p>
        ) : hasNextPage ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={fetchNextPage}>
            Load more
          </button>
        ) : hasRows ? (
          <p className="infinite-scroll__done">{END_OF_LIST}</p>
        ) : null}
      </div>
    </div>
  );
}
