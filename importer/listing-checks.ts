/**
 * Checks a mapped listing before it is written: every number must fit its column (a value
 * PostgreSQL refuses would fail the page), and a listing with absurd values is set aside rather
 * than published. Both kinds are quarantined with a reason the admin shows; the rest of the page
 * lands. The rules, stated once:
 *  - price: above zero; a sale at least $1,000 and at most $1 billion, a lease at most $10 million;
 *  - bedrooms (above and below grade), bathrooms and kitchens at most 50, rooms at most 500;
 *  - the list date between 1900 and one year from now;
 *  - every other number within its column's range (numeric(p, s) or int).
 */
import type { CanonicalListing } from './canonical-listing.ts';
import { FEED_OWNED_COLUMNS } from '#server/modules/listings/listing-columns.ts';
import { NUMBER_COLUMN_LIMITS } from '#server/modules/listings/listing-row.ts';

/** listing_media.ord is an int. */
const INT_MAX = 2_147_483_647;

/** The feed-owned number columns and their bounds (the entity's int and numeric(p, s) types). */
const COLUMN_LIMITS = FEED_OWNED_COLUMNS.flatMap((column) => {
  const limit = NUMBER_COLUMN_LIMITS[column];
  return limit === undefined ? [] : [[column, limit] as const];
});

const PLAUSIBLE_MAXIMUM: Partial<Record<keyof CanonicalListing, number>> = {
  bedrooms: 50,
  bedrooms_plus: 50,
  bathrooms: 50,
  kitchens: 50,
  rooms: 500,
};

const EARLIEST_LIST_DATE = Date.UTC(1900, 0, 1);
const YEAR_MS = 365 * 24 * 3600_000;

function priceProblem(listing: CanonicalListing): string | null {
  const price = listing.price;
  if (price === null) return null;
  if (price <= 0) return `ListPrice: ${price} is not a price`;
  if (listing.transaction_type === 'Sale' && (price < 1000 || price > 1e9)) return `ListPrice: ${price} is implausible for a sale`;
  if (listing.transaction_type !== 'Sale' && price > 1e7) return `ListPrice: ${price} is implausible for a lease`;
  return null;
}

/** Why the listing must not be written as it is, or null when it may. */
export function listingProblem(listing: CanonicalListing, now = Date.now()): string | null {
  for (const [column, limit] of COLUMN_LIMITS) {
    const value = listing[column];
    if (typeof value === 'number' && Math.abs(value) >= limit) return `${column}: ${value} does not fit its column`;
  }
  for (const [column, maximum] of Object.entries(PLAUSIBLE_MAXIMUM) as [keyof CanonicalListing, number][]) {
    const value = listing[column];
    if (typeof value === 'number' && (value < 0 || value > maximum)) return `${column}: ${value} is implausible (0 to ${maximum})`;
  }
  const price = priceProblem(listing);
  if (price) return price;
  if (listing.listed_at !== null) {
    const listed = Date.parse(listing.listed_at);
    if (listed < EARLIEST_LIST_DATE || listed > now + YEAR_MS) return `OriginalEntryTimestamp: ${listing.listed_at} is implausible for a list date`;
  }
  const badPhoto = listing.media_list.find((media) => Math.abs(media.ord) > INT_MAX);
  if (badPhoto) return `Media ${badPhoto.media_key}: Order ${badPhoto.ord} does not fit its column`;
  return null;
}
