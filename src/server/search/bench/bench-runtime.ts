/**
 * A throw-away world for the search benchmark: its own embedded PostgreSQL in its own directory
 * (BENCH_DATA_DIR to keep it between runs, else a temp dir removed afterwards) on a free port, the
 * app started as the `web` role on port 0, and the sample feed imported through the real
 * importer until the database holds `count` listings. It never reads DATABASE_URL or DATA_DIR,
 * so a developer's data is never touched.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { CentroidGeocoder } from '#importer/geocoder.ts';
import { SampleFeedSource } from '#importer/sources/sample-source.ts';
import { syncFeed } from '#importer/sync-feed.ts';
import { configFrom, parseEnv } from '../../env.ts';
import { startRuntime, type Runtime } from '../../runtime.ts';
import type { Logger } from '../../services.ts';
import { freePort } from '../../../../tests/support/db-global-setup.ts';
import { generateListings } from './generate-listings.ts';

export interface BenchRuntime {
  runtime: Runtime;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The command-line options of a benchmark on this database: how many sample listings it holds
 * (`--count`) and where it is kept between runs (`--data-dir`, else BENCH_DATA_DIR, else a temp dir).
 */
export function benchDatabaseOptions(count: number) {
  return { count: { type: 'string', default: String(count) }, 'data-dir': { type: 'string' } } as const;
}

/** A timed benchmark's repetitions: the timed requests of each case and the untimed warm-up before them. */
export function benchRepetitionOptions(iterations: number, warmup: number) {
  return { iterations: { type: 'string', default: String(iterations) }, warmup: { type: 'string', default: String(warmup) } } as const;
}

/**
 * The environment of a web process (`dist/server/main.js --role web`) a benchmark starts on its
 * database, as production runs it: built pages, no import at start, warnings only, an admin
 * password and secret of its own.
 */
export function benchWebEnv(options: { databaseUrl: string; dataDir: string; port: number }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    IMPORT_ON_START: 'false',
    ADMIN_PASSWORD: 'bench-admin-password',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    AUTH_SECRET: randomBytes(24).toString('hex'),
  };
}

/** A process's resident memory from /proc (Linux), in MB: its peak (VmHWM) or its present (VmRSS). */
export function processMemoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024);
}

const quietLogger = (log: (line: string) => void): Logger => ({ info: () => undefined, warn: log, error: log });

export async function startBenchRuntime(options: { count: number; dataDir?: string; log: (line: string) => void }): Promise<BenchRuntime> {
  const isTemporary = !options.dataDir;
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-search-bench-'));
  await fs.mkdir(dataDir, { recursive: true });
  // Under root, PostgreSQL runs as the `postgres` user, which must be able to enter the directory.
  await fs.chmod(dataDir, 0o755);
  const config = configFrom(
    parseEnv({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      IMPORT_ON_START: 'false',
      // The search and render benchmarks time the work itself: the same request again must not come
      // from the public answer cache (bench:load runs its own web processes, with it).
      PUBLIC_CACHE_SECONDS: '0',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'bench-admin-password',
    }),
  );
  options.log(`bench database in ${dataDir}`);
  const runtime = await startRuntime(config, { role: 'web', port: 0, log: quietLogger(options.log) });
  const close = async () => {
    await runtime.close();
    if (isTemporary) await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await importUntil(runtime, options.count, options.log);
  } catch (error) {
    await close();
    throw error;
  }
  return { runtime, baseUrl: runtime.url!, close };
}

/**
 * Above this many listings the bench data generator (generate-listings.ts: the sample feed with
 * its past, mapped as the importer maps it, written by COPY) fills the database in minutes;
 * below, the sample feed is imported through the importer.
 */
export const GENERATE_ABOVE = 200_000;

/** Imports (or generates) the sample feed (all classes) unless the database already holds that many listings. */
async function importUntil(runtime: Runtime, count: number, log: (line: string) => void): Promise<void> {
  const { pool, jobs } = runtime.services;
  const existing = (await pool.query<{ n: number }>('select count(*)::int as n from listing')).rows[0]!.n;
  // A generated database holds about `count` listings, not exactly: a kept one is used as it is.
  if (existing >= count || (count > GENERATE_ABOVE && existing > 0)) {
    log(`${existing} listings already in the database`);
    return;
  }
  const started = performance.now();
  if (count > GENERATE_ABOVE) {
    await generateListings(pool, { count, log });
  } else {
    const source = new SampleFeedSource({ count });
    for (const feedClass of FEED_CLASSES) {
      const summary = await syncFeed({ pool, jobs, source, geocoder: new CentroidGeocoder() }, feedClass, { skipMedia: true });
      if (summary.status !== 'succeeded') throw new Error(`sample import of ${feedClass} failed: ${summary.error}`);
      log(`imported ${summary.fetched} ${feedClass} listings in ${Math.round(summary.durationMs)} ms`);
    }
  }
  // The benchmark measures steady state: fresh statistics, visibility map set, vocabulary built.
  await pool.query('vacuum analyze listing');
  await pool.query('refresh materialized view search_vocabulary');
  log(`import done in ${Math.round((performance.now() - started) / 1000)} s`);
}
