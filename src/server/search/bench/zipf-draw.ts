/**
 * Draws items with Zipf's law, the usual model of how visits spread over a site's pages: the k-th
 * item (1-based) is drawn with a weight of 1 / k^exponent. An exponent of 1 gives the first 2 % of
 * 20,000 listings about 60 % of the draws and leaves the rest a long tail; 0 draws uniformly.
 */
export function zipfDraw<T>(items: readonly T[], exponent: number, random: () => number = Math.random): () => T {
  if (items.length === 0) throw new Error('zipfDraw needs at least one item');
  if (!(exponent >= 0)) throw new RangeError(`the exponent must be 0 or more, not ${exponent}`);
  // Cumulative weights, so a draw is one binary search.
  const cumulative = new Float64Array(items.length);
  let total = 0;
  for (let index = 0; index < items.length; index++) cumulative[index] = total += 1 / (index + 1) ** exponent;
  return () => {
    const target = random() * total;
    let low = 0;
    let high = items.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return items[low]!;
  };
}
