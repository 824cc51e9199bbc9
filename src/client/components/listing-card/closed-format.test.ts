import { describe, expect, it } from 'vitest';
import { closedSummary, formatCloseDate } from './closed-format.ts';

describe('closed listing text', () => {
  it('says what it sold for, when, what was asked and how long it took', () => {
    expect(closedSummary({ marketStatus: 'sold', closePrice: 1_050_000, closeDate: '2025-06-15', daysOnMarket: 12 }, 999_000, 'Sale')).toBe(
      'Sold $1,050,000 on Jun 15, 2025 (asked $999,000, 12 days)',
    );
  });

  it('shows a lease per month and leaves out what the feed did not give', () => {
    expect(closedSummary({ marketStatus: 'leased', closePrice: 2_400, closeDate: '2025-01-02', daysOnMarket: 1 }, null, 'Lease')).toBe(
      'Leased $2,400/month on Jan 2, 2025 (1 day)',
    );
    expect(closedSummary({ marketStatus: 'sold', closePrice: null, closeDate: null, daysOnMarket: null }, null, 'Sale')).toBe('Sold');
  });

  it('reads the close date as a calendar date', () => {
    expect(formatCloseDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatCloseDate('not a date')).toBeNull();
  });
});
