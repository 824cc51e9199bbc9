/**
 * The PostgreSQL engine: searches the listing table itself through the search migration's
 * expression indexes, so every write is searchable at once and indexing has nothing to copy.
 * What it keeps in memory is derived and refreshed on its own: the typo vocabulary (a
 * materialized view the index job refreshes), place-name matches, and the listing facts that the
 * public pages, their totals and the map are computed from (listing-facts.ts), and like facts of
 * each closed market of the VOW tier (sold, leased) for its searches.
 */
import type { Orm } from '../../db/orm.ts';
import type { ReindexProgress, SearchEngine } from '../search-engine.ts';
import type { EngineMapAnswer, EnginePageRequest, EngineQuery, EngineSearchPage, MapView, PlaceKind, PlaceMatch } from '../search-types.ts';
import { GridAggregator } from '../map-grid.ts';
import { fold } from '../text/normalize.ts';
import { Vocabulary } from '../text/typo.ts';
import { buildTsQuery, keywordIdsSql } from './listing-search-sql.ts';
import { closedListings, idList, ListingFacts, type KeywordIds, type KeywordSource } from './listing-facts.ts';
import { copyOutRunner, sqlRunner, type SqlRunner } from './sql-runner.ts';
import { searchableListingSql } from '../../modules/listings/public-listing.ts';
import { pageOfPhasedRows } from '../transaction-groups.ts';

const VOCABULARY_MAX_AGE_MS = 5 * 60_000;
/** The index job refreshes the vocabulary at most this often (a refresh reads every active listing). */
const VOCABULARY_REFRESH_INTERVAL_MS = 60_000;
const SUGGESTION_CACHE_SIZE = 500;
const SUGGESTION_MAX_AGE_MS = 5 * 60_000;
/** Below this trigram similarity a place name is not offered at all. */
const MIN_SUGGESTION_RATING = 0.15;

const SUGGEST_SQL = `
  select name, kind, municipality, similarity(public.search_fold(name), $1)::float8 as rating
  from (
    select m.name, 'municipality' as kind, m.name as municipality from municipality m
    union all
    select c.name, 'community', m.name from community c join municipality m on m.id = c.municipality_id
  ) places
  where similarity(public.search_fold(name), $1) >= $2
  order by rating desc, (kind = 'municipality') desc, name
  limit $3`;

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;
  private readonly sql: SqlRunner;
  private readonly facts: ListingFacts;
  /** Each closed market's listings (the VOW tier), loaded at its first search. */
  private readonly closedFacts: Record<'sold' | 'leased', ListingFacts>;
  private vocabularyCache: { vocabulary: Vocabulary; loadedAt: number } | null = null;
  private vocabularyLoading: Promise<Vocabulary> | null = null;
  private lastVocabularyRefresh = 0;
  private trailingRefresh: NodeJS.Timeout | null = null;
  private readonly suggestions = new Map<string, { matches: PlaceMatch[]; at: number }>();

  /** `keepTextMatchesFrom`: see ListingFacts (tests keep every full-text query's matches). */
  constructor(orm: Orm, options: { keepTextMatchesFrom?: number } = {}) {
    this.sql = sqlRunner(orm);
    const copyOut = copyOutRunner(orm);
    this.facts = new ListingFacts(this.sql, copyOut, { keepTextMatchesFrom: options.keepTextMatchesFrom });
    this.closedFacts = {
      sold: new ListingFacts(this.sql, copyOut, { scope: closedListings('sold') }),
      leased: new ListingFacts(this.sql, copyOut, { scope: closedListings('leased') }),
    };
  }

  /**
   * The public facts and the typo word list: at 2,000,000 listings the facts take a web process
   * 7–8 s to load, which the first visitors after a start would wait for. A closed market's facts
   * wait for its first search: only signed-in visitors ask for them, and they hold most of the board.
   */
  async warm(): Promise<void> {
    await Promise.all([this.facts.warm(), this.vocabulary()]);
  }

  async isHealthy(): Promise<boolean> {
    const rows = await this.sql<{ ok: number }>({
      text: "select count(*)::int as ok from pg_extension where extname in ('pg_trgm', 'unaccent')",
      values: [],
    });
    return rows[0]?.ok === 2;
  }

  /**
   * The listing indexes follow every write; only the typo vocabulary lags. It is refreshed at
   * once, then at most once a minute while writes keep coming, and once more after the last.
   */
  async index(): Promise<void> {
    const wait = this.lastVocabularyRefresh + VOCABULARY_REFRESH_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      this.lastVocabularyRefresh = Date.now();
      await this.refreshVocabulary();
      return;
    }
    this.trailingRefresh ??= setTimeout(() => {
      this.trailingRefresh = null;
      this.lastVocabularyRefresh = Date.now();
      // Nobody awaits this refresh; if it fails the vocabulary stays a little older until the next index job.
      this.refreshVocabulary().catch(() => undefined);
    }, wait);
    this.trailingRefresh.unref();
  }

  async reindexAll(onProgress?: (progress: ReindexProgress) => void): Promise<ReindexProgress> {
    await this.refreshVocabulary();
    await this.sql({ text: 'analyze listing', values: [] });
    const rows = await this.sql<{ n: number }>({ text: `select count(*)::int as n from listing where ${searchableListingSql()}`, values: [] });
    const progress = { indexed: rows[0]?.n ?? 0, total: rows[0]?.n ?? 0 };
    onProgress?.(progress);
    return progress;
  }

  /**
   * Every page of a public, sold or leased search from the in-memory listing facts, which filter
   * and order every listing they hold in a few milliseconds (at 2,000,000 listings, 1.1 million
   * public ones and half a million sold), where SQL's count visits every match and its walk of a
   * sort index passes every row a rare filter skips. A later page costs no more than a first page
   * (one sorted by price, of a query without keyword, is read from the facts' price order without
   * a scan), so no index needs to carry the filter columns for index-only pages. A keyword narrows
   * the facts to its matches: ids read through its indexes, and a common word's kept full-text
   * matches. (A sold or leased search with a keyword was answered in SQL until the words stopped
   * being stored: a walk of the close date computing each row's words took 120–200 ms at
   * 2,000,000 listings.)
   */
  async search(query: EngineQuery, page: EnginePageRequest): Promise<EngineSearchPage> {
    const vocabulary = query.text ? await this.vocabulary() : EMPTY_VOCABULARY;
    const facts = this.factsOf(query);
    // One more than the page tells whether another page follows.
    const { rows, total } = await facts.page(query, this.keywordSource(query, vocabulary), page.cursor, page.limit + 1, page.withTotal);
    return { ...pageOfPhasedRows(rows, page.limit), total: page.withTotal ? total : null };
  }

  /** The facts that answer this query: the public ones or a closed market's. */
  private factsOf(query: EngineQuery): ListingFacts {
    return query.closed ? this.closedFacts[query.closed.status] : this.facts;
  }

  async suggest(text: string, limit: number): Promise<PlaceMatch[]> {
    const folded = fold(text);
    if (!folded) return [];
    const cacheKey = `${limit}:${folded}`;
    const cached = this.suggestions.get(cacheKey);
    if (cached && Date.now() - cached.at < SUGGESTION_MAX_AGE_MS) return cached.matches;
    const rows = await this.sql<{ name: string; kind: PlaceKind; municipality: string; rating: number }>({
      text: SUGGEST_SQL,
      values: [folded, MIN_SUGGESTION_RATING, limit],
    });
    const matches = rows.map((row) => ({ name: row.name, kind: row.kind, municipality: row.municipality, rating: Math.min(1, Number(row.rating)) }));
    if (this.suggestions.size >= SUGGESTION_CACHE_SIZE) this.suggestions.delete(this.suggestions.keys().next().value!);
    this.suggestions.set(cacheKey, { matches, at: Date.now() });
    return matches;
  }

  async map(query: EngineQuery, view: MapView): Promise<EngineMapAnswer> {
    const inView: EngineQuery = { ...query, bbox: view.bbox };
    const facts = this.factsOf(inView);
    const keyword = this.keywordSource(inView, query.text ? await this.vocabulary() : EMPTY_VOCABULARY);
    const grid = new GridAggregator(view.zoom, view.bbox);
    const { total, markerIds } = await facts.aggregate(inView, keyword, grid, view.markerLimit);
    return total <= view.markerLimit ? { total, markerIds, clusters: [] } : { total, markerIds: [], clusters: grid.clusters() };
  }

  async close(): Promise<void> {
    if (this.trailingRefresh) clearTimeout(this.trailingRefresh);
    this.trailingRefresh = null;
    this.facts.invalidate();
    this.closedFacts.sold.invalidate();
    this.closedFacts.leased.invalidate();
  }

  /**
   * The keyword's matches, null without a keyword: the ids of its exact listings (and of an MLS
   * prefix) read now; full-text matches from the listing facts (kept, or read through the GIN index).
   */
  private keywordSource(query: EngineQuery, vocabulary: Vocabulary): KeywordSource | null {
    if (!query.text && !query.mlsPrefix && !query.exact) return null;
    const tsQuery = query.text && !query.mlsPrefix ? buildTsQuery(query.text.tokens, vocabulary) : null;
    const statement = keywordIdsSql(query, vocabulary, { withText: tsQuery === null });
    const ids: Promise<KeywordIds> = statement
      ? this.sql<{ exact_ids: string; other_ids: string }>(statement).then(([lists]) => ({
          exactIds: idList(lists?.exact_ids),
          otherIds: idList(lists?.other_ids),
        }))
      : Promise.resolve({ exactIds: [], otherIds: [] });
    return { ids, tsQuery };
  }

  private async refreshVocabulary(): Promise<void> {
    await this.sql({ text: 'refresh materialized view concurrently search_vocabulary', values: [] });
    this.vocabularyCache = null;
  }

  private async vocabulary(): Promise<Vocabulary> {
    const cached = this.vocabularyCache;
    if (cached && Date.now() - cached.loadedAt < VOCABULARY_MAX_AGE_MS) return cached.vocabulary;
    this.vocabularyLoading ??= this.sql<{ word: string; listings: number }>({ text: 'select word, listings from search_vocabulary', values: [] })
      .then((rows) => {
        const vocabulary = new Vocabulary(rows.map((row) => ({ word: row.word, weight: row.listings })));
        this.vocabularyCache = { vocabulary, loadedAt: Date.now() };
        return vocabulary;
      })
      .finally(() => {
        this.vocabularyLoading = null;
      });
    // A stale vocabulary still corrects typos well: answer with it while the fresh one loads.
    return cached ? cached.vocabulary : this.vocabularyLoading;
  }
}

const EMPTY_VOCABULARY = new Vocabulary([]);
