/**
 * Results that load the next page when the visitor nears the end: an IntersectionObserver watches
 * a sentinel after the last card, with the 825 px scroll box as root on desktop and the viewport
 * on phones (where the box has its natural height). A "Show more" button
 * is the same action for keyboards and browsers without the observer.
 */
import { useEffect, useRef } from 'react';
import type { TListingSummary } from '#shared/schemas/listing.schema.ts';
import { ListingGrid } from './ListingGrid.tsx';

export const END_OF_RESULTS = 'Yay! You have seen it all';
export const NO_RESULTS = 'Data not found';

export interface InfiniteListingListProps {
  listings: readonly TListingSummary[];
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** Accessible name of the scroll box. */
  label: string;
  headingLevel?: 2 | 3 | 4;
}

export function InfiniteListingList(props: InfiniteListingListProps) {
  const { listings, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, label, headingLevel = 3 } = props;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLElement>(null);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isError;

  // biome-ignore lint/correctness/useExhaustiveDependencies: listings.length is not read but re-arms the observer: an IntersectionObserver reports only on observe() or a change, so a new page (or a new list) that leaves the sentinel in view must observe afresh to load the next one.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    // The box scrolls itself on desktop (overflow auto) and is then the observer's root.
    const box = boxRef.current;
    const root = box && getComputedStyle(box).overflowY !== 'visible' ? box : null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { root, rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage, listings.length]);

  let status: string;
  if (isLoading) status = 'Loading properties…';
  else if (isError && listings.length === 0) status = 'The properties could not be loaded. Please try again.';
  else if (listings.length === 0) status = NO_RESULTS;
  else if (isFetchingNextPage) status = 'Loading more properties…';
  else if (!hasNextPage) status = END_OF_RESULTS;
  else status = '';

  return (
    // Focusable so keyboard users can scroll the box (it scrolls on its own on desktop).
    <section ref={boxRef} className="listing-scroll" aria-label={label} tabIndex={0} aria-busy={isLoading || isFetchingNextPage}>
      {listings.length > 0 ? <ListingGrid listings={listings} headingLevel={headingLevel} eagerCount={4} /> : null}
      <div ref={sentinelRef} className="listing-scroll__sentinel" aria-hidden="true" />
      {canLoadMore ? (
        <div className="listing-scroll__more">
          <button type="button" className="btn btn--ghost" onClick={() => fetchNextPage()}>
            Show more properties
          </button>
        </div>
      ) : null}
      <p className={listings.length === 0 && !isLoading ? 'listing-scroll__empty' : 'listing-scroll__end'} role="status">
        {status}
      </p>
    </section>
  );
}
