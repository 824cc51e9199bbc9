import { describe, expect, it } from 'vitest';
import { canonicalTimestamp, compareFeedTimestamps, nextPrintedInstant, parseFeedTimestamp } from './feed-timestamp.ts';

describe('feed timestamps', () => {
  it('keeps the printed precision and reads a timestamp without a zone as UTC, whatever the local zone', () => {
    expect(canonicalTimestamp('2026-03-02T15:04:05.123456Z')).toBe('2026-03-02T15:04:05.123456Z');
    expect(canonicalTimestamp('2026-03-02T15:04:05.123')).toBe('2026-03-02T15:04:05.123Z');
    expect(canonicalTimestamp('2026-03-02T15:04:05')).toBe('2026-03-02T15:04:05Z');
    expect(canonicalTimestamp('2026-03-02T10:04:05.12-05:00')).toBe('2026-03-02T15:04:05.12Z');
    expect(canonicalTimestamp('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00Z');
    expect(canonicalTimestamp('yesterday')).toBeNull();
    expect(canonicalTimestamp('2026-02-30T00:00:00Z')).toBeNull();
  });

  it('orders by the exact instant and steps one printed unit', () => {
    expect(compareFeedTimestamps('2026-03-02T15:04:05.123Z', '2026-03-02T15:04:05.123456Z')).toBe(-1);
    expect(compareFeedTimestamps('2026-03-02T15:04:05.1230Z', '2026-03-02T15:04:05.123Z')).toBe(0);
    expect(nextPrintedInstant('2026-03-02T15:04:05.123Z')).toBe('2026-03-02T15:04:05.124Z');
    expect(nextPrintedInstant('2026-03-02T15:04:05.999999Z')).toBe('2026-03-02T15:04:06.000000Z');
    expect(nextPrintedInstant('2026-03-02T15:04:59Z')).toBe('2026-03-02T15:05:00Z');
    expect(nextPrintedInstant('2026-03-02T15:04:05.12Z')).toBe('2026-03-02T15:04:05.13Z');
    expect(parseFeedTimestamp('1969-12-31T23:59:59.5Z')!.nanos).toBe(-500_000_000n);
  });
});
