/**
 * A short list of listings inside a map popup: the listings that share one position (from the map
 * answer) or the members of a cluster the server cannot split (fetched page by page). Each row
 * links to the listing's detail page.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TSearchCriteriaInput } from '#shared/schemas/listing-search.schema.ts';
import type { TMapMarker } from '#shared/schemas/listing.schema.ts';
import { detailParams, formatListingPrice } from '../listing-card/listing-format.ts';
import { useTRPC } from '../../trpc.ts';
import { listingsOfPages } from '../listing-card/listings-of-pages.ts';

type ListedListing = Pick<TMapMarker, 'id' | 'listingClass' | 'mlsNumber' | 'address' | 'municipality' | 'listPrice' | 'transaction' | 'isGeoApproximate'>;

/** Listings placed at their area's centre say so: the pin is not their address. */
export const APPROXIMATE_LOCATION = 'Approximate location (area centre)';

const CLUSTER_PAGE_SIZE = 20;

interface MapListingListProps {
  title: string;
  listings: readonly ListedListing[];
  footer?: ReactNode;
}

export function MapListingList({ title, listings, footer }: MapListingListProps) {
  const allApproximate = listings.length > 0 && listings.every((listing) => listing.isGeoApproximate);
  return (
    <div className="map-list-card">
      <p className="map-list-card__title">{title}</p>
      {allApproximate && <p className="map-list-card__note">{APPROXIMATE_LOCATION}</p>}
      <ul className="map-list-card__items">
        {listings.map((listing) => (
          <li key={listing.id}>
            <Link to="/estate/details/$propertyId/$propertyType" params={detailParams(listing)}>
              {listing.address}, {listing.municipality}
            </Link>
            <span className="map-list-card__meta">
              {formatListingPrice(listing.listPrice, listing.transaction)} · MLS® {listing.mlsNumber}
              {!allApproximate && listing.isGeoApproximate ? ' · approximate location' : ''}
            </span>
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}

/** A cluster's listings, asked of the server with the page's filters limited to the cluster's area. */
export function ClusterListingList({ criteria, count }: { criteria: TSearchCriteriaInput; count: number }) {
  const trpc = useTRPC();
  const members = useInfiniteQuery(
    trpc.listings.search.infiniteQueryOptions({ criteria, limit: CLUSTER_PAGE_SIZE }, { getNextPageParam: (last) => last.nextCursor ?? undefined }),
  );
  const title = `${count.toLocaleString('en-CA')} listings here`;
  if (members.isPending) {
    return (
      <div className="map-list-card" role="status">
        <p className="map-list-card__title">{title}</p>
        <p>Loading the listings…</p>
      </div>
    );
  }
  if (members.isError) {
    return (
      <div className="map-list-card">
        <p className="map-list-card__title">{title}</p>
        <p role="alert">The listings could not be loaded.</p>
        <button type="button" className="btn btn--sm btn--ghost" onClick={() => void members.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const listings = listingsOfPages(members.data);
  return (
    <MapListingList
      title={title}
      listings={listings}
      footer={
        members.hasNextPage ? (
          <button
            type="button"
            className="btn btn--sm btn--ghost map-list-card__more"
            disabled={members.isFetchingNextPage}
            onClick={() => void members.fetchNextPage()}
          >
            {members.isFetchingNextPage ? 'Loading…' : `Show more (${listings.length} of ${count.toLocaleString('en-CA')})`}
          </button>
        ) : null
      }
    />
  );
}
