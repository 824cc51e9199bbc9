/**
 * Matching (issue #16), set-based: new listing events since the stored high-water mark, each
 * joined with the listing as it is now, against every saved search's typed columns in ONE insert
 * per batch. The mark advances in the same transaction as the items it produced, and
 * `alert_item` is unique on (search, event), so re-running a batch (a crash before commit, a
 * repeated job, an importer re-run that writes no new events) adds nothing.
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
import { ALERT_EVENTS_LOCK } from './alert-events-lock.ts';

export const ALERT_EVENT_MAX_AGE_DAYS = 30;
/** Events per transaction: one insert statement matches a batch against every search. */
export const MATCH_BATCH_SIZE = 2000;

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

/**
 * The one statement: $1 < event id <= $2, building keys of the batch's condos as ($3 ids, $4 keys),
 * $5 the VOW terms version in force. Cheap, selective conditions first (PostgreSQL keeps the
 * order of equally cheap quals); the text match runs only on pairs that passed the rest.
 */
export const MATCH_SQL = `
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
         l.latitude, l.longitude, l.listing_key, l.search_words, search_street(l.address) as street,
         coalesce(lower(l.unit_number), '') as unit, keys.building_key,
         ${SEARCHABLE} as is_searchable, not l.agent_hidden as is_visible
    from listing_event e
    join listing l on l.id = e.listing_id
    left join unnest($3::int[], $4::text[]) as keys(listing_id, building_key) on keys.listing_id = l.id
   where e.id > $1::int8 and e.id <= $2::int8
     and e.kind in ('listed', 'relisted', 'price_changed', 'back_on_market', 'status_changed')
     and e.occurred_at > now() - interval '${ALERT_EVENT_MAX_AGE_DAYS} days'
)
insert into alert_item (saved_search_id, listing_event_id, listing_id, kind, from_price, to_price, mail_status)
select s.id, b.event_id, b.listing_id, b.item_kind, b.from_price, b.to_price,
       case when s.frequency = 'none' or v.alerts_consent_version is null then 'not_mailed' else 'pending' end
  from batch b
  join saved_search s
    on b.feed_class = any(s.classes)
   and (s.transaction_type is null or b.transaction_type = s.transaction_type)
   and (s.min_price is null or b.price >= s.min_price)
   and (s.max_price is null or b.price <= s.max_price)
   and (s.min_beds is null or b.bedrooms >= s.min_beds)
   and (s.min_baths is null or b.bathrooms >= s.min_baths)
   and (s.min_parking is null or b.parking_spaces >= s.min_parking)
   and (s.bbox_south is null or (b.latitude between s.bbox_south and s.bbox_north and b.longitude between s.bbox_west and s.bbox_east))
   and (s.building_key is null or b.building_key = s.building_key)
   and (s.sub_types is null or b.property_sub_type = any(s.sub_types))
   and (s.area_municipalities is null or b.municipality = any(s.area_municipalities) or b.district = any(s.area_districts)
        or b.community = any(s.area_communities))
   and (s.keyword_municipalities is null or b.municipality = any(s.keyword_municipalities) or b.district = any(s.keyword_districts)
        or b.community = any(s.keyword_communities))
   and (s.mls_prefix is null or starts_with(b.listing_key, s.mls_prefix))
   and b.recorded_at >= s.created_at
   and (s.keyword_query is null or b.search_words @@ s.keyword_query
        or (s.exact_street is not null and (b.street = s.exact_street or starts_with(b.street, s.exact_street || ' '))
            and (s.exact_unit is null or b.unit = s.exact_unit)))
  join visitor v on v.id = s.visitor_id
 where b.item_kind is not null
   and case when b.item_kind in ('sold', 'leased') then b.is_visible and v.vow_terms_version is not distinct from $5 else b.is_searchable end
on conflict (saved_search_id, listing_event_id) do nothing`;

/** Building keys of the batch's condo listings (the TypeScript normalizer, as market-refresh keys them). */
async function buildingKeysOf(client: pg.PoolClient, fromId: string, toId: string): Promise<{ ids: number[]; keys: string[] }> {
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

/** One batch in one transaction; null when there is nothing new. */
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
    const { ids, keys } = await buildingKeysOf(client, from, to);
    const inserted = await client.query(MATCH_SQL, [from, to, ids, keys, VOW_TERMS.version]);
    await client.query('update alert_match_state set last_event_id = $1::int8, matched_at = now() where id = 1', [to]);
    return { events: bounds[0]?.n ?? 0, items: inserted.rowCount ?? 0 };
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
