/**
 * A feed that offers one record and leaves the watermark where it is: for a browser test that
 * imports a change to one listing through the importer's own sync (syncFeed), so that no other
 * listing of the site moves.
 */
import type { FeedPage, FeedSource } from '#importer/sources/feed-source.ts';

export function oneRecordSource(record: Record<string, unknown>): FeedSource {
  return {
    name: 'browser-test',
    scope: 'vow',
    async *pages(): AsyncIterable<FeedPage> {
      yield Object.assign([record], { checkpoint: null });
    },
    async *activeKeys(): AsyncIterable<string[]> {},
  };
}
