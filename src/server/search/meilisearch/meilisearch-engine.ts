/**
 * The Meilisearch engine (used when MEILI_HOST is set): a `listings` index fed from PostgreSQL by
 * the `search.index` jobs and rebuilt by `npm run search:reindex` (into a fresh index, swapped in
 * when complete), and a small `<index>_places` index of municipality and community names for
 * the keyword suggestions. Settings are applied by code on first use in each process.
 * Typo-tolerant matching is Meilisearch's; place ratings are the same trigram similarity the
 * PostgreSQL engine uses, so both resolve a keyword to the same place.
 */
import type { Orm } from '../../db/orm.ts';
import type { EnqueuedTask, Meilisearch, Index, SearchResponse, Task } from 'meilisearch';
import type { ReindexProgress, SearchEngine } from '../search-engine.ts';
import type {
  EngineMapAnswer,
  EngineMapCell,
  EnginePageRequest,
  EngineQuery,
  EngineSearchPage,
  MapView,
  PlaceKind,
  PlaceMatch,
  SearchCursor,
} from '../search-types.ts';
import { cellBounds, cellSize } from '../map-grid.ts';
import { fold } from '../text/normalize.ts';
import { trigramSimilarity } from '../text/typo.ts';
import { sqlRunner, type SqlRunner } from '../postgres/sql-runner.ts';
import { loadActiveDocumentsAfter, loadClosedDocumentsAfter, loadDocuments, type ListingDocument } from './listing-document.ts';
import { CLOSED_LISTING_INDEX_SETTINGS, LISTING_INDEX_SETTINGS, PLACE_INDEX_SETTINGS, cellAttribute } from './meili-settings.ts';
import { groupExpression, keysetExpression, sortOf, tierRequest } from './meili-query.ts';
import { pagePhases, pageOfPhasedRows, type PhasedRow } from '../transaction-groups.ts';
import { searchableListingSql } from '../../modules/listings/public-listing.ts';
import { overNodeHttp } from './node-http-client.ts';

export interface MeilisearchOptions {
  host: string;
  apiKey: string | undefined;
  /** Uid of the listings index; the places index is `<uid>_places`, the closed (sold, leased; VOW) listings `<uid>_closed`. */
  indexPrefix: string;
}

interface PlaceDocument {
  id: string;
  name: string;
  kind: PlaceKind;
  municipality: string;
}

const TASK_TIMEOUT_MS = 120_000;
const REBUILD_BATCH = 2_000;
/** Listings whose documents are read and sent together by an index job. */
const UPSERT_CHUNK = 1_000;
const PLACE_CANDIDATES = 20;
const MIN_SUGGESTION_RATING = 0.15;

async function settled(task: Promise<Task>): Promise<Task> {
  const done = await task;
  if (done.status === 'failed') throw new Error(`Meilisearch task ${done.uid} (${done.type}) failed: ${done.error?.message ?? 'unknown error'}`);
  return done;
}

export class MeilisearchEngine implements SearchEngine {
  readonly name = 'meilisearch' as const;
  private readonly sql: SqlRunner;
  private readonly listingsUid: string;
  private readonly placesUid: string;
  /** Sold and leased listings live in an index of their own, so no public query can reach one. */
  private readonly closedUid: string;
  private clientPromise: Promise<Meilisearch> | null = null;
  private ready: Promise<void> | null = null;

  constructor(
    private readonly options: MeilisearchOptions,
    orm: Orm,
  ) {
    this.sql = sqlRunner(orm);
    this.listingsUid = options.indexPrefix;
    this.placesUid = `${options.indexPrefix}_places`;
    this.closedUid = `${options.indexPrefix}_closed`;
  }

  /** Meilisearch keeps its index itself: nothing to make in the web process. */
  async warm(): Promise<void> {}

  async isHealthy(): Promise<boolean> {
    return (await this.client()).isHealthy();
  }

  async index(listingIds: number[]): Promise<void> {
    await this.upsert(listingIds);
  }

  /**
   * Sends the listings' documents `UPSERT_CHUNK` listings at a time, each chunk's tasks enqueued
   * before the next chunk is read, then waits for every task (Meilisearch batches enqueued
   * additions itself). One job batch is 10,000 listings: read and sent at once, its documents took
   * the worker to 348 MB while it indexed 2,000,000 listings (bench:worker).
   */
  private async upsert(listingIds: number[]): Promise<void> {
    if (listingIds.length === 0) return;
    const listings = await this.listings();
    const closed = await this.listings(this.closedUid);
    const enqueued: EnqueuedTask[] = [];
    for (let start = 0; start < listingIds.length; start += UPSERT_CHUNK) {
      const { documents, removedIds, closedDocuments, removedClosedIds } = await loadDocuments(this.sql, listingIds.slice(start, start + UPSERT_CHUNK));
      if (documents.length > 0) enqueued.push(await listings.addDocuments(documents, { primaryKey: 'id' }));
      if (removedIds.length > 0) enqueued.push(await listings.deleteDocuments(removedIds));
      if (closedDocuments.length > 0) enqueued.push(await closed.addDocuments(closedDocuments, { primaryKey: 'id' }));
      if (removedClosedIds.length > 0) enqueued.push(await closed.deleteDocuments(removedClosedIds));
    }
    const tasks = (await this.client()).tasks;
    for (const task of enqueued) await settled(tasks.waitForTask(task, { timeout: TASK_TIMEOUT_MS }));
  }

  /** Fills a fresh index from PostgreSQL and swaps it in, so searches never see a half-built index. */
  async reindexAll(onProgress?: (progress: ReindexProgress) => void): Promise<ReindexProgress> {
    await this.prepare();
    const rows = await this.sql<{ n: number }>({ text: `select count(*)::int as n from listing where ${searchableListingSql()}`, values: [] });
    const progress: ReindexProgress = { indexed: 0, total: rows[0]?.n ?? 0 };
    await this.rebuild(this.listingsUid, LISTING_INDEX_SETTINGS, loadActiveDocumentsAfter, (count) => {
      progress.indexed += count;
      onProgress?.({ ...progress });
    });
    await this.rebuild(this.closedUid, CLOSED_LISTING_INDEX_SETTINGS, loadClosedDocumentsAfter, () => undefined);
    await this.fillPlaces({ replace: true });
    return progress;
  }

  private async rebuild(
    uid: string,
    settings: typeof LISTING_INDEX_SETTINGS,
    loadAfter: (sql: SqlRunner, afterId: number, limit: number) => Promise<ListingDocument[]>,
    onBatch: (count: number) => void,
  ): Promise<void> {
    const client = await this.client();
    const rebuildUid = `${uid}_rebuild`;
    await client.deleteIndexIfExists(rebuildUid);
    await settled(client.createIndex(rebuildUid, { primaryKey: 'id' }).waitTask({ timeout: TASK_TIMEOUT_MS }));
    const rebuild = client.index<ListingDocument>(rebuildUid);
    await settled(rebuild.updateSettings(settings).waitTask({ timeout: TASK_TIMEOUT_MS }));
    for (let afterId = 0; ; ) {
      const documents = await loadAfter(this.sql, afterId, REBUILD_BATCH);
      if (documents.length === 0) break;
      await settled(rebuild.addDocuments(documents).waitTask({ timeout: TASK_TIMEOUT_MS }));
      afterId = documents.at(-1)!.id;
      onBatch(documents.length);
    }
    await settled(client.swapIndexes([{ indexes: [uid, rebuildUid], rename: false }]).waitTask({ timeout: TASK_TIMEOUT_MS }));
    await settled(client.deleteIndex(rebuildUid).waitTask({ timeout: TASK_TIMEOUT_MS }));
  }

  async search(query: EngineQuery, page: EnginePageRequest): Promise<EngineSearchPage> {
    const listings = await this.listings(this.uidOf(query));
    const { attribute, sort } = sortOf(query);
    const total = page.withTotal ? this.count(query) : Promise.resolve(null);
    const rows: PhasedRow[] = [];
    let after: SearchCursor | null = page.cursor;
    // The tiers (and transaction groups) are read in order.
    for (const { tier, group } of pagePhases(query, tierRequest(query, 0) ? [0, 1] : [1], page.cursor)) {
      const request = tierRequest(query, tier);
      if (request) {
        const inGroup = groupExpression(query, group);
        const filter = inGroup ? [...request.filter, inGroup] : request.filter;
        const response = await listings.search<ListingDocument>(request.q, {
          filter: after ? [...filter, keysetExpression(query, after)] : filter,
          sort,
          limit: page.limit + 1 - rows.length,
          attributesToRetrieve: ['id', attribute],
          matchingStrategy: 'all',
        });
        for (const hit of response.hits) rows.push({ id: hit.id, sortValue: String(hit[attribute as keyof ListingDocument]), tier, group });
      }
      if (rows.length > page.limit) break;
      after = null;
    }
    return { ...pageOfPhasedRows(rows, page.limit), total: await total };
  }

  async suggest(text: string, limit: number): Promise<PlaceMatch[]> {
    const folded = fold(text);
    if (!folded) return [];
    await this.prepare();
    const client = await this.client();
    const response = await client.index<PlaceDocument>(this.placesUid).search(folded, { limit: PLACE_CANDIDATES });
    return response.hits
      .map((hit) => ({ name: hit.name, kind: hit.kind, municipality: hit.municipality, rating: trigramSimilarity(folded, fold(hit.name)) }))
      .filter((match) => match.rating >= MIN_SUGGESTION_RATING)
      .sort((a, b) => b.rating - a.rating || Number(b.kind === 'municipality') - Number(a.kind === 'municipality') || a.name.localeCompare(b.name))
      .slice(0, limit);
  }

  /** Cell counts come from a facet on the listing's precomputed cell of this zoom; clusters sit at the cell's centre. */
  async map(query: EngineQuery, view: MapView): Promise<EngineMapAnswer> {
    const client = await this.client();
    await this.prepare();
    const inView: EngineQuery = { ...query, bbox: view.bbox };
    const facet = cellAttribute(view.zoom);
    const { tiers, results } = await this.countTiers(inView, [facet]);
    const counts = new Map<string, number>();
    let total = 0;
    for (const result of results) {
      total += (result as SearchResponse).totalHits ?? 0;
      for (const [cell, count] of Object.entries(result.facetDistribution?.[facet] ?? {})) counts.set(cell, (counts.get(cell) ?? 0) + count);
    }
    if (total <= view.markerLimit) {
      const markerIds: number[] = [];
      for (const request of tiers) {
        const response = await client.index<ListingDocument>(this.uidOf(inView)).search(request.q, {
          filter: request.filter,
          limit: view.markerLimit,
          attributesToRetrieve: ['id'],
          matchingStrategy: 'all',
        });
        markerIds.push(...response.hits.map((hit) => hit.id));
      }
      return { total, markerIds, clusters: [] };
    }
    const { width, height } = cellSize(view.zoom);
    const clusters: EngineMapCell[] = [...counts].map(([cell, count]) => {
      const [x, y] = cell.split(':').map(Number) as [number, number];
      const bounds = cellBounds(x, y, view.zoom);
      return { latitude: bounds.south + height / 2, longitude: bounds.west + width / 2, count, bounds };
    });
    return { total, markerIds: [], clusters };
  }

  async close(): Promise<void> {
    // The client keeps no connections open between requests.
  }

  private async count(query: EngineQuery): Promise<number> {
    const { results } = await this.countTiers(query);
    return results.reduce((sum, result) => sum + ((result as SearchResponse).totalHits ?? 0), 0);
  }

  /** Each tier's match count in one multi-search (no hits), with these facets' distributions. */
  private async countTiers(query: EngineQuery, facets?: string[]) {
    const client = await this.client();
    const tiers = ([0, 1] as const).map((tier) => tierRequest(query, tier)).filter((request) => request !== null);
    const { results } = await client.multiSearch({
      queries: tiers.map((request) => ({
        indexUid: this.uidOf(query),
        q: request.q,
        filter: request.filter,
        facets,
        hitsPerPage: 0,
        page: 1,
        matchingStrategy: 'all' as const,
      })),
    });
    return { tiers, results };
  }

  private async client(): Promise<Meilisearch> {
    this.clientPromise ??= import('meilisearch').then(
      ({ Meilisearch, MeilisearchApiError }) =>
        new Meilisearch({
          host: this.options.host,
          apiKey: this.options.apiKey,
          // Over node:http, not fetch (node-http-client.ts). The client marks this option
          // deprecated; a version without it fails the type check here rather than going back.
          httpClient: overNodeHttp((response, body) => new MeilisearchApiError(response, body as never)),
        }),
    );
    return this.clientPromise;
  }

  private async listings(uid = this.listingsUid): Promise<Index<ListingDocument>> {
    await this.prepare();
    return (await this.client()).index<ListingDocument>(uid);
  }

  /** A closed-market (VOW) query reads the closed-listings index, every other the public one. */
  private uidOf(query: EngineQuery): string {
    return query.closed ? this.closedUid : this.listingsUid;
  }

  /** Creates both indexes and applies their settings once per process; a failure is retried on the next call. */
  private prepare(): Promise<void> {
    this.ready ??= this.applySettings().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async applySettings(): Promise<void> {
    const client = await this.client();
    for (const [uid, settings] of [
      [this.listingsUid, LISTING_INDEX_SETTINGS],
      [this.closedUid, CLOSED_LISTING_INDEX_SETTINGS],
      [this.placesUid, PLACE_INDEX_SETTINGS],
    ] as const) {
      const existing = await client.getIndex(uid).catch(() => null);
      if (!existing) await settled(client.createIndex(uid, { primaryKey: 'id' }).waitTask({ timeout: TASK_TIMEOUT_MS }));
      await settled(client.index(uid).updateSettings(settings).waitTask({ timeout: TASK_TIMEOUT_MS }));
    }
    await this.fillPlaces({ replace: false });
  }

  /**
   * The places index mirrors PostgreSQL's municipality and community tables (a few hundred names).
   * Starting processes only upsert (several may start at once); a rebuild also drops removed names.
   */
  private async fillPlaces({ replace }: { replace: boolean }): Promise<void> {
    const rows = await this.sql<PlaceDocument>({
      text: `select 'm' || m.id as id, m.name, 'municipality' as kind, m.name as municipality from municipality m
             union all
             select 'c' || c.id, c.name, 'community', m.name from community c join municipality m on m.id = c.municipality_id`,
      values: [],
    });
    const places = (await this.client()).index<PlaceDocument>(this.placesUid);
    if (replace) await settled(places.deleteAllDocuments().waitTask({ timeout: TASK_TIMEOUT_MS }));
    if (rows.length > 0) await settled(places.addDocuments(rows).waitTask({ timeout: TASK_TIMEOUT_MS }));
  }
}
