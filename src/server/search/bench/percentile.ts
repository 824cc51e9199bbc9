/** The benchmarks' percentile: the value at `fraction` of an ascending list (nearest rank, no interpolation); NaN for an empty one. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * (sorted.length - 1)))] ?? Number.NaN;
}
