/** How the market pages write months, prices and ratios (Canadian English, whole dollars). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-03-01" → "Mar 26" (axis) or "March 2026" (tables, hover). */
export function monthLabel(month: string, long = false): string {
  const [year = '', index = '1'] = month.split('-');
  const monthIndex = Number(index) - 1;
  return long ? `${LONG_MONTHS[monthIndex]} ${year}` : `${MONTHS[monthIndex]} ${year.slice(2)}`;
}

import { onFirstUse } from '../../lib/on-first-use.ts';

const dollars = onFirstUse(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }));
const count = onFirstUse(() => new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 }));
const oneDecimal = onFirstUse(() => new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 }));

export type ValueKind = 'price' | 'count' | 'days' | 'percent';

export function formatValue(value: number | null | undefined, kind: ValueKind): string {
  if (value === null || value === undefined) return '—';
  if (kind === 'price') return dollars().format(value);
  if (kind === 'percent') return `${oneDecimal().format(value * 100)} %`;
  if (kind === 'days') return `${oneDecimal().format(value)} days`;
  return count().format(value);
}

/** Short axis labels: "$1.2M", "$850K", "1.2K", "98 %". */
export function formatAxis(value: number, kind: ValueKind): string {
  if (kind === 'percent') return `${Math.round(value * 100)} %`;
  const prefix = kind === 'price' ? '$' : '';
  if (Math.abs(value) >= 1_000_000) return `${prefix}${oneDecimal().format(value / 1_000_000)}M`;
  if (Math.abs(value) >= 10_000) return `${prefix}${Math.round(value / 1000)}K`;
  return `${prefix}${count().format(value)}`;
}

/** "+5.2 %" / "−3.0 %" for a change given as a fraction. */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  const percent = oneDecimal().format(Math.abs(change * 100));
  return change > 0 ? `+${percent} %` : change < 0 ? `−${percent} %` : '0 %';
}

/** Round steps (1, 2, 2.5 or 5 × 10ⁿ) for about `ticks` gridlines between min and max. */
export function axisTicks(min: number, max: number, ticks = 4): number[] {
  if (!(max > min)) return max > 0 ? [0, max] : [0, 1];
  const raw = (max - min) / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const first = Math.floor(min / step) * step;
  const values: number[] = [];
  for (let value = first; value < max + step; value += step) values.push(Math.round(value * 1e6) / 1e6);
  return values;
}
