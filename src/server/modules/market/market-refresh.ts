/**
 * Keeps `market_month` current: the monthly figures of every area (municipality, and each of its
 * communities), class and transaction over the last 24 months, computed in PostgreSQL from the
 * listings and their events (`listing_event`). The `market.refresh` job runs it after each import
 * run commits (sync-feed enqueues it in the run's last transaction), nightly, and on start.
 *
 * A refresh recomputes only the areas whose listings changed since the last one, from the earliest
 * month a change reaches (a new listing brings its whole history; a status change today only the
 * current month on). It rebuilds everything when the table is empty, when a new month has begun
 * (the 24-month window slides) and nightly (a safety net for what the incremental pass cannot see,
 * e.g. a listing the agent moved to another municipality).
 *
 * Definitions (each month is a calendar month in Toronto time; the current month runs to now):
 * - A listing is "on the market" while its state is `active`. A conditional sale is off the
 *   market (the deal is made), and back on if it falls through (`status_changed` to active or
 *   `back_on_market`). The state comes from the listing's events; a listing without events (older
 *   imports, before the history existed) is on the market from its listing date until its
 *   status left `active`.
 * - Active inventory: listings on the market at the end of the month.
 * - New listings: homes listed or re-listed in the month, each home once (a home is a
 *   `listing_property`: a home re-listed under a new MLS number in the same month counts once).
 * - Median asking price: the first asking price of each of the month's new listings.
 * - Median days on market: over the listings that left the market in the month, the days of the
 *   stretch that ended (a re-listing starts a new stretch).
 * - Sales (VOW only on the pages): listings sold (or, for leases, leased) in the month, dated by the
 *   purchase contract, else the day the status changed, else the closing date.
 *   Median sold price is the median close price; sold-to-asking is the median of close price over
 *   the last list price (a median, so one mistyped price does not move it).
 */
import type pg from 'pg';
import { buildingAddress } from '#shared/market/building-address.ts';
import { MARKET_MONTHS } from '#shared/market/market.schema.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { MARKET_TIME_ZONE, THIS_MONTH_SQL, marketClassSql, marketSlugSql, marketTransactionSql } from './market-sql.ts';

const TZ = MARKET_TIME_ZONE;
/** An import page's transaction stamps updated_at when it starts and may commit later: re-read that much. */
const LOOKBACK = '15 minutes';
const WINDOW_START_SQL = `(${THIS_MONTH_SQL} - interval '${MARKET_MONTHS - 1} months')::date`;
/** The instant a month ends, or now for the current month. */
const monthEndSql = (month: string) => `least(((${month})::timestamp + interval '1 month') at time zone '${TZ}', now())`;
const monthOfSql = (instant: string) => `(date_trunc('month', (${instant}) at time zone '${TZ}'))::date`;
/** Each listing counts in its municipality ('' community) and in its community, when it has one. */
const AREA_JOIN = `cross join lateral unnest(case when b.community_slug = '' then array[''] else array['', b.community_slug] end) as a(community_slug)`;
const AREA_KEYS = 'b.municipality_slug, a.community_slug, b.class, b.transaction';

/**
 * Recomputes the rows of the areas in `scope` (municipality slug, class, transaction) from their
 * month on. Expects the scope as a temporary table `market_scope`.
 */
const RECOMPUTE_SQL = `
with base as (
  select l.id, l.municipality, ${marketSlugSql('l.municipality')} as municipality_slug,
         coalesce(btrim(l.community), '') as community, ${marketSlugSql("coalesce(l.community, '')")} as community_slug,
         s.class, s.transaction, s.from_month,
         coalesce(l.property_id, -l.id) as home_id,
         coalesce(l.original_price, l.price) as first_price, l.price,
         coalesce(l.listed_at, l.first_seen_at) as listed_at,
         coalesce(l.market_status, case when l.is_active then 'active' else 'removed' end) as status,
         coalesce(l.status_changed_at, l.removed_at, l.modification_ts, l.updated_at) as left_at,
         l.close_price,
         coalesce(l.purchase_contract_date, (l.status_changed_at at time zone '${TZ}')::date, l.close_date) as sold_on
  from listing l
  join market_scope s
    on s.municipality_slug = ${marketSlugSql('l.municipality')} and s.class = ${marketClassSql('l')} and s.transaction = ${marketTransactionSql('l')}
  where l.origin = 'feed'
),
with_events as (
  select distinct e.listing_id from listing_event e join base b on b.id = e.listing_id
),
changes as (
  select e.listing_id as id, e.occurred_at as at,
         case e.kind when 'status_changed' then coalesce(e.to_status = 'active', false) when 'removed' then false else true end as on_market,
         e.kind in ('listed', 'relisted') as is_listing,
         e.to_price as price
  from listing_event e join base b on b.id = e.listing_id
  where e.kind <> 'price_changed'
  union all
  select b.id, b.listed_at, true, true, b.first_price
  from base b where not exists (select 1 from with_events w where w.listing_id = b.id)
  union all
  select b.id, greatest(b.left_at, b.listed_at), false, false, null
  from base b where b.status <> 'active' and not exists (select 1 from with_events w where w.listing_id = b.id)
),
flips as (
  select id, at, on_market, lag(on_market) over (partition by id order by at, on_market desc) as was_on
  from changes
),
stretches as (
  select id, at as on_at, off_at from (
    select id, at, on_market, lead(at) over (partition by id order by at) as off_at
    from flips where was_on is distinct from on_market
  ) f
  where on_market
),
first_listed as (
  select distinct on (b.home_id, b.class, b.transaction, ${monthOfSql('c.at')})
         b.home_id, b.municipality_slug, b.community_slug, b.class, b.transaction, b.from_month,
         ${monthOfSql('c.at')} as month, coalesce(c.price, b.first_price) as price
  from changes c join base b on b.id = c.id
  where c.is_listing
  order by b.home_id, b.class, b.transaction, ${monthOfSql('c.at')}, c.at
),
new_agg as (
  select ${AREA_KEYS}, b.month, count(*)::int as new_listings,
         percentile_cont(0.5) within group (order by b.price) as median_ask
  from first_listed b ${AREA_JOIN}
  where b.month >= b.from_month
  group by ${AREA_KEYS}, b.month
),
inventory_agg as (
  select ${AREA_KEYS}, m.month::date as month, count(*)::int as active_inventory
  from stretches s join base b on b.id = s.id
  cross join lateral generate_series(
    greatest(${monthOfSql('s.on_at')}, b.from_month),
    coalesce(${monthOfSql('s.off_at')}, ${THIS_MONTH_SQL}),
    interval '1 month') as m(month)
  ${AREA_JOIN}
  where ${monthEndSql('m.month')} > s.on_at and (s.off_at is null or s.off_at >= ${monthEndSql('m.month')})
  group by ${AREA_KEYS}, m.month
),
days_agg as (
  select ${AREA_KEYS}, ${monthOfSql('s.off_at')} as month,
         percentile_cont(0.5) within group (order by extract(epoch from s.off_at - s.on_at) / 86400.0) as median_days
  from stretches s join base b on b.id = s.id ${AREA_JOIN}
  where s.off_at is not null and ${monthOfSql('s.off_at')} >= b.from_month
  group by ${AREA_KEYS}, ${monthOfSql('s.off_at')}
),
sales_agg as (
  select ${AREA_KEYS}, date_trunc('month', b.sold_on)::date as month, count(*)::int as sales_count,
         percentile_cont(0.5) within group (order by b.close_price) as median_sold,
         percentile_cont(0.5) within group (order by b.close_price / nullif(b.price, 0)) as sold_to_ask
  from base b ${AREA_JOIN}
  where b.status = case b.transaction when 'sale' then 'sold' else 'leased' end
    and b.sold_on >= b.from_month
  group by ${AREA_KEYS}, date_trunc('month', b.sold_on)
),
names as (
  select b.municipality_slug, a.community_slug, b.class, b.transaction, b.from_month,
         max(b.municipality) as municipality, max(case when a.community_slug = '' then '' else b.community end) as community
  from base b ${AREA_JOIN}
  group by b.municipality_slug, a.community_slug, b.class, b.transaction, b.from_month
),
grid as (
  select n.*, m.month::date as month
  from names n
  cross join lateral generate_series(n.from_month, ${THIS_MONTH_SQL}, interval '1 month') as m(month)
  where n.municipality_slug <> ''
)
insert into market_month (municipality, municipality_slug, community, community_slug, class, transaction, month,
                          new_listings, active_inventory, median_ask, median_dom, sales_count, median_sold, sold_to_ask)
select g.municipality, g.municipality_slug, g.community, g.community_slug, g.class, g.transaction, g.month,
       coalesce(n.new_listings, 0), coalesce(i.active_inventory, 0), round(n.median_ask::numeric, 2), round(d.median_days::numeric, 1),
       coalesce(s.sales_count, 0), round(s.median_sold::numeric, 2), round(s.sold_to_ask::numeric, 4)
from grid g
left join new_agg n using (municipality_slug, community_slug, class, transaction, month)
left join inventory_agg i using (municipality_slug, community_slug, class, transaction, month)
left join days_agg d using (municipality_slug, community_slug, class, transaction, month)
left join sales_agg s using (municipality_slug, community_slug, class, transaction, month)
`;

/** Every area, from the start of the window. */
const FULL_SCOPE_SQL = `
insert into market_scope (municipality_slug, class, transaction, from_month)
select distinct ${marketSlugSql('l.municipality')}, ${marketClassSql('l')}, ${marketTransactionSql('l')}, ${WINDOW_START_SQL}
from listing l where l.origin = 'feed'`;

/**
 * The areas of the listings changed since the last refresh (updated, or with new events), each
 * from the earliest month the change reaches.
 */
const TOUCHED_SCOPE_SQL = `
insert into market_scope (municipality_slug, class, transaction, from_month)
select municipality_slug, class, transaction, greatest(${monthOfSql('min(from_at)')}, ${WINDOW_START_SQL})
from (
  select ${marketSlugSql('l.municipality')} as municipality_slug, ${marketClassSql('l')} as class, ${marketTransactionSql('l')} as transaction,
         least(
           (select min(e.occurred_at) from listing_event e where e.listing_id = l.id and e.id > $1),
           case when not exists (select 1 from listing_event e where e.listing_id = l.id) then coalesce(l.listed_at, l.first_seen_at) end,
           case when l.market_status in ('sold', 'leased')
                then (coalesce(l.purchase_contract_date, (l.status_changed_at at time zone '${TZ}')::date, l.close_date)::timestamp at time zone '${TZ}') end,
           now()
         ) as from_at
  from listing l
  where l.origin = 'feed'
    and (l.updated_at > $2::timestamptz - interval '${LOOKBACK}' or l.id in (select e.listing_id from listing_event e where e.id > $1))
) touched
group by municipality_slug, class, transaction`;

export interface MarketRefreshResult {
  isFull: boolean;
  areas: number;
  rows: number;
  buildingsKeyed: number;
}

/** Condo listings given their building key per query (keyBuildings). */
const BUILDING_KEY_BATCH = 5_000;

/**
 * One refresh in one transaction (readers see the old rows until it commits). The state row is
 * locked first, so two refreshes never interleave.
 */
export async function refreshMarket(pool: pg.Pool, options: { full?: boolean; buildingKeyBatch?: number } = {}): Promise<MarketRefreshResult> {
  return runInTransaction(pool, async (client) => {
    const { rows: stateRows } = await client.query<{ last_event_id: string; refreshed_at: Date | null; is_new_month: boolean; is_empty: boolean }>(
      `select s.last_event_id, s.refreshed_at,
              s.refreshed_at is null or ${monthOfSql('s.refreshed_at')} < ${THIS_MONTH_SQL} as is_new_month,
              not exists (select 1 from market_month) as is_empty
       from market_refresh_state s where s.id = 1 for update`,
    );
    const state = stateRows[0];
    const isFull = Boolean(options.full || !state || state.is_new_month || state.is_empty);
    // Read before computing: events written while this runs are picked up by the next refresh.
    const { rows: latest } = await client.query<{ id: string }>('select coalesce(max(id), 0)::text as id from listing_event');
    const lastEventId = latest[0]?.id ?? '0';

    await client.query('create temporary table market_scope (municipality_slug text, class text, transaction text, from_month date) on commit drop');
    if (isFull) {
      await client.query(FULL_SCOPE_SQL);
      await client.query('delete from market_month');
    } else {
      await client.query(TOUCHED_SCOPE_SQL, [state!.last_event_id, state!.refreshed_at]);
      await client.query(
        `delete from market_month m using market_scope s
         where m.municipality_slug = s.municipality_slug and m.class = s.class and m.transaction = s.transaction and m.month >= s.from_month`,
      );
    }
    const { rows: scopeRows } = await client.query<{ n: number }>('select count(*)::int as n from market_scope');
    const inserted = await client.query(RECOMPUTE_SQL);
    const buildingsKeyed = await keyBuildings(client, options.buildingKeyBatch ?? BUILDING_KEY_BATCH);
    await client.query('update market_refresh_state set last_event_id = $1, refreshed_at = now() where id = 1', [lastEventId]);
    return { isFull, areas: scopeRows[0]?.n ?? 0, rows: inserted.rowCount ?? 0, buildingsKeyed };
  });
}

/**
 * Writes the building key of every condo listing that has none or whose address changed since.
 * The normalizer is TypeScript (#shared/market/building-address.ts, unit-tested); listings without
 * a street number get the key '' and are never grouped. The listings are read `batch` at a time in
 * id order: after a board's whole history arrives, hundreds of thousands of condos need a key, and
 * read at once they outgrew the worker's heap (bench:worker at 2,000,000 listings).
 */
async function keyBuildings(client: pg.PoolClient, batch: number): Promise<number> {
  let keyed = 0;
  for (let afterId = 0; ; ) {
    const { rows } = await client.query<{ id: number; address: string; municipality: string; address_text: string }>(
      `select l.id, l.address, l.municipality, l.municipality || '|' || l.address as address_text
       from listing l left join building_listing b on b.listing_id = l.id
       where l.feed_class = 'condo' and l.id > $1 and (b.listing_id is null or b.address_text <> l.municipality || '|' || l.address)
       order by l.id
       limit $2`,
      [afterId, batch],
    );
    if (rows.length === 0) return keyed;
    const keys = rows.map((row) => buildingAddress(row.address, row.municipality)?.key ?? '');
    await client.query(
      `insert into building_listing (listing_id, building_key, address_text)
       select * from unnest($1::int[], $2::text[], $3::text[])
       on conflict (listing_id) do update set building_key = excluded.building_key, address_text = excluded.address_text`,
      [rows.map((row) => row.id), keys, rows.map((row) => row.address_text)],
    );
    keyed += rows.length;
    afterId = rows.at(-1)!.id;
  }
}
