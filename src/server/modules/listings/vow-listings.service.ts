/**
 * The VOW tier's listing reads (issue #15): sold and leased listings in search and on the map, a
 * closed listing's detail, and a home's history. Called only by vowProcedures; the engines answer
 * a closed-market query from closed listings only (EngineQuery.closed).
 */
import type { TListingSearch } from '#shared/schemas/listing-search.schema.ts';
import type { TClosedDetail, TClosedFilter, TClosedMapAnswer, TClosedSearchPage, TListingHistory } from '#shared/schemas/vow-listing.schema.ts';
import type { AppServices } from '../../services.ts';
import { AppError } from '../../errors.ts';
import { enqueueMediaFetch } from '../../jobs/job-queue.ts';
import { criteriaFingerprint, decodeCursor, encodeCursor } from '../../search/cursor.ts';
import { planSearch } from '../../search/search-planner.ts';
import type { EngineQuery } from '../../search/search-types.ts';
import { closeOf, loadClosedDetail, loadClosedSummaries } from './closed-listing-read-model.ts';
import { toMapMarker } from './listing-read-model.ts';
import { loadVowListingHistory } from './listing-history.ts';
import { MAP_MARKER_LIMIT } from './listings.service.ts';

type Services = Pick<AppServices, 'pool' | 'search' | 'jobs'>;

async function planClosedSearch(services: Services, criteria: TListingSearch, closed: TClosedFilter): Promise<EngineQuery> {
  const query = await planSearch(services.search, criteria);
  return { ...query, closed: { status: closed.market, from: closed.closedFrom, to: closed.closedTo } };
}

export async function searchClosedListings(
  services: Services,
  criteria: TListingSearch,
  closed: TClosedFilter,
  cursor: string | null | undefined,
  limit: number,
): Promise<TClosedSearchPage> {
  // The cursor is bound to the market and range too: a sold page's position means nothing for leases.
  const fingerprint = criteriaFingerprint({ criteria, closed });
  const position = cursor ? decodeCursor(fingerprint, cursor) : null;
  const query = await planClosedSearch(services, criteria, closed);
  const page = await services.search.search(query, { cursor: position, limit, withTotal: !position });
  return {
    data: await loadClosedSummaries(services.pool, page.ids),
    nextCursor: page.next ? encodeCursor(fingerprint, page.next) : null,
    total: page.total,
  };
}

export async function mapClosedListings(services: Services, criteria: TListingSearch, closed: TClosedFilter, zoom: number): Promise<TClosedMapAnswer> {
  if (!criteria.bbox) throw new AppError('BAD_REQUEST', 'Say which map area to show.', { bbox: ['The map area is required.'] });
  const query = await planClosedSearch(services, criteria, closed);
  const answer = await services.search.map(query, { bbox: criteria.bbox, zoom, markerLimit: MAP_MARKER_LIMIT });
  const markers = (await loadClosedSummaries(services.pool, answer.markerIds)).flatMap((listing) => {
    const marker = toMapMarker(listing);
    return marker ? [{ ...marker, ...closeOf(listing) }] : [];
  });
  return { total: answer.total, markers, clusters: answer.clusters };
}

/**
 * A closed listing's detail. Its gallery is processed when a visitor first opens it (the import
 * processed its main photo only: sync-feed.ts), in one job a listing at most every
 * GALLERY_FETCH_SECONDS however many visitors open it meanwhile; the photos show once ready.
 */
export async function closedListingDetail(services: Services, propertyId: number): Promise<TClosedDetail> {
  const found = await loadClosedDetail(services.pool, propertyId);
  if (!found) throw new AppError('NOT_FOUND', `Property ${propertyId} is not a sold or leased listing.`);
  await enqueueMediaFetch(services.jobs, found.pendingPhotoIds, { singletonSeconds: GALLERY_FETCH_SECONDS, priority: 5 }, `gallery:${propertyId}`);
  return found.detail;
}

export const GALLERY_FETCH_SECONDS = 600;

export async function listingHistory(services: Services, propertyId: number): Promise<TListingHistory> {
  const history = await loadVowListingHistory(services.pool, propertyId);
  if (!history) throw new AppError('NOT_FOUND', `Property ${propertyId} is not on the site.`);
  return history;
}
