/**
 * The search engine behind one small interface. PostgreSQL (pg_trgm, unaccent, full text) is the
 * embedded default; Meilisearch is used when MEILI_HOST is set. The listing-search issue fills in
 * upsert/delete/search/suggest; the foundation needs the engine's identity and health.
 */
import type { AppConfig } from '../env.ts';
import type { Orm } from '../db/orm.ts';

export interface SearchEngine {
  readonly name: 'postgres' | 'meilisearch';
  isHealthy(): Promise<boolean>;
  /** Brings the engine in step with PostgreSQL for these listings (the `search.index` job). */
  index(listingIds: number[]): Promise<void>;
}

class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;
  constructor(private readonly orm: Orm) {}
  async isHealthy(): Promise<boolean> {
    const rows = await this.orm.em.getConnection().execute<{ ok: number }[]>(
      "select count(*)::int as ok from pg_extension where extname in ('pg_trgm', 'unaccent')",
    );
    return rows[0]?.ok === 2;
  }
  async index(): Promise<void> {
    // The PostgreSQL engine searches the listing table itself: its indexes follow every write.
  }
}

class MeilisearchEngine implements SearchEngine {
  readonly name = 'meilisearch' as const;
  constructor(private readonly host: string, private readonly apiKey: string | undefined) {}
  async isHealthy(): Promise<boolean> {
    const { Meilisearch } = await import('meilisearch');
    const client = new Meilisearch({ host: this.host, apiKey: this.apiKey });
    return client.isHealthy();
  }
  async index(): Promise<void> {
    throw new Error('Meilisearch indexing is not implemented yet (listing search, issue #4).');
  }
}

export function createSearchEngine(config: AppConfig, orm: Orm): SearchEngine {
  return config.env.MEILI_HOST
    ? new MeilisearchEngine(config.env.MEILI_HOST, config.env.MEILI_API_KEY)
    : new PostgresSearchEngine(orm);
}
