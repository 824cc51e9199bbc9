/**
 * Feed timestamps as exact instants, kept at the precision the server printed. JavaScript's Date
 * keeps milliseconds, so a server printing microseconds lost them in the keyset (`gt` the
 * truncated value matched the same record again, forever), and `Date.parse` reads a timestamp
 * without a zone as local time (the watermark jumped hours ahead and skipped records).
 *
 * The rule: a timestamp without a zone is UTC (RESO's ModificationTimestamp is a
 * DateTimeOffset; servers that leave the zone out serve UTC, as PropTx and DDF document).
 * Timestamps are written back in UTC with `Z` and the fraction digits the server printed.
 */

export interface FeedInstant {
  /** Nanoseconds since 1970-01-01T00:00:00Z. */
  nanos: bigint;
  /** Fraction-of-second digits the server printed: its precision. */
  digits: number;
}

const PATTERN = /^(-?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const NANOS_PER_MS = 1_000_000n;

export function parseFeedTimestamp(text: string): FeedInstant | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone = 'Z'] = match;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), Number(second), 0);
  const ms = date.getTime();
  if (Number.isNaN(ms) || date.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    offsetMinutes = (digits.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  const nanos = (BigInt(ms) - BigInt(offsetMinutes) * 60_000n) * NANOS_PER_MS + BigInt(fraction.padEnd(9, '0'));
  return { nanos, digits: fraction.length };
}

/**
 * UTC text with `digits` fraction digits: exactly the precision printed, so that one printed unit
 * (nextPrintedInstant) stays the server's unit (DDF prints hundredths).
 */
export function formatFeedInstant(instant: FeedInstant, digits = instant.digits): string {
  const shown = Math.max(0, Math.min(9, digits));
  let ms = instant.nanos / NANOS_PER_MS;
  let rest = instant.nanos % NANOS_PER_MS;
  if (rest < 0n) {
    ms -= 1n;
    rest += NANOS_PER_MS;
  }
  const iso = new Date(Number(ms)).toISOString(); // …ss.mmmZ, or ±YYYYYY-… outside years 0–9999
  const fraction = `${iso.slice(-4, -1)}${rest.toString().padStart(6, '0')}`.slice(0, shown);
  return shown === 0 ? `${iso.slice(0, -5)}Z` : `${iso.slice(0, -4)}${fraction}Z`;
}

/** Already canonical (the common case, worth a shortcut: a page has thousands of timestamps). */
const CANONICAL_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The timestamp in UTC at the precision printed, or null when it is not a timestamp. */
export function canonicalTimestamp(text: string): string | null {
  if (CANONICAL_MS.test(text)) {
    const ms = Date.parse(text);
    // Date.parse takes 30 February for 2 March: the day must survive.
    return !Number.isNaN(ms) && new Date(ms).getUTCDate() === Number(text.slice(8, 10)) ? text : null;
  }
  const instant = parseFeedTimestamp(text);
  return instant ? formatFeedInstant(instant) : null;
}

/** The first instant after every one the server prints as `text`: one unit of its printed precision later. */
export function nextPrintedInstant(text: string): string | null {
  const instant = parseFeedTimestamp(text);
  if (!instant) return null;
  return formatFeedInstant({ nanos: instant.nanos + 10n ** BigInt(9 - instant.digits), digits: instant.digits });
}

export function compareFeedTimestamps(a: string, b: string): number {
  const left = parseFeedTimestamp(a);
  const right = parseFeedTimestamp(b);
  if (!left || !right) return a < b ? -1 : a > b ? 1 : 0;
  return left.nanos < right.nanos ? -1 : left.nanos > right.nanos ? 1 : 0;
}
