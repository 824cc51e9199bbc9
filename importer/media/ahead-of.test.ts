import { describe, expect, it } from 'vitest';
import { aheadOf } from './ahead-of.ts';

describe('aheadOf', () => {
  it('starts the work of at most inFlight items, the yielded one included, in order', async () => {
    const startedAt: number[] = [];
    const seen: string[] = [];
    let yielded = 0;
    for (const { item, result } of aheadOf(['a', 'b', 'c', 'd', 'e'], 3, async (letter) => {
      startedAt.push(yielded);
      return letter.toUpperCase();
    })) {
      yielded += 1;
      seen.push(`${item}${await result}`);
    }
    expect(seen).toEqual(['aA', 'bB', 'cC', 'dD', 'eE']);
    // a, b and c before the first is handed out; then one more each time the caller comes back.
    expect(startedAt).toEqual([0, 0, 0, 1, 2]);
  });

  it("rejects a failed item's own promise when it is awaited, and goes on with the rest", async () => {
    const outcomes: string[] = [];
    for (const { item, result } of aheadOf([1, 2, 3], 3, async (n) => {
      if (n === 2) throw new Error(`item ${n} failed`);
      return n;
    })) {
      // A turn of the event loop: the second item's work fails while the first is handled.
      await new Promise((resolve) => setImmediate(resolve));
      outcomes.push(`${item}: ${await result.then(String, (error: Error) => error.message)}`);
    }
    expect(outcomes).toEqual(['1: 1', '2: item 2 failed', '3: 3']);
  });
});
