/**
 * Yields each item with the promise of its work, in order, with the work started for at most
 * `inFlight` items at a time: the one yielded and those after it. The next item's work starts
 * when the caller asks for it, so a consumer slower than the work never piles up results.
 * A failed work rejects its own promise when the caller awaits it, never as an unhandled rejection.
 */
export function* aheadOf<T, R>(items: readonly T[], inFlight: number, work: (item: T) => Promise<R>): Generator<{ item: T; result: Promise<R> }> {
  const started: (Promise<R> | undefined)[] = [];
  let nextToStart = 0;
  for (let index = 0; index < items.length; index++) {
    for (; nextToStart < Math.min(items.length, index + inFlight); nextToStart++) {
      const result = work(items[nextToStart]!);
      result.catch(() => undefined);
      started[nextToStart] = result;
    }
    yield { item: items[index]!, result: started[index]! };
    // Done with by now: a caller holds only the results ahead of it.
    started[index] = undefined;
  }
}
