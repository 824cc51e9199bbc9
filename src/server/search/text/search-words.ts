/**
 * The words a listing is found by in the PostgreSQL engine (the listing.search_words column): its
 * MLS number, address and unit, postal code (also without its space), municipality, district and
 * former municipality, community, cross streets and remarks, folded the way keywords are, so a
 * document word and a keyword word are the same string.
 *
 * The importer computes them here and sends them as a tsvector literal (folded text is only
 * [a-z0-9 ], which tsvector input reads as one lexeme per word); every other write leaves the
 * column to listing_search_words() in PostgreSQL (migrations 20261122080000, 20261125100001). A test keeps the two
 * equal: change them together, with a migration that recomputes the column.
 */
import { formerMunicipalityOfDistrict } from '#shared/geo/toronto-districts.ts';
import { fold } from './normalize.ts';
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

/** Those columns as listing_search_words() takes them: the row's types, each but the MLS number possibly null. */
export type SearchWordFields = Pick<ListingRow, 'listing_key'> & {
  [Column in Exclude<(typeof SEARCH_WORD_COLUMNS)[number], 'listing_key'>]: ListingRow[Column] | null;
};

/** tsvector input refuses a lexeme of 2,047 bytes or more; a folded word is ASCII (migration 20261125100001). */
const MAX_WORD_LENGTH = 2046;
/** A tsvector holds at most 1 MB of lexemes and their entries (8 bytes is a generous entry). */
const MAX_TSVECTOR_TEXT = 1_000_000;

/** search_former_municipality() reads the district code at the end ("Toronto E05"). */
const DISTRICT_CODE = /([CEW][0-9]{2})$/;

function formerMunicipality(district: string | null): string | null {
  const code = district === null ? undefined : DISTRICT_CODE.exec(district)?.[1];
  return (code && formerMunicipalityOfDistrict(code)) ?? null;
}

/** The listing's search words, space-separated (duplicates and order are PostgreSQL's to settle). */
export function listingSearchWords(listing: SearchWordFields): string {
  const parts = [
    listing.listing_key,
    listing.address,
    listing.unit_number,
    listing.postal_code,
    listing.postal_code?.replaceAll(' ', '') ?? null,
    listing.municipality,
    listing.municipality_district,
    formerMunicipality(listing.municipality_district),
    listing.community,
    listing.cross_street,
    listing.remarks,
  ];
  const folded = fold(parts.filter((part) => part !== null).join(' '));
  if (folded.length <= MAX_WORD_LENGTH) return folded;
  const kept = folded.split(' ').filter((word) => word.length <= MAX_WORD_LENGTH);
  if (folded.length <= MAX_TSVECTOR_TEXT) return kept.join(' ');
  // Text longer than a tsvector holds: the first distinct words that fit. The importer bounds
  // remarks long before this (reso-record.schema.ts); this keeps any other caller from a failed write.
  const distinct = [...new Set(kept)];
  const fitting: string[] = [];
  let size = 0;
  for (const word of distinct) {
    size += word.length + 8;
    if (size > MAX_TSVECTOR_TEXT) break;
    fitting.push(word);
  }
  return fitting.join(' ');
}
