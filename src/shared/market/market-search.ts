/**
 * The market pages' choices and their URL query (`validateSearch` of the market routes): the
 * class and transaction shown. A value typed by hand that is not one of the choices is dropped
 * (the default is shown) rather than an error. Plain readers, no zod: the route table is in the
 * browser's entry bundle (#shared/schemas/plain-fields.ts).
 */
import { oneOf, readFields } from '../schemas/plain-fields.ts';

export const MARKET_CLASSES = ['houses', 'condos', 'commercial'] as const;
export type MarketClass = (typeof MARKET_CLASSES)[number];
export const MARKET_TRANSACTIONS = ['sale', 'lease'] as const;
export type MarketTransaction = (typeof MARKET_TRANSACTIONS)[number];

const MARKET_SEARCH_FIELDS = { class: oneOf(MARKET_CLASSES), transaction: oneOf(MARKET_TRANSACTIONS) };

export function parseMarketSearch(search: unknown) {
  return readFields(search, MARKET_SEARCH_FIELDS);
}
export type TMarketSearch = ReturnType<typeof parseMarketSearch>;

/** The class and transaction a market page shows: the URL's, else houses for sale. */
export function marketChoice(search: TMarketSearch) {
  return { class: search.class ?? 'houses', transaction: search.transaction ?? 'sale' } as const;
}
