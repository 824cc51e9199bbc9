import { describe, expect, it } from 'vitest';
import { assertInRange, assertIntegerInRange, assertIsoDate, assertNonNegative, assertOneOf } from './input-validation.ts';

describe('input guards', () => {
  it('reject NaN, infinities and non-numbers with the field name in the message', () => {
    expect(() => assertNonNegative('price', Number.NaN)).toThrow(new RangeError('price must be a finite number, got NaN'));
    expect(() => assertNonNegative('price', Infinity)).toThrow(RangeError);
    expect(() => assertNonNegative('price', '500000')).toThrow(RangeError);
    expect(() => assertNonNegative('price', -1)).toThrow(new RangeError('price must not be negative, got -1'));
    expect(() => assertNonNegative('price', 0)).not.toThrow();
  });

  it('check ranges and whole numbers', () => {
    expect(() => assertInRange('share', 1.01, 0, 1)).toThrow(new RangeError('share must be between 0 and 1, got 1.01'));
    expect(() => assertInRange('share', 1, 0, 1)).not.toThrow();
    expect(() => assertIntegerInRange('years', 2.5, 1, 40)).toThrow(new RangeError('years must be a whole number, got 2.5'));
  });

  it('check enumerations', () => {
    expect(() => assertOneOf('frequency', 'daily', ['monthly', 'weekly'])).toThrow(new RangeError(`frequency must be one of 'monthly', 'weekly', got "daily"`));
  });

  it('accept real YYYY-MM-DD dates only', () => {
    expect(() => assertIsoDate('closingDate', '2026-04-01')).not.toThrow();
    expect(() => assertIsoDate('closingDate', '2024-02-29')).not.toThrow(); // leap year
    for (const bad of ['2026-02-29', '2026-02-30', '2025-13-01', '2026-4-1', '2026/04/01', '01-04-2026', '', '2026-04-01T00:00', 20260401]) {
      expect(() => assertIsoDate('closingDate', bad)).toThrow(RangeError);
    }
  });
});
