/**
 * How the calculator pages write figures: Canadian dollars with cents (the breakdowns must add up
 * to the cent when a visitor checks them), whole dollars for headline estimates, percentages with
 * up to three decimals. Intl is built into every supported browser, so this costs no bundle.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';

const MONEY = onFirstUse(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }));
const WHOLE_MONEY = onFirstUse(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }));
const COUNT = onFirstUse(() => new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 }));
const LONG_DATE = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }));

/** "$1,234.50" */
export function formatMoney(amount: number): string {
  return MONEY().format(amount);
}

/** "$1,235": for estimates where cents would be false precision. */
export function formatWholeMoney(amount: number): string {
  return WHOLE_MONEY().format(amount);
}

/** One formatter per number of decimals, made when first asked for: building one costs far more than a format. */
const percentFormats = new Map<number, Intl.NumberFormat>();

/** "4.125%"; more decimals for the worked rates (0.412392%). */
export function formatPercent(percent: number, maxDecimals = 3): string {
  let format = percentFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-CA', { maximumFractionDigits: maxDecimals });
    percentFormats.set(maxDecimals, format);
  }
  return `${format.format(percent)}%`;
}

/** "21.5" (years), "1,300" (payments). */
export function formatCount(count: number): string {
  return COUNT().format(count);
}

/** "April 1, 2026" from "2026-04-01". */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return LONG_DATE().format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** "$0 – $55,000" / "over $2,000,000": a bracket of a marginal schedule. */
export function formatBracket(from: number, to: number | null): string {
  return to === null ? `Over ${formatWholeMoney(from)}` : `${formatWholeMoney(from)} – ${formatWholeMoney(to)}`;
}
