import { describe, expect, it } from 'vitest';
import { zipfDraw } from './zipf-draw.ts';

/** A repeatable stand-in for Math.random (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const counts = (draw: () => number, times: number, size: number) => {
  const seen = new Array<number>(size).fill(0);
  for (let i = 0; i < times; i++) seen[draw()]!++;
  return seen;
};

describe('zipfDraw', () => {
  const items = Array.from({ length: 1000 }, (_, index) => index);

  it('draws the k-th item in proportion to 1/k at exponent 1', () => {
    const seen = counts(zipfDraw(items, 1, seeded(7)), 200_000, items.length);
    // H(1000) ≈ 7.485: the first item ≈ 13.4 %, the second half, the tenth a tenth.
    expect(seen[0]! / 200_000).toBeCloseTo(1 / 7.485, 2);
    expect(seen[1]! / seen[0]!).toBeCloseTo(0.5, 1);
    expect(seen[9]! / seen[0]!).toBeCloseTo(0.1, 1);
    // The first 2 %: H(20) / H(1000) ≈ 3.598 / 7.485 ≈ 48 %.
    expect(seen.slice(0, 20).reduce((sum, n) => sum + n, 0) / 200_000).toBeCloseTo(0.48, 1);
  });

  it('draws uniformly at exponent 0, every item included', () => {
    const seen = counts(zipfDraw(items, 0, seeded(11)), 100_000, items.length);
    expect(Math.min(...seen)).toBeGreaterThan(50);
    expect(Math.max(...seen)).toBeLessThan(160);
  });

  it('draws the last item at the top of the range and the first at its bottom', () => {
    expect(zipfDraw(items, 1, () => 0)()).toBe(0);
    expect(zipfDraw(items, 1, () => 0.999_999_999)()).toBe(999);
  });

  it('refuses no items and a negative exponent', () => {
    expect(() => zipfDraw([], 1)).toThrow(/at least one/);
    expect(() => zipfDraw(items, -1)).toThrow(RangeError);
    expect(() => zipfDraw(items, Number.NaN)).toThrow(RangeError);
  });
});
