/**
 * The search engine behind one small interface. PostgreSQL (pg_trgm, unaccent, full text, in the
 * listing table's own indexes) is the embedded default; Meilisearch is used when MEILI_HOST is
 * set. Both answer the same EngineQuery with the same meaning (search-types.ts); the conformance
 * suite (tests/integration/search-conformance.int.test.ts) runs the same cases on each.
 * Engines return listing ids only: the listings module reads the listings from PostgreSQL, so
 * both engines' answers look identical.
 */
import type { EngineMapAnswer, EnginePageRequest, EngineQuery, EngineSearchPage, MapView, PlaceMatch } from './search-types.ts';

export interface ReindexProgress {
  indexed: number;
  total: number;
}

export interface SearchEngine {
  readonly name: 'postgres' | 'meilisearch';
  isHealthy(): Promise<boolean>;
  /** Makes now what the first search would otherwise wait for (the web role calls it once it listens). */
  warm(): Promise<void>;
  /** Brings the engine in step with PostgreSQL for these listings (the `search.index` job): active ones upserted, others deleted. */
  index(listingIds: number[]): Promise<void>;
  /** Rebuilds everything from PostgreSQL (`npm run search:reindex`). */
  reindexAll(onProgress?: (progress: ReindexProgress) => void): Promise<ReindexProgress>;
  /** One page of matching listing ids in the query's order, keyset-paged. */
  search(query: EngineQuery, page: EnginePageRequest): Promise<EngineSearchPage>;
  /** Places (municipalities, communities) whose names resemble the text, best first, rated 0..1. */
  suggest(text: string, limit: number): Promise<PlaceMatch[]>;
  /** Matching listings in the view: markers when few, grid clusters otherwise. */
  map(query: EngineQuery, view: MapView): Promise<EngineMapAnswer>;
  close(): Promise<void>;
}
