/**
 * GET /metrics in the Prometheus text format (prom-client). Off unless METRICS_TOKEN is set (404,
 * and nothing is measured); then it answers only with `Authorization: Bearer <METRICS_TOKEN>`.
 *
 * Requests are labelled by their route pattern (`/api/listings/:id`, `/trpc/<procedure>`), never
 * the raw URL, so the number of series stays bounded whatever visitors type. Figures that live in
 * the database (imports, feed freshness, queues, mails, backups) are read when scraped, so every
 * process answers the same and nothing is counted twice across web and worker processes.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppServices } from '../services.ts';
import type { SearchEngine } from '../search/search-engine.ts';
import { appRouter } from '../trpc/app.router.ts';
import { bearerToken } from '../trpc/init.ts';
import { backupDirectoryOf, listBackupFiles } from '../ops/backup/backup-files.ts';
import { feedHealth } from '../ops/watchdog/feed-watchdog.ts';
import { QUEUE_NAMES } from '../jobs/queues.ts';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/** A duration histogram in seconds on the shared latency buckets, so request and search times read alike. */
const latencyHistogram = <Label extends string>(registry: Registry, name: string, help: string, labelNames: readonly Label[]) =>
  new Histogram<Label>({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });

/** The route pattern of a request: a tRPC call is labelled by its procedure when it names one. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  if (pattern.startsWith('/trpc/')) {
    const procedure = (request.params as { path?: string } | undefined)?.path;
    if (procedure && PROCEDURES.has(procedure)) return `/trpc/${procedure}`;
    return procedure?.includes(',') ? '/trpc/(batch)' : '/trpc/(unknown)';
  }
  return pattern;
}

function isAuthorized(header: string | undefined, token: string): boolean {
  const given = Buffer.from(bearerToken(header) ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(app: FastifyInstance, services: AppServices): void {
  const token = services.config.env.METRICS_TOKEN;
  if (!token) {
    app.get('/metrics', async (_request, reply) => reply.code(404).send({ status: 'error', message: 'Metrics are off (set METRICS_TOKEN).' }));
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = latencyHistogram(registry, 'http_request_duration_seconds', 'HTTP response time by route pattern', ['method', 'route']);
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const search = latencyHistogram(registry, 'search_duration_seconds', 'Search engine calls by operation', ['engine', 'operation']);
  observeSearch(services.search, (operation, seconds) => search.observe({ engine: services.search.name, operation }, seconds));

  registerDatabaseGauges(registry, services);

  app.get('/metrics', async (request, reply) => {
    if (!isAuthorized(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'error', message: 'A valid metrics token is required.' });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

function registerDatabaseGauges(registry: Registry, services: AppServices): void {
  const { pool, config, jobs } = services;
  new Gauge({
    name: 'import_runs',
    help: 'Feed sync runs recorded, by feed class and outcome',
    labelNames: ['feed_class', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await pool.query<{ feed_class: string; status: string; n: number }>(
        `select coalesce(feed_class, 'all') as feed_class, status, count(*)::int as n from sync_run where kind = 'sync' group by 1, 2`,
      );
      for (const row of rows) this.set({ feed_class: row.feed_class, status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'import_listings_written',
    help: 'Listings inserted or updated by feed syncs, by feed class',
    labelNames: ['feed_class'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await pool.query<{ feed_class: string; n: string }>(
        `select coalesce(feed_class, 'all') as feed_class, sum(inserted + updated)::text as n from sync_run where kind = 'sync' group by 1`,
      );
      for (const row of rows) this.set({ feed_class: row.feed_class }, Number(row.n));
    },
  });
  new Gauge({
    name: 'feed_seconds_since_sync',
    help: 'Seconds since each feed class last synced successfully (absent when it never did)',
    labelNames: ['feed_class'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const feed of await feedHealth(pool, config.env.FEED_STALE_MINUTES)) {
        if (feed.lastSuccessAt) this.set({ feed_class: feed.feedClass }, (Date.now() - feed.lastSuccessAt.getTime()) / 1000);
      }
    },
  });
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per queue and state (queued, active, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await jobs.boss.getQueues([...QUEUE_NAMES])) {
        this.set({ queue: queue.name, state: 'queued' }, queue.queuedCount);
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    },
  });
  new Gauge({
    name: 'mail_deliveries',
    help: 'Mail deliveries waiting to be sent or failed',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = await pool.query<{ pending: number; failed: number }>(
        `select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'failed')::int as failed from email_delivery`,
      );
      this.set({ status: 'pending' }, rows[0]?.pending ?? 0);
      this.set({ status: 'failed' }, rows[0]?.failed ?? 0);
    },
  });
  new Gauge({
    name: 'backup_age_seconds',
    help: 'Seconds since the newest backup archive was written (absent when there is none)',
    registers: [registry],
    async collect() {
      this.reset();
      const newest = (await listBackupFiles(backupDirectoryOf(config)))[0];
      if (newest) this.set((Date.now() - newest.createdAt.getTime()) / 1000);
    },
  });
}

type SearchObserver = (operation: string, seconds: number) => void;
const searchObservers = new WeakMap<SearchEngine, SearchObserver[]>();
const TIMED_OPERATIONS = ['search', 'suggest', 'map'] as const;

/** Times the engine's query methods (wrapped once per engine; several apps in a test share one). */
function observeSearch(engine: SearchEngine, observer: SearchObserver): void {
  const existing = searchObservers.get(engine);
  if (existing) {
    existing.push(observer);
    return;
  }
  const observers = [observer];
  searchObservers.set(engine, observers);
  for (const operation of TIMED_OPERATIONS) {
    const original = engine[operation].bind(engine) as (...args: unknown[]) => Promise<unknown>;
    (engine as unknown as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        const seconds = (performance.now() - started) / 1000;
        for (const notify of observers) notify(operation, seconds);
      }
    };
  }
}
