/**
 * `npm run bench:backup [-- --count 100000]`: backup and restore of N listings with their raw
 * records on a throw-away embedded PostgreSQL (never DATABASE_URL or DATA_DIR). The sample feed
 * is imported through the real importer (up to 2,000 listings), then copied in SQL until there
 * are N (the importer's own speed is bench:import's business). Backup and restore each run in a
 * child process, so each one's peak memory (max RSS) is its own; figures are MB/s of table data
 * (COPY text, before compression), seconds, archive size and peak RSS.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { CentroidGeocoder } from '#importer/geocoder.ts';
import { SampleFeedSource } from '#importer/sources/sample-source.ts';
import { syncFeed } from '#importer/sync-feed.ts';
import { AuthService } from '../../../auth/auth.service.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../../../db/embedded-postgres.ts';
import { createOrm } from '../../../db/orm.ts';
import { createPool } from '../../../db/pg-pool.ts';
import { configFrom, parseEnv } from '../../../env.ts';
import { JobQueue } from '../../../jobs/job-queue.ts';
import { prepareDatabase } from '../../../runtime.ts';
import { freePort } from '../../../../../tests/support/db-global-setup.ts';
import { createBackup } from '../create-backup.ts';
import { restoreBackup } from '../restore-backup.ts';

const { values } = parseArgs({
  options: { count: { type: 'string' }, phase: { type: 'string' }, database: { type: 'string' }, archive: { type: 'string' }, dir: { type: 'string' } },
});
const IMPORTED = 2000;

interface PhaseResult {
  seconds: number;
  maxRssMb: number;
  path?: string;
  archiveBytes?: number;
  tableBytes?: number;
  rows?: number;
}

/** Runs in the child: one backup or one restore, then prints its figures as JSON. */
async function runPhase(): Promise<void> {
  const config = configFrom(parseEnv({ NODE_ENV: 'development', DATA_DIR: values.dir!, DATABASE_URL: values.database!, LOG_LEVEL: 'silent' }));
  const started = performance.now();
  let result: Omit<PhaseResult, 'seconds' | 'maxRssMb'>;
  if (values.phase === 'backup') {
    const backup = await createBackup({ databaseUrl: values.database!, config, directory: path.join(values.dir!, 'backups') });
    const tableBytes = backup.manifest.tables.reduce((sum, table) => sum + table.parts.reduce((bytes, part) => bytes + part.bytes, 0), 0);
    result = { path: backup.path, archiveBytes: backup.bytes, tableBytes, rows: backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0) };
  } else {
    // Each step's elapsed time goes to stderr, so the parent shows where a restore spends it.
    const log = (line: string) => console.error(`  [restore +${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
    const summary = await restoreBackup({ archive: values.archive!, databaseUrl: values.database!, config, log });
    const tableBytes = summary.manifest.tables.reduce((sum, table) => sum + table.parts.reduce((bytes, part) => bytes + part.bytes, 0), 0);
    result = { tableBytes, rows: summary.rows };
  }
  const seconds = (performance.now() - started) / 1000;
  // resourceUsage().maxRSS is in kilobytes: the peak of this process alone.
  console.log(JSON.stringify({ ...result, seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

function child(args: string[]): Promise<PhaseResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...process.execArgv, import.meta.filename, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as PhaseResult);
      else reject(new Error(`${args[1]} phase exited with ${code}:\n${output}`));
    });
  });
}

async function fill(url: string, count: number, dataDir: string): Promise<void> {
  const config = configFrom(
    parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-admin-password' }),
  );
  const orm = await createOrm({ databaseUrl: url, poolMax: 2 });
  const jobs = new JobQueue(url);
  const pool = createPool(url, { max: 4 });
  try {
    await prepareDatabase(orm, config, { auth: new AuthService(config.env.AUTH_SECRET) });
    await jobs.start();
    const source = new SampleFeedSource({ count: Math.min(count, IMPORTED) });
    for (const feedClass of FEED_CLASSES) {
      const summary = await syncFeed({ pool, jobs, source, geocoder: new CentroidGeocoder() }, feedClass, { skipMedia: true });
      if (summary.status !== 'succeeded') throw new Error(`sample import of ${feedClass} failed: ${summary.error}`);
    }
    const { rows } = await pool.query<{ columns: string[] }>(
      `select array_agg(quote_ident(attname) order by attnum) as columns from pg_attribute
        where attrelid = 'public.listing'::regclass and attnum > 0 and not attisdropped and attgenerated = '' and attname not in ('id', 'listing_key')`,
    );
    const columns = rows[0]!.columns.join(', ');
    const { rows: imported } = await pool.query<{ n: number; last: number }>('select count(*)::int as n, max(id) as last from listing');
    const have = imported[0]!.n;
    // Copies of the imported listings (raw record included) under new keys, in batches.
    for (let copy = 1; have * copy < count; copy += 1) {
      const limit = Math.min(have, count - have * copy);
      await pool.query(
        `insert into listing (listing_key, ${columns}) select listing_key || '-' || $1::text, ${columns} from listing where id <= $3 order by id limit $2`,
        [copy, limit, imported[0]!.last],
      );
      await pool.query(
        `insert into listing_raw (listing_id, raw, packed, read_fields, rooms_packed)
         select copied.id, r.raw, r.packed, r.read_fields, r.rooms_packed
         from listing copied join listing original on copied.listing_key = original.listing_key || '-' || $1::text
         join listing_raw r on r.listing_id = original.id`,
        [copy],
      );
    }
    await pool.query('vacuum analyze listing');
  } finally {
    await jobs.stop();
    await pool.end();
    await orm.close(true);
  }
}

async function main(): Promise<void> {
  const count = Number(values.count ?? 100_000);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-backup-bench-'));
  await fs.chmod(work, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(work, 'pg'), port: await freePort(), ephemeral: true });
  try {
    await ensureDatabase(server.serverUrl, 'bench_source');
    await ensureDatabase(server.serverUrl, 'bench_target');
    const started = performance.now();
    await fill(server.urlFor('bench_source'), count, path.join(work, 'source'));
    console.log(`filled ${count} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const backup = await child(['--phase', 'backup', '--database', server.urlFor('bench_source'), '--dir', path.join(work, 'source')]);
    const restore = await child([
      '--phase',
      'restore',
      '--database',
      server.urlFor('bench_target'),
      '--dir',
      path.join(work, 'target'),
      '--archive',
      backup.path!,
    ]);
    const mb = (bytes: number) => bytes / 1024 / 1024;
    console.log(`\nbackup and restore of ${count} listings (${backup.rows} rows, ${mb(backup.tableBytes!).toFixed(0)} MB of table data as COPY text)`);
    console.log(
      `  backup:  ${backup.seconds.toFixed(1)} s, ${(mb(backup.tableBytes!) / backup.seconds).toFixed(1)} MB/s, archive ${mb(backup.archiveBytes!).toFixed(0)} MB, peak RSS ${backup.maxRssMb.toFixed(0)} MB`,
    );
    console.log(
      `  restore: ${restore.seconds.toFixed(1)} s, ${(mb(restore.tableBytes!) / restore.seconds).toFixed(1)} MB/s (checks the archive, then loads it), peak RSS ${restore.maxRssMb.toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
}

(values.phase ? runPhase() : main()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
