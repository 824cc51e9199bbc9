/**
 * Writes one page of canonical listings in the caller's transaction, with set-based SQL: one
 * upsert for the listings, then their rooms and media. The upsert only touches a row when the
 * incoming ModificationTimestamp is newer (idempotent and out-of-order safe), never touches the
 * agent's own listings (origin 'agent') nor the curation columns.
 */
import type pg from 'pg';
import { FEED_OWNED_COLUMNS, type CanonicalListing } from './canonical-listing.ts';

export interface ChangedListing {
  id: number;
  listing_key: string;
  inserted: boolean;
  is_active: boolean;
}

const COLUMN_TYPES: Record<(typeof FEED_OWNED_COLUMNS)[number], string> = {
  feed_class: 'text', property_sub_type: 'text', transaction_type: 'text', price: 'numeric', original_price: 'numeric',
  address: 'text', unit_number: 'text', street_number: 'text', street_name: 'text', street_suffix: 'text',
  municipality: 'text', municipality_district: 'text', area: 'text', community: 'text', postal_code: 'text',
  cross_street: 'text', bedrooms: 'int', bedrooms_plus: 'int', bathrooms: 'int', kitchens: 'int', rooms: 'int',
  parking_spaces: 'int', parking_total: 'numeric', garage_spaces: 'numeric', garage_type: 'text', sqft_range: 'text',
  approximate_age: 'text', taxes: 'numeric', tax_year: 'int', association_fee: 'numeric', remarks: 'text', extras: 'text',
  latitude: 'double precision', longitude: 'double precision', is_geo_approximate: 'boolean', contract_status: 'text',
  standard_status: 'text', mls_status: 'text', is_active: 'boolean', list_office_name: 'text', details: 'jsonb', raw: 'jsonb',
  modification_ts: 'timestamptz', photos_change_ts: 'timestamptz', listed_at: 'timestamptz',
};

const RECORDSET_COLUMNS = ['listing_key text', ...FEED_OWNED_COLUMNS.map((column) => `${column} ${COLUMN_TYPES[column]}`)].join(', ');
const INSERT_COLUMNS = ['listing_key', ...FEED_OWNED_COLUMNS].join(', ');
// A listing the agent removed from the site stays off it, whatever the feed says next.
const UPDATE_SET = FEED_OWNED_COLUMNS.map((column) =>
  column === 'is_active' ? 'is_active = excluded.is_active and not listing.agent_hidden' : `${column} = excluded.${column}`,
).join(', ');

const UPSERT_LISTINGS_SQL = `
  insert into listing (${INSERT_COLUMNS})
  select ${INSERT_COLUMNS} from jsonb_to_recordset($1::jsonb) as incoming(${RECORDSET_COLUMNS})
  on conflict (listing_key) do update set ${UPDATE_SET},
    updated_at = now(),
    last_seen_at = now(),
    removed_at = case when excluded.is_active then null else coalesce(listing.removed_at, now()) end
  where listing.origin = 'feed'
    and (listing.modification_ts is null or listing.modification_ts < excluded.modification_ts)
  returning id, listing_key, (xmax = 0) as inserted, is_active`;

const INSERT_ROOMS_SQL = `
  insert into listing_room (listing_id, room_key, ord, room_type, level, length, width, units, features)
  select listing_id, room_key, ord, room_type, level, length, width, units, features
  from jsonb_to_recordset($1::jsonb) as r(listing_id int, room_key text, ord int, room_type text, level text,
    length numeric, width numeric, units text, features text[])`;

const UPSERT_MEDIA_SQL = `
  insert into listing_media (listing_id, media_key, ord, source_url, is_main, status, modification_ts)
  select m.listing_id, m.media_key, m.ord, m.source_url,
    -- A photo the agent uploaded and chose as main (no media_key) keeps that role over the feed's.
    m.is_main and not exists (select 1 from listing_media own where own.listing_id = m.listing_id and own.media_key is null and own.is_main),
    case when m.is_deleted then 'deleted' else 'pending' end, m.modification_ts
  from jsonb_to_recordset($1::jsonb) as m(listing_id int, media_key text, ord int, source_url text, is_main boolean,
    is_deleted boolean, modification_ts timestamptz)
  on conflict (media_key) where media_key is not null do update set
    ord = excluded.ord,
    is_main = excluded.is_main and not listing_media.agent_removed,
    source_url = excluded.source_url,
    modification_ts = excluded.modification_ts,
    updated_at = now(),
    status = case
      when excluded.status = 'deleted' or listing_media.agent_removed then 'deleted'
      when listing_media.source_url is distinct from excluded.source_url or listing_media.status = 'deleted' then 'pending'
      else listing_media.status end
  returning id, status, is_main`;

/** Rows whose JSON is built for jsonb_to_recordset: the listing without its child lists. */
function listingRow(listing: CanonicalListing) {
  const { room_list: _rooms, media_list: _media, ...row } = listing;
  return row;
}

export interface PageWriteResult {
  changed: ChangedListing[];
  /** Photos to process, main photos first (they are what cards and search results show). */
  pendingMediaIds: number[];
  pendingMainMediaIds: number[];
}

export async function writeListingsPage(client: pg.PoolClient, listings: CanonicalListing[]): Promise<PageWriteResult> {
  if (listings.length === 0) return { changed: [], pendingMediaIds: [], pendingMainMediaIds: [] };
  // A page may carry the same key twice (a record modified mid-page): keep the newest version.
  const newestByKey = new Map<string, CanonicalListing>();
  for (const listing of listings) {
    const existing = newestByKey.get(listing.listing_key);
    if (!existing || existing.modification_ts < listing.modification_ts) newestByKey.set(listing.listing_key, listing);
  }
  const unique = [...newestByKey.values()];
  const { rows: changed } = await client.query<ChangedListing>(UPSERT_LISTINGS_SQL, [JSON.stringify(unique.map(listingRow))]);
  if (changed.length === 0) return { changed, pendingMediaIds: [], pendingMainMediaIds: [] };

  const idByKey = new Map(changed.map((row) => [row.listing_key, row.id]));
  const changedIds = changed.map((row) => row.id);
  const changedListings = unique.filter((listing) => idByKey.has(listing.listing_key));

  await client.query('delete from listing_room where listing_id = any($1::int[])', [changedIds]);
  const rooms = changedListings.flatMap((listing) => listing.room_list.map((room) => ({ ...room, listing_id: idByKey.get(listing.listing_key) })));
  if (rooms.length > 0) await client.query(INSERT_ROOMS_SQL, [JSON.stringify(rooms)]);

  const media = changedListings.flatMap((listing) => listing.media_list.map((item) => ({ ...item, listing_id: idByKey.get(listing.listing_key) })));
  let pendingMediaIds: number[] = [];
  let pendingMainMediaIds: number[] = [];
  if (media.length > 0) {
    const { rows } = await client.query<{ id: number; status: string; is_main: boolean }>(UPSERT_MEDIA_SQL, [JSON.stringify(media)]);
    const pending = rows.filter((row) => row.status === 'pending');
    pendingMainMediaIds = pending.filter((row) => row.is_main).map((row) => row.id);
    pendingMediaIds = pending.filter((row) => !row.is_main).map((row) => row.id);
  }
  // Photos a changed listing no longer lists at all are gone too (not every feed soft-deletes).
  await client.query(
    `update listing_media set status = 'deleted', updated_at = now()
     where listing_id = any($1::int[]) and status <> 'deleted' and media_key is not null and not (media_key = any($2::text[]))`,
    [changedIds, media.map((item) => item.media_key)],
  );
  return { changed, pendingMediaIds, pendingMainMediaIds };
}
