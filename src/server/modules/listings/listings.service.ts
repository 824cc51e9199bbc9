/**
 * The public listing reads: search pages (keyset cursors bound to their criteria), the map,
 * keyword suggestions and similarity, curated lists, details with related listings. The search
 * engine decides which listings and in what order; the read model shows them.
 */
import { FEED_CLASSES, feedClassFromLegacy, type FeedClass } from '#shared/listing-classes.ts';
import { DEFAULT_LISTING_SEARCH, type TListingSearch } from '#shared/schemas/listing-search.schema.ts';
import type { TAddressSuggestion, TKeywordMatch, TListingDetailAnswer, TListingSummary, TMapAnswer, TSearchPage } from '#shared/schemas/listing.schema.ts';
import type { AppServices } from '../../services.ts';
import { AppError } from '../../errors.ts';
import { criteriaFingerprint, decodeCursor, encodeCursor } from '../../search/cursor.ts';
import { planSearch } from '../../search/search-planner.ts';
import { loadCuratedIds, loadDetail, loadRelatedSummaries, loadSummaries, toMapMarker } from './listing-read-model.ts';
import { applyStarterCuration } from './starter-curation.ts';

type Services = Pick<AppServices, 'pool' | 'search'>;

/** Up to this many listings in view are drawn as markers; more become clusters. */
export const MAP_MARKER_LIMIT = 300;
const CURATED_LIMIT = 48;
const RELATED_LIMIT = 4;

export async function searchListings(services: Services, criteria: TListingSearch, cursor: string | null | undefined, limit: number): Promise<TSearchPage> {
  const fingerprint = criteriaFingerprint(criteria);
  const position = cursor ? decodeCursor(fingerprint, cursor) : null;
  const query = await planSearch(services.search, criteria);
  const page = await services.search.search(query, { cursor: position, limit, withTotal: !position });
  return {
    data: await loadSummaries(services.pool, page.ids),
    nextCursor: page.next ? encodeCursor(fingerprint, page.next) : null,
    total: page.total,
  };
}

export async function mapListings(services: Services, criteria: TListingSearch, zoom: number): Promise<TMapAnswer> {
  if (!criteria.bbox) throw new AppError('BAD_REQUEST', 'Say which map area to show.', { bbox: ['The map area is required.'] });
  const query = await planSearch(services.search, criteria);
  const answer = await services.search.map(query, { bbox: criteria.bbox, zoom, markerLimit: MAP_MARKER_LIMIT });
  const markers = (await loadSummaries(services.pool, answer.markerIds)).flatMap((listing) => toMapMarker(listing) ?? []);
  return { total: answer.total, markers, clusters: answer.clusters };
}

/** The legacy client's findBestMatch answer, from the engine's fuzzy place matching. */
export async function matchKeyword(
  services: Services,
  keyword: string,
): Promise<{ bestMatch: TKeywordMatch; ratings: TKeywordMatch[]; bestMatchIndex: number }> {
  const matches = keyword ? await services.search.suggest(keyword, 10) : [];
  const ratings = matches.map((match) => ({
    target: match.name,
    rating: Math.round(match.rating * 1000) / 1000,
    kind: match.kind,
    municipality: match.municipality,
  }));
  const bestMatch = ratings[0] ?? { target: '', rating: 0, kind: 'municipality' as const, municipality: '' };
  return { bestMatch, ratings, bestMatchIndex: ratings.length > 0 ? 0 : -1 };
}

/** A few places and listings for the keyword box: names first, then MLS numbers or addresses that match. */
export async function suggestAddresses(services: Services, keyword: string): Promise<TAddressSuggestion[]> {
  if (!keyword) return [];
  const places = await services.search.suggest(keyword, 3);
  const suggestions: TAddressSuggestion[] = places
    .filter((place) => place.rating >= 0.3)
    .map((place) => ({
      label: place.kind === 'municipality' ? place.name : `${place.name}, ${place.municipality}`,
      kind: place.kind,
      value: place.name,
      listingId: null,
      listingClass: null,
    }));
  const criteria: TListingSearch = { ...DEFAULT_LISTING_SEARCH, classes: [...FEED_CLASSES], keyword };
  const query = await planSearch(services.search, criteria);
  if (query.text || query.mlsPrefix) {
    const page = await services.search.search(query, { cursor: null, limit: 5, withTotal: false });
    for (const listing of await loadSummaries(services.pool, page.ids)) {
      const street = listing.unit ? `${listing.address} ${listing.unit}` : listing.address;
      suggestions.push({
        label: `${street}, ${listing.municipality} (${listing.mlsNumber})`,
        kind: query.mlsPrefix ? 'mls' : 'address',
        value: query.mlsPrefix ? listing.mlsNumber : street,
        listingId: listing.id,
        listingClass: listing.listingClass,
      });
    }
  }
  return suggestions;
}

function classesOfPropertyType(propertyType: string | null | undefined): FeedClass[] {
  if (!propertyType || ['all', 'any'].includes(propertyType.toLowerCase())) return [...FEED_CLASSES];
  const feedClass = feedClassFromLegacy(propertyType);
  // The residential tab shows condos too, as its search does.
  if (feedClass === 'residential') return ['residential', 'condo'];
  return feedClass ? [feedClass] : [...FEED_CLASSES];
}

export async function curatedListings(
  services: Services & Pick<AppServices, 'jobs' | 'config'>,
  flag: 'is_featured' | 'in_own_listing',
  propertyType: string | null | undefined,
): Promise<TListingSummary[]> {
  await applyStarterCuration(services);
  const ids = await loadCuratedIds(services.pool, flag, classesOfPropertyType(propertyType), CURATED_LIMIT);
  return loadSummaries(services.pool, ids);
}

export async function listingDetails(services: Services, propertyId: number): Promise<TListingDetailAnswer> {
  const detail = await loadDetail(services.pool, propertyId);
  if (!detail) throw new AppError('NOT_FOUND', `Property ${propertyId} is not on the site.`);
  const related = await loadRelatedSummaries(
    services.pool,
    { id: detail.id, municipality: detail.municipality, feedClass: detail.listingClass, price: detail.listPrice },
    RELATED_LIMIT,
  );
  return { listing: detail, related };
}
