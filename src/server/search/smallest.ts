/**
 * The `count` smallest items in ascending order, in one pass that keeps only those: a keyword
 * page needs 25 of a street name's thousands of matches, and sorting them all cost more than
 * reading them.
 */
export function smallest<T>(items: Iterable<T>, count: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  if (count <= 0) return kept;
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]!) >= 0) continue;
    // Binary search for the first kept item greater than this one: equal items keep their order.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
