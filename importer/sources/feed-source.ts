/**
 * One interface over every feed: the RESO Web API, a legacy TREB export file and the bundled
 * sample feed. A source yields RESO-shaped `Property` records (the file source converts legacy
 * names first), so one mapper serves all of them.
 */
import type { FeedClass } from '#shared/listing-classes.ts';

/**
 * Keyset position: strictly after (ModificationTimestamp, ListingKey). `ts` is the timestamp as
 * the server printed it (in UTC, see feed-timestamp.ts), never rounded through a Date.
 */
export interface FeedCursor {
  ts: string;
  key: string;
}

/**
 * A page of raw records. By default its checkpoint is its last record's (ts, key); a source
 * that yields records out of keyset order sets `checkpoint` (null: keep the watermark where it is).
 */
export type FeedPage = unknown[] & { checkpoint?: FeedCursor | null };

/**
 * What the feed's licence gives: 'idx' (public display) or 'vow' (adds sold and leased prices and
 * dates, days on market: shown only to signed-in visitors who accepted the VOW terms).
 */
export type FeedScope = 'idx' | 'vow';

export interface FeedSource {
  readonly name: string;
  /** The feed's licence; the VOW fields of a record are kept only from a 'vow' feed (default 'idx'). */
  readonly scope?: FeedScope;
  /** Bytes fetched over the network so far, for sources that fetch (the run records its share). */
  readonly bytesFetched?: number;
  /** Pages of raw records of one class, ordered by (ModificationTimestamp, ListingKey), after `cursor`. */
  pages(feedClass: FeedClass, cursor: FeedCursor | null, pageSize: number): AsyncIterable<FeedPage>;
  /** Every key the feed currently offers for the class, in batches (for reconciliation). */
  activeKeys(feedClass: FeedClass): AsyncIterable<string[]>;
}

export class FeedAuthError extends Error {}

/** The feed answered a keyset query without moving past its position: the run stops rather than loop. */
export class FeedStallError extends Error {}

/**
 * Set on a record (to the child resources' names) by a source that could not fetch all of its
 * rooms or photos: the importer then takes none of its stored photos for deleted.
 */
export const INCOMPLETE_CHILDREN = '@importer.incompleteChildren';
