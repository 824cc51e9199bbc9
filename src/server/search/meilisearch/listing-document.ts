/**
 * A listing as a Meilisearch document, read from PostgreSQL. The derived fields give
 * Meilisearch's filters what the PostgreSQL engine computes in SQL: lower-case place names,
 * the search_street() address key with its word prefixes (exact-address ranking), MLS number
 * prefixes (Meilisearch has no "starts with" filter), never-null sort values and the map cell of
 * every grid zoom (clusters come from facet counts).
 */
import { cellKey, MAX_GRID_ZOOM, MIN_GRID_ZOOM } from '../map-grid.ts';
import type { SqlRunner } from '../postgres/sql-runner.ts';
import type { ListingRow } from '../../modules/listings/listing-row.ts';
import { publicListingSql, searchableListingSql } from '../../modules/listings/public-listing.ts';

export const MLS_PREFIX_MIN_LENGTH = 2;

/** The listing row's columns a document carries as they are. */
type DocumentColumns =
  | 'id'
  | 'listing_key'
  | 'address'
  | 'unit_number'
  | 'postal_code'
  | 'municipality'
  | 'municipality_district'
  | 'community'
  | 'cross_street'
  | 'remarks'
  | 'feed_class'
  | 'property_sub_type'
  | 'transaction_type';

/** Computed in SQL by DOCUMENT_COLUMNS (the search functions the PostgreSQL engine filters with). */
interface ComputedFields {
  former_municipality: string | null;
  street_key: string;
}

export type ListingDocument = Pick<ListingRow, DocumentColumns> &
  ComputedFields & {
    listing_key_prefixes: string[];
    unit_lower: string;
    postal_compact: string | null;
    municipality_lower: string;
    community_lower: string | null;
    street_prefixes: string[];
    /** The price filter: absent when the listing has none, as NULL fails SQL comparisons. */
    price?: number;
    /** The price sort: 0 when there is none, like coalesce(price, 0). */
    price_sort: number;
    bedrooms?: number;
    bathrooms?: number;
    parking_spaces?: number;
    /** Microseconds since 1970 of coalesce(listed_at, created_at): the "newest" sort. */
    listed_ts: number;
    _geo?: { lat: number; lng: number };
    /**
     * Only in the closed-listings index (the VOW tier; never in the public one): 'sold' or
     * 'leased', the close date as days since 1970 (filter and "newest" sort), and the close price.
     * There `price` and `price_sort` are the close price (the list price when the feed gave none).
     */
    market_status?: 'sold' | 'leased';
    close_date?: number;
    close_price?: number;
    [cell: `cell_${number}`]: string;
  };

/** A listing as DOCUMENT_COLUMNS reads it. */
type DocumentRow = Pick<
  ListingRow,
  DocumentColumns | 'price' | 'bedrooms' | 'bathrooms' | 'parking_spaces' | 'latitude' | 'longitude' | 'market_status' | 'close_price'
> &
  ComputedFields & {
    /** Active and not hidden by the agent. */
    is_public: boolean;
    /** Microseconds since 1970 as text (int8). */
    listed_ts: string;
    /** Sold or leased and not hidden by the agent: a document of the closed-listings index. */
    is_closed: boolean;
    /** close_date as days since 1970. */
    close_day: number | null;
  };

const CLOSED_SQL = `(l.market_status in ('sold', 'leased') and l.close_date is not null and not l.agent_hidden)`;

const DOCUMENT_COLUMNS = `
  l.id, ${searchableListingSql('l')} as is_public, l.listing_key, l.address, l.unit_number, l.postal_code, l.municipality, l.municipality_district,
  public.search_former_municipality(l.municipality_district) as former_municipality, l.community, l.cross_street, l.remarks,
  public.search_street(l.address) as street_key, l.feed_class, l.property_sub_type, l.transaction_type, l.price::float8 as price,
  l.bedrooms, l.bathrooms, l.parking_spaces,
  (extract(epoch from coalesce(l.listed_at, l.created_at)) * 1000000)::int8::text as listed_ts, l.latitude, l.longitude,
  ${CLOSED_SQL} as is_closed, l.market_status, l.close_price::float8 as close_price, (l.close_date - date '1970-01-01') as close_day`;

function wordPrefixes(key: string): string[] {
  const words = key.split(' ').filter(Boolean);
  return words.map((_, index) => words.slice(0, index + 1).join(' '));
}

/** A public listing's document; a closed one's (`closed`) adds its close and is priced by it. */
function toDocument(row: DocumentRow, closed = false): ListingDocument {
  const document: ListingDocument = {
    id: row.id,
    listing_key: row.listing_key,
    listing_key_prefixes: Array.from({ length: Math.max(0, row.listing_key.length - MLS_PREFIX_MIN_LENGTH + 1) }, (_, index) =>
      row.listing_key.slice(0, MLS_PREFIX_MIN_LENGTH + index),
    ),
    address: row.address,
    unit_number: row.unit_number,
    unit_lower: (row.unit_number ?? '').toLowerCase(),
    postal_code: row.postal_code,
    postal_compact: row.postal_code ? row.postal_code.replace(/\s+/g, '') : null,
    municipality: row.municipality,
    municipality_lower: row.municipality.toLowerCase(),
    municipality_district: row.municipality_district,
    former_municipality: row.former_municipality,
    community: row.community,
    community_lower: row.community?.toLowerCase() ?? null,
    cross_street: row.cross_street,
    remarks: row.remarks,
    street_key: row.street_key,
    street_prefixes: wordPrefixes(row.street_key),
    feed_class: row.feed_class,
    property_sub_type: row.property_sub_type,
    transaction_type: row.transaction_type,
    price_sort: row.price ?? 0,
    listed_ts: Number(row.listed_ts),
  };
  if (closed) {
    const price = row.close_price ?? row.price;
    document.market_status = row.market_status as 'sold' | 'leased';
    document.close_date = row.close_day!;
    if (row.close_price !== null) document.close_price = row.close_price;
    document.price_sort = price ?? 0;
    if (price !== null) document.price = price;
  } else if (row.price !== null) document.price = row.price;
  if (row.bedrooms !== null) document.bedrooms = row.bedrooms;
  if (row.bathrooms !== null) document.bathrooms = row.bathrooms;
  if (row.parking_spaces !== null) document.parking_spaces = row.parking_spaces;
  if (row.latitude !== null && row.longitude !== null) {
    document._geo = { lat: row.latitude, lng: row.longitude };
    for (let zoom = MIN_GRID_ZOOM; zoom <= MAX_GRID_ZOOM; zoom++) document[`cell_${zoom}`] = cellKey(row.latitude, row.longitude, zoom);
  }
  return document;
}

/**
 * The documents of these listings for both indexes: public ones for the listings index, closed
 * ones (sold, leased) for the closed-listings index, and the ids each index must drop.
 */
export async function loadDocuments(
  sql: SqlRunner,
  ids: number[],
): Promise<{ documents: ListingDocument[]; removedIds: number[]; closedDocuments: ListingDocument[]; removedClosedIds: number[] }> {
  const rows = await sql<DocumentRow>({ text: `select ${DOCUMENT_COLUMNS} from listing l where l.id = any($1::int[])`, values: [ids] });
  const active = rows.filter((row) => row.is_public);
  const closed = rows.filter((row) => row.is_closed && !row.is_public);
  const activeIds = new Set(active.map((row) => row.id));
  const closedIds = new Set(closed.map((row) => row.id));
  return {
    documents: active.map((row) => toDocument(row)),
    removedIds: ids.filter((id) => !activeIds.has(id)),
    closedDocuments: closed.map((row) => toDocument(row, true)),
    removedClosedIds: ids.filter((id) => !closedIds.has(id)),
  };
}

/** Public listings after `afterId`, in id order: the pages of a full rebuild. */
export async function loadActiveDocumentsAfter(sql: SqlRunner, afterId: number, limit: number): Promise<ListingDocument[]> {
  const rows = await sql<DocumentRow>({
    text: `select ${DOCUMENT_COLUMNS} from listing l where ${searchableListingSql('l')} and l.id > $1 order by l.id limit $2`,
    values: [afterId, limit],
  });
  return rows.map((row) => toDocument(row));
}

/** Closed (sold, leased) listings after `afterId`, in id order: the pages of the closed index's rebuild. */
export async function loadClosedDocumentsAfter(sql: SqlRunner, afterId: number, limit: number): Promise<ListingDocument[]> {
  const rows = await sql<DocumentRow>({
    text: `select ${DOCUMENT_COLUMNS} from listing l where ${CLOSED_SQL} and not ${publicListingSql('l')} and l.id > $1 order by l.id limit $2`,
    values: [afterId, limit],
  });
  return rows.map((row) => toDocument(row, true));
}
