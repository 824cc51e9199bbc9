/**
 * Load benchmark (issue #26, "Serving"): `npm run bench:load [-- --count 100000 --processes 2
 * --connections 32 --seconds 20 --rounds 1 --change-seconds N --listings 20000 --listing-skew 1
 * --paced-rate 1000]`. Needs the build (`npm run build`:
 * pages are rendered by dist/server, assets come from dist/client); the server bundle is built
 * again first, so the web processes run the code as it is.
 *
 * The database is the search benchmark's (bench-runtime.ts: `count` sample listings in a throw-away
 * embedded PostgreSQL; BENCH_DATA_DIR or --data-dir keeps it). The site runs as `processes` web
 * processes (`dist/server/main.js --role web` with start:web's flags, NODE_ENV=production) forked
 * with node:cluster onto one port, so they share nothing but PostgreSQL; the cluster's primary
 * (this process) only hands each new connection to a worker. autocannon drives them from this
 * process with keep-alive connections asking for brotli like a browser (and, as a proxy would, not
 * decoding the bodies: autocannon-bodies-unread.ts), in three runs:
 *  1. the mixed public traffic (MIX below: API answers, server-rendered pages, static assets), each
 *     request's kind drawn by its share and timed by this script from the request being built to
 *     its whole answer, for the figures per kind; the listings opened are drawn from `listings`
 *     active ones by Zipf's law (`listing-skew`: 1 gives the first 2 % about 60 % of the visits,
 *     and the rest a long tail the answer cache cannot hold, as on a real site; 0 spreads them
 *     evenly);
 *     (with the share of each kind the web processes' public answer cache served: its X-Cache
 *     header; `--cache-seconds 0` runs them without it, anything else sets PUBLIC_CACHE_SECONDS;
 *     `--change-seconds N` commits a change to a listing every N seconds meanwhile, which the
 *     caches hear of: a kept answer is then served for PUBLIC_CACHE_SECONDS at most);
 *  2. the static shell alone (the SPA's index.html for an admin deep link), the anchor: what the
 *     same processes serve when a request costs next to nothing;
 *  3. the mixed traffic again, sent at `paced-rate` requests/s whatever the answers' pace (open
 *     loop, paced-load.ts: Poisson arrivals, each request timed from when it was due): the
 *     latencies at that pace, where the first run's are its connections' own queue at saturation;
 * and prints requests/s, p50/p99 overall (autocannon's) and per kind, the paced run's p50/p99
 * overall and per kind, the web processes' peak RSS (VmHWM), and one JSON line last. With
 * `--rounds N` the three runs alternate N times and the figures are each one's median run (by
 * requests/s; the paced run's by p99; the per-kind tables count every round). The client shares the
 * machine's cores with the server, as a proxy would: the figures are for this machine, not the
 * server alone.
 */
import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import './autocannon-bodies-unread.ts'; // before any run: answers' bodies are not decoded
import { searchUrlToCriteria } from '#shared/schemas/search-url.schema.ts';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/listing-search.schema.ts';
import { CLIENT_DIST_DIR } from '#server/app.ts';
import { SERVER_DIST_DIR } from '#server/ssr/ssr-entry-loader.ts';
import { benchDatabaseOptions, benchWebEnv, processMemoryMb, startBenchRuntime } from '#server/search/bench/bench-runtime.ts';
import { freePort } from '../support/db-global-setup.ts';
import { percentile } from '#server/search/bench/percentile.ts';
import { zipfDraw } from '#server/search/bench/zipf-draw.ts';
import { trpcGetPath } from '#server/search/bench/bench-http-client.ts';
import { CACHE_HEADER } from '#server/public-answer-cache.ts';
import { buildServerBundle, SERVER_BUNDLE } from '../../scripts/bundle.ts';
import { runPaced, type PacedRunFigures } from './paced-load.ts';

const { values: args } = parseArgs({
  options: {
    ...benchDatabaseOptions(100_000),
    processes: { type: 'string', default: String(os.cpus().length) },
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '20' },
    /** PUBLIC_CACHE_SECONDS of the web processes (the site's default when not given; 0: no cache). */
    'cache-seconds': { type: 'string' },
    /**
     * Every this many seconds of the mixed traffic a listing is changed (a commit the web processes'
     * caches hear of, as of a feed sync's page); none when not given.
     */
    'change-seconds': { type: 'string' },
    /** Runs of the mixed traffic and of the shell, one after the other; the figures are the median run's. */
    rounds: { type: 'string', default: '1' },
    /** Active listings whose pages and answers the visitors open (the first this many by id). */
    listings: { type: 'string', default: '20000' },
    /** How the visits spread over them: Zipf's law with this exponent (zipf-draw.ts); 0 spreads them evenly. */
    'listing-skew': { type: 'string', default: '1' },
    /**
     * After the saturated rounds, the same mixed traffic sent at this many requests a second
     * (open loop, paced-load.ts) for `seconds`: the latencies at that pace. 0 skips it.
     */
    'paced-rate': { type: 'string', default: '1000' },
  },
});
const PROCESSES = Number(args.processes);
const CONNECTIONS = Number(args.connections);
const SECONDS = Number(args.seconds);
const ROUNDS = Math.max(1, Math.floor(Number(args.rounds)) || 1);
const CHANGE_MS = args['change-seconds'] === undefined ? 0 : Number(args['change-seconds']) * 1000;
const LISTINGS = Number(args.listings);
const LISTING_SKEW = Number(args['listing-skew']);
const PACED_RATE = Number(args['paced-rate']);
/** Unmeasured seconds at the set pace before each paced run (paced-load.ts: the client's connections). */
const PACED_WARMUP_SECONDS = 3;

type Kind = 'search API' | 'map API' | 'detail API' | 'search page' | 'detail page' | 'static asset';

/**
 * Shares of the mixed traffic. A visit to a results page is one server-rendered page, then the
 * browser's own API calls as the visitor filters, pans the map and opens listings, and the assets a
 * first visit fetches (repeat visits have them cached).
 */
const MIX: Record<Kind, number> = {
  'search API': 0.22,
  'map API': 0.14,
  'detail API': 0.12,
  'search page': 0.08,
  'detail page': 0.12,
  'static asset': 0.32,
};

/** Map viewports a visitor pans through: the GTA, Toronto, downtown. */
const MAP_VIEWS = [
  { bbox: { north: 44.5, south: 43.3, east: -78.5, west: -80.2 }, zoom: 9 },
  { bbox: { north: 43.86, south: 43.58, east: -79.11, west: -79.64 }, zoom: 11 },
  { bbox: { north: 43.7, south: 43.63, east: -79.35, west: -79.43 }, zoom: 13 },
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Forks the web processes onto one port and resolves when every one listens. */
async function startWebProcesses(databaseUrl: string, port: number, dataDir: string): Promise<Worker[]> {
  cluster.setupPrimary({
    exec: SERVER_BUNDLE,
    args: ['--role', 'web'],
    execArgv: ['--max-semi-space-size=16'],
    silent: true,
  });
  const env = {
    ...benchWebEnv({ databaseUrl, dataDir, port }),
    ...(args['cache-seconds'] === undefined ? {} : { PUBLIC_CACHE_SECONDS: args['cache-seconds'] }),
  };
  const workers = Array.from({ length: PROCESSES }, () => cluster.fork(env));
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          // Its output is drained (a full pipe would block it) and kept for a failed start's message.
          const lines: string[] = [];
          const keep = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean).slice(-20));
          worker.process.stdout?.on('data', keep);
          worker.process.stderr?.on('data', keep);
          worker.once('listening', () => resolve());
          worker.once('exit', (code) => reject(new Error(`a web process exited (${code}) before it listened:\n${lines.slice(-20).join('\n')}`)));
        }),
    ),
  );
  return workers;
}

interface KindTiming {
  times: number[];
  failures: number;
  /** Answers the public answer cache served (X-Cache: hit). */
  hits: number;
  /** The first failed answer, shown with the figures. */
  firstFailure?: string;
}

/** What autocannon keeps per connection between building a request and reading its answer. */
interface RequestContext {
  kind: Kind;
  started: number;
}

type PacedRun = PacedRunFigures & { p50Ms: number; p99Ms: number };

interface RunFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The run with the median `by` (the lower middle of an even count), whole: its other figures are of that run. */
function medianRun<Run>(runs: Run[], by: (run: Run) => number): Run {
  return [...runs].sort((a, b) => by(a) - by(b))[Math.floor((runs.length - 1) / 2)]!;
}

const byPace = (run: RunFigures) => run.requestsPerSecond;

const sumOf = (runs: RunFigures[], key: 'non2xx' | 'errors') => runs.reduce((total, run) => total + run[key], 0);

function figuresOf(result: autocannon.Result): RunFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(`[bench:load] ${line}`);
  if (!fs.existsSync(path.join(SERVER_DIST_DIR, 'entry-server.js')) || !fs.existsSync(path.join(CLIENT_DIST_DIR, 'index.html')))
    throw new Error('Run `npm run build` first: pages are rendered by dist/server and assets come from dist/client.');
  await buildServerBundle();
  const bench = await startBenchRuntime({ count: Number(args.count), dataDir: args['data-dir'] ?? process.env.BENCH_DATA_DIR, log });
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-load-bench-'));
  let workers: Worker[] = [];
  try {
    const { pool } = bench.runtime.services;
    const databaseUrl = pool.options.connectionString!;
    const { rows: listings } = await pool.query<{ id: number }>(
      "select id from listing where is_active and not agent_hidden and feed_class = 'residential' order by id limit $1",
      [LISTINGS],
    );
    const drawListing = zipfDraw(listings, LISTING_SKEW);
    const { rows: towns } = await pool.query<{ municipality: string }>(
      'select municipality from listing where is_active group by municipality order by count(*) desc limit 12',
    );
    const html = fs.readFileSync(path.join(CLIENT_DIST_DIR, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    if (listings.length === 0 || assets.length === 0) throw new Error('no listings or no built assets to ask for');

    const searches = [
      ...towns.map(({ municipality }) => ({ keyword: municipality })),
      ...towns.slice(0, 6).map(({ municipality }) => ({ keyword: municipality, bed: 3, maxPrice: 1_500_000 })),
      { keyword: 'Yonge' },
      { keyword: '', bed: 2, sort: 'price_asc' as const },
      { keyword: '', minPrice: 800_000, maxPrice: 1_200_000 },
    ];
    const query = (search: (typeof searches)[number]) => new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)])).toString();
    const paths: Record<Kind, () => string> = {
      'search API': () => trpcGetPath('listings.search', { criteria: searchUrlToCriteria(pick(searches), 'residential'), limit: SEARCH_PAGE_SIZE }),
      'map API': () => {
        const view = pick(MAP_VIEWS);
        return trpcGetPath('listings.map', { criteria: { ...searchUrlToCriteria(pick(searches), 'residential'), bbox: view.bbox }, zoom: view.zoom });
      },
      'detail API': () => trpcGetPath('listings.details', { propertyId: String(drawListing().id), propertyType: 'resedential' }),
      'search page': () => `/search?${query(pick(searches))}`,
      'detail page': () => `/estate/details/${drawListing().id}/resedential`,
      'static asset': () => pick(assets),
    };
    const kinds = Object.keys(MIX) as Kind[];
    const drawKind = (): Kind => {
      let draw = Math.random();
      for (const kind of kinds) {
        draw -= MIX[kind];
        if (draw < 0) return kind;
      }
      return kinds.at(-1)!;
    };

    const port = await freePort();
    workers = await startWebProcesses(databaseUrl, port, uploadsDir);
    const url = `http://127.0.0.1:${port}`;
    const headers = { 'accept-encoding': 'br, gzip' };
    log(
      `${PROCESSES} web processes on ${url}; ${listings.length} listings (drawn by Zipf's law, exponent ${LISTING_SKEW}) and ${searches.length} searches to ask for; ${assets.length} assets`,
    );
    if (CHANGE_MS > 0) log(`a listing changes every ${CHANGE_MS / 1000} s of the mixed traffic`);

    // Warm-up: every process loads its in-memory listing facts at its first search, and compiles
    // its code paths; the runs measure steady state.
    const newTimings = () => new Map<Kind, KindTiming>(kinds.map((kind) => [kind, { times: [], failures: 0, hits: 0 }]));
    const timings = newTimings();
    // The current round's answers the public answer cache could have served (all but the assets)
    // and those it did: a round's pace follows it (an answer is kept at most 60 s, so a round
    // that long after another makes again what that one made).
    const roundCache = { answers: 0, hits: 0 };
    const recordAnswer = (into: Map<Kind, KindTiming>, kind: Kind, status: number, ms: number, hit: boolean, failure: () => string) => {
      const timing = into.get(kind)!;
      if (status < 200 || status >= 300) {
        timing.firstFailure ??= failure();
        timing.failures++;
        return;
      }
      timing.times.push(ms);
      if (hit) timing.hits++;
      if (kind !== 'static asset') {
        roundCache.answers++;
        if (hit) roundCache.hits++;
      }
    };
    const mixedRequest = (record: boolean): autocannon.Request => ({
      method: 'GET',
      setupRequest: (request, context) => {
        const kind = drawKind();
        Object.assign(context, { kind, started: performance.now() } satisfies RequestContext);
        return { ...request, path: paths[kind]() };
      },
      onResponse: (status, body, context, headers) => {
        const { kind, started } = context as RequestContext;
        if (record) recordAnswer(timings, kind, status, performance.now() - started, headers?.[CACHE_HEADER] === 'hit', () => `${status} ${body}`);
      },
    });
    await runAutocannon({ url, headers, connections: CONNECTIONS, amount: 60 * PROCESSES * kinds.length, requests: [mixedRequest(false)] });

    // A mixed run's pace depends on how many of its answers were made before it (each round prints
    // its share from the cache): the first run and, with 20 s runs, every other one after it make
    // answers again, since an answer is kept 60 s at most. With `--rounds`, the mixed run, the
    // shell's and the paced run alternate and the median run of each is reported.
    const withChanges = async <T>(run: () => Promise<T>): Promise<T> => {
      const changing =
        CHANGE_MS > 0 ? setInterval(() => void pool.query('update listing set updated_at = now() where id = $1', [pick(listings).id]), CHANGE_MS) : null;
      try {
        return await run();
      } finally {
        if (changing) clearInterval(changing);
      }
    };
    // The same traffic at a set pace: the latencies a visitor meets when the site serves
    // PACED_RATE requests a second, where the saturated run's are those of its connections' own queue.
    const pacedTimings = newTimings();
    const pacedRound = async (): Promise<PacedRun> => {
      const times: number[] = [];
      const figures = await withChanges(() =>
        runPaced({
          url,
          headers,
          rate: PACED_RATE,
          seconds: SECONDS,
          warmupSeconds: PACED_WARMUP_SECONDS,
          nextRequest: (measured) => {
            const kind = drawKind();
            return {
              path: paths[kind](),
              answered: ({ status, headers, ms }) => {
                if (!measured) return;
                if (status >= 200 && status < 300) times.push(ms);
                recordAnswer(pacedTimings, kind, status, ms, headers[CACHE_HEADER] === 'hit', () => `${status}`);
              },
              failed: (error) => {
                if (measured) recordAnswer(pacedTimings, kind, 0, 0, false, () => error.message);
              },
            };
          },
        }),
      );
      times.sort((a, b) => a - b);
      const tenths = (value: number) => Math.round(value * 10) / 10;
      return { ...figures, p50Ms: tenths(percentile(times, 0.5)), p99Ms: tenths(percentile(times, 0.99)) };
    };
    const mixedRuns: RunFigures[] = [];
    const shellRuns: RunFigures[] = [];
    const pacedRuns: PacedRun[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const of = ROUNDS > 1 ? ` (round ${round} of ${ROUNDS})` : '';
      log(`mixed traffic${of}: ${CONNECTIONS} connections for ${SECONDS} s`);
      Object.assign(roundCache, { answers: 0, hits: 0 });
      mixedRuns.push(
        figuresOf(await withChanges(() => runAutocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS, requests: [mixedRequest(true)] }))),
      );
      const cached = Math.round((100 * roundCache.hits) / Math.max(1, roundCache.answers));
      log(`static shell${of}: ${CONNECTIONS} connections for ${Math.ceil(SECONDS / 2)} s`);
      shellRuns.push(
        figuresOf(
          await runAutocannon({
            url,
            headers,
            connections: CONNECTIONS,
            duration: Math.ceil(SECONDS / 2),
            requests: [{ method: 'GET', path: '/admin/login' }],
          }),
        ),
      );
      if (PACED_RATE > 0) {
        log(
          `mixed traffic at ${PACED_RATE} requests/s${of} (Poisson arrivals, each timed from when it was due) for ${SECONDS} s after ${PACED_WARMUP_SECONDS} s unmeasured`,
        );
        pacedRuns.push(await pacedRound());
      }
      if (ROUNDS > 1) {
        const pacedLine = PACED_RATE > 0 ? `, at ${PACED_RATE}/s p99 ${pacedRuns.at(-1)!.p99Ms} ms` : '';
        log(
          `round ${round}: mixed ${mixedRuns.at(-1)!.requestsPerSecond} requests/s (${cached} % of its answers from the cache), static shell ${shellRuns.at(-1)!.requestsPerSecond}${pacedLine}`,
        );
      }
    }
    // The paced run with the median p99.
    const paced = pacedRuns.length > 0 ? medianRun(pacedRuns, (run) => run.p99Ms) : null;
    const webRssMb = Math.max(...workers.map((worker) => processMemoryMb(worker.process.pid!, 'VmHWM')));
    const mixed = { ...medianRun(mixedRuns, byPace), non2xx: sumOf(mixedRuns, 'non2xx'), errors: sumOf(mixedRuns, 'errors') };
    const shell = medianRun(shellRuns, byPace);

    printKinds(timings);
    console.log(
      `\nmixed:        ${mixed.requestsPerSecond.toLocaleString()} requests/s, p50 ${mixed.p50Ms} ms, p99 ${mixed.p99Ms} ms (${mixed.non2xx} non-2xx, ${mixed.errors} errors)`,
    );
    console.log(`static shell: ${shell.requestsPerSecond.toLocaleString()} requests/s, p50 ${shell.p50Ms} ms, p99 ${shell.p99Ms} ms (the anchor)`);
    if (paced) {
      console.log(`\nAt ${PACED_RATE} requests/s (open loop; the median run by p99, the table counts every run):`);
      printKinds(pacedTimings);
      console.log(
        `\npaced:        ${paced.requestsPerSecond.toLocaleString()} requests/s answered of ${PACED_RATE} asked, p50 ${paced.p50Ms} ms, p99 ${paced.p99Ms} ms, at most ${paced.maxInFlight} in flight`,
      );
    }
    console.log(`web processes: ${PROCESSES}, peak RSS of the largest ${webRssMb} MB; ${os.cpus().length} cores shared with this client`);
    console.log(
      JSON.stringify({
        count: Number(args.count),
        processes: PROCESSES,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        changeSeconds: CHANGE_MS / 1000,
        listings: listings.length,
        listingSkew: LISTING_SKEW,
        requestsPerSecond: mixed.requestsPerSecond,
        p50Ms: mixed.p50Ms,
        p99Ms: mixed.p99Ms,
        non2xx: mixed.non2xx,
        errors: mixed.errors,
        shellRequestsPerSecond: shell.requestsPerSecond,
        pacedRate: PACED_RATE,
        pacedRequestsPerSecond: paced?.requestsPerSecond ?? null,
        pacedP50Ms: paced?.p50Ms ?? null,
        pacedP99Ms: paced?.p99Ms ?? null,
        webRssMb,
      }),
    );
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await Promise.all(workers.map((worker) => new Promise((resolve) => (worker.isDead() ? resolve(null) : worker.once('exit', resolve)))));
    await bench.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** Per kind: its share, answers, how many the answer cache served, p50/p99 and failures. */
function printKinds(timings: Map<Kind, KindTiming>): void {
  console.log(`\n| kind | share | requests | from the cache | p50 ms | p99 ms | failed |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [kind, { times, failures, hits }] of timings) {
    const sorted = times.sort((a, b) => a - b);
    const cached = times.length ? Math.round((100 * hits) / times.length) : 0;
    console.log(
      `| ${kind} | ${Math.round(MIX[kind] * 100)} % | ${times.length} | ${cached} % | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ${failures} |`,
    );
  }
  for (const [kind, { firstFailure }] of timings) if (firstFailure) console.log(`first failed ${kind} answer: ${firstFailure}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
