/**
 * Sold and leased listings as a VOW visitor sees them (issue #15): the public card and detail
 * shapes plus the close (price, date, days on market). Only the VOW procedures call these; the
 * public read model (listing-read-model.ts) never selects a close column.
 */
import type pg from 'pg';
import type { TClosedDetail, TClosedListingSummary } from '#shared/schemas/vow-listing.schema.ts';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, readDetail, toSummary, type SummaryRow } from './listing-read-model.ts';
import { listingColumnsSql, type ListingRow } from './listing-row.ts';
import { DAY_MS } from '#shared/time.ts';

/** A closed listing a VOW visitor may see: sold or leased with a close date, and not hidden by the agent. */
export const CLOSED_LISTING_SQL = `(l.market_status in ('sold', 'leased') and l.close_date is not null and not l.agent_hidden)`;

const CLOSE_COLUMNS = [
  'market_status',
  'close_price',
  'close_date',
  'days_on_market',
  'purchase_contract_date',
] as const satisfies readonly (keyof ListingRow)[];
const CLOSED_COLUMNS = listingColumnsSql(CLOSE_COLUMNS, 'l');

/** The close columns, with the summary's list date that days on market count from. */
type ClosedColumns = Pick<ListingRow, (typeof CLOSE_COLUMNS)[number] | 'listed_at' | 'created_at'> & {
  /** Sold or leased, as CLOSED_LISTING_SQL selects. */
  market_status: 'sold' | 'leased';
};

/** The board's days on market, or the days from the list date to the firm deal (or the close). */
export function daysOnMarketOf(row: ClosedColumns): number | null {
  if (row.days_on_market !== null) return row.days_on_market;
  const end = row.purchase_contract_date ?? row.close_date;
  if (!end) return null;
  const start = (row.listed_at ?? row.created_at).getTime();
  return Math.max(0, Math.round((Date.parse(`${end}T00:00:00Z`) - start) / DAY_MS));
}

function closedFacts(row: ClosedColumns) {
  return { marketStatus: row.market_status, closePrice: row.close_price, closeDate: row.close_date, daysOnMarket: daysOnMarketOf(row) };
}

/** The close a closed card carries, for its map marker. */
export function closeOf(listing: TClosedListingSummary): Pick<TClosedListingSummary, 'marketStatus' | 'closePrice' | 'closeDate' | 'daysOnMarket'> {
  return { marketStatus: listing.marketStatus, closePrice: listing.closePrice, closeDate: listing.closeDate, daysOnMarket: listing.daysOnMarket };
}

/** Closed listings with these ids, as cards with their close, in the order of the ids given. */
export async function loadClosedSummaries(pool: pg.Pool, ids: number[]): Promise<TClosedListingSummary[]> {
  if (ids.length === 0) return [];
  const { rows } = await pool.query<SummaryRow & ClosedColumns>(
    `select ${CARD_COLUMNS}, ${CLOSED_COLUMNS} from listing l ${MAIN_PHOTO_JOIN} where l.id = any($1::int[]) and ${CLOSED_LISTING_SQL}`,
    [ids],
  );
  // The close facts are added to the fresh summary object rather than spread into a copy: a spread
  // copy of ~40 fields serialized 4× slower (122 µs against 30 µs for a page of 24).
  const byId = new Map(rows.map((row) => [row.id, Object.assign(toSummary(row), closedFacts(row))]));
  return ids.map((id) => byId.get(id)).filter((summary): summary is TClosedListingSummary => summary !== undefined);
}

/**
 * A sold or leased listing's detail page for a VOW visitor, and its photos not processed yet (the
 * importer processes an off-market listing's main photo only); null when it is not a closed listing.
 */
export async function loadClosedDetail(pool: pg.Pool, id: number): Promise<{ detail: TClosedDetail; pendingPhotoIds: number[] } | null> {
  const found = await readDetail<ClosedColumns>(pool, id, CLOSED_LISTING_SQL, CLOSED_COLUMNS);
  if (!found) return null;
  const detail = { ...found.detail, ...closedFacts(found.row), photosComing: found.pendingPhotoIds.length };
  return { detail, pendingPhotoIds: found.pendingPhotoIds };
}
