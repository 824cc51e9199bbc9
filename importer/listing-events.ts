/**
 * What changed, as listing_event rows: the writer's upsert returns each changed listing with its
 * previous price and market status, `listingEvents` turns that into events (pure), and
 * `writeListingEvents` inserts a page's events in one statement, in the page's transaction.
 *
 * An event's identity is (listing, kind, the feed's time of the change): the time comes from the
 * record (PriceChangeTimestamp, the status's entry timestamp, else ModificationTimestamp), never
 * from the clock, so a re-run or a resumed crash that sees the same change again adds nothing
 * (`on conflict do nothing`); the upsert's "only when newer" guard already skips most of them.
 */
import type pg from 'pg';
import type { MarketStatus } from '#server/modules/listings/listing.entity.ts';
import type { ListingEventKind } from '#server/modules/listings/listing-history.ts';
import { UNSOLD_END_STATUSES } from '#server/modules/listings/listing-history.ts';
import { ALERT_EVENTS_SHARED_LOCK_SQL } from '#server/modules/alerts/alert-events-lock.ts';

/** A listing the upsert wrote, with what it was before (null: it is new). */
export interface WrittenListing {
  id: number;
  inserted: boolean;
  old_price: number | null;
  old_status: MarketStatus | null;
}

/** What the feed says now, and when (listing-writer's SerializedListing keeps it). */
export interface FeedFacts {
  price: number | null;
  original_price: number | null;
  market_status: MarketStatus;
  listed_ts: string;
  price_change_ts: string;
  status_ts: string;
  /** When a sale or lease went conditional (SoldConditionalEntryTimestamp), for one that is now firm. */
  conditional_ts: string | null;
}

export interface ListingEventRow {
  listing_id: number;
  /** 'listed' becomes 'relisted' in SQL when the home's previous listing ended unsold. */
  kind: Exclude<ListingEventKind, 'relisted' | 'removed'>;
  occurred_at: string;
  from_price: number | null;
  to_price: number | null;
  from_status: MarketStatus | null;
  to_status: MarketStatus | null;
}

/** Off the market without a deal or a sale: coming back from one of these is "back on market". */
const OFF_MARKET: ReadonlySet<MarketStatus> = new Set(['expired', 'terminated', 'suspended', 'removed', 'sold', 'leased']);
const ON_MARKET: ReadonlySet<MarketStatus> = new Set(['active', 'conditional']);

function isBackOnMarket(from: MarketStatus, to: MarketStatus): boolean {
  // A conditional deal that fell through puts the home back on the market too.
  return (OFF_MARKET.has(from) && ON_MARKET.has(to)) || (from === 'conditional' && to === 'active');
}

/**
 * The events of one written listing. A new listing is listed at its entry time (at its original
 * price), and a record that arrives already changed (a first import of a VOW feed sees sold homes)
 * also gets the price change and the status it reached, so its history is not empty.
 */
export function listingEvents(written: WrittenListing, facts: FeedFacts): ListingEventRow[] {
  const events: ListingEventRow[] = [];
  const event = (kind: ListingEventRow['kind'], occurredAt: string, change: Partial<ListingEventRow>) =>
    events.push({ listing_id: written.id, kind, occurred_at: occurredAt, from_price: null, to_price: null, from_status: null, to_status: null, ...change });

  if (written.inserted) {
    const firstPrice = facts.original_price ?? facts.price;
    event('listed', facts.listed_ts, { to_price: firstPrice, to_status: 'active' });
    if (firstPrice !== null && facts.price !== null && firstPrice !== facts.price && facts.price_change_ts !== facts.listed_ts) {
      event('price_changed', facts.price_change_ts, { from_price: firstPrice, to_price: facts.price });
    }
    if (facts.market_status !== 'active') statusEvents(event, 'active', facts);
    return events;
  }

  if (written.old_price !== null && facts.price !== null && written.old_price !== facts.price) {
    event('price_changed', facts.price_change_ts, { from_price: written.old_price, to_price: facts.price });
  }
  const from = written.old_status;
  const to = facts.market_status;
  if (from !== null && from !== to) {
    statusEvents(event, from, facts);
    if (isBackOnMarket(from, to)) event('back_on_market', facts.status_ts, { from_status: from, to_status: to });
  }
  return events;
}

/**
 * The status change(s) from `from` to the record's status: a sale or lease that went conditional
 * and then firm while we were not looking (the record carries both entry times) is both steps.
 */
function statusEvents(
  event: (kind: ListingEventRow['kind'], at: string, change: Partial<ListingEventRow>) => void,
  from: MarketStatus,
  facts: FeedFacts,
): void {
  const to = facts.market_status;
  const conditional = facts.conditional_ts;
  if (from === 'active' && (to === 'sold' || to === 'leased') && conditional && Date.parse(conditional) < Date.parse(facts.status_ts)) {
    event('status_changed', conditional, { from_status: 'active', to_status: 'conditional' });
    event('status_changed', facts.status_ts, { from_status: 'conditional', to_status: to });
    return;
  }
  event('status_changed', facts.status_ts, { from_status: from, to_status: to });
}

const UNSOLD = UNSOLD_END_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The insert of listing events from `incoming`: a from-clause that names each event `e` (kind,
 * occurred_at, from_price, to_price, from_status, to_status) and joins its listing as `l`. A
 * `listed` event becomes `relisted` (with the earlier listing) when another MLS number of the same
 * home ended unsold (expired, terminated, suspended, removed) and came on the market before this
 * one (the old one is often terminated just after the new one is entered, so only the order of the
 * entries is asked). One statement for the importer and the bench data generator, so they agree.
 */
export function listingEventInsertSql(incoming: string): string {
  return `insert into listing_event (listing_id, property_id, kind, occurred_at, from_price, to_price, from_status, to_status, previous_listing_id)
     select l.id, l.property_id, case when previous.id is null then e.kind else 'relisted' end, e.occurred_at,
       case when previous.id is null then e.from_price else previous.price end, e.to_price, e.from_status, e.to_status, previous.id
     from ${incoming}
     left join lateral (
       select earlier.id, earlier.price from listing earlier
       where e.kind = 'listed' and l.property_id is not null
         and earlier.property_id = l.property_id and earlier.id <> l.id and earlier.listing_key <> l.listing_key
         and earlier.market_status in (${UNSOLD})
         and (earlier.listed_at is null or earlier.listed_at < e.occurred_at)
       order by earlier.listed_at desc nulls last, earlier.id desc
       limit 1
     ) previous on true
     on conflict (listing_id, kind, occurred_at) do nothing`;
}

const INSERT_PAGE_EVENTS_SQL = listingEventInsertSql(
  `jsonb_to_recordset($1::jsonb) as e(listing_id int, kind text, occurred_at timestamptz, from_price numeric, to_price numeric,
       from_status text, to_status text)
     join listing l on l.id = e.listing_id`,
);

/**
 * One page's events in one statement (`listingEventInsertSql`). Runs after the earlier pages have
 * committed (see sync-feed.ts), so a re-listing sees the earlier listing even when it came in the
 * page just before. Returns how many events were new.
 */
export async function writeListingEvents(client: pg.PoolClient, events: ListingEventRow[]): Promise<number> {
  if (events.length === 0) return 0;
  // Held to the page's commit: the alerts matcher never moves its mark past an id still in flight.
  await client.query(ALERT_EVENTS_SHARED_LOCK_SQL);
  const { rowCount } = await client.query(INSERT_PAGE_EVENTS_SQL, [JSON.stringify(events)]);
  return rowCount ?? 0;
}
