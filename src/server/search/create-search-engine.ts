/**
 * Chooses the search engine once per process: Meilisearch when MEILI_HOST is set, else PostgreSQL.
 * Apart from search-engine.ts so the interface file imports no engine (the engines import it).
 */
import type { AppConfig } from '../env.ts';
import type { Orm } from '../db/orm.ts';
import type { SearchEngine } from './search-engine.ts';
import { PostgresSearchEngine } from './postgres/postgres-search-engine.ts';
import { MeilisearchEngine } from './meilisearch/meilisearch-engine.ts';

export function createSearchEngine(config: AppConfig, orm: Orm): SearchEngine {
  return config.env.MEILI_HOST
    ? new MeilisearchEngine({ host: config.env.MEILI_HOST, apiKey: config.env.MEILI_API_KEY, indexPrefix: config.env.MEILI_INDEX }, orm)
    : new PostgresSearchEngine(orm);
}
