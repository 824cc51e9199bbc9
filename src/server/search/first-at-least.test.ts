import { describe, expect, it } from 'vitest';
import { firstAtLeast } from './first-at-least.ts';

describe('firstAtLeast', () => {
  it('finds the first value not below the one asked for, in a list or a typed array', () => {
    expect(firstAtLeast([1, 3, 3, 7], 3)).toBe(1);
    expect(firstAtLeast([1, 3, 3, 7], 4)).toBe(3);
    expect(firstAtLeast(Float64Array.from([1, 3, 3, 7]), 0)).toBe(0);
    expect(firstAtLeast(Float64Array.from([1, 3, 3, 7]), 8)).toBe(4);
    expect(firstAtLeast([], 1)).toBe(0);
  });
});
