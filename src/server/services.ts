/**
 * The long-lived collaborators of one process (ORM, queue, search engine, auth), built once at
 * start and handed to tRPC contexts and job handlers. Nothing here is per-request.
 */
import type pg from 'pg';
import { createPool } from './db/pg-pool.ts';
import type { AppConfig } from './env.ts';
import type { Orm } from './db/orm.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { SearchEngine } from './search/search-engine.ts';
import { AuthService } from './auth/auth.service.ts';
import { createSearchEngine } from './search/create-search-engine.ts';
import type { MediaStorage } from './media/storage.ts';
import { createMediaStorage } from './media/create-media-storage.ts';
import { RetriedDeletesStorage } from './media/retried-deletes.ts';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface AppServices {
  config: AppConfig;
  orm: Orm;
  jobs: JobQueue;
  search: SearchEngine;
  auth: AuthService;
  /** The pg pool: the default path to the database (SQL; ARCHITECTURE.md, "Data access"). */
  pool: pg.Pool;
  storage: MediaStorage;
  log: Logger;
}

export interface ServicesOptions {
  /** The web role's services: statement_timeout on the plain pool (the ORM gets it in createOrm). */
  statementTimeoutMs?: number;
}

export function createServices(config: AppConfig, orm: Orm, jobs: JobQueue, databaseUrl: string, log: Logger, options: ServicesOptions = {}): AppServices {
  return {
    config,
    orm,
    jobs,
    search: createSearchEngine(config, orm),
    auth: new AuthService(config.env.AUTH_SECRET),
    pool: createPool(databaseUrl, { max: 4, log: (line) => log.warn(line), statementTimeoutMs: options.statementTimeoutMs }),
    storage: new RetriedDeletesStorage(createMediaStorage(config), jobs),
    log,
  };
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};
