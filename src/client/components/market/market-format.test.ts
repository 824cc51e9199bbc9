import { describe, expect, it } from 'vitest';
import { axisTicks, formatAxis, formatChange, formatValue, monthLabel } from './market-format.ts';

describe('market formats', () => {
  it('labels months short on the axis and long in tables', () => {
    expect(monthLabel('2026-03-01')).toBe('Mar 26');
    expect(monthLabel('2025-12-01', true)).toBe('December 2025');
  });

  it('writes values and changes', () => {
    expect(formatValue(1_050_000, 'price')).toBe('$1,050,000');
    expect(formatValue(0.9857, 'percent')).toBe('98.6 %');
    expect(formatValue(null, 'count')).toBe('—');
    expect(formatChange(0.052)).toBe('+5.2 %');
    expect(formatChange(-0.03)).toBe('−3 %');
    expect(formatAxis(1_250_000, 'price')).toBe('$1.3M');
    expect(formatAxis(850_000, 'price')).toBe('$850K');
  });

  it('picks round ticks that cover the values', () => {
    expect(axisTicks(0, 17)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(0, 0)).toEqual([0, 1]);
    const prices = axisTicks(640_000, 1_200_000);
    expect(prices[0]).toBeLessThanOrEqual(640_000);
    expect(prices.at(-1)).toBeGreaterThanOrEqual(1_200_000);
  });
});
