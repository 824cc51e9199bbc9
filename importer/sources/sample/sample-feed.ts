/**
 * The bundled sample MLS feed: deterministic, realistic GTA listings in raw PropTx/RESO shape,
 * so the importer runs the same mapper on sample and real data.
 *
 * - generateSampleFeed: a streaming dump of the whole feed (index order, flat memory).
 * - sampleFeedPage: the keyset page the importer's sample source serves, i.e. the answer to
 *   `$filter=PropertyType eq … and (ModificationTimestamp gt T or (ModificationTimestamp eq T and
 *   ListingKey gt 'K'))&$orderby=ModificationTimestamp,ListingKey&$top=limit`.
 * - sampleFeedKeyPage: `$select=ListingKey,ModificationTimestamp&$orderby=ListingKey`, the key
 *   reconciliation pass that finds listings which left the feed.
 *
 * Pages and key pages only compute each listing's cheap class, timestamp and key, and build full
 * records for the `limit` they return: never O(count) full records in memory.
 */
import { feedClassOf, listingIdentity } from './listing-identity.ts';
import { toIsoTimestamp } from './iso-time.ts';
import { MAX_SAMPLE_LISTINGS } from './listing-key.ts';
import { listingTimeline, totalListings } from './listing-timeline.ts';
import { hash32 } from './prng.ts';
import { buildRecord } from './record-builder.ts';
import { buildPastRecord, pastListing, pastListingClass, pastSlotCount } from './past-listings.ts';
import type { FeedClass, FeedCursor, ResoProperty } from './types.ts';

export interface SampleFeedOptions {
  /** Listings at run 0 (later runs remove ~0.5 % and add ~0.5 % per run). */
  count: number;
  seed?: number;
  /** 0 = the initial feed; n = the feed as it looks n days (import runs) later. */
  runNumber?: number;
  /**
   * Add the feed's past (past-listings.ts): re-listed homes' earlier listings and two years of
   * sold, leased and expired listings, all off the market. On for the embedded default.
   */
  withHistory?: boolean;
}

export interface SampleFeedPageOptions extends SampleFeedOptions {
  feedClass: FeedClass;
  /** Exclusive keyset cursor: the last (ModificationTimestamp, ListingKey) already imported. */
  after?: FeedCursor;
  limit: number;
}

export interface SampleFeedKeyPageOptions extends SampleFeedOptions {
  feedClass?: FeedClass;
  /** Exclusive: keys strictly greater than this. */
  afterKey?: string;
  limit: number;
}

export interface SampleFeedKey {
  ListingKey: string;
  ModificationTimestamp: string;
}

interface FeedPlan {
  seed: number;
  count: number;
  run: number;
  total: number;
  keyMask: number;
}

function plan(options: SampleFeedOptions): FeedPlan {
  const { count, seed = 1, runNumber = 0 } = options;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`sample feed count must be a non-negative integer, got ${count}`);
  if (!Number.isInteger(runNumber) || runNumber < 0) throw new RangeError(`sample feed runNumber must be a non-negative integer, got ${runNumber}`);
  if (!Number.isInteger(seed)) throw new RangeError(`sample feed seed must be an integer, got ${seed}`);
  const total = totalListings(count, runNumber);
  const past = options.withHistory ? pastSlotCount(count) : 0;
  if (total + past > MAX_SAMPLE_LISTINGS) throw new RangeError(`sample feed too large: ${total + past} listings > ${MAX_SAMPLE_LISTINGS}`);
  // Different seeds give different key sets, so two sample feeds never share ListingKeys by accident.
  const keyMask = hash32(seed, 0x5eed) & (MAX_SAMPLE_LISTINGS - 1);
  return { seed, count, run: runNumber, total, keyMask };
}

function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`page limit must be a positive integer, got ${limit}`);
}

export function* generateSampleFeed(options: SampleFeedOptions): Generator<ResoProperty, void, undefined> {
  const p = plan(options);
  for (let index = 0; index < p.total; index++) {
    const timeline = listingTimeline(p.seed, index, p.count, p.run);
    if (timeline.removed) continue;
    yield buildRecord(p.seed, listingIdentity(p.seed, index, p.keyMask), timeline);
  }
  if (!options.withHistory) return;
  // The feed's past after the current listings (SampleFeedOrder serves the same records in feed order).
  for (let slot = 0; slot < pastSlotCount(p.count); slot++) {
    const past = pastListing(p.seed, slot, p.count, p.keyMask);
    if (past) yield buildPastRecord(p.seed, past);
  }
}

const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Milliseconds since the epoch, keeping sub-millisecond digits as a fraction: real feeds send
 * microseconds ("…:05.123456Z"), and a cursor must not round up past a record.
 */
export function parseFeedTimestamp(ts: string): number {
  const m = ISO_TIMESTAMP.exec(ts.trim());
  if (!m) throw new RangeError(`not an ISO-8601 timestamp: ${ts}`);
  const [, y, mo, d, h, mi, s, fraction = '', zone = 'Z'] = m;
  let ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (fraction) ms += Number(`0.${fraction}`) * 1000;
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    ms -= sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * 60_000;
  }
  return ms;
}

/** Ordinal string order, as the OData server compares ListingKey (not locale order). */
const compareKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Bounded max-heap: keeps the `limit` smallest items seen, O(limit) memory. */
class BoundedMaxHeap<T> {
  private readonly items: T[] = [];

  constructor(
    private readonly limit: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  get full(): boolean {
    return this.items.length >= this.limit;
  }

  /** The largest kept item (the first to be evicted). */
  peek(): T | undefined {
    return this.items[0];
  }

  offer(item: T): void {
    const items = this.items;
    if (items.length < this.limit) {
      items.push(item);
      this.siftUp(items.length - 1);
    } else if (items[0] !== undefined && this.compare(item, items[0]) < 0) {
      items[0] = item;
      this.siftDown(0);
    }
  }

  sorted(): T[] {
    return [...this.items].sort(this.compare);
  }

  private siftUp(start: number): void {
    const items = this.items;
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(items[i] as T, items[parent] as T) <= 0) break;
      [items[i], items[parent]] = [items[parent] as T, items[i] as T];
      i = parent;
    }
  }

  private siftDown(start: number): void {
    const items = this.items;
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < items.length && this.compare(items[left] as T, items[largest] as T) > 0) largest = left;
      if (right < items.length && this.compare(items[right] as T, items[largest] as T) > 0) largest = right;
      if (largest === i) return;
      [items[i], items[largest]] = [items[largest] as T, items[i] as T];
      i = largest;
    }
  }
}

/**
 * One class of one run of the feed in keyset order, (ModificationTimestamp, ListingKey): built once
 * (a pass over the feed and a sort, ~12 bytes per listing), after which each page is a binary
 * search and `limit` records. The sample source keeps one per class and run, so an import of N
 * listings costs one pass over the feed instead of one per page.
 */
export class SampleFeedOrder {
  private readonly plan: FeedPlan;
  private readonly modMs: Float64Array;
  private readonly indexes: Int32Array;

  constructor(options: SampleFeedOptions & { feedClass: FeedClass }) {
    const p = plan(options);
    const entries: { ms: number; key: string; index: number }[] = [];
    for (let index = 0; index < p.total; index++) {
      if (feedClassOf(p.seed, index) !== options.feedClass) continue;
      const timeline = listingTimeline(p.seed, index, p.count, p.run);
      if (timeline.removed) continue;
      entries.push({ ms: timeline.modMs, key: listingIdentity(p.seed, index, p.keyMask).listingKey, index });
    }
    if (options.withHistory) {
      // Past listings get negative positions in `indexes`: -1 - slot.
      for (let slot = 0; slot < pastSlotCount(p.count); slot++) {
        if (pastListingClass(p.seed, slot, p.count) !== options.feedClass) continue;
        const past = pastListing(p.seed, slot, p.count, p.keyMask);
        if (past) entries.push({ ms: past.timeline.modMs, key: past.identity.listingKey, index: -1 - slot });
      }
    }
    entries.sort((a, b) => a.ms - b.ms || compareKeys(a.key, b.key));
    this.plan = p;
    this.modMs = Float64Array.from(entries, (entry) => entry.ms);
    this.indexes = Int32Array.from(entries, (entry) => entry.index);
  }

  /** Records strictly after `after`, at most `limit`; a page shorter than `limit` ends the feed. */
  page(after: FeedCursor | undefined, limit: number): ResoProperty[] {
    checkLimit(limit);
    const p = this.plan;
    const start = after ? this.positionAfter(parseFeedTimestamp(after.ts), after.key) : 0;
    const records: ResoProperty[] = [];
    for (let position = start; position < Math.min(start + limit, this.indexes.length); position++) {
      const index = this.indexes[position]!;
      if (index < 0) records.push(buildPastRecord(p.seed, pastListing(p.seed, -1 - index, p.count, p.keyMask)!));
      else records.push(buildRecord(p.seed, listingIdentity(p.seed, index, p.keyMask), listingTimeline(p.seed, index, p.count, p.run)));
    }
    return records;
  }

  private keyAt(position: number): string {
    const index = this.indexes[position]!;
    const p = this.plan;
    return index < 0 ? pastListing(p.seed, -1 - index, p.count, p.keyMask)!.identity.listingKey : listingIdentity(p.seed, index, p.keyMask).listingKey;
  }

  /** The first position whose (ms, key) sorts after (ms, key): keys are only computed among equal timestamps. */
  private positionAfter(ms: number, key: string): number {
    let low = 0;
    let high = this.indexes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const middleMs = this.modMs[middle]!;
      const isAfter = middleMs > ms || (middleMs === ms && compareKeys(this.keyAt(middle), key) > 0);
      if (isAfter) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/**
 * Records of one class strictly after `after` in (ModificationTimestamp, ListingKey) order, at
 * most `limit`. A page shorter than `limit` means the feed is exhausted (for this run).
 */
export function sampleFeedPage(options: SampleFeedPageOptions): ResoProperty[] {
  return new SampleFeedOrder(options).page(options.after, options.limit);
}

/**
 * Keys (and timestamps) of the listings currently in the feed, ordered by ListingKey, strictly
 * after `afterKey`, at most `limit`: the importer diffs these against its database to retire
 * listings that vanished (the removals of later runs).
 */
export function sampleFeedKeyPage(options: SampleFeedKeyPageOptions): SampleFeedKey[] {
  const p = plan(options);
  checkLimit(options.limit);
  const afterKey = options.afterKey ?? '';
  const heap = new BoundedMaxHeap<SampleFeedKey>(options.limit, (a, b) => compareKeys(a.ListingKey, b.ListingKey));
  for (let index = 0; index < p.total; index++) {
    if (options.feedClass && feedClassOf(p.seed, index) !== options.feedClass) continue;
    const timeline = listingTimeline(p.seed, index, p.count, p.run);
    if (timeline.removed) continue;
    const key = listingIdentity(p.seed, index, p.keyMask).listingKey;
    if (compareKeys(key, afterKey) <= 0) continue;
    const worst = heap.peek();
    if (heap.full && worst && compareKeys(key, worst.ListingKey) >= 0) continue;
    heap.offer({ ListingKey: key, ModificationTimestamp: toIsoTimestamp(timeline.modMs) });
  }
  return heap.sorted();
}
