/**
 * A listing's home history for the VOW tier (issue #15): the events of every MLS number of the
 * home (listing_property), its earlier MLS numbers and the days on market in all. Written against
 * the listing-history migration's tables; the importer's events module may offer the same query
 * (listing-history.ts), and this file is the one to swap for it.
 */
import type pg from 'pg';
import type { TListingHistory, TPreviousListing } from '#shared/schemas/vow-listing.schema.ts';
import { publicListingSql } from './public-listing.ts';
import { listingColumnsSql, type ListingRow } from './listing-row.ts';
import { CLOSED_LISTING_SQL } from './closed-listing-read-model.ts';

const DAY_MS = 86_400_000;

const HISTORY_COLUMNS = [
  'id',
  'listing_key',
  'property_id',
  'price',
  'listed_at',
  'created_at',
  'updated_at',
  'market_status',
  'status_changed_at',
  'close_price',
  'close_date',
  'purchase_contract_date',
  'days_on_market',
] as const satisfies readonly (keyof ListingRow)[];
type HistoryListingRow = Pick<ListingRow, (typeof HISTORY_COLUMNS)[number]>;
const LISTING_COLUMNS = listingColumnsSql(HISTORY_COLUMNS, 'l');

const ON_MARKET = new Set(['active', 'conditional', null]);

/**
 * Days on market of one MLS number: the board's figure when the feed gave it; else from the list
 * date to the firm deal, the close, or the day it left the market (today while it is still on).
 */
function daysOnMarket(row: HistoryListingRow, now: number): number {
  if (row.days_on_market !== null) return row.days_on_market;
  const start = (row.listed_at ?? row.created_at).getTime();
  const endDate = row.purchase_contract_date ?? row.close_date;
  const end = endDate ? Date.parse(`${endDate}T00:00:00Z`) : ON_MARKET.has(row.market_status) ? now : (row.status_changed_at ?? row.updated_at).getTime();
  return Math.max(0, Math.round((end - start) / DAY_MS));
}

/** The history of the listing's home, or null when the listing is neither public nor a closed listing a VOW visitor may see. */
export async function loadListingHistory(pool: pg.Pool, listingId: number, now = Date.now()): Promise<TListingHistory | null> {
  const { rows } = await pool.query<HistoryListingRow>(
    `select ${LISTING_COLUMNS} from listing l where l.id = $1 and (${publicListingSql('l')} or ${CLOSED_LISTING_SQL})`,
    [listingId],
  );
  const listing = rows[0];
  if (!listing) return null;
  const listedAt = listing.listed_at ?? listing.created_at;
  // Earlier MLS numbers of the same home; one the agent hid stays hidden here too.
  const previous =
    listing.property_id === null
      ? []
      : (
          await pool.query<HistoryListingRow>(
            `select ${LISTING_COLUMNS} from listing l
             where l.property_id = $1 and l.id <> $2 and not l.agent_hidden and coalesce(l.listed_at, l.created_at) <= $3
             order by coalesce(l.listed_at, l.created_at), l.id`,
            [listing.property_id, listing.id, listedAt],
          )
        ).rows;
  const events = await pool.query<{
    kind: TListingHistory['events'][number]['kind'];
    occurred_at: Date;
    listing_key: string;
    from_price: number | null;
    to_price: number | null;
    from_status: string | null;
    to_status: string | null;
  }>(
    `select e.kind, e.occurred_at, l.listing_key, e.from_price::float8 as from_price, e.to_price::float8 as to_price, e.from_status, e.to_status
     from listing_event e join listing l on l.id = e.listing_id
     where e.listing_id = any($1::int[]) order by e.occurred_at, e.id`,
    [[...previous.map((row) => row.id), listing.id]],
  );
  const previousListings: TPreviousListing[] = previous.map((row) => ({
    listingKey: row.listing_key,
    listedAt: (row.listed_at ?? row.created_at).toISOString(),
    lastPrice: row.price,
    status: row.market_status,
    daysOnMarket: daysOnMarket(row, now),
  }));
  const ownDays = daysOnMarket(listing, now);
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
    events: events.rows.map((event) => ({
      kind: event.kind,
      occurredAt: event.occurred_at.toISOString(),
      listingKey: event.listing_key,
      fromPrice: event.from_price,
      toPrice: event.to_price,
      fromStatus: event.from_status,
      toStatus: event.to_status,
    })),
  };
}
