/**
 * The words a listing is found by in the PostgreSQL engine: its MLS number, address and unit,
 * postal code (also without its space), municipality, district and former municipality,
 * community, cross streets and remarks, folded the way keywords are, so a document word and a
 * keyword word are the same string. PostgreSQL computes them with listing_search_words()
 * (migrations 20261122080000, 20261125100001) from the row's own columns; they are not stored:
 * the GIN index `listing_search_words_idx` is built on that expression (migration 20261129150000),
 * and a query reaches the index only by naming the same expression, `searchWordsSql`.
 */
import type { ListingRow } from '../../modules/listings/listing-row.ts';

/** Listing columns the words are made of, in the order PostgreSQL's function takes them. */
export const SEARCH_WORD_COLUMNS = [
  'listing_key',
  'address',
  'unit_number',
  'postal_code',
  'municipality',
  'municipality_district',
  'community',
  'cross_street',
  'remarks',
] as const satisfies readonly (keyof ListingRow)[];

/** A listing's search words in SQL, as the index expression names them: `alias` is the listing's. */
export function searchWordsSql(alias: string): string {
  return `public.listing_search_words(${SEARCH_WORD_COLUMNS.map((column) => `${alias}.${column}`).join(', ')})`;
}
