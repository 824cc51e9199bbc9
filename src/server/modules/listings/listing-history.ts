/**
 * A listing's history as the importer recorded it (listing_event), across every MLS number of
 * the same home (listing_property: address, unit and sale/lease). One read of the home
 * (`loadHomeHistory`: its listings, then their events; plain SQL, two queries) serves both
 * answers: the agent's (`loadListingHistory`: every MLS number of the home, the previous MLS
 * numbers of a re-listing) and the VOW tier's (`loadVowListingHistory`: only a listing the site
 * shows, and its home's earlier MLS numbers the agent has not hidden).
 *
 * This is VOW data (sold prices, days on market, history): only a caller that has checked
 * `ctx.vowVisitor()` (or the admin) may pass it on.
 */
import type pg from 'pg';
import { numericOrNull } from '../../db/pg-numeric.ts';
import type { TListingHistory, TListingHistoryEvent, TPropertyListing } from '#shared/schemas/listing-history.schema.ts';
import type { TListingHistory as TVowListingHistory, TPreviousListing } from '#shared/schemas/vow-listing.schema.ts';
import { CLOSED_LISTING_SQL } from './closed-listing-read-model.ts';
import type { MarketStatus } from './listing.entity.ts';
import { listingColumnsSql, type ListingRow } from './listing-row.ts';
import { publicListingSql } from './public-listing.ts';
import { DAY_MS } from '#shared/time.ts';

/** The shapes are the shared schema's (#shared/schemas/listing-history.schema.ts), for procedures' `.output()`. */
export type ListingEventKind = TListingHistoryEvent['kind'];
export type ListingHistoryEvent = TListingHistoryEvent;
export type PropertyListing = TPropertyListing;
export type ListingHistory = TListingHistory;

/** Statuses after which a later listing of the home is a re-listing (it ended without a deal). */
export const UNSOLD_END_STATUSES: readonly MarketStatus[] = ['expired', 'terminated', 'suspended', 'removed'];

/** The columns of the listing and of its home's other listings that the two histories read. */
const HOME_LISTING_COLUMNS = [
  'id',
  'listing_key',
  'market_status',
  'status_changed_at',
  'listed_at',
  'created_at',
  'updated_at',
  'price',
  'original_price',
  'close_price',
  'close_date',
  'purchase_contract_date',
  'days_on_market',
  'agent_hidden',
  'property_id',
] as const satisfies readonly (keyof ListingRow)[];
type HomeListingRow = Pick<ListingRow, (typeof HOME_LISTING_COLUMNS)[number]> & {
  is_self: boolean;
  /** When the importer recorded it listed or re-listed. */
  first_event_at: Date | null;
  /** Public, or a closed listing a VOW visitor may see. */
  vow_visible: boolean;
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

/** One listing, every listing of its home (itself included) and their events, oldest first. */
interface HomeHistory {
  self: HomeListingRow;
  listings: HomeListingRow[];
  events: EventRow[];
}

/** The listing (by id) and its home as recorded, or null when there is no such listing. */
async function loadHomeHistory(pool: pg.Pool | pg.PoolClient, listingId: number): Promise<HomeHistory | null> {
  // The listing and every other listing of its home (none when the importer could not place it).
  const { rows: listings } = await pool.query<HomeListingRow>(
    `select ${listingColumnsSql(HOME_LISTING_COLUMNS, 'l')}, l.id = $1 as is_self,
       (select min(e.occurred_at) from listing_event e where e.listing_id = l.id and e.kind in ('listed', 'relisted')) as first_event_at,
       (${publicListingSql('l')} or ${CLOSED_LISTING_SQL}) as vow_visible
     from listing l
     where l.id = $1
        or l.property_id = (select property_id from listing where id = $1)`,
    [listingId],
  );
  const self = listings.find((row) => row.is_self);
  if (!self) return null;
  const { rows: events } = await pool.query<EventRow>(
    `select e.kind, e.occurred_at, e.listing_id, l.listing_key, e.from_price::text, e.to_price::text, e.from_status, e.to_status,
       prev.listing_key as previous_listing_key
     from listing_event e
     join listing l on l.id = e.listing_id
     left join listing prev on prev.id = e.previous_listing_id
     where e.listing_id = any($1::int[])
     order by e.occurred_at, e.id`,
    [listings.map((row) => row.id)],
  );
  return { self, listings, events };
}

function daysBetween(from: Date | null, to: Date): number {
  if (!from) return 0;
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}

/**
 * The agent's history of one listing (by id), or null when there is no such listing. `now` ends
 * the days on market of a listing still active.
 */
export async function loadListingHistory(pool: pg.Pool | pg.PoolClient, listingId: number, now: Date = new Date()): Promise<ListingHistory | null> {
  const home = await loadHomeHistory(pool, listingId);
  if (!home) return null;
  const { self, events } = home;

  const listings = home.listings
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
    propertyId: self.property_id,
    events: events.map((row) => ({
      kind: row.kind,
      occurredAt: row.occurred_at.toISOString(),
      listingKey: row.listing_key,
      listingId: row.listing_id,
      fromPrice: numericOrNull(row.from_price),
      toPrice: numericOrNull(row.to_price),
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

const ON_MARKET = new Set<MarketStatus | null>(['active', 'conditional', null]);

/** When the VOW history counts a listing as listed: the feed's list date, else when it was first stored. */
const vowListedAt = (row: HomeListingRow) => row.listed_at ?? row.created_at;

/**
 * Days on market of one MLS number for the VOW tier: the board's figure when the feed gave it;
 * else from the list date to the firm deal, the close, or the day it left the market (today while
 * it is still on).
 */
function vowDaysOnMarket(row: HomeListingRow, now: number): number {
  if (row.days_on_market !== null) return row.days_on_market;
  const start = vowListedAt(row).getTime();
  const endDate = row.purchase_contract_date ?? row.close_date;
  const end = endDate ? Date.parse(`${endDate}T00:00:00Z`) : ON_MARKET.has(row.market_status) ? now : (row.status_changed_at ?? row.updated_at).getTime();
  return Math.max(0, Math.round((end - start) / DAY_MS));
}

/**
 * The VOW tier's history of the listing's home (issue #15), or null when the listing is neither
 * public nor a closed listing a VOW visitor may see: its home's earlier MLS numbers (listed no
 * later than it; one the agent hid stays hidden here too), their events and its own, and the
 * days on market in all.
 */
export async function loadVowListingHistory(pool: pg.Pool, listingId: number, now = Date.now()): Promise<TVowListingHistory | null> {
  const home = await loadHomeHistory(pool, listingId);
  if (!home?.self.vow_visible) return null;
  const { self: listing } = home;
  const listedAt = vowListedAt(listing);
  const previous = home.listings
    .filter((row) => row.id !== listing.id && !row.agent_hidden && vowListedAt(row) <= listedAt)
    .sort((a, b) => vowListedAt(a).getTime() - vowListedAt(b).getTime() || a.id - b.id);
  const shown = new Set([listing.id, ...previous.map((row) => row.id)]);
  const previousListings: TPreviousListing[] = previous.map((row) => ({
    listingKey: row.listing_key,
    listedAt: vowListedAt(row).toISOString(),
    lastPrice: row.price,
    status: row.market_status,
    daysOnMarket: vowDaysOnMarket(row, now),
  }));
  const ownDays = vowDaysOnMarket(listing, now);
  return {
    propertyId: listing.id,
    listingKey: listing.listing_key,
    listedAt: listedAt.toISOString(),
    marketStatus: listing.market_status,
    closePrice: listing.close_price,
    closeDate: listing.close_date,
    daysOnMarket: ownDays,
    cumulativeDaysOnMarket: previousListings.reduce((sum, row) => sum + (row.daysOnMarket ?? 0), ownDays),
    previousListings,
    events: home.events
      .filter((event) => shown.has(event.listing_id))
      .map((event) => ({
        kind: event.kind,
        occurredAt: event.occurred_at.toISOString(),
        listingKey: event.listing_key,
        fromPrice: numericOrNull(event.from_price),
        toPrice: numericOrNull(event.to_price),
        fromStatus: event.from_status,
        toStatus: event.to_status,
      })),
  };
}
