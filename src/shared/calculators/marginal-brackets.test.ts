import { describe, expect, it } from 'vitest';
import { marginalTax } from './marginal-brackets.ts';

const BRACKETS = [
  { upTo: 100, ratePercent: 1 },
  { upTo: 300, ratePercent: 2 },
  { upTo: Infinity, ratePercent: 3 },
];

describe('marginalTax', () => {
  it('taxes each slice at its own rate and lists only the slices reached', () => {
    // 100 × 1 % + 200 × 2 % + 100 × 3 % = 1 + 4 + 3
    const result = marginalTax(400, BRACKETS);
    expect(result.tax).toBeCloseTo(8, 10);
    expect(result.slices).toEqual([
      { from: 0, to: 100, ratePercent: 1, taxableAmount: 100, tax: 1 },
      { from: 100, to: 300, ratePercent: 2, taxableAmount: 200, tax: 4 },
      { from: 300, to: null, ratePercent: 3, taxableAmount: 100, tax: 3 },
    ]);
  });

  it('puts an exact boundary value wholly in the lower bracket ("up to and including")', () => {
    expect(marginalTax(300, BRACKETS).slices).toHaveLength(2);
  });

  it('gives no slices and no tax on zero', () => {
    expect(marginalTax(0, BRACKETS)).toEqual({ tax: 0, slices: [] });
  });
});
