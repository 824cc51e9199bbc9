/**
 * Tiny deterministic randomness for the sample feed: a 32-bit integer hash to derive independent
 * streams from (seed, listing index, purpose), and mulberry32 for the draws inside one stream.
 * Deriving a fresh stream per listing (instead of one long stream) is what lets any listing be
 * rebuilt on its own, so keyset pages and later runs never have to replay the whole feed.
 */

/** murmur3's 32-bit finaliser: full avalanche, cheap. */
function fmix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes up to four 32-bit integers into one unsigned 32-bit integer. */
export function hash32(a: number, b = 0, c = 0, d = 0): number {
  let h = fmix32(a ^ 0x9e3779b9);
  h = fmix32(h ^ Math.imul(b | 0, 0xcc9e2d51));
  h = fmix32(h ^ Math.imul(c | 0, 0x1b873593));
  return fmix32(h ^ Math.imul(d | 0, 0xe6546b64));
}

/** FNV-1a over a string; used where the input is a URL or key rather than numbers. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** Converts a 32-bit hash to a float in [0, 1). */
export const unit = (h: number): number => h / 4294967296;

/** mulberry32 with a few helpers; a class (not closures) so V8 keeps it monomorphic and fast. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** Float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** Roughly normal (Irwin–Hall of 3), mean 0, sd ~1; bounded to ±3 which keeps prices sane. */
  gauss(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }
}

/** A weighted choice table built once; `pick(u)` maps a uniform draw to an item. */
export class WeightedTable<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    const kept = entries.filter(([, weight]) => weight > 0);
    if (kept.length === 0) throw new RangeError('weighted table needs a positive weight');
    this.items = kept.map(([item]) => item);
    this.cumulative = new Float64Array(kept.length);
    let total = 0;
    kept.forEach(([, weight], i) => {
      total += weight;
      this.cumulative[i] = total;
    });
    for (let i = 0; i < this.cumulative.length; i++) this.cumulative[i] = (this.cumulative[i] ?? 0) / total;
  }

  pick(u: number): T {
    const cumulative = this.cumulative;
    let i = 0;
    while (i < cumulative.length - 1 && u >= (cumulative[i] ?? 1)) i++;
    return this.items[i] as T;
  }
}
