/**
 * Market pages' inputs and answers. The sold figures (medianSoldPrice, soldToAskRatio,
 * salesCount) are VOW data: the server leaves them out of the answer for anyone
 * `ctx.vowVisitor()` does not entitle, and their names are in #shared/vow-fields.ts.
 */
import { z } from 'zod';
import { MARKET_CLASSES, MARKET_TRANSACTIONS } from './market-search.ts';

export { MARKET_CLASSES, MARKET_TRANSACTIONS, type MarketClass, type MarketTransaction, parseMarketSearch, type TMarketSearch } from './market-search.ts';
/** How many months a market page shows (the aggregate keeps the same window). */
export const MARKET_MONTHS = 24;

const zSlug = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, `Choose a ${label}.`)
    .max(80, `The ${label} name is too long.`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `Not a known ${label}.`);

export const ZMarketChoice = z.object({
  class: z.enum(MARKET_CLASSES, 'Choose houses, condos or commercial.').default('houses'),
  transaction: z.enum(MARKET_TRANSACTIONS, 'Choose sale or lease.').default('sale'),
});
export type TMarketChoice = z.infer<typeof ZMarketChoice>;

export const ZMarketAreaInput = ZMarketChoice.extend({
  municipality: zSlug('municipality'),
  community: zSlug('community').nullish(),
});
export type TMarketAreaInput = z.infer<typeof ZMarketAreaInput>;

/** One month of an area. Sold figures are present only for a VOW visitor. */
export const ZMarketMonth = z.object({
  /** First day of the month, "2026-03-01". */
  month: z.string(),
  newListings: z.number(),
  activeInventory: z.number(),
  medianAskingPrice: z.number().nullable(),
  /** Median days on the market of the listings that left it in the month (public; named apart from the VOW `daysOnMarket`). */
  medianListingDays: z.number().nullable(),
  salesCount: z.number().optional(),
  medianSoldPrice: z.number().nullable().optional(),
  soldToAskRatio: z.number().nullable().optional(),
});
export type TMarketMonth = z.infer<typeof ZMarketMonth>;

export const ZMarketPlace = z.object({ name: z.string(), slug: z.string(), path: z.string() });

export const ZMarketAreaAnswer = z.object({
  municipality: ZMarketPlace,
  community: ZMarketPlace.nullable(),
  class: z.enum(MARKET_CLASSES),
  transaction: z.enum(MARKET_TRANSACTIONS),
  months: z.array(ZMarketMonth),
  /** The municipality's communities that have figures, for the page's links. */
  communities: z.array(ZMarketPlace),
  /** True when the answer carries the sold figures (the caller is a VOW visitor). */
  hasSoldFigures: z.boolean(),
});
export type TMarketAreaAnswer = z.infer<typeof ZMarketAreaAnswer>;

export const ZMarketOverviewRow = ZMarketPlace.extend({
  medianAskingPrice: z.number().nullable(),
  /** Median asking price of the latest month against the same month a year before, as a fraction (0.05 = +5 %). */
  changeOver12Months: z.number().nullable(),
  activeInventory: z.number(),
});
export const ZMarketOverviewAnswer = z.object({
  class: z.enum(MARKET_CLASSES),
  transaction: z.enum(MARKET_TRANSACTIONS),
  /** The month the figures are from, or null when there are none yet. */
  month: z.string().nullable(),
  municipalities: z.array(ZMarketOverviewRow),
});
export type TMarketOverviewAnswer = z.infer<typeof ZMarketOverviewAnswer>;
