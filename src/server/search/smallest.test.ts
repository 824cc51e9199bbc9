import { describe, expect, it } from 'vitest';
import { smallest } from './smallest.ts';

const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value;

describe('smallest', () => {
  it('answers what sorting and slicing answers, for every count', () => {
    // A deterministic shuffle with repeated values.
    const items = Array.from({ length: 200 }, (_, index) => ({ value: (index * 7919) % 61, index }));
    const sorted = [...items].sort(byValue);
    for (const count of [0, 1, 2, 25, 60, 199, 200, 500]) {
      expect(smallest(items, count, byValue)).toEqual(sorted.slice(0, count));
    }
  });

  it('reads any iterable once', () => {
    function* values() {
      yield* [5, 3, 9, 1, 7];
    }
    expect(smallest(values(), 3, (a, b) => a - b)).toEqual([1, 3, 5]);
  });
});
