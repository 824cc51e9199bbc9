/**
 * The VOW tier's part of a search URL (issue #15): `market` (sold or leased; absent = for sale or
 * rent now) and the close-date range, a preset (`closedWithin` days) or `closedFrom`/`closedTo`.
 * Like the rest of the search URL a bad value is dropped. The page uses it only for a visitor the
 * server entitles; for anyone else it is ignored, and the server refuses closed searches to them.
 */
import { DAY_MS } from '../time.ts';
import { coercedNumber, isoDate, oneOf, refined } from './plain-fields.ts';

/** The market a search looks at: what is for sale or rent now (public), or what sold or leased (VOW). */
export const CLOSED_MARKETS = ['sold', 'leased'] as const;
export type ClosedMarket = (typeof CLOSED_MARKETS)[number];

/** Sold or leased, closed between two dates (YYYY-MM-DD, both included): the input of the VOW searches. */
export interface ClosedRange {
  market: ClosedMarket;
  closedFrom: string;
  closedTo: string;
}

/** Close-date presets offered beside "custom" (days back from today). */
export const CLOSED_WITHIN_DAYS = [30, 90, 180, 365] as const;

/** The range of a preset: the last `days` days up to `today` (YYYY-MM-DD, the visitor's date). */
export function closedRangeOfDays(days: number, today: string): { closedFrom: string; closedTo: string } {
  const from = new Date(Date.parse(today) - days * DAY_MS).toISOString().slice(0, 10);
  return { closedFrom: from, closedTo: today };
}

export const DEFAULT_CLOSED_WITHIN = 90;

/** The search URL's readers of these keys (plain-fields.ts: in the entry bundle, without zod). */
export const MARKET_URL_FIELDS = {
  market: oneOf(CLOSED_MARKETS),
  closedWithin: refined(coercedNumber, (days) => (CLOSED_WITHIN_DAYS as readonly number[]).includes(days)),
  closedFrom: isoDate,
  closedTo: isoDate,
};

export interface MarketUrl {
  market?: (typeof CLOSED_MARKETS)[number] | undefined;
  closedWithin?: number | undefined;
  closedFrom?: string | undefined;
  closedTo?: string | undefined;
}

/** The URL's market keys alone (kept when the form or the sort changes the rest). */
export function marketPartOf(url: MarketUrl): MarketUrl {
  if (!url.market) return {};
  const part: MarketUrl = { market: url.market };
  if (url.closedFrom && url.closedTo) return { ...part, closedFrom: url.closedFrom, closedTo: url.closedTo };
  if (url.closedWithin) part.closedWithin = url.closedWithin;
  return part;
}

/** The closed filter the URL asks for, or null for the public market; a custom range wins over a preset. */
export function closedFilterOfUrl(url: MarketUrl, today: string): ClosedRange | null {
  if (!url.market) return null;
  if (url.closedFrom && url.closedTo && url.closedFrom <= url.closedTo) return { market: url.market, closedFrom: url.closedFrom, closedTo: url.closedTo };
  return { market: url.market, ...closedRangeOfDays(url.closedWithin ?? DEFAULT_CLOSED_WITHIN, today) };
}

/** Today in the visitor's own calendar, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
