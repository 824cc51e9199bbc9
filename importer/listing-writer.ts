/**
 * Writes one page of canonical listings in the caller's transaction, with set-based SQL: one
 * upsert for the listings (rooms included), then their media. The upsert only touches a row when the
 * incoming ModificationTimestamp is newer (idempotent and out-of-order safe), never touches the
 * agent's own listings (origin 'agent') nor the curation columns.
 */
import type pg from 'pg';
import { OVERRIDABLE_COLUMNS } from '#server/modules/admin-properties/agent-overrides.ts';
import { SEARCH_WORD_COLUMNS, listingSearchWords } from '#server/search/text/search-words.ts';
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
  standard_status: 'text', mls_status: 'text', is_active: 'boolean', list_office_name: 'text', details: 'jsonb', room_list: 'jsonb', raw: 'jsonb',
  modification_ts: 'timestamptz', photos_change_ts: 'timestamptz', listed_at: 'timestamptz',
};

const RECORDSET_COLUMNS = ['listing_key text', 'search_words tsvector', ...FEED_OWNED_COLUMNS.map((column) => `${column} ${COLUMN_TYPES[column]}`)].join(', ');
const INSERT_COLUMNS = ['listing_key', 'search_words', ...FEED_OWNED_COLUMNS].join(', ');
const OVERRIDABLE = new Set<string>(OVERRIDABLE_COLUMNS);
/** Corrected columns the search words are made of: the words sent are the feed's, not the agent's. */
const CORRECTED_WORD_COLUMNS = SEARCH_WORD_COLUMNS.filter((column) => OVERRIDABLE.has(column));
/**
 * The feed's value of a column, except where the agent corrected a column that search filters
 * on: the admin writes such a correction into the column (so the site and search show it) and
 * records it in agent_overrides, which tells the importer to keep it. `details` and `room_list`
 * stay the feed's; their corrections are merged in by the readers.
 */
function assignment(column: (typeof FEED_OWNED_COLUMNS)[number]): string {
  if (column === 'is_active') return 'is_active = excluded.is_active and not listing.agent_hidden'; // removed by the agent: stays off the site
  if (OVERRIDABLE.has(column)) return `${column} = case when listing.agent_overrides->'columns' ? '${column}' then listing.${column} else excluded.${column} end`;
  return `${column} = excluded.${column}`;
}
const UPDATE_SET = [
  ...FEED_OWNED_COLUMNS.map(assignment),
  // Null makes the listing_search_words_on_update trigger compute the words from the row as stored.
  `search_words = case when listing.agent_overrides->'columns' ?| array[${CORRECTED_WORD_COLUMNS.map((column) => `'${column}'`).join(', ')}] then null else excluded.search_words end`,
].join(', ');

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

// The feed names the main photo, unless the agent chose one (uploaded or from the feed): that choice stays.
const UPSERT_MEDIA_SQL = `
  insert into listing_media (listing_id, media_key, ord, source_url, is_main, status, modification_ts)
  select l.id, m.media_key, m.ord, m.source_url,
    m.is_main and not exists (select 1 from listing_media chosen where chosen.listing_id = l.id and chosen.agent_main and chosen.status <> 'deleted'),
    case when m.is_deleted then 'deleted' else 'pending' end, m.modification_ts
  from jsonb_to_recordset($1::jsonb) as m(listing_key text, media_key text, ord int, source_url text, is_main boolean,
    is_deleted boolean, modification_ts timestamptz)
  join listing l on l.listing_key = m.listing_key
  -- Only the photos of listings the upsert changed: an older or unchanged record says nothing new.
  where l.id = any($2::int[])
  on conflict (media_key) where media_key is not null do update set
    ord = excluded.ord,
    is_main = case
      when listing_media.agent_removed then false
      when exists (select 1 from listing_media chosen where chosen.listing_id = listing_media.listing_id and chosen.agent_main and chosen.status <> 'deleted')
        then listing_media.agent_main
      else excluded.is_main end,
    agent_main = listing_media.agent_main and excluded.status <> 'deleted',
    source_url = excluded.source_url,
    modification_ts = excluded.modification_ts,
    updated_at = now(),
    status = case
      when excluded.status = 'deleted' or listing_media.agent_removed then 'deleted'
      when listing_media.source_url is distinct from excluded.source_url or listing_media.status = 'deleted' then 'pending'
      else listing_media.status end
  returning id, status, is_main`;

/**
 * A page ready for PostgreSQL: the JSON of its listings and of their photos.
 */
export interface SerializedPage {
  listingKeys: string[];
  listingsJson: string;
  mediaJson: string;
}

/**
 * Builds a SerializedPage one listing at a time. Each listing is turned into JSON as soon as it
 * is mapped, so the mapped objects die young: a page waits about a second for its turn to be
 * written, and objects kept that long are copied by every young-generation collection on the way
 * and then promoted, which made garbage collection a fifth of the importer's CPU time.
 */
export class PageSerializer {
  // A page may carry the same key twice (a record modified mid-page): the newest version wins.
  private readonly newestByKey = new Map<string, { modificationTs: string; listingJson: string; mediaJson: string[] }>();

  add(listing: CanonicalListing): void {
    const existing = this.newestByKey.get(listing.listing_key);
    if (existing && existing.modificationTs >= listing.modification_ts) return;
    const { media_list: media, ...columns } = listing;
    const row = Object.assign(columns, { search_words: listingSearchWords(listing) });
    this.newestByKey.set(listing.listing_key, {
      modificationTs: listing.modification_ts,
      listingJson: JSON.stringify(row),
      mediaJson: media.map((item) => JSON.stringify({ listing_key: listing.listing_key, ...item })),
    });
  }

  finish(): SerializedPage {
    const entries = [...this.newestByKey.values()];
    return {
      listingKeys: [...this.newestByKey.keys()],
      listingsJson: `[${entries.map((entry) => entry.listingJson).join(',')}]`,
      mediaJson: `[${entries.flatMap((entry) => entry.mediaJson).join(',')}]`,
    };
  }
}

export interface PageWriteResult {
  changed: ChangedListing[];
  /** Photos to process, main photos first (they are what cards and search results show). */
  pendingMediaIds: number[];
  pendingMainMediaIds: number[];
}

export async function writeListingsPage(client: pg.PoolClient, page: SerializedPage): Promise<PageWriteResult> {
  if (page.listingKeys.length === 0) return { changed: [], pendingMediaIds: [], pendingMainMediaIds: [] };
  const { rows: changed } = await client.query<ChangedListing>(UPSERT_LISTINGS_SQL, [page.listingsJson]);
  if (changed.length === 0) return { changed, pendingMediaIds: [], pendingMainMediaIds: [] };

  const changedIds = changed.map((row) => row.id);
  const { rows: media } = await client.query<{ id: number; status: string; is_main: boolean }>(UPSERT_MEDIA_SQL, [page.mediaJson, changedIds]);
  const pending = media.filter((row) => row.status === 'pending');
  // Photos an updated listing no longer lists at all are gone too (not every feed soft-deletes).
  // A listing inserted just now has no photos but those of this page.
  const updatedIds = changed.filter((row) => !row.inserted).map((row) => row.id);
  if (updatedIds.length > 0) {
    await client.query(
      `update listing_media set status = 'deleted', agent_main = false, updated_at = now()
       where listing_id = any($1::int[]) and status <> 'deleted' and media_key is not null and not (id = any($2::int[]))`,
      [updatedIds, media.map((row) => row.id)],
    );
  }
  return {
    changed,
    pendingMainMediaIds: pending.filter((row) => row.is_main).map((row) => row.id),
    pendingMediaIds: pending.filter((row) => !row.is_main).map((row) => row.id),
  };
}
