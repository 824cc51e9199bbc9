/**
 * The URL query of each calculator page (`validateSearch` of its route), so a result can be
 * shared, bookmarked and reloaded. A query is typed by hand or pasted from anywhere, so no value
 * may break a page: every field falls back to its default when it is missing, out of range or not
 * the right type. The router has already turned `1`, `true` and `250000` into numbers and booleans
 * before these schemas see them. Plain readers, no zod: the route table is in the browser's entry
 * bundle (plain-fields.ts).
 */
import { INVALID, finiteNumber, inRange, oneOf as oneOfReader, readFields, refined, text, withDefault, type Reader } from './plain-fields.ts';
// The route table (entry bundle) imports this file: take the constants from their own small
// modules rather than the calculators' index, so the calculations stay in the lazy page chunks.
import type { LandTransferPropertyType } from '../calculators/land-transfer-tax-rules.ts';
import type { DownPaymentSource } from '../calculators/mortgage-insurance.ts';
import { MAX_AMORTIZATION_YEARS, MAX_ANNUAL_RATE_PERCENT } from '../calculators/mortgage-math.ts';
import { ONTARIO_LTT_SCHEDULES } from '../calculators/ontario-land-transfer-tax.ts';
import type { PaymentFrequency } from '../calculators/payment-frequencies.ts';
import { PAYMENT_FREQUENCY_KEYS } from '../calculators/payment-frequencies.ts';
import { TORONTO_MLTT_SCHEDULES } from '../calculators/toronto-land-transfer-tax.ts';

/** Far above any home price; a larger figure is a typo, and it keeps the arithmetic sane. */
export const MAX_CALCULATOR_AMOUNT = 100_000_000;

/** Used until the site settings (the agent's default rate) have loaded, and by tests. */
export const FALLBACK_RATE_PERCENT = 4.5;

export const DEFAULT_AMORTIZATION_YEARS = 25;
export const MAX_TERM_YEARS = 10;

/** The land transfer tax is modelled from the later of the two first schedules (Toronto, 2017-03-01). */
export const EARLIEST_CLOSING_DATE = [...ONTARIO_LTT_SCHEDULES, ...TORONTO_MLTT_SCHEDULES]
  .map((schedule) => schedule.effectiveFrom)
  .sort() // ISO dates: the last in text order is the latest
  .at(-1)!;
export const LATEST_CLOSING_DATE = '2099-12-31';

/** Today's date in the visitor's time zone, YYYY-MM-DD (the default closing date). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Field builders: a missing key takes the default and a bad value falls back to it (.default(…).catch(…) in zod's terms).
const amount = (fallback: number) => withDefault(inRange(finiteNumber, 0, MAX_CALCULATOR_AMOUNT), fallback);
const percent = (fallback: number) => withDefault(inRange(finiteNumber, 0, 100), fallback);
const wholeYears = (fallback: number, max: number) => withDefault(inRange(finiteNumber, 1, max, true), fallback);
/** `1`/`0` as well as `true`/`false`, so hand-written links like `?toronto=1` work. */
const flagValue: Reader<boolean> = (value) => (value === true || value === 1 ? true : value === false || value === 0 ? false : INVALID);
const flag = (fallback: boolean) => withDefault(flagValue, fallback);
const oneOf = <const T extends string>(values: readonly [T, ...T[]], fallback: NoInfer<T>) => withDefault(oneOfReader(values), fallback);
/** Absent → undefined: the page then uses the agent's default rate from the site settings. */
const optionalRate = () => inRange(finiteNumber, 0, MAX_ANNUAL_RATE_PERCENT);

const LAND_TRANSFER_TYPES = ['residential', 'other'] as const satisfies readonly LandTransferPropertyType[];
const FREQUENCIES = PAYMENT_FREQUENCY_KEYS as readonly PaymentFrequency[] as [PaymentFrequency, ...PaymentFrequency[]];
const SOURCES = ['traditional', 'non-traditional'] as const satisfies readonly DownPaymentSource[];

const LAND_TRANSFER_FIELDS = {
  price: amount(1_000_000),
  type: oneOf(LAND_TRANSFER_TYPES, 'residential'),
  toronto: flag(true),
  firstTime: flag(false),
  /** Percent of the property held by qualifying first-time buyers. */
  share: percent(100),
  closing: withDefault(
    refined(text({ max: Number.POSITIVE_INFINITY }), (date) => isCalendarDate(date) && date >= EARLIEST_CLOSING_DATE && date <= LATEST_CLOSING_DATE),
    () => todayIsoDate(),
  ),
};
/** The land transfer tax page's `validateSearch`. */
export const parseLandTransferSearch = (search: unknown) => readFields(search, LAND_TRANSFER_FIELDS);
export type TLandTransferSearch = ReturnType<typeof parseLandTransferSearch>;

export const LOAN_MODES = ['purchase', 'principal'] as const;
export type LoanMode = (typeof LOAN_MODES)[number];

const MORTGAGE_LOAN_FIELDS = {
  /** 'purchase': the loan is price − down payment (+ CMHC premium); 'principal': the loan is given. */
  mode: oneOf(LOAN_MODES, 'purchase'),
  price: amount(800_000),
  down: amount(160_000),
  principal: amount(640_000),
  /** Only matters with less than 20 % down: allows a 30-year insured amortization. */
  firstTime: flag(false),
  rate: optionalRate(),
  amort: wholeYears(DEFAULT_AMORTIZATION_YEARS, MAX_AMORTIZATION_YEARS),
  freq: oneOf(FREQUENCIES, 'monthly'),
  term: wholeYears(5, MAX_TERM_YEARS),
};
/** The mortgage loan page's `validateSearch`. */
export const parseMortgageLoanSearch = (search: unknown) => readFields(search, MORTGAGE_LOAN_FIELDS);
export type TMortgageLoanSearch = ReturnType<typeof parseMortgageLoanSearch>;

export const DOWN_PAYMENT_UNITS = ['percent', 'amount'] as const;
export type DownPaymentUnit = (typeof DOWN_PAYMENT_UNITS)[number];

const CMHC_PREMIUM_FIELDS = {
  price: amount(800_000),
  /** Percent of the price or dollars, per `unit`. */
  down: amount(10),
  unit: oneOf(DOWN_PAYMENT_UNITS, 'percent'),
  amort: wholeYears(DEFAULT_AMORTIZATION_YEARS, MAX_AMORTIZATION_YEARS),
  firstTime: flag(false),
  source: oneOf(SOURCES, 'traditional'),
};
/** The CMHC premium page's `validateSearch`. */
export function parseCmhcPremiumSearch(search: unknown) {
  const parsed = readFields(search, CMHC_PREMIUM_FIELDS);
  // A percentage over 100 cannot be meant: read it as the whole price.
  return parsed.unit === 'percent' && parsed.down > 100 ? { ...parsed, down: 100 } : parsed;
}
export type TCmhcPremiumSearch = ReturnType<typeof parseCmhcPremiumSearch>;

const AFFORDABILITY_FIELDS = {
  /** Gross household income a year. */
  income: amount(150_000),
  rate: optionalRate(),
  amort: wholeYears(DEFAULT_AMORTIZATION_YEARS, MAX_AMORTIZATION_YEARS),
  down: amount(100_000),
  /** Property tax a year (listings and tax bills state it yearly). */
  tax: amount(5_000),
  /** Heating a month. */
  heat: amount(100),
  /** Condominium fees a month. */
  condo: amount(0),
  /** Other debt payments a month. */
  debts: amount(0),
  firstTime: flag(false),
};
/** The affordability page's `validateSearch`. */
export const parseAffordabilitySearch = (search: unknown) => readFields(search, AFFORDABILITY_FIELDS);
export type TAffordabilitySearch = ReturnType<typeof parseAffordabilitySearch>;
