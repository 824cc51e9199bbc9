/**
 * The bundled sample feed as a FeedSource: deterministic GTA listings served in the same keyset
 * pages a RESO server answers. `runNumber` is how many days the feed has lived: later runs change
 * ~1.5 % of listings, remove ~0.5 % and add new ones, so re-imports see a living feed.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import type { FeedCursor, FeedSource } from './feed-source.ts';
import { SampleFeedOrder, sampleFeedKeyPage } from './sample/index.ts';

export interface SampleSourceOptions {
  count: number;
  seed?: number;
  runNumber?: number;
  /** The feed's past: re-listings' earlier listings and two years of closed listings (the embedded default's). */
  withHistory?: boolean;
}

const KEY_PAGE_SIZE = 10_000;

export class SampleFeedSource implements FeedSource {
  readonly name = 'sample';
  /** Our own data: it carries the VOW fields, so a fresh install shows sold prices to entitled visitors. */
  readonly scope = 'vow' as const;

  constructor(private readonly options: SampleSourceOptions) {}

  async *pages(feedClass: FeedClass, cursor: FeedCursor | null, pageSize: number): AsyncIterable<unknown[]> {
    let after = cursor ?? undefined;
    const order = new SampleFeedOrder({ ...this.options, feedClass });
    for (;;) {
      const records = order.page(after, pageSize);
      if (records.length === 0) return;
      yield records;
      if (records.length < pageSize) return;
      const last = records.at(-1)!;
      after = { ts: last.ModificationTimestamp, key: last.ListingKey };
    }
  }

  async *activeKeys(feedClass: FeedClass): AsyncIterable<string[]> {
    let afterKey: string | undefined;
    for (;;) {
      const keys = sampleFeedKeyPage({ ...this.options, feedClass, afterKey, limit: KEY_PAGE_SIZE });
      if (keys.length === 0) return;
      yield keys.map((key) => key.ListingKey);
      if (keys.length < KEY_PAGE_SIZE) return;
      afterKey = keys.at(-1)!.ListingKey;
    }
  }
}
