import { describe, expect, it } from 'vitest';
import { ceilToCents, floorToCents, formatDollars, isAtMost, roundPercent, roundToCents, toCents } from './money.ts';

describe('roundToCents', () => {
  it('rounds halves away from zero even when the float sits just below the half', () => {
    // 1.005 is stored as 1.00499999999999989…; a naive Math.round(x * 100) gives 1.00.
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2225.015)).toBe(2225.02);
    expect(roundToCents(-1.005)).toBe(-1.01);
  });

  it('rounds ordinary values to the nearest cent', () => {
    expect(roundToCents(1333.3333)).toBe(1333.33);
    expect(roundToCents(0.004)).toBe(0);
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
  });
});

describe('floorToCents / ceilToCents', () => {
  it('moves in one direction only, ignoring float noise on exact cents', () => {
    expect(floorToCents(547040.2884)).toBe(547040.28);
    expect(ceilToCents(5000.001)).toBe(5000.01);
    // 0.1 + 0.2 = 0.30000000000000004 must stay 0.30 when rounding up; 0.7 + 0.1 = 0.7999… must stay 0.80 down.
    expect(ceilToCents(0.1 + 0.2)).toBe(0.3);
    expect(floorToCents(0.7 + 0.1)).toBe(0.8);
  });
});

describe('toCents / roundPercent / isAtMost', () => {
  it('converts to whole cents', () => {
    expect(toCents(1234.567)).toBe(123457);
  });

  it('strips binary noise from percentages but keeps six decimals', () => {
    expect(roundPercent(0.9 * 100)).toBe(90);
    expect(roundPercent(85.00004)).toBe(85.00004);
  });

  it('treats float noise as equality', () => {
    expect(isAtMost(0.9 * 100, 90)).toBe(true);
    expect(isAtMost(85.00004, 85)).toBe(false);
  });
});

describe('formatDollars', () => {
  it('writes thousands separators and drops .00', () => {
    expect(formatDollars(1_500_000)).toBe('$1,500,000');
    expect(formatDollars(124_999.9)).toBe('$124,999.90');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(-45_000)).toBe('-$45,000');
  });
});
