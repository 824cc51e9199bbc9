/**
 * Toronto MLTT through the public landTransferTax. Rates: toronto.ca "MLTT Rates & Fees" (reference
 * §2.1). Expected values are the marginal sums by hand; common partial sums used below:
 *   tax on $2,000,000 = 275 + 1,950 + 2,250 + 32,000 = 36,475
 *   tax on $3,000,000 = 36,475 + 1,000,000 × 2.5 % = 61,475 (all three schedules)
 */
import { describe, expect, it } from 'vitest';
import { landTransfer } from '../../../tests/support/land-transfer.ts';

const torontoTax = (price: number, closingDate: string, propertyType: 'residential' | 'other' = 'residential') =>
  landTransfer({ price, propertyType, closingDate }).torontoTax;

const HARMONIZED_2017 = '2023-12-31';
const LUXURY_2024 = '2024-01-01';
const LUXURY_2026 = '2026-04-01';

describe('Toronto MLTT below the luxury tiers (same in every schedule)', () => {
  it.each([HARMONIZED_2017, LUXURY_2024, LUXURY_2026])('on %s', (date) => {
    expect(torontoTax(55_000, date)).toBe(275);
    expect(torontoTax(400_000, date)).toBe(4_475); // reference §2.2: equal to the rebate cap
    expect(torontoTax(500_000, date)).toBe(6_475);
    expect(torontoTax(2_000_000, date)).toBe(36_475);
    expect(torontoTax(2_000_100, date)).toBe(36_477.5); // + 100 × 2.5 %
    expect(torontoTax(3_000_000, date)).toBe(61_475);
  });
});

describe('Toronto MLTT luxury tiers, each boundary and $100 above it', () => {
  it.each([
    // price, 2017 schedule (2.5 % above $2M), 2024 schedule, 2026 schedule
    [3_000_100, 61_477.5, 61_478.5, 61_479.4], // + 100 × 2.5 / 3.5 / 4.40 %
    [4_000_000, 86_475, 96_475, 105_475], // 61,475 + 1M × 2.5 / 3.5 / 4.40 %
    [4_000_100, 86_477.5, 96_479.5, 105_480.45], // + 100 × 2.5 / 4.5 / 5.45 %
    [5_000_000, 111_475, 141_475, 159_975], // + 1M × 2.5 / 4.5 / 5.45 %
    [5_000_100, 111_477.5, 141_480.5, 159_981.5], // + 100 × 2.5 / 5.5 / 6.50 %
    [10_000_000, 236_475, 416_475, 484_975], // + 5M × 2.5 / 5.5 / 6.50 %
    [10_000_100, 236_477.5, 416_481.5, 484_982.55], // + 100 × 2.5 / 6.5 / 7.55 %
    [20_000_000, 486_475, 1_066_475, 1_239_975], // + 10M × 2.5 / 6.5 / 7.55 %
    [20_000_100, 486_477.5, 1_066_482.5, 1_239_983.6], // + 100 × 2.5 / 7.5 / 8.60 %
    [25_000_000, 611_475, 1_441_475, 1_669_975], // + 5M × 2.5 / 7.5 / 8.60 %
  ])('%i → %d / %d / %d', (price, rate2017, rate2024, rate2026) => {
    expect(torontoTax(price, HARMONIZED_2017)).toBe(rate2017);
    expect(torontoTax(price, LUXURY_2024)).toBe(rate2024);
    expect(torontoTax(price, LUXURY_2026)).toBe(rate2026);
  });

  it('matches the one public check value for the 2026 tiers: $3.5M → $83,475 (reference §7.6)', () => {
    expect(torontoTax(3_500_000, LUXURY_2026)).toBe(83_475);
    // Same price under the earlier schedules: 61,475 + 500,000 × 3.5 % and × 2.5 %
    expect(torontoTax(3_500_000, LUXURY_2024)).toBe(78_975);
    expect(torontoTax(3_500_000, HARMONIZED_2017)).toBe(73_975);
  });
});

describe('Toronto MLTT schedule follows the closing (registration) date', () => {
  it.each([
    ['2017-03-01', 111_475, '2017-03-01'],
    ['2023-12-31', 111_475, '2017-03-01'],
    ['2024-01-01', 141_475, '2024-01-01'],
    ['2026-03-31', 141_475, '2024-01-01'],
    ['2026-04-01', 159_975, '2026-04-01'],
    ['2030-01-01', 159_975, '2026-04-01'],
  ])('$5M closing %s → %d (schedule of %s)', (closingDate, expected, schedule) => {
    const result = landTransfer({ price: 5_000_000, closingDate });
    expect(result.torontoTax).toBe(expected);
    expect(result.torontoScheduleEffectiveFrom).toBe(schedule);
  });

  it('refuses Toronto closings before the 2017-03-01 harmonized schedule', () => {
    expect(() => torontoTax(500_000, '2017-02-28')).toThrow(RangeError);
  });
});

describe('Toronto MLTT on other property (no tier above 2.0 %)', () => {
  it.each([LUXURY_2024, LUXURY_2026])('on %s', (date) => {
    expect(torontoTax(400_000, date, 'other')).toBe(4_475);
    expect(torontoTax(5_000_000, date, 'other')).toBe(96_475); // 4,475 + 4.6M × 2.0 %
    expect(torontoTax(25_000_000, date, 'other')).toBe(496_475); // 4,475 + 24.6M × 2.0 %
  });
});

describe('Toronto breakdown', () => {
  it('lists the luxury slices for $4.5M on the 2026 schedule', () => {
    const { torontoBreakdown, torontoTax: tax } = landTransfer({ price: 4_500_000, closingDate: LUXURY_2026 });
    expect(torontoBreakdown.slice(4)).toEqual([
      { from: 2_000_000, to: 3_000_000, ratePercent: 2.5, taxableAmount: 1_000_000, tax: 25_000 },
      { from: 3_000_000, to: 4_000_000, ratePercent: 4.4, taxableAmount: 1_000_000, tax: 44_000 },
      { from: 4_000_000, to: 5_000_000, ratePercent: 5.45, taxableAmount: 500_000, tax: 27_250 },
    ]);
    expect(tax).toBe(132_725); // 105,475 + 500,000 × 5.45 %
  });

  it('is empty outside Toronto', () => {
    const result = landTransfer({ price: 900_000, inToronto: false, closingDate: LUXURY_2026 });
    expect(result.torontoTax).toBe(0);
    expect(result.torontoBreakdown).toEqual([]);
    expect(result.torontoScheduleEffectiveFrom).toBeNull();
  });
});
