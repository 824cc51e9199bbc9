/**
 * A listing's history as the importer recorded it (listing_event), across every MLS number of
 * the same home (listing_property: address, unit and sale/lease): the events oldest first, the
 * home's MLS numbers, the previous MLS numbers of a re-listing and the cumulative days on market.
 *
 * This is VOW data (sold prices, days on market, history): only a caller that has checked
 * `ctx.vowVisitor()` (or the admin) may pass it on. Plain SQL, two queries.
 */
import type pg from 'pg';
import type { TListingHistory, TListingHistoryEvent, TPropertyListing } from '#shared/schemas/listing-history.schema.ts';
import type { MarketStatus } from './listing.entity.ts';
import { listingColumnsSql, type ListingRow } from './listing-row.ts';

/** The shapes are the shared schema's (#shared/schemas/listing-history.schema.ts), for procedures' `.output()`. */
export type ListingEventKind = TListingHistoryEvent['kind'];
export type ListingHistoryEvent = TListingHistoryEvent;
export type PropertyListing = TPropertyListing;
export type ListingHistory = TListingHistory;

/** Statuses after which a later listing of the home is a re-listing (it ended without a deal). */
export const UNSOLD_END_STATUSES: readonly MarketStatus[] = ['expired', 'terminated', 'suspended', 'removed'];

const DAY_MS = 86_400_000;

/** The columns of the listing and of its home's other listings that the history reads. */
const HOME_LISTING_COLUMNS = [
  'id',
  'listing_key',
  'market_status',
  'status_changed_at',
  'listed_at',
  'price',
  'original_price',
  'close_price',
  'close_date',
  'property_id',
] as const satisfies readonly (keyof ListingRow)[];
type HomeListingRow = Pick<ListingRow, (typeof HOME_LISTING_COLUMNS)[number]> & {
  is_self: boolean;
  /** When the importer recorded it listed or re-listed. */
  first_event_at: Date | null;
};

interface EventRow {
  kind: ListingEventKind;
  occurred_at: Date;
  listing_id: number;
  listing_key: string;
  from_price: string | null;
  to_price: string | null;
  from_status: MarketStatus | null;
  to_status: MarketStatus | null;
  previous_listing_key: string | null;
}

const money = (value: string | null) => (value === null ? null : Number(value));

function daysBetween(from: Date | null, to: Date): number {
  if (!from) return 0;
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}

/**
 * The history of one listing (by id), or null when there is no such listing. `now` ends the days
 * on market of a listing still active.
 */
export async function loadListingHistory(pool: pg.Pool | pg.PoolClient, listingId: number, now: Date = new Date()): Promise<ListingHistory | null> {
  // The listing and every other listing of its home (none when the importer could not place it).
  const { rows: listingRows } = await pool.query<HomeListingRow>(
    `select ${listingColumnsSql(HOME_LISTING_COLUMNS, 'l')}, l.id = $1 as is_self,
       (select min(e.occurred_at) from listing_event e where e.listing_id = l.id and e.kind in ('listed', 'relisted')) as first_event_at
     from listing l
     where l.id = $1
        or l.property_id = (select property_id from listing where id = $1)`,
    [listingId],
  );
  const self = listingRows.find((row) => row.is_self);
  if (!self) return null;
  const propertyId = self.property_id;

  const { rows: eventRows } = await pool.query<EventRow>(
    `select e.kind, e.occurred_at, e.listing_id, l.listing_key, e.from_price::text, e.to_price::text, e.from_status, e.to_status,
       prev.listing_key as previous_listing_key
     from listing_event e
     join listing l on l.id = e.listing_id
     left join listing prev on prev.id = e.previous_listing_id
     where e.listing_id = any($1::int[])
     order by e.occurred_at, e.id`,
    [listingRows.map((row) => row.id)],
  );

  const listings = listingRows
    .map((row): PropertyListing & { startMs: number } => {
      const listedAt = row.first_event_at ?? row.listed_at;
      const offMarketAt = row.market_status && row.market_status !== 'active' ? row.status_changed_at : null;
      return {
        listingId: row.id,
        listingKey: row.listing_key,
        marketStatus: row.market_status,
        listedAt: listedAt?.toISOString() ?? null,
        offMarketAt: offMarketAt?.toISOString() ?? null,
        daysOnMarket: daysBetween(listedAt, offMarketAt ?? now),
        listPrice: row.price,
        originalPrice: row.original_price,
        closePrice: row.close_price,
        closeDate: row.close_date,
        startMs: listedAt?.getTime() ?? 0,
      };
    })
    .sort((a, b) => a.startMs - b.startMs || a.listingId - b.listingId);

  // Walk back from this listing over the listings that ended unsold: a sale ends the chain.
  const selfIndex = listings.findIndex((listing) => listing.listingId === listingId);
  const previous: PropertyListing[] = [];
  for (let index = selfIndex - 1; index >= 0; index -= 1) {
    const earlier = listings[index]!;
    if (!earlier.marketStatus || !UNSOLD_END_STATUSES.includes(earlier.marketStatus)) break;
    previous.push(earlier);
  }
  const current = listings[selfIndex]!;

  return {
    listingId,
    listingKey: self.listing_key,
    propertyId,
    events: eventRows.map((row) => ({
      kind: row.kind,
      occurredAt: row.occurred_at.toISOString(),
      listingKey: row.listing_key,
      listingId: row.listing_id,
      fromPrice: money(row.from_price),
      toPrice: money(row.to_price),
      fromStatus: row.from_status,
      toStatus: row.to_status,
      previousListingKey: row.previous_listing_key,
    })),
    listings: listings.map(({ startMs: _startMs, ...listing }) => listing),
    previousListingKeys: previous.map((listing) => listing.listingKey),
    cumulativeDaysOnMarket: current.daysOnMarket + previous.reduce((sum, listing) => sum + listing.daysOnMarket, 0),
    daysOnMarket: current.daysOnMarket,
  };
}
