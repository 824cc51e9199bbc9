import { describe, expect, it } from 'vitest';
import { toIsoTimestamp, withThousands } from './iso-time.ts';
import { DAY_MS } from '#shared/time.ts';

describe('iso-time', () => {
  it('matches Date#toISOString across days, hours and milliseconds', () => {
    const start = Date.UTC(2025, 5, 1);
    for (let ms = start; ms < start + 400 * DAY_MS; ms += 7_654_321) {
      expect(toIsoTimestamp(ms)).toBe(new Date(ms).toISOString());
    }
    expect(toIsoTimestamp(Date.UTC(2026, 0, 1))).toBe('2026-01-01T00:00:00.000Z');
    expect(toIsoTimestamp(Date.UTC(2025, 11, 31, 23, 59, 59, 999))).toBe('2025-12-31T23:59:59.999Z');
  });

  it('groups thousands', () => {
    expect(withThousands(950)).toBe('950');
    expect(withThousands(12_500)).toBe('12,500');
    expect(withThousands(1_234_567)).toBe('1,234,567');
  });
});
