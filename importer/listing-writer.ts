/**
 * Writes one page of canonical listings in the caller's transaction, with set-based SQL: one
 * upsert for the listings (their raw records and rooms included), then their media. The upsert
 * only touches a row when the incoming ModificationTimestamp is newer (idempotent and
 * out-of-order safe), never touches the agent's own listings (origin 'agent') nor the curation
 * columns.
 */
import type pg from 'pg';
import { FEED_OWNED_COLUMNS, OVERRIDABLE_COLUMNS, type FeedOwnedColumn } from '#server/modules/listings/listing-columns.ts';
import type { CanonicalListing } from './canonical-listing.ts';
import { cleanJson } from './pg-safe-text.ts';
import { packRawRecord, rawFieldsReadInSql, type RawRecordColumns, unpackRawRecord, withoutColumnFields } from './raw-record-codec.ts';
import { packRoomList } from './room-list-codec.ts';
import { compareFeedTimestamps } from './sources/feed-timestamp.ts';
import { listingEvents, type FeedFacts, type ListingEventRow } from './listing-events.ts';
import { LISTING_COLUMN_TYPES, type ListingRow } from '#server/modules/listings/listing-row.ts';
import { storedFeedDetails } from '#server/modules/listings/stored-details.ts';

export interface ChangedListing extends Pick<ListingRow, 'id' | 'listing_key' | 'is_active'> {
  inserted: boolean;
  /** The price and market status before this write (null for a new listing). */
  old_price: ListingRow['price'];
  old_status: ListingRow['market_status'];
}

/** Sent with each row but not columns of their own: the home's key and when the status was entered. */
const PLACEMENT_COLUMNS = ['status_changed_at timestamptz', 'address_key text', 'unit_key text', 'transaction_kind text'];
/** The columns of a listing's row JSON (PageSerializer) as jsonb_to_recordset reads them; also the bench generator's. */
export const RECORDSET_COLUMNS = [
  'listing_key text',
  'raw_packed text',
  'raw_read_fields jsonb',
  'rooms_packed text',
  ...FEED_OWNED_COLUMNS.map((column) => `${column} ${LISTING_COLUMN_TYPES[column]}`),
  ...PLACEMENT_COLUMNS,
].join(', ');
export const INSERT_COLUMNS = ['listing_key', ...FEED_OWNED_COLUMNS].join(', ');
const OVERRIDABLE = new Set<string>(OVERRIDABLE_COLUMNS);
/**
 * The feed's value of a column, except where the agent corrected a column that search filters
 * on: the admin writes such a correction into the column (so the site and search show it) and
 * records it in agent_overrides, which tells the importer to keep it. `details` and `room_list`
 * stay the feed's; their corrections are merged in by the readers.
 */
function assignment(column: FeedOwnedColumn): string {
  if (column === 'is_active') return 'is_active = excluded.is_active and not listing.agent_hidden'; // removed by the agent: stays off the site
  if (OVERRIDABLE.has(column))
    return `${column} = case when listing.agent_overrides->'columns' ? '${column}' then listing.${column} else excluded.${column} end`;
  return `${column} = excluded.${column}`;
}
const UPDATE_SET = FEED_OWNED_COLUMNS.map(assignment).join(', ');

/**
 * The upsert, returning each written listing with its price and market status before the write
 * (`previous` reads the rows as they were when the statement started), which the listing events
 * are made of. The home (listing_property) was created beforehand by ensureListingProperties.
 */
const UPSERT_LISTINGS_SQL = `
  with incoming as (select * from jsonb_to_recordset($1::jsonb) as incoming(${RECORDSET_COLUMNS})),
  -- A price the agent corrected is not the feed's: no price event is made of it.
  previous as (
    select listing_key, case when agent_overrides->'columns' ? 'price' then null else price end as price, market_status
    from listing where listing_key in (select listing_key from incoming)
  ),
  upserted as (
    insert into listing (${INSERT_COLUMNS}, status_changed_at, property_id)
    select ${INSERT_COLUMNS.split(', ')
      .map((column) => `incoming.${column}`)
      .join(', ')}, incoming.status_changed_at, home.id
    from incoming
    left join listing_property home
      on home.address_key = incoming.address_key and home.unit_key = incoming.unit_key and home.transaction_kind = incoming.transaction_kind
    on conflict (listing_key) do update set ${UPDATE_SET},
      status_changed_at = case when listing.market_status is distinct from excluded.market_status then excluded.status_changed_at
        else coalesce(listing.status_changed_at, excluded.status_changed_at) end,
      property_id = coalesce(excluded.property_id, listing.property_id),
      updated_at = now(),
      removed_at = case when excluded.is_active then null else coalesce(listing.removed_at, now()) end
    where listing.origin = 'feed'
      and (listing.modification_ts is null or listing.modification_ts < excluded.modification_ts)
    returning id, listing_key, (xmax = 0) as inserted, is_active
  ),
  -- The raw record and the rooms of each written listing, packed by the importer (raw-record-codec.ts, room-list-codec.ts).
  raw_written as (
    insert into listing_raw (listing_id, packed, read_fields, rooms_packed)
    select upserted.id, decode(incoming.raw_packed, 'base64'), incoming.raw_read_fields, decode(incoming.rooms_packed, 'base64')
    from upserted join incoming using (listing_key)
    on conflict (listing_id) do update set raw = null, packed = excluded.packed, read_fields = excluded.read_fields, rooms_packed = excluded.rooms_packed
  )
  select upserted.*, previous.price::float8 as old_price, previous.market_status as old_status
  from upserted left join previous using (listing_key)`;

/**
 * Creates the homes (listing_property) of a page's listings, outside the page's transaction and
 * before it: a home is only a key, so one left by a failed page is harmless, while inserting it
 * inside would make a page wait for the other page in flight that inserts the same home, which
 * itself waits for this one to commit first (sync-feed commits pages in feed order): a deadlock
 * PostgreSQL cannot see.
 */
export async function ensureListingProperties(pool: pg.Pool, page: SerializedPage): Promise<void> {
  const homes = new Map<string, ListingHome>();
  for (const entry of page.entries) {
    const home = entry.home;
    if (home.address_key !== '') homes.set(`${home.address_key}\u0000${home.unit_key}\u0000${home.transaction_kind}`, home);
  }
  if (homes.size === 0) return;
  await pool.query(
    `insert into listing_property (address_key, unit_key, transaction_kind)
     select address_key, unit_key, transaction_kind from jsonb_to_recordset($1::jsonb) as home(address_key text, unit_key text, transaction_kind text)
     order by 1, 2, 3
     on conflict (address_key, unit_key, transaction_kind) do nothing`,
    [JSON.stringify([...homes.values()])],
  );
}

interface ListingHome {
  address_key: string;
  unit_key: string;
  transaction_kind: string;
}

// A photo is the feed's media key within its listing. No unique index says so: a listing's photos
// are one posting list of an index on listing_id, a fraction of the bytes of a (listing_id,
// media_key) entry per photo (docs/decisions/2026-11-29-photo-rows-listing-index.md). The listing
// upsert before this statement holds the row lock of every listing it changed until the page
// commits, so no other writer is between this statement's read of a listing's photos and its
// insert of the new ones.
// The feed names the main photo, unless the agent chose one (uploaded or from the feed): that choice stays.
export const UPSERT_MEDIA_SQL = `
  with incoming as (
    select l.id as listing_id, m.media_key, m.ord, m.source_url, m.is_main, m.is_deleted, m.modification_ts
    from jsonb_to_recordset($1::jsonb) as m(listing_key text, media_key text, ord int, source_url text, is_main boolean,
      is_deleted boolean, modification_ts timestamptz)
    -- Only the photos of listings the upsert changed (their keys and ids, as it returned them): an
    -- older or unchanged record says nothing new. A hash join on the page's own pairs, not an index
    -- lookup of listing per photo.
    join unnest($2::text[], $3::int[]) as l(listing_key, id) on l.listing_key = m.listing_key
  ),
  chosen as (
    select distinct listing_id from listing_media where listing_id = any($3::int[]) and agent_main and status <> 'deleted'
  ),
  -- Each photo's stored row by one probe of the listing's index (a correlated subquery stays a
  -- probe per photo). As joins, the plans followed the statistics, which lag behind a table that a
  -- first import is filling: they became hash joins over every stored photo, for every page.
  matched as (
    select m.*, (select stored.id from listing_media stored where stored.listing_id = m.listing_id and stored.media_key = m.media_key limit 1) as stored_id
    from incoming m
  ),
  updated as (
    update listing_media stored set
      ord = m.ord,
      is_main = case
        when stored.agent_removed then false
        when stored.listing_id in (select listing_id from chosen) then stored.agent_main
        else m.is_main end,
      agent_main = stored.agent_main and not m.is_deleted,
      source_url = m.source_url,
      modification_ts = m.modification_ts,
      status = case
        when m.is_deleted or stored.agent_removed then 'deleted'
        when stored.source_url is distinct from m.source_url or stored.status = 'deleted' then 'pending'
        else stored.status end
    from matched m
    -- The ids as an array too, so the stored rows are read by the primary key whatever the join's plan.
    where stored.id = m.stored_id and stored.id = any(array(select stored_id from matched where stored_id is not null))
    returning stored.id, stored.listing_id, stored.status, stored.is_main
  ),
  inserted as (
    insert into listing_media (listing_id, media_key, ord, source_url, is_main, status, modification_ts)
    select m.listing_id, m.media_key, m.ord, m.source_url, m.is_main and m.listing_id not in (select listing_id from chosen),
      case when m.is_deleted then 'deleted' else 'pending' end, m.modification_ts
    from matched m
    where m.stored_id is null
    returning id, listing_id, status, is_main
  )
  select id, listing_id, status, is_main from updated
  union all
  select id, listing_id, status, is_main from inserted`;

/** One listing ready for PostgreSQL: its row's JSON and its photos' JSON. */
export interface SerializedListing {
  listingKey: string;
  modificationTs: string;
  listingJson: string;
  mediaJson: string[];
  /** Every photo of the listing is in mediaJson (else none of its stored photos is taken for deleted). */
  mediaComplete: boolean;
  /** Its home's key (also in listingJson, for the upsert's join) and what its events are made of. */
  home: ListingHome;
  facts: FeedFacts;
}

/** A page ready for PostgreSQL, one entry per listing key. */
export interface SerializedPage {
  listingKeys: string[];
  entries: SerializedListing[];
}

/**
 * Builds a SerializedPage one listing at a time. Each listing is turned into JSON as soon as it
 * is mapped, so the mapped objects die young: a page waits about a second for its turn to be
 * written, and objects kept that long are copied by every young-generation collection on the way
 * and then promoted, which made garbage collection a fifth of the importer's CPU time.
 */
export class PageSerializer {
  // A page may carry the same key twice (a record modified mid-page): the newest version wins.
  private readonly newestByKey = new Map<string, SerializedListing>();

  add(listing: CanonicalListing): void {
    const existing = this.newestByKey.get(listing.listing_key);
    if (existing && compareFeedTimestamps(existing.modificationTs, listing.modification_ts) >= 0) return;
    const { media_list: media, media_complete: mediaComplete, history, raw, room_list: rooms, ...columns } = listing;
    const home = { address_key: history.address_key, unit_key: history.unit_key, transaction_kind: history.transaction_kind };
    // The raw record's fields were not read through the schema: any of them may hold a NUL. Those
    // the row's columns hold are left out, and read back from them.
    const { record, leftOut } = withoutColumnFields(raw, listing);
    const rawPacked = packRawRecord(cleanJson(JSON.stringify(record)), leftOut).toString('base64');
    const row = Object.assign(
      columns,
      {
        details: storedFeedDetails(listing),
        status_changed_at: history.status_ts,
        raw_packed: rawPacked,
        raw_read_fields: rawFieldsReadInSql(raw),
        // The rooms are kept packed beside the raw record; the row's list is emptied.
        room_list: [],
        rooms_packed: packRoomList(rooms)?.toString('base64') ?? null,
      },
      home,
    );
    this.newestByKey.set(listing.listing_key, {
      listingKey: listing.listing_key,
      modificationTs: listing.modification_ts,
      listingJson: cleanJson(JSON.stringify(row)),
      mediaJson: media.map((item) => JSON.stringify({ listing_key: listing.listing_key, ...item })),
      mediaComplete,
      home,
      facts: {
        price: listing.price,
        original_price: listing.original_price,
        market_status: listing.market_status,
        listed_ts: history.listed_ts,
        price_change_ts: history.price_change_ts,
        status_ts: history.status_ts,
        conditional_ts: history.conditional_ts,
      },
    });
  }

  finish(): SerializedPage {
    return { listingKeys: [...this.newestByKey.keys()], entries: [...this.newestByKey.values()] };
  }
}

export interface PageWriteResult {
  changed: ChangedListing[];
  /** What changed, to be written by writeListingEvents once the earlier pages have committed. */
  events: ListingEventRow[];
  /** Photos to process: every changed listing's main photo (what cards and search results show)... */
  pendingMainMediaIds: number[];
  /** ...and the other photos of those on the market (an off-market listing's wait for a visitor: closedListingDetail). */
  pendingMediaIds: number[];
}

/** The raw record of a listing's row JSON (as PageSerializer wrote it), for the quarantine. */
export function rawRecordOf(listingJson: string): unknown {
  const row = JSON.parse(listingJson) as RawRecordColumns & { raw_packed?: string };
  return row.raw_packed ? unpackRawRecord(Buffer.from(row.raw_packed, 'base64'), row) : null;
}

/** Listings PostgreSQL refused, each with the database's message. */
export interface RefusedListing {
  listingKey: string;
  modificationTs: string;
  reason: string;
  listingJson: string;
}

/**
 * Errors that belong to a record's values rather than to the connection or the SQL: data
 * exceptions (class 22: numeric overflow, bad text, …), constraint violations (23) and limits such
 * as a tsvector too long (54).
 */
function isRecordError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23') || code.startsWith('54'));
}

/**
 * The page in one set-based write; if PostgreSQL refuses a value, the page is written again one
 * listing at a time (each under its own savepoint) so that only the refused listings are left out
 * and returned with the database's message. Runs in the caller's transaction.
 */
export async function writeListingsPage(client: pg.PoolClient, page: SerializedPage): Promise<PageWriteResult & { refused: RefusedListing[] }> {
  if (page.entries.length === 0) return { changed: [], events: [], pendingMediaIds: [], pendingMainMediaIds: [], refused: [] };
  await client.query('savepoint listings_page');
  try {
    const result = await writeEntries(client, page.entries);
    await client.query('release savepoint listings_page');
    return { ...result, refused: [] };
  } catch (error) {
    if (!isRecordError(error)) throw error;
    await client.query('rollback to savepoint listings_page');
  }
  const total: PageWriteResult & { refused: RefusedListing[] } = { changed: [], events: [], pendingMediaIds: [], pendingMainMediaIds: [], refused: [] };
  for (const entry of page.entries) {
    await client.query('savepoint listing_entry');
    try {
      const result = await writeEntries(client, [entry]);
      await client.query('release savepoint listing_entry');
      total.changed.push(...result.changed);
      total.events.push(...result.events);
      total.pendingMediaIds.push(...result.pendingMediaIds);
      total.pendingMainMediaIds.push(...result.pendingMainMediaIds);
    } catch (error) {
      if (!isRecordError(error)) throw error;
      await client.query('rollback to savepoint listing_entry');
      total.refused.push({
        listingKey: entry.listingKey,
        modificationTs: entry.modificationTs,
        reason: `PostgreSQL refused it: ${error.message}`,
        listingJson: entry.listingJson,
      });
    }
  }
  return total;
}

async function writeEntries(client: pg.PoolClient, entries: SerializedListing[]): Promise<PageWriteResult> {
  const listingsJson = `[${entries.map((entry) => entry.listingJson).join(',')}]`;
  const { rows: changed } = await client.query<ChangedListing>(UPSERT_LISTINGS_SQL, [listingsJson]);
  if (changed.length === 0) return { changed, events: [], pendingMediaIds: [], pendingMainMediaIds: [] };
  const factsByKey = new Map(entries.map((entry) => [entry.listingKey, entry.facts]));
  const events = changed.flatMap((row) => listingEvents(row, factsByKey.get(row.listing_key)!));

  const changedIds = changed.map((row) => row.id);
  const mediaJson = `[${entries.flatMap((entry) => entry.mediaJson).join(',')}]`;
  const { rows: media } = await client.query<{ id: number; listing_id: number; status: string; is_main: boolean }>(UPSERT_MEDIA_SQL, [
    mediaJson,
    changed.map((row) => row.listing_key),
    changedIds,
  ]);
  const pending = media.filter((row) => row.status === 'pending');
  const onMarket = new Set(changed.filter((row) => row.is_active).map((row) => row.id));
  // Photos an updated listing no longer lists at all are gone too (not every feed soft-deletes).
  // A listing inserted just now has no photos but those of this page, and one whose photos were
  // not all fetched says nothing about the missing ones.
  const complete = new Set(entries.filter((entry) => entry.mediaComplete).map((entry) => entry.listingKey));
  const updatedIds = changed.filter((row) => !row.inserted && complete.has(row.listing_key)).map((row) => row.id);
  if (updatedIds.length > 0) {
    await client.query(
      `update listing_media set status = 'deleted', agent_main = false
       where listing_id = any($1::int[]) and status <> 'deleted' and media_key is not null and not (id = any($2::int[]))`,
      [updatedIds, media.map((row) => row.id)],
    );
  }
  return {
    changed,
    events,
    pendingMainMediaIds: pending.filter((row) => row.is_main).map((row) => row.id),
    // An off-market listing's other photos wait for a visitor who may open it (closedListingDetail):
    // a board's history is tens of millions of photos, and few of its listings are ever opened.
    pendingMediaIds: pending.filter((row) => !row.is_main && onMarket.has(row.listing_id)).map((row) => row.id),
  };
}
