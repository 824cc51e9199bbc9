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

const INT_MAX = 2_147_483_647;
/** The largest magnitude numeric(precision, scale) stores: 10^(precision − scale), exclusive. */
const numericLimit = (precision: number, scale: number) => 10 ** (precision - scale);

/** Columns of migration 20261122000000 (listing), their bounds. */
const COLUMN_LIMITS: Partial<Record<keyof CanonicalListing, number>> = {
  price: numericLimit(14, 2),
  original_price: numericLimit(14, 2),
  close_price: numericLimit(14, 2),
  days_on_market: INT_MAX,
  parking_total: numericLimit(6, 1),
  garage_spaces: numericLimit(6, 1),
  taxes: numericLimit(12, 2),
  association_fee: numericLimit(10, 2),
  bedrooms: INT_MAX,
  bedrooms_plus: INT_MAX,
  bathrooms: INT_MAX,
  kitchens: INT_MAX,
  rooms: INT_MAX,
  parking_spaces: INT_MAX,
  tax_year: INT_MAX,
};

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
  for (const [column, limit] of Object.entries(COLUMN_LIMITS) as [keyof CanonicalListing, number][]) {
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
