/**
 * Server-rendering benchmark: `npm run bench:ssr [-- --count 100000 --iterations 200 --concurrency 4]`.
 * Needs the build (`npm run build`: the page renders come from dist/server). Reuses the search
 * benchmark's database and client (bench-runtime.ts: `count` sample listings imported through the
 * importer, BENCH_DATA_DIR or --data-dir keeps them for the next run; bench-http-client.ts: a
 * keep-alive client asking for brotli, timed to the last byte). For a listing detail page and a
 * search results page it times, one request after another after a warm-up, the server-rendered
 * page beside the JSON answer the browser would otherwise fetch for it (p50/p95), then runs each
 * with `concurrency` clients for `iterations` requests per client to give requests per second and
 * the CPU time this process spent per request (the server's part, and the keep-alive clients' small
 * one; PostgreSQL's is its own processes').
 * The size of the JavaScript a page loads is `npm run bench:entry`'s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchUrlToCriteria } from '#shared/schemas/search-url.schema.ts';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/listing-search.schema.ts';
import { BenchHttpClient, trpcGetPath } from '../../search/bench/bench-http-client.ts';
import { benchDatabaseOptions, benchRepetitionOptions, startBenchRuntime } from '../../search/bench/bench-runtime.ts';
import { SERVER_DIST_DIR } from '../ssr-entry-loader.ts';
import { percentile } from '../../search/bench/percentile.ts';
import { ownCpuMs } from '#importer/bench/process-cpu.ts';

const { values: args } = parseArgs({
  options: {
    ...benchDatabaseOptions(100_000),
    ...benchRepetitionOptions(200, 20),
    concurrency: { type: 'string', default: '4' },
  },
});
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const CONCURRENCY = Number(args.concurrency);

async function main(): Promise<void> {
  const log = (line: string) => console.log(`[bench:ssr] ${line}`);
  if (!fs.existsSync(path.join(SERVER_DIST_DIR, 'entry-server.js')))
    throw new Error('Run `npm run build` first: the pages are rendered by dist/server/entry-server.js.');
  const bench = await startBenchRuntime({ count: Number(args.count), dataDir: args['data-dir'] ?? process.env.BENCH_DATA_DIR, log });
  const clients = Array.from({ length: Math.max(CONCURRENCY, 1) }, () => new BenchHttpClient(bench.baseUrl));
  try {
    const { rows } = await bench.runtime.services.pool.query<{ id: number; total: number }>(
      "select id, (select count(*)::int from listing) as total from listing where is_active and feed_class = 'residential' order by id limit 1 offset 500",
    );
    const listing = rows[0]!;
    log(`${listing.total} listings; listing ${listing.id}`);
    const searchUrl = { keyword: 'Toronto' };
    const cases = [
      {
        label: 'listing detail',
        page: `/estate/details/${listing.id}/resedential`,
        json: trpcGetPath('listings.details', { propertyId: String(listing.id), propertyType: 'resedential' }),
      },
      {
        label: 'search "Toronto"',
        page: '/search?keyword=Toronto',
        json: trpcGetPath('listings.search', { criteria: searchUrlToCriteria(searchUrl, 'residential'), limit: SEARCH_PAGE_SIZE }),
      },
    ];
    const client = clients[0]!;
    const time = async (path: string) => {
      const started = performance.now();
      await client.request('GET', path);
      return performance.now() - started;
    };
    /** Requests per second with every client asking at once, and this process's CPU per request (the server's, with the clients' light share). */
    const throughput = async (path: string) => {
      const started = performance.now();
      const cpuBefore = ownCpuMs();
      await Promise.all(
        clients.map(async (each) => {
          for (let index = 0; index < ITERATIONS; index++) await each.request('GET', path);
        }),
      );
      const requests = clients.length * ITERATIONS;
      return { perSecond: requests / ((performance.now() - started) / 1000), cpuMs: (ownCpuMs() - cpuBefore) / requests };
    };
    console.log(
      `| page | server-rendered p50 / p95 (ms) | JSON p50 / p95 (ms) | server-rendered req/s | JSON req/s (${clients.length} clients) | CPU ms per page / per JSON answer |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const benchCase of cases) {
      const timings: Record<'page' | 'json', number[]> = { page: [], json: [] };
      for (let index = 0; index < WARMUP; index++) {
        await time(benchCase.page);
        await time(benchCase.json);
      }
      for (let index = 0; index < ITERATIONS; index++) {
        timings.page.push(await time(benchCase.page));
        timings.json.push(await time(benchCase.json));
      }
      const [page, json] = [timings.page.sort((a, b) => a - b), timings.json.sort((a, b) => a - b)];
      const pageRate = await throughput(benchCase.page);
      const jsonRate = await throughput(benchCase.json);
      const f = (value: number) => value.toFixed(1);
      console.log(
        `| ${benchCase.label} | ${f(percentile(page, 0.5))} / ${f(percentile(page, 0.95))} | ${f(percentile(json, 0.5))} / ${f(percentile(json, 0.95))} | ${pageRate.perSecond.toFixed(0)} | ${jsonRate.perSecond.toFixed(0)} | ${pageRate.cpuMs.toFixed(2)} / ${jsonRate.cpuMs.toFixed(2)} |`,
      );
    }
  } finally {
    for (const each of clients) each.close();
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
