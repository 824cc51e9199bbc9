/**
 * An EngineQuery in Meilisearch's filter language, with the same meaning as the PostgreSQL
 * engine's SQL (listing-search-sql.ts): the same filters, the keyword's match (full text on `q`
 * or an MLS prefix), the exact tier, the sort and its keyset.
 */
import type { EngineQuery, PlaceFilter, SearchCursor } from '../search-types.ts';
import { DAY_MS } from '#shared/time.ts';
import { groupsByTransaction, type TransactionGroup } from '../transaction-groups.ts';

const SORTS = {
  newest: { attribute: 'listed_ts', direction: 'desc' },
  price_desc: { attribute: 'price_sort', direction: 'desc' },
  price_asc: { attribute: 'price_sort', direction: 'asc' },
} as const;

/** Closed listings (the closed-listings index): the latest close first; price_sort is the close price there. */
const CLOSED_SORTS = {
  newest: { attribute: 'close_date', direction: 'desc' },
  price_desc: { attribute: 'price_sort', direction: 'desc' },
  price_asc: { attribute: 'price_sort', direction: 'asc' },
} as const;

const sortSpec = (query: EngineQuery) => (query.closed ? CLOSED_SORTS : SORTS)[query.sort];

/** YYYY-MM-DD as days since 1970, the closed documents' close_date. */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function inList(attribute: string, values: string[]): string {
  return values.length === 1 ? `${attribute} = ${quote(values[0]!)}` : `${attribute} IN [${values.map(quote).join(', ')}]`;
}

function placeFilter(place: PlaceFilter): string {
  const parts: string[] = [];
  if (place.municipalities.length > 0) parts.push(inList('municipality_lower', place.municipalities));
  if (place.districts.length > 0) parts.push(inList('municipality_district', place.districts));
  if (place.communities.length > 0) parts.push(inList('community_lower', place.communities));
  // An impossible id: a place with no parts matches nothing, as in SQL.
  if (parts.length === 0) return 'id = -1';
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
}

export function filterExpressions(query: EngineQuery): string[] {
  const filters = [inList('feed_class', query.classes)];
  // Only the closed-listings index holds these; its documents are all sold or leased, never public.
  if (query.closed) {
    filters.push(`market_status = ${quote(query.closed.status)}`);
    filters.push(`close_date ${dayNumber(query.closed.from)} TO ${dayNumber(query.closed.to)}`);
  }
  if (query.subTypes) filters.push(inList('property_sub_type', query.subTypes));
  if (query.transactionType) filters.push(`transaction_type = ${quote(query.transactionType)}`);
  if (query.minPrice !== null) filters.push(`price >= ${query.minPrice}`);
  if (query.maxPrice !== null) filters.push(`price <= ${query.maxPrice}`);
  if (query.minBeds !== null) filters.push(`bedrooms >= ${query.minBeds}`);
  if (query.minBaths !== null) filters.push(`bathrooms >= ${query.minBaths}`);
  if (query.minParking !== null) filters.push(`parking_spaces >= ${query.minParking}`);
  for (const place of query.places) filters.push(placeFilter(place));
  if (query.bbox) filters.push(`_geoBoundingBox([${query.bbox.north}, ${query.bbox.east}], [${query.bbox.south}, ${query.bbox.west}])`);
  if (query.mlsPrefix) filters.push(`listing_key_prefixes = ${quote(query.mlsPrefix)}`);
  return filters;
}

export function exactExpression(query: EngineQuery): string | null {
  const exact = query.exact;
  if (!exact) return null;
  const parts: string[] = [];
  if (exact.listingKey) parts.push(`listing_key = ${quote(exact.listingKey)}`);
  if (exact.street) {
    const street = `street_prefixes = ${quote(exact.street)}`;
    parts.push(exact.unit ? `(${street} AND unit_lower = ${quote(exact.unit)})` : street);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
}

export function sortOf(query: EngineQuery): { attribute: string; direction: 'asc' | 'desc'; sort: string[] } {
  const { attribute, direction } = sortSpec(query);
  return { attribute, direction, sort: [`${attribute}:${direction}`, `id:${direction}`] };
}

export function keysetExpression(query: EngineQuery, after: SearchCursor): string {
  const { attribute, direction } = sortSpec(query);
  const comparison = direction === 'desc' ? '<' : '>';
  const value = Number(after.value);
  return `(${attribute} ${comparison} ${value} OR (${attribute} = ${value} AND id ${comparison} ${after.id}))`;
}

/** The transaction filter of a group when the query's sort groups sales and leases (transaction-groups.ts). */
export function groupExpression(query: EngineQuery, group: TransactionGroup): string | null {
  if (!groupsByTransaction(query)) return null;
  return group === 0 ? 'transaction_type = "Sale"' : 'transaction_type != "Sale"';
}

/** The words Meilisearch matches for the text (all of them, the last as a prefix, typos allowed). */
export function textQuery(query: EngineQuery): string {
  return query.text ? query.text.tokens.join(' ') : '';
}

/**
 * The two tiers as search requests: tier 0 is the exact listings (filters only), tier 1 the
 * keyword's matches that are not exact. Without an exact part, everything is tier 1.
 */
export function tierRequest(query: EngineQuery, tier: 0 | 1): { q: string; filter: string[] } | null {
  const filters = filterExpressions(query);
  const exact = exactExpression(query);
  if (tier === 0) return exact ? { q: '', filter: [...filters, exact] } : null;
  return { q: textQuery(query), filter: exact ? [...filters, `NOT ${exact}`] : filters };
}
