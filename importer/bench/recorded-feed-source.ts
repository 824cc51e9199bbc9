/**
 * A feed recorded to files before the benchmark's clock starts, then served from them as a RESO
 * server would: keyset pages of JSON records, parsed as they are read, with the bytes counted.
 * The importer's figure is then the importer's: a real feed is generated on another machine and
 * costs this one only the parsing of its answers, while the bundled sample feed builds every
 * record (rooms, photos, remarks) on the importer's own cores, about a tenth of the run's CPU.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { FEED_CLASSES, type FeedClass } from '#shared/listing-classes.ts';
import type { FeedCursor, FeedPage, FeedSource } from '../sources/feed-source.ts';
import { compareFeedTimestamps } from '../sources/feed-timestamp.ts';

const RECORDING_PAGE_SIZE = 1000;

interface RecordedKey extends FeedCursor {
  /** Where the record's line starts in its class's file, in bytes. */
  offset: number;
}

/** The index of the first record after `cursor` in a keyset in feed order (binary search). */
function firstAfter(keyset: RecordedKey[], cursor: FeedCursor): number {
  let low = 0;
  let high = keyset.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = keyset[middle]!;
    if ((compareFeedTimestamps(at.ts, cursor.ts) || (at.key > cursor.key ? 1 : at.key < cursor.key ? -1 : 0)) > 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

export class RecordedFeedSource implements FeedSource {
  readonly name: string;
  readonly scope: FeedSource['scope'];
  bytesFetched = 0;

  private constructor(
    private readonly original: FeedSource,
    private readonly dir: string,
    /**
     * Each class's records' (ts, key) and where each starts in its file, in feed order: a server
     * answers a keyset query without reading what comes before it, and so does this.
     */
    private readonly keysets: Map<FeedClass, RecordedKey[]>,
  ) {
    this.name = original.name;
    this.scope = original.scope;
  }

  /** Writes every class of `source` to `dir`, one JSON record per line in feed order. */
  static async record(source: FeedSource, dir: string): Promise<RecordedFeedSource> {
    const keysets = new Map<FeedClass, RecordedKey[]>();
    for (const feedClass of FEED_CLASSES) {
      const keyset: RecordedKey[] = [];
      keysets.set(feedClass, keyset);
      const file = createWriteStream(path.join(dir, `${feedClass}.jsonl`));
      let offset = 0;
      for await (const page of source.pages(feedClass, null, RECORDING_PAGE_SIZE)) {
        const lines = (page as { ModificationTimestamp: string; ListingKey: string }[]).map((record) => {
          const line = `${JSON.stringify(record)}\n`;
          keyset.push({ ts: record.ModificationTimestamp, key: record.ListingKey, offset });
          offset += Buffer.byteLength(line);
          return line;
        });
        if (!file.write(lines.join(''))) await once(file, 'drain');
      }
      file.end();
      await once(file, 'finish');
    }
    return new RecordedFeedSource(source, dir, keysets);
  }

  async *pages(feedClass: FeedClass, cursor: FeedCursor | null, pageSize: number): AsyncIterable<FeedPage> {
    const keyset = this.keysets.get(feedClass) ?? [];
    const first = cursor ? firstAfter(keyset, cursor) : 0;
    if (first >= keyset.length) return;
    const input = createReadStream(path.join(this.dir, `${feedClass}.jsonl`), { start: keyset[first]!.offset });
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    let page: unknown[] = [];
    for await (const line of lines) {
      this.bytesFetched += Buffer.byteLength(line) + 1;
      page.push(JSON.parse(line));
      if (page.length === pageSize) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  activeKeys(feedClass: FeedClass): AsyncIterable<string[]> {
    return this.original.activeKeys(feedClass);
  }
}
