/**
 * Fast `Date#toISOString()` for the sample feed. V8's version costs ~1 µs a call and a record
 * carries half a dozen timestamps, which alone capped generation near 50k records/s; caching the
 * date part per day and formatting the time arithmetically is ~10× cheaper, same output.
 */
import { DAY_MS } from '#shared/time.ts';

const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS: readonly string[] = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
/** Sample timestamps span a few hundred days; the cap only guards against unbounded growth. */
const MAX_CACHED_DAYS = 4096;
const dayPrefixes = new Map<number, string>();

/** "2026-01-01T06:00:00.000Z" for a whole-millisecond epoch time. */
export function toIsoTimestamp(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size >= MAX_CACHED_DAYS) dayPrefixes.clear();
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${prefix}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[millis]}Z`;
}

/** 12500 → "12,500" without Intl (which costs ~0.5 µs a call). */
export function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
