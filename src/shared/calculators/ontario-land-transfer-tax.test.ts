/**
 * Ontario LTT through the public landTransferTax (outside Toronto, not a first-time buyer).
 * Expected values: reference §1.1 worked figures (Gowling WLG) where given, otherwise the
 * reference's shortcut formulas, e.g. residential up to $2M: V × 0.02 − 3,525.
 */
import { describe, expect, it } from 'vitest';
import { landTransfer } from '../../../tests/support/land-transfer.ts';

const ontarioTax = (price: number, propertyType: 'residential' | 'other' = 'residential', closingDate = '2026-06-15') =>
  landTransfer({ price, propertyType, inToronto: false, closingDate }).ontarioTax;

describe('Ontario land transfer tax, residential (1–2 single-family residences)', () => {
  it.each([
    // Gowling WLG worked figures (reference §1.1)
    [55_000, 275],
    [250_000, 2_225],
    [375_000, 4_100],
    [500_000, 6_475],
    // Reference §1.2: the tax on $368,000 is $3,995
    [368_000, 3_995],
  ])('published example: %i → %d', (price, expected) => {
    expect(ontarioTax(price)).toBe(expected);
  });

  it.each([
    // Each boundary exactly, then one dollar above: the extra dollar is taxed at the next rate.
    [55_000, 275], // 55,000 × 0.005
    [55_001, 275.01], // + 1 × 1.0 %
    [250_000, 2_225], // 250,000 × 0.01 − 275
    [250_001, 2_225.02], // + 1 × 1.5 % = 2,225.015, half a cent rounds up
    [400_000, 4_475], // 400,000 × 0.015 − 1,525
    [400_001, 4_475.02], // + 1 × 2.0 %
    [2_000_000, 36_475], // 2,000,000 × 0.02 − 3,525
    [2_000_001, 36_475.03], // + 1 × 2.5 % = 36,475.025, rounds up
    [2_100_000, 38_975], // 2,100,000 × 0.025 − 13,525
  ])('bracket edge %i → %d', (price, expected) => {
    expect(ontarioTax(price)).toBe(expected);
  });

  it.each([
    // Shortcut formulas, one value inside each band
    [30_000, 150], // × 0.005
    [100_000, 725], // × 0.01 − 275
    [300_000, 2_975], // × 0.015 − 1,525
    [1_000_000, 16_475], // × 0.02 − 3,525
    [3_000_000, 61_475], // × 0.025 − 13,525
  ])('shortcut formula %i → %d', (price, expected) => {
    expect(ontarioTax(price)).toBe(expected);
  });

  it('is 0 on a price of 0', () => {
    expect(ontarioTax(0)).toBe(0);
  });

  it('handles a price in cents', () => {
    // 123,456.78 × 0.01 − 275 = 959.5678
    expect(ontarioTax(123_456.78)).toBe(959.57);
  });
});

describe('Ontario land transfer tax, other land (no 2.5 % tier)', () => {
  it.each([
    [400_000, 4_475], // same as residential up to $2M
    [2_000_000, 36_475],
    [2_100_000, 38_475], // 36,475 + 100,000 × 2.0 %, not 2.5 %
    [5_000_000, 96_475], // 5,000,000 × 0.02 − 3,525
  ])('%i → %d', (price, expected) => {
    expect(ontarioTax(price, 'other')).toBe(expected);
  });
});

describe('Ontario breakdown', () => {
  it('shows each slice so a person can check $500,000 by hand', () => {
    const { ontarioBreakdown, ontarioTax: tax } = landTransfer({ price: 500_000, inToronto: false });
    expect(ontarioBreakdown).toEqual([
      { from: 0, to: 55_000, ratePercent: 0.5, taxableAmount: 55_000, tax: 275 },
      { from: 55_000, to: 250_000, ratePercent: 1, taxableAmount: 195_000, tax: 1_950 },
      { from: 250_000, to: 400_000, ratePercent: 1.5, taxableAmount: 150_000, tax: 2_250 },
      { from: 400_000, to: 2_000_000, ratePercent: 2, taxableAmount: 100_000, tax: 2_000 },
    ]);
    expect(tax).toBe(6_475);
  });

  it('rows add up to the total, to the cent, for awkward prices', () => {
    for (const price of [55_000.01, 123_456.78, 399_999.99, 1_234_567.89, 2_000_000.01, 7_777_777.77]) {
      const result = landTransfer({ price });
      const sum = (rows: readonly { tax: number }[]) => Math.round(rows.reduce((cents, row) => cents + row.tax * 100, 0)) / 100;
      expect(sum(result.ontarioBreakdown)).toBe(result.ontarioTax);
      expect(sum(result.torontoBreakdown)).toBe(result.torontoTax);
      expect(result.ontarioBreakdown.reduce((total, row) => total + row.taxableAmount, 0)).toBeCloseTo(price, 6);
    }
  });
});

describe('Ontario effective dates', () => {
  it('applies the 2017 rates from 2017-01-01 and refuses earlier closings (older rates not modelled)', () => {
    expect(ontarioTax(500_000, 'residential', '2017-01-01')).toBe(6_475);
    expect(() => ontarioTax(500_000, 'residential', '2016-12-31')).toThrow(RangeError);
  });
});
