/**
 * `npm run bench:worker [-- --count N --data-dir DIR]`: the worker process while it indexes every
 * listing of a database (issue 26: under 200 MB at two million listings). The database is the
 * search benchmark's (bench-runtime.ts: kept with --data-dir). Every listing id is queued as
 * `search.index` jobs of 2,000 ids, as an import queues them; then a worker process
 * (`dist/server/main.js --role worker`, as production runs it; the bundle is built first) drains
 * them, once per engine:
 * - postgres: the indexes follow every write, so the jobs only refresh the typo vocabulary; this
 *   is the worker's own footprint with every handler loaded;
 * - meilisearch: each job reads its listings' documents from PostgreSQL and sends them, to a
 *   stand-in server (meili-stand-in.ts) that counts them and indexes nothing, since no Meilisearch
 *   can run here; the figures are the worker's side of indexing.
 * Prints per engine the seconds from the worker's start to the last job, listings a second and
 * the worker's peak RSS (VmHWM), then one JSON line.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { enqueueSearchIndex } from '../../jobs/job-queue.ts';
import { benchDatabaseOptions, benchWebEnv, processMemoryMb, startBenchRuntime } from './bench-runtime.ts';
import { startMeiliStandIn } from '../meilisearch/testing/meili-stand-in.ts';
import { buildServerBundle, SERVER_BUNDLE } from '../../../../scripts/bundle.ts';

const { values: args } = parseArgs({ options: benchDatabaseOptions(100_000) });

type Engine = 'postgres' | 'meilisearch';

/** The worker's heap flags, as `npm run start:worker` and the compose file's NODE_OPTIONS give them. */
const WORKER_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=256'];

interface EngineFigures {
  /** RSS when the worker said it was ready, its handlers loaded. */
  readyRssMb: number;
  seconds: number;
  listingsPerSecond: number;
  workerPeakRssMb: number;
  documentsSent: number | null;
}

/** The worker process, and its RSS when it says it is ready. */
function startWorker(env: Record<string, string>): { child: ChildProcess; readyRssMb: Promise<number> } {
  const child = fork(SERVER_BUNDLE, ['--role', 'worker'], { execArgv: WORKER_FLAGS, env, silent: true });
  // Its output is drained (a full pipe would block it); errors are shown.
  const readyRssMb = new Promise<number>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('[worker] ready')) resolve(processMemoryMb(child.pid!, 'VmRSS'));
    });
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { child, readyRssMb };
}

async function stopWorker(child: ChildProcess): Promise<void> {
  // A worker that crashed (out of memory: SIGABRT) has a signal code and no exit code.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(`[bench:worker] ${line}`);
  await buildServerBundle();
  const bench = await startBenchRuntime({ count: Number(args.count), dataDir: args['data-dir'] ?? process.env.BENCH_DATA_DIR, log });
  const { pool, jobs } = bench.runtime.services;
  const databaseUrl = pool.options.connectionString!;
  const figures: Partial<Record<Engine, EngineFigures>> = {};
  // The worker's own data directory (uploads, backups): never the benchmark database's.
  const workerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-worker-bench-'));
  try {
    const { rows } = await pool.query<{ id: number }>('select id from listing order by id');
    const ids = rows.map((row) => row.id);
    log(`${ids.length.toLocaleString()} listings to index`);
    for (const engine of ['postgres', 'meilisearch'] as const) {
      const standIn = engine === 'meilisearch' ? await startMeiliStandIn() : null;
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query("delete from pgboss.job where name = 'search.index'");
        await enqueueSearchIndex(jobs, client, ids);
        await client.query('commit');
      } finally {
        client.release();
      }
      const started = performance.now();
      const { child: worker, readyRssMb } = startWorker({
        ...benchWebEnv({ databaseUrl, dataDir: workerDir, port: 0 }),
        ...(standIn ? { MEILI_HOST: standIn.url } : {}),
      });
      try {
        let exited = false;
        worker.once('exit', () => {
          exited = true;
        });
        for (;;) {
          if (exited) throw new Error(`the ${engine} worker exited before it had indexed every listing`);
          const { rows: left } = await pool.query<{ n: number }>(
            "select count(*)::int as n from pgboss.job where name = 'search.index' and state in ('created', 'retry', 'active')",
          );
          if (left[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const seconds = (performance.now() - started) / 1000;
        figures[engine] = {
          readyRssMb: await readyRssMb,
          seconds: Math.round(seconds * 10) / 10,
          listingsPerSecond: Math.round(ids.length / seconds),
          workerPeakRssMb: processMemoryMb(worker.pid!, 'VmHWM'),
          documentsSent: standIn ? standIn.documents() : null,
        };
        log(
          `${engine}: ${figures[engine].seconds} s, worker RSS ${figures[engine].readyRssMb} MB when ready, ${figures[engine].listingsPerSecond.toLocaleString()} listings/s, worker peak RSS ${figures[engine].workerPeakRssMb} MB` +
            (standIn ? `, ${standIn.documents().toLocaleString()} documents sent` : ''),
        );
        const { rows: failed } = await pool.query<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'search.index' and state = 'failed'");
        if (failed[0]!.n > 0) throw new Error(`${failed[0]!.n} search.index jobs failed on ${engine}`);
      } finally {
        await stopWorker(worker);
        await standIn?.close();
      }
    }
    console.log(JSON.stringify({ count: ids.length, ...figures }));
  } finally {
    await bench.close();
    fs.rmSync(workerDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
