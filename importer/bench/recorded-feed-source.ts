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

export class RecordedFeedSource implements FeedSource {
  readonly name: string;
  readonly scope: FeedSource['scope'];
  bytesFetched = 0;

  private constructor(
    private readonly original: FeedSource,
    private readonly dir: string,
    /** Each class's records' (ts, key) in file order: a server answers a keyset query without reading what comes before. */
    private readonly keysets: Map<FeedClass, FeedCursor[]>,
  ) {
    this.name = original.name;
    this.scope = original.scope;
  }

  /** Writes every class of `source` to `dir`, one JSON record per line in feed order. */
  static async record(source: FeedSource, dir: string): Promise<RecordedFeedSource> {
    const keysets = new Map<FeedClass, FeedCursor[]>();
    for (const feedClass of FEED_CLASSES) {
      const keyset: FeedCursor[] = [];
      keysets.set(feedClass, keyset);
      const file = createWriteStream(path.join(dir, `${feedClass}.jsonl`));
      for await (const page of source.pages(feedClass, null, RECORDING_PAGE_SIZE)) {
        for (const record of page as { ModificationTimestamp: string; ListingKey: string }[])
          keyset.push({ ts: record.ModificationTimestamp, key: record.ListingKey });
        const text = `${page.map((record) => JSON.stringify(record)).join('\n')}\n`;
        if (!file.write(text)) await once(file, 'drain');
      }
      file.end();
      await once(file, 'finish');
    }
    return new RecordedFeedSource(source, dir, keysets);
  }

  async *pages(feedClass: FeedClass, cursor: FeedCursor | null, pageSize: number): AsyncIterable<FeedPage> {
    const lines = createInterface({ input: createReadStream(path.join(this.dir, `${feedClass}.jsonl`)), crlfDelay: Number.POSITIVE_INFINITY });
    const keyset = this.keysets.get(feedClass) ?? [];
    const isAfterCursor = (at: FeedCursor) => !cursor || (compareFeedTimestamps(at.ts, cursor.ts) || (at.key > cursor.key ? 1 : -1)) > 0;
    let page: unknown[] = [];
    let index = 0;
    for await (const line of lines) {
      if (!isAfterCursor(keyset[index++]!)) continue;
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
