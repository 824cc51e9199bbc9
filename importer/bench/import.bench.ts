/**
 * `npm run bench:import [-- --count 100000]`: the importer's figures on a throw-away embedded
 * PostgreSQL (never a developer's data). The sample feed is recorded to files first, untimed, and
 * served from them (recorded-feed-source.ts), so the clock holds the importer's work, not the
 * sample generator's:
 *  1. full import of N sample listings, all three classes, without photo variants, including
 *     search indexing — listings/s and the Node process's peak memory;
 *  2. a re-run with no changes — must write nothing;
 *  3. an incremental run where 1,000 listings changed — end-to-end time;
 *  4. the anchor: PostgreSQL's own COPY of the same rows (listing, listing_raw, listing_media) into
 *     the same tables, emptied, two COPYs at once on two connections (the issue's anchor; the
 *     importer writes two pages at once only on more than two cores, one on two:
 *     defaultPagesInFlight) — listings/s, and the importer's rate as a share of it (copyRatio);
 *  5. searches during a first import: a web process of its own answers the public search API,
 *     one request after another, on the quiet database and then while a second board's N
 *     listings (another sample seed, its own source) are imported — both p95s and their ratio
 *     (searches-during-import.ts; the issue asks ≤ 2×).
 * It also prints what a listing costs on disk, all in (bytesPerListing; and bytesPerListingMainPhotosMade
 * once every main photo is made, as on a settled site), and the CPU time a listing
 * costs in this process and in PostgreSQL (process-cpu.ts): on two shared cores that is the pace.
 * `npm run bench:import` runs this file bundled (scripts/run-compiled.ts) with the worker's heap
 * flags, as the worker that imports in production runs: its peak memory is the importer's, not
 * tsx's.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { FEED_CLASSES, type FeedClass } from '#shared/listing-classes.ts';
import { configFrom, parseEnv } from '#server/env.ts';
import { ensureDatabase, startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { createOrm } from '#server/db/orm.ts';
import { createPool } from '#server/db/pg-pool.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { AuthService } from '#server/auth/auth.service.ts';
import { prepareDatabase } from '#server/runtime.ts';
import { createSearchEngine } from '#server/search/create-search-engine.ts';
import { freePort } from '../../tests/support/db-global-setup.ts';
import { CentroidGeocoder } from '../geocoder.ts';
import { SampleFeedSource } from '../sources/sample-source.ts';
import type { FeedCursor, FeedSource } from '../sources/feed-source.ts';
import { generateSampleFeed } from '../sources/sample/index.ts';
import { syncFeed, type SyncSummary } from '../sync-feed.ts';
import { ownCpuMs, postgresCpuMs } from './process-cpu.ts';
import { RecordedFeedSource } from './recorded-feed-source.ts';
import { asSecondBoard, SEARCH_NAMES, type SearchTimes, startSearchWeb } from './searches-during-import.ts';
import { runAsBackgroundWork } from '#server/background-priority.ts';
import { compactListingIndexes } from '#server/db/index-compaction.ts';
import { buildServerBundle } from '../../scripts/bundle.ts';
import { storagePerListing } from '#server/search/bench/listing-storage.ts';

const { values } = parseArgs({ options: { count: { type: 'string' }, changed: { type: 'string' }, 'page-size': { type: 'string' } } });
const COUNT = Number(values.count ?? 100_000);
const CHANGED = Number(values.changed ?? 1000);
const PAGE_SIZE = values['page-size'] ? Number(values['page-size']) : undefined;

/** Peak resident memory of this process, sampled while the import runs. */
function trackPeakRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

/** Where the write-ahead log stands and how many checkpoints have run: what an import writes twice. */
async function walPosition(pool: pg.Pool) {
  const { rows } = await pool.query<{ lsn: string; checkpoints: string }>(
    'select pg_current_wal_lsn()::text as lsn, (num_timed + num_requested)::text as checkpoints from pg_stat_checkpointer',
  );
  return rows[0]!;
}

async function walSince(pool: pg.Pool, before: { lsn: string; checkpoints: string }) {
  const after = await walPosition(pool);
  const { rows } = await pool.query<{ bytes: string }>('select pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::text as bytes', [after.lsn, before.lsn]);
  return { bytes: Number(rows[0]!.bytes), checkpoints: Number(after.checkpoints) - Number(before.checkpoints) };
}

/**
 * The anchor: the tables' own rows written back by PostgreSQL's COPY. The listings (with their raw
 * records and photo rows) are exported to files, the tables emptied (indexes, constraints and
 * triggers stay), then two connections each COPY half of them back at once, listings before their
 * photos as the importer's pages do. Returns listings per second, wall clock.
 */
const COPY_TABLES = ['listing', 'listing_raw', 'listing_media'] as const;
const COPY_KEY: Record<(typeof COPY_TABLES)[number], string> = { listing: 'id', listing_raw: 'listing_id', listing_media: 'listing_id' };
async function copyAnchor(pool: pg.Pool, workDir: string) {
  const file = (table: string, half: number) => path.join(workDir, `${table}.${half}.copy`);
  const { rows } = await pool.query<{ listings: number }>('select count(*)::int as listings from listing');
  const listings = rows[0]!.listings;
  const client = await pool.connect();
  try {
    for (const table of COPY_TABLES)
      for (const half of [0, 1])
        await pipeline(
          client.query(copyTo(`copy (select * from ${table} where ${COPY_KEY[table]} % 2 = ${half}) to stdout`)),
          createWriteStream(file(table, half)),
        );
    // Everything else that points at a listing goes too (events, favourites, buildings); only the COPY is timed.
    await client.query('truncate listing cascade');
  } finally {
    client.release();
  }
  const started = performance.now();
  await Promise.all(
    [0, 1].map(async (half) => {
      const connection = await pool.connect();
      try {
        for (const table of COPY_TABLES) await pipeline(createReadStream(file(table, half)), connection.query(copyFrom(`copy ${table} from stdin`)));
      } finally {
        connection.release();
      }
    }),
  );
  const ms = performance.now() - started;
  return { listings, ms, listingsPerSecond: Math.round((listings / ms) * 1000) };
}

interface SyncRun {
  ms: number;
  fetched: number;
  inserted: number;
  updated: number;
  events: number;
  indexJobs: number;
}

/** The run-0 feed plus CHANGED listings modified a year later (new price, newer timestamp). */
function withChanges(base: FeedSource, count: number, changed: number): FeedSource {
  const overlay = new Map<FeedClass, Record<string, unknown>[]>(FEED_CLASSES.map((feedClass) => [feedClass, []]));
  const every = Math.max(1, Math.floor(count / changed));
  let index = 0;
  let picked = 0;
  for (const record of generateSampleFeed({ count })) {
    if (index++ % every !== 0 || picked >= changed || record.ContractStatus === 'Unavailable') continue;
    const feedClass = record.PropertyType === 'Commercial' ? 'commercial' : record.PropertyType.startsWith('Residential Condo') ? 'condo' : 'residential';
    overlay.get(feedClass)!.push({
      ...record,
      ListPrice: Math.round((record.ListPrice ?? 500_000) * 0.98),
      ModificationTimestamp: new Date(Date.UTC(2027, 0, 1) + picked).toISOString(),
    });
    picked += 1;
  }
  return {
    name: base.name,
    scope: base.scope,
    async *pages(feedClass, cursor: FeedCursor | null, pageSize) {
      yield* base.pages(feedClass, cursor, pageSize);
      const after = (record: Record<string, unknown>) =>
        !cursor || String(record.ModificationTimestamp) > cursor.ts || (record.ModificationTimestamp === cursor.ts && String(record.ListingKey) > cursor.key);
      const records = overlay.get(feedClass)!.filter(after);
      for (let start = 0; start < records.length; start += pageSize) yield records.slice(start, start + pageSize);
    },
    activeKeys: (feedClass) => base.activeKeys(feedClass),
  };
}

async function main(): Promise<void> {
  // The web process of the last phase runs the server bundle: built from the sources as they are.
  await buildServerBundle();
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-bench-import-'));
  await fs.chmod(workDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort() });
  await ensureDatabase(server.serverUrl, 'bench');
  const url = server.urlFor('bench');
  const config = configFrom(parseEnv({ DATABASE_URL: url, DATA_DIR: workDir, LOG_LEVEL: 'silent' }));
  const orm = await createOrm({ databaseUrl: url, poolMax: 2 });
  const pool = createPool(url, { max: 3 });
  const jobs = new JobQueue(url);
  const search = createSearchEngine(config, orm);
  try {
    await prepareDatabase(orm, config, { auth: new AuthService(config.env.AUTH_SECRET) });
    await jobs.start();
    const geocoder = new CentroidGeocoder();

    const runAll = async (source: FeedSource): Promise<SyncRun> => {
      const started = performance.now();
      const summaries: SyncSummary[] = [];
      for (const feedClass of FEED_CLASSES)
        summaries.push(await syncFeed({ pool, jobs, source, geocoder }, feedClass, { skipMedia: true, pageSize: PAGE_SIZE }));
      // Search indexing: drain the search.index jobs the sync queued, through the configured engine.
      const { rows } = await pool.query<{ data: { listingIds: number[] } }>(`delete from pgboss.job where name = 'search.index' returning data`);
      for (const row of rows) await search.index(row.data.listingIds);
      const failed = summaries.find((summary) => summary.status !== 'succeeded');
      if (failed) throw new Error(`sync failed: ${failed.error}`);
      const total = (key: 'fetched' | 'inserted' | 'updated' | 'events') => summaries.reduce((sum, summary) => sum + summary[key], 0);
      return {
        ms: performance.now() - started,
        fetched: total('fetched'),
        inserted: total('inserted'),
        updated: total('updated'),
        events: total('events'),
        indexJobs: rows.length,
      };
    };

    console.log(
      `bench:import — ${COUNT.toLocaleString()} sample listings, page size ${PAGE_SIZE ?? 'default'}, search engine: ${search.name}, ${os.cpus().length} cores`,
    );
    console.log(`RSS before the import: ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
    // The feed is recorded first, untimed: the run then parses it as it would a server's answers.
    const recordStarted = performance.now();
    const feed = await RecordedFeedSource.record(new SampleFeedSource({ count: COUNT }), workDir);
    console.log(`feed:         recorded in ${((performance.now() - recordStarted) / 1000).toFixed(1)} s (untimed)`);
    const peakRss = trackPeakRss();
    const pgDir = path.join(workDir, 'pg');
    const cpuBefore = { node: ownCpuMs(), postgres: await postgresCpuMs(pgDir) };
    const walBefore = await walPosition(pool);
    const full = await runAll(feed);
    const peak = peakRss();
    const wal = await walSince(pool, walBefore);
    const cpu = {
      node: (ownCpuMs() - cpuBefore.node) / full.inserted,
      postgres: cpuBefore.postgres === null ? null : (((await postgresCpuMs(pgDir)) ?? 0) - cpuBefore.postgres) / full.inserted,
    };
    console.log(
      `full import:  ${full.inserted.toLocaleString()} listings in ${(full.ms / 1000).toFixed(1)} s = ${Math.round((full.inserted / full.ms) * 1000).toLocaleString()} listings/s; peak RSS ${(peak / 1048576).toFixed(0)} MB`,
    );

    console.log(
      `CPU:          ${(cpu.node * 1000).toFixed(0)} µs per listing in this process (feed, mapping, serializing), ${cpu.postgres === null ? 'PostgreSQL not measured' : `${(cpu.postgres * 1000).toFixed(0)} µs in PostgreSQL`}`,
    );
    console.log(`WAL:          ${Math.round(wal.bytes / full.inserted).toLocaleString()} bytes per listing, ${wal.checkpoints} checkpoints during the import`);
    const imported = await storagePerListing(pool);
    console.log(
      `storage:      ${imported.bytesPerListing.toLocaleString()} bytes per listing on disk right after the import, all in (${imported.listings.toLocaleString()} listings, ${(imported.total / 1048576).toFixed(0)} MB); per listing heap/TOAST/indexes: ${imported.tables.join(', ')}`,
    );
    // The run asked for its indexes to be rebuilt, as a first import does (db/index-compaction.ts):
    // the worker would run it once the import ends; the bench runs it here, timed.
    const { rows: compactionJobs } = await pool.query(`delete from pgboss.job where name = 'listings.compact-indexes' returning id`);
    if (compactionJobs.length === 0) throw new Error('the import did not ask for its indexes to be rebuilt');
    const compactionStarted = performance.now();
    await compactListingIndexes(pool);
    const compactionMs = performance.now() - compactionStarted;
    const storage = await storagePerListing(pool);
    console.log(
      `compacted:    ${storage.bytesPerListing.toLocaleString()} bytes per listing once the indexes were rebuilt (${(compactionMs / 1000).toFixed(1)} s, the site serving meanwhile); per listing heap/TOAST/indexes: ${storage.tables.join(', ')}`,
    );

    // A settled site has made every listing's main photo (an import queues each one): its row as
    // media.fetch leaves it (src/server/media/listing-photo-files.ts). The table is rewritten after
    // the update, so that the figure holds the rows and not the space a one-time update leaves.
    await pool.query(
      `update listing_media set status = 'ready', file_token = substr(md5(id::text), 1, 12), width = 1280, height = 853 where is_main and status = 'pending'`,
    );
    await pool.query('vacuum full listing_media');
    const withMainPhotos = await storagePerListing(pool);
    console.log(
      `main photos:  ${withMainPhotos.bytesPerListing.toLocaleString()} bytes per listing once every listing's main photo is made; per listing heap/TOAST/indexes: ${withMainPhotos.tables.join(', ')}`,
    );

    const { rows: before } = await pool.query<{ max: Date }>('select max(updated_at) as max from listing');
    const rerun = await runAll(feed);
    const { rows: after } = await pool.query<{ max: Date }>('select max(updated_at) as max from listing');
    const wroteNothing = rerun.inserted === 0 && rerun.updated === 0 && rerun.events === 0 && before[0]!.max.getTime() === after[0]!.max.getTime();
    console.log(
      `re-run:       ${(rerun.ms / 1000).toFixed(2)} s, ${rerun.inserted} inserted, ${rerun.updated} updated, ${rerun.events} events — ${wroteNothing ? 'wrote nothing' : 'WROTE ROWS'}`,
    );

    const incremental = await runAll(withChanges(feed, COUNT, CHANGED));
    console.log(
      `incremental:  ${incremental.updated} changed listings in ${(incremental.ms / 1000).toFixed(2)} s end to end (${incremental.indexJobs} search.index jobs)`,
    );
    const copy = await copyAnchor(pool, workDir);
    const listingsPerSecond = Math.round((full.inserted / full.ms) * 1000);
    const copyRatio = Number((listingsPerSecond / copy.listingsPerSecond).toFixed(2));
    console.log(
      `COPY anchor:  ${copy.listings.toLocaleString()} listings with their raw records and photo rows in ${(copy.ms / 1000).toFixed(1)} s on two connections = ${copy.listingsPerSecond.toLocaleString()} listings/s; the importer is ${copyRatio}× that`,
    );

    const secondDir = path.join(workDir, 'second-board');
    await fs.mkdir(secondDir);
    const secondBoard = asSecondBoard(await RecordedFeedSource.record(new SampleFeedSource({ count: COUNT, seed: 2 }), secondDir));
    // The quiet figures are a settled site's: the COPY anchor has just rewritten the tables, and
    // autovacuum would otherwise analyze them under the quiet searches.
    await pool.query('vacuum (analyze) listing, listing_raw, listing_media');
    const web = await startSearchWeb(url, workDir);
    let searches: { quiet: SearchTimes; during: SearchTimes; ratio: number; import: SyncRun };
    try {
      const quiet = await web.timeSearches({ ms: 10_000 });
      let importDone: () => void = () => undefined;
      const during = web.timeSearches({ until: new Promise<void>((resolve) => (importDone = resolve)) });
      // This process now does the worker role's work, at its priority (main.ts); the web process
      // and the search timer were started before, at the normal one.
      runAsBackgroundWork();
      const importing = runAll(secondBoard).finally(() => importDone());
      const [duringTimes, run] = [await during, await importing];
      searches = { quiet, during: duringTimes, ratio: Number((duringTimes.p95Ms / quiet.p95Ms).toFixed(2)), import: run };
    } finally {
      await web.close();
    }
    console.log(
      `searches:     p50 / p95 ${searches.quiet.p50Ms} / ${searches.quiet.p95Ms} ms quiet, ${searches.during.p50Ms} / ${searches.during.p95Ms} ms (${searches.during.requests} searches) while a second board's ${searches.import.inserted.toLocaleString()} listings were imported at ${Math.round((searches.import.inserted / searches.import.ms) * 1000).toLocaleString()} listings/s: ${searches.ratio}× the quiet p95`,
    );
    console.log(
      `              p95 by search, quiet → during: ${SEARCH_NAMES.map((name, index) => `${name} ${searches.quiet.p95MsBySearch[index]} → ${searches.during.p95MsBySearch[index]}`).join('; ')}`,
    );
    // One machine-readable line last, for scripts comparing runs.
    console.log(
      JSON.stringify({
        count: COUNT,
        listingsPerSecond,
        peakRssMb: Math.round(peak / 1048576),
        rerunWroteNothing: wroteNothing,
        incrementalMs: Math.round(incremental.ms),
        eventsWritten: full.events + rerun.events + incremental.events,
        bytesPerListing: storage.bytesPerListing,
        bytesPerListingBeforeCompaction: imported.bytesPerListing,
        bytesPerListingMainPhotosMade: withMainPhotos.bytesPerListing,
        compactionMs: Math.round(compactionMs),
        copyRowsPerSecond: copy.listingsPerSecond,
        copyRatio,
        nodeCpuUsPerListing: Math.round(cpu.node * 1000),
        postgresCpuUsPerListing: cpu.postgres === null ? null : Math.round(cpu.postgres * 1000),
        searchQuietP95Ms: searches.quiet.p95Ms,
        searchDuringImportP95Ms: searches.during.p95Ms,
        searchDuringImportRatio: searches.ratio,
      }),
    );
    if (!wroteNothing) process.exitCode = 1;
  } finally {
    await jobs.stop();
    await pool.end();
    await orm.close(true);
    await server.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
