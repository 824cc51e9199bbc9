/**
 * bench:import's last phase (issue #26: "a first import of a whole board's history must not hold
 * the site back: searches during it stay within 2× of their quiet p95"). A web process of its own
 * (the server bundle with `--role web`, as the site runs it, sharing only PostgreSQL with the importer)
 * answers the public search API one request after another, as one visitor would: first on a
 * quiet database, then while the importer writes a second board's history into it. The answer
 * cache is off, so every request does its work, and the requests are timed from a process of
 * their own (search-timer.ts), not from the one running the import.
 */
import { searchUrlToCriteria, type TSearchUrl } from '#shared/schemas/search-url.schema.ts';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/listing-search.schema.ts';
import { BenchHttpClient, trpcGetPath } from '#server/search/bench/bench-http-client.ts';
import { benchWebEnv } from '#server/search/bench/bench-runtime.ts';
import { percentile } from '#server/search/bench/percentile.ts';
import { fork } from 'node:child_process';
import path from 'node:path';
import { PROJECT_DIR } from '#server/project-dir.ts';
import { freePort } from '../../tests/support/db-global-setup.ts';
import { killGroup, startSite, type ChildRun } from '../../tests/support/site-process.ts';
import type { FeedSource } from '../sources/feed-source.ts';
import type { TimerStart } from './search-timer.ts';

/** What a visitor asks for: towns, a common street word, filters and a sort, no keyword at all. */
const SEARCHES: TSearchUrl[] = [
  { keyword: 'Toronto' },
  { keyword: 'Mississauga', bed: 3, maxPrice: 1_500_000 },
  { keyword: 'Yonge' },
  { keyword: 'Oakville', sort: 'price_asc' },
  { keyword: '', bed: 2, sort: 'price_desc' },
  { keyword: '', minPrice: 800_000, maxPrice: 1_200_000 },
];

export interface SearchTimes {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  /** Each search's p95, in SEARCHES' order, to show which one a slow figure comes from. */
  p95MsBySearch: number[];
}

export interface SearchWeb {
  /** Times searches one after another until `until` settles (or for `ms` without it); their p95 in ms. */
  timeSearches(options: { ms?: number; until?: Promise<unknown> }): Promise<SearchTimes>;
  close(): Promise<void>;
}

/** The searches as the bench prints them. */
export const SEARCH_NAMES = SEARCHES.map((search) =>
  Object.entries(search)
    .map(([key, value]) => (key === 'keyword' ? (value ? `"${value}"` : 'no keyword') : `${key} ${value}`))
    .join(', '),
);

/** Starts a web process on `databaseUrl` (production mode, no answer cache). */
export async function startSearchWeb(databaseUrl: string, dataDir: string): Promise<SearchWeb> {
  const port = await freePort();
  // The answer cache off: every request does its work.
  const env: NodeJS.ProcessEnv = { ...process.env, ...benchWebEnv({ databaseUrl, dataDir, port }), PUBLIC_CACHE_SECONDS: '0' };
  delete env.MEILI_HOST;
  const site: ChildRun = await startSite(env, 'web');
  const baseUrl = `http://127.0.0.1:${port}`;
  const client = new BenchHttpClient(baseUrl);
  const paths = SEARCHES.map((search) => trpcGetPath('listings.search', { criteria: searchUrlToCriteria(search, 'residential'), limit: SEARCH_PAGE_SIZE }));
  // The first request loads the process's listing facts; later ones measure steady state.
  for (const path of paths) await client.request('GET', path);

  return {
    async timeSearches({ ms, until }) {
      // Timed in a process of its own (search-timer.ts): this one runs the import meanwhile.
      // Under tsx from its source: this benchmark itself may run from a bundle (run-compiled.ts).
      const timer = fork(path.join(PROJECT_DIR, 'importer/bench/search-timer.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
      const reported = new Promise<number[][]>((resolve, reject) => {
        timer.once('message', (times) => resolve(times as number[][]));
        timer.once('exit', (code) => reject(new Error(`the search timer exited (${code}) without its times`)));
      });
      const start: TimerStart = { baseUrl, paths, ms: ms ?? null };
      timer.send(start);
      const stop = () => {
        if (timer.connected) timer.send('stop');
      };
      until?.then(stop, stop);
      const times = await reported;
      await until;
      const ascending = (list: number[]) => [...list].sort((a, b) => a - b);
      const all = ascending(times.flat());
      return {
        requests: all.length,
        p50Ms: round(percentile(all, 0.5)),
        p95Ms: round(percentile(all, 0.95)),
        p95MsBySearch: times.map((list) => round(percentile(ascending(list), 0.95))),
      };
    },
    async close() {
      client.close();
      killGroup(site, 'SIGTERM');
      await site.exited;
    },
  };
}

/** The sample feed under another source's name: its own cursor, so a second board imports whole. */
export function asSecondBoard(source: FeedSource): FeedSource {
  return {
    name: `${source.name}-second-board`,
    scope: source.scope,
    pages: (feedClass, cursor, pageSize) => source.pages(feedClass, cursor, pageSize),
    activeKeys: (feedClass) => source.activeKeys(feedClass),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
