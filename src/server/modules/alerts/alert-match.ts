/**
 * Matching (issue #16), set-based: new listing events since the stored high-water mark, each
 * joined with the listing as it is now, against every saved search's typed columns in ONE insert
 * per batch (and share of the searches, below). The mark advances once the items it produced are
 * committed, and `alert_item` is keyed by (search, event), so re-running a batch (a crash before
 * the mark moved, a repeated job, an importer re-run that writes no new events) adds nothing.
 *
 * Event → item: listed → new, relisted → relisted (from_price is the previous listing's last
 * price), price_changed → price_changed (from → to), back_on_market → back_on_market, a status
 * change to sold / leased → sold / leased; other status changes (conditional, expired,
 * terminated) and removals say nothing a buyer acts on and make no item. Active kinds need the
 * listing to be searchable now (the live search's rule); sold and leased go only to visitors the
 * VOW rule entitles (current terms version accepted), never for a listing the agent hid.
 * A search hears only of events recorded after it was saved, and no event older than
 * ALERT_EVENT_MAX_AGE_DAYS (a first import of a VOW feed records years of past sales).
 */
import type pg from 'pg';
import { buildingAddress } from '#shared/market/building-address.ts';
import { VOW_TERMS } from '#shared/vow-terms.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { searchableListingSql } from '#server/modules/listings/public-listing.ts';
import { searchWordsSql } from '#server/search/text/search-words.ts';
import { ALERT_EVENTS_LOCK } from './alert-events-lock.ts';

export const ALERT_EVENT_MAX_AGE_DAYS = 30;
/** Events per batch: one insert statement (per share) matches them against every search. */
export const MATCH_BATCH_SIZE = 2000;
/** The key tables are a few megabytes: joined in memory rather than sorted on disk. */
const MATCH_WORK_MEM = '64MB';

export interface MatchResult {
  events: number;
  items: number;
  batches: number;
}

/** The highest event id below which nothing can still commit (see alert-events-lock.ts). */
async function safeUpperBound(client: pg.PoolClient): Promise<string> {
  const { classId, objectId } = ALERT_EVENTS_LOCK;
  await client.query('select pg_advisory_lock($1, $2)', [classId, objectId]);
  try {
    const { rows } = await client.query<{ id: string }>('select coalesce(max(id), 0)::text as id from listing_event');
    return rows[0]?.id ?? '0';
  } finally {
    await client.query('select pg_advisory_unlock($1, $2)', [classId, objectId]);
  }
}

const SEARCHABLE = searchableListingSql('l');

/** Map cells of a tenth of a degree (about 11 km by 8 km here): a map area's key rows. */
const CELL_SCALE = 10;
/** A map area over more cells than this (a whole region) is keyed '*' rather than cell by cell. */
const MAX_AREA_CELLS = 64;
/** An MLS-number keyword is at least a letter and four digits (search/keyword.ts): its first five key it. */
const MLS_KEY_LENGTH = 5;

/**
 * A search's "where" key, the most selective it has: its building, else its map area's cells,
 * else its one municipality (a place filter that is a municipality and nothing else: the search
 * page's default keyword "Toronto", a municipality page), else its MLS number's first characters,
 * else '*'.
 */
const placeKeySql = (prefix: 'keyword' | 'area') =>
  `case when cardinality(s.${prefix}_municipalities) = 1 and cardinality(s.${prefix}_districts) = 0 and cardinality(s.${prefix}_communities) = 0
        then 'm:' || s.${prefix}_municipalities[1] end`;
const cellSql = (latitude: string, longitude: string) => `'c:' || floor(${latitude} * ${CELL_SCALE})::int || ':' || floor(${longitude} * ${CELL_SCALE})::int`;
const areaCellCountSql = `(floor(s.bbox_north * ${CELL_SCALE}) - floor(s.bbox_south * ${CELL_SCALE}) + 1) * (floor(s.bbox_east * ${CELL_SCALE}) - floor(s.bbox_west * ${CELL_SCALE}) + 1)`;

/**
 * The batch's events as probe rows (temporary table `alert_probe`): $1 < event id <= $2, building
 * keys of the batch's condos as ($3 ids, $4 keys). Each event with the listing as it is now, once
 * per key combination it can meet: {its transaction, '*'} × {its building, its cell, its
 * municipality, its MLS number's start, '*'}.
 */
const PROBE_SQL = `
create temporary table alert_probe on commit drop as
-- Materialized: each event's row (its listing's search words above all, computed: ~60 µs) once, not once per key row below.
with batch as materialized (
  select e.id as event_id, e.listing_id, e.recorded_at,
         case e.kind when 'listed' then 'new' when 'relisted' then 'relisted' when 'price_changed' then 'price_changed'
           when 'back_on_market' then 'back_on_market'
           when 'status_changed' then case e.to_status when 'sold' then 'sold' when 'leased' then 'leased' end end as item_kind,
         e.from_price, e.to_price,
         l.feed_class, l.property_sub_type, l.transaction_type,
         case when e.kind = 'status_changed' then coalesce(l.close_price, l.price) else l.price end as price,
         l.bedrooms, l.bathrooms, l.parking_spaces,
         lower(l.municipality) as municipality, l.municipality_district as district, lower(l.community) as community,
         l.latitude, l.longitude, l.listing_key, ${searchWordsSql('l')} as search_words, search_street(l.address) as street,
         coalesce(lower(l.unit_number), '') as unit, keys.building_key,
         ${SEARCHABLE} as is_searchable, not l.agent_hidden as is_visible
    from listing_event e
    join listing l on l.id = e.listing_id
    left join unnest($3::int[], $4::text[]) as keys(listing_id, building_key) on keys.listing_id = l.id
   where e.id > $1::int8 and e.id <= $2::int8
     and e.kind in ('listed', 'relisted', 'price_changed', 'back_on_market', 'status_changed')
     and e.occurred_at > now() - interval '${ALERT_EVENT_MAX_AGE_DAYS} days'
)
select b.*, t.key_transaction, w.key_where
  from batch b
  cross join lateral (values (b.transaction_type), ('*')) as t(key_transaction)
  cross join lateral (
    values ('*'), ('m:' || b.municipality), ('b:' || b.building_key), ('k:' || left(b.listing_key, ${MLS_KEY_LENGTH})),
           (case when b.latitude is not null and b.longitude is not null then ${cellSql('b.latitude', 'b.longitude')} end)
  ) as w(key_where)
 where b.item_kind is not null and w.key_where is not null`;

/**
 * Every saved search as key rows (temporary table `alert_search_key`): one per class it asks for
 * × its transaction (or '*') × its "where" (its building, each map cell of its area, its one
 * municipality, or '*'), carrying the columns the pairs are compared on.
 */
const SEARCH_KEY_SQL = `
create temporary table alert_search_key on commit drop as
select s.id as search_id, s.visitor_id, s.frequency, s.created_at, c.feed_class, coalesce(s.transaction_type, '*') as key_transaction, w.key_where,
       s.min_price, s.max_price, s.min_beds, s.min_baths, s.min_parking, s.bbox_south, s.bbox_north, s.bbox_west, s.bbox_east,
       s.building_key, s.sub_types, s.area_municipalities, s.area_districts, s.area_communities, s.keyword_municipalities,
       s.keyword_districts, s.keyword_communities, s.mls_prefix, s.keyword_query, s.exact_street, s.exact_unit
  from saved_search s
  cross join lateral unnest(s.classes) as c(feed_class)
  cross join lateral (
    select 'b:' || s.building_key where s.building_key is not null
    union all
    select 'c:' || lat.cell || ':' || lng.cell
      from generate_series(floor(s.bbox_south * ${CELL_SCALE})::int, floor(s.bbox_north * ${CELL_SCALE})::int) as lat(cell),
           generate_series(floor(s.bbox_west * ${CELL_SCALE})::int, floor(s.bbox_east * ${CELL_SCALE})::int) as lng(cell)
     where s.building_key is null and s.bbox_south is not null and ${areaCellCountSql} <= ${MAX_AREA_CELLS}
    union all
    select coalesce(${placeKeySql('keyword')}, ${placeKeySql('area')}, case when length(s.mls_prefix) >= ${MLS_KEY_LENGTH} then 'k:' || left(s.mls_prefix, ${MLS_KEY_LENGTH}) end, '*')
     where s.building_key is null and (s.bbox_south is null or ${areaCellCountSql} > ${MAX_AREA_CELLS})
  ) as w(key_where)
 where (s.id / 64) % $1::int = $2::int`;

/**
 * The one statement that matches the batch against every search ($1: the VOW terms version in
 * force). Ten thousand searches against a thousand events are ten million pairs if every pair is
 * compared; the key rows above make PostgreSQL hash-join on (class, transaction, where), so only
 * pairs that agree on all three reach the remaining conditions (price, rooms, the exact map area,
 * sub-type, places, keyword): the live search's filters on the same columns. The two tables are
 * analyzed first, so the planner knows their sizes (a CTE's guess made it compare every pair).
 */
export const MATCH_SQL = `
insert into alert_item (saved_search_id, listing_event_id, listing_id, kind, from_price, to_price, mail_status)
select k.search_id, b.event_id, b.listing_id, b.item_kind, b.from_price, b.to_price,
       case when k.frequency = 'none' or v.alerts_consent_version is null then 'not_mailed' else 'pending' end
  from alert_probe b
  join alert_search_key k on k.feed_class = b.feed_class and k.key_transaction = b.key_transaction and k.key_where = b.key_where
  join visitor v on v.id = k.visitor_id
 where (k.min_price is null or b.price >= k.min_price)
   and (k.max_price is null or b.price <= k.max_price)
   and (k.min_beds is null or b.bedrooms >= k.min_beds)
   and (k.min_baths is null or b.bathrooms >= k.min_baths)
   and (k.min_parking is null or b.parking_spaces >= k.min_parking)
   and (k.bbox_south is null or (b.latitude between k.bbox_south and k.bbox_north and b.longitude between k.bbox_west and k.bbox_east))
   and (k.building_key is null or b.building_key = k.building_key)
   and (k.sub_types is null or b.property_sub_type = any(k.sub_types))
   and (k.area_municipalities is null or b.municipality = any(k.area_municipalities) or b.district = any(k.area_districts)
        or b.community = any(k.area_communities))
   and (k.keyword_municipalities is null or b.municipality = any(k.keyword_municipalities) or b.district = any(k.keyword_districts)
        or b.community = any(k.keyword_communities))
   and (k.mls_prefix is null or starts_with(b.listing_key, k.mls_prefix))
   and b.recorded_at >= k.created_at
   and (k.keyword_query is null or b.search_words @@ k.keyword_query
        or (k.exact_street is not null and (b.street = k.exact_street or starts_with(b.street, k.exact_street || ' '))
            and (k.exact_unit is null or b.unit = k.exact_unit)))
   and case when b.item_kind in ('sold', 'leased') then b.is_visible and v.vow_terms_version is not distinct from $1 else b.is_searchable end
on conflict (saved_search_id, listing_event_id) do nothing`;

/** Writes and analyzes the two temporary tables MATCH_SQL reads (in the caller's transaction), for one share of the searches. */
export async function prepareMatchTables(
  client: pg.PoolClient,
  from: string,
  to: string,
  building: { ids: number[]; keys: string[] },
  share: { partition: number; partitions: number } = { partition: 0, partitions: 1 },
): Promise<void> {
  await client.query(`set local work_mem = '${MATCH_WORK_MEM}'`);
  await client.query(PROBE_SQL, [from, to, building.ids, building.keys]);
  await client.query(SEARCH_KEY_SQL, [share.partitions, share.partition]);
  await client.query('analyze alert_probe');
  await client.query('analyze alert_search_key');
}

/** Building keys of the batch's condo listings (the TypeScript normalizer, as market-refresh keys them). */
export async function buildingKeysOf(client: pg.PoolClient, fromId: string, toId: string): Promise<{ ids: number[]; keys: string[] }> {
  const { rows } = await client.query<{ id: number; address: string; municipality: string }>(
    `select distinct l.id, l.address, l.municipality from listing_event e join listing l on l.id = e.listing_id
      where e.id > $1::int8 and e.id <= $2::int8 and l.feed_class = 'condo'`,
    [fromId, toId],
  );
  const ids: number[] = [];
  const keys: string[] = [];
  for (const row of rows) {
    const key = buildingAddress(row.address, row.municipality)?.key;
    if (key) {
      ids.push(row.id);
      keys.push(key);
    }
  }
  return { ids, keys };
}

/**
 * The searches are matched in MATCH_PARTITIONS shares (by id) on as many connections at once, so
 * PostgreSQL uses both cores. Each share commits on its own; the mark advances only after all of
 * them, in the transaction that holds the state row. A share that failed, or a crash before the
 * mark moved, means the batch is matched again: the shares that had committed add nothing then
 * (the item key), so every item is written once and none is lost.
 */
export const MATCH_PARTITIONS = 2;
// Shares are runs of 64 search ids, so the two sessions write to different parts of the item index.

async function matchShare(pool: pg.Pool, from: string, to: string, building: { ids: number[]; keys: string[] }, partition: number): Promise<number> {
  return runInTransaction(pool, async (client) => {
    await prepareMatchTables(client, from, to, building, { partition, partitions: MATCH_PARTITIONS });
    const inserted = await client.query(MATCH_SQL, [VOW_TERMS.version]);
    return inserted.rowCount ?? 0;
  });
}

/** One batch; null when there is nothing new. */
async function matchBatch(pool: pg.Pool, batchSize: number): Promise<{ events: number; items: number } | null> {
  return runInTransaction(pool, async (client) => {
    // The state row's lock makes concurrent match jobs take turns.
    const { rows: state } = await client.query<{ last_event_id: string }>('select last_event_id::text from alert_match_state where id = 1 for update');
    const from = state[0]?.last_event_id ?? '0';
    const upper = await safeUpperBound(client);
    if (BigInt(upper) <= BigInt(from)) return null;
    const { rows: bounds } = await client.query<{ last: string; n: number }>(
      `select max(id)::text as last, count(*)::int as n from (select id from listing_event where id > $1::int8 and id <= $2::int8 order by id limit $3) batch`,
      [from, upper, batchSize],
    );
    const to = bounds[0]?.last ?? upper;
    const building = await buildingKeysOf(client, from, to);
    const shares = await Promise.allSettled(Array.from({ length: MATCH_PARTITIONS }, (_, partition) => matchShare(pool, from, to, building, partition)));
    const failed = shares.find((share) => share.status === 'rejected');
    if (failed) throw failed.reason;
    await client.query('update alert_match_state set last_event_id = $1::int8, matched_at = now() where id = 1', [to]);
    const items = shares.reduce((sum, share) => sum + (share.status === 'fulfilled' ? share.value : 0), 0);
    return { events: bounds[0]?.n ?? 0, items };
  });
}

/** Matches every event recorded since the last run, batch after batch. */
export async function matchNewEvents(pool: pg.Pool, options: { batchSize?: number } = {}): Promise<MatchResult> {
  const result: MatchResult = { events: 0, items: 0, batches: 0 };
  for (;;) {
    const batch = await matchBatch(pool, options.batchSize ?? MATCH_BATCH_SIZE);
    if (!batch) return result;
    result.events += batch.events;
    result.items += batch.items;
    result.batches += 1;
  }
}
