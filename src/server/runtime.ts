/**
 * Brings one process up in the right order and down in reverse: database (embedded or
 * DATABASE_URL) → ORM + migrations + seed (under an advisory lock, so several processes starting
 * together migrate once) → pg-boss → recovery of imports a dead process left → the role's parts.
 * Used by main.ts, the CLIs and the tests.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './env.ts';
import { openDatabase } from './db/database-url.ts';
import { createOrm, migrate, type Orm } from './db/orm.ts';
import { refuseExampleAdminPassword, seedDatabase } from './db/seed.ts';
import { withAdvisoryLock } from './db/advisory-lock.ts';
import { StartupError, ensureWritableDir } from './db/data-dir.ts';
import { recoverInterruptedImports } from '#importer/recover-interrupted.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { enqueueFeedSync, startSchedules, type ScheduleHandle } from './jobs/schedules.ts';
import { consoleLogger, createServices, type AppServices, type Logger } from './services.ts';

export type Role = 'all' | 'web' | 'worker' | 'importer';

export interface Runtime {
  /** The process's services: migrations, seed, workers, schedule and commands (no statement_timeout). */
  services: AppServices;
  /** The web server's own services, whose ORM and pool carry the web statement_timeout (web roles only). */
  webServices?: AppServices;
  app?: FastifyInstance;
  url?: string;
  close(): Promise<void>;
}

const MIGRATION_LOCK_KEY = 7_411_001;

/**
 * Migrations and seed under one advisory lock: a second process starting at the same time waits,
 * then finds nothing left to apply. The migrations run in one transaction (orm.ts), so a failing
 * one leaves the schema as it was, and the start stops naming it with the database's message.
 */
export async function prepareDatabase(orm: Orm, config: AppConfig, services: Pick<AppServices, 'auth'>, log?: Logger): Promise<void> {
  const url = orm.config.get('clientUrl')!;
  await withAdvisoryLock(
    url,
    MIGRATION_LOCK_KEY,
    async () => {
      try {
        await migrate(orm);
      } catch (error) {
        const migration = (error as { migration?: { name?: string } }).migration?.name;
        if (!migration) throw error;
        const cause = (error as { cause?: unknown }).cause;
        const message = cause instanceof Error ? cause.message : String(cause ?? error);
        throw new StartupError(`Migration ${migration} failed, nothing was changed (all pending migrations were rolled back): ${message}`, { cause: error });
      }
      await seedDatabase(orm.em.fork(), config, services.auth);
    },
    () => log?.info('another process is migrating the database: waiting for it'),
  );
}

async function hasNoListings(services: AppServices): Promise<boolean> {
  const { rows } = await services.pool.query<{ present: boolean }>(`select exists (select 1 from listing where origin = 'feed') as present`);
  return !rows[0]?.present;
}

export interface StartOptions {
  role: Role;
  log?: Logger;
  /** Listen on this port (0 = any free port); defaults to PORT. */
  port?: number;
  httpLogger?: boolean;
  /** statement_timeout of the web server's connections (default WEB_STATEMENT_TIMEOUT_MS). */
  webStatementTimeoutMs?: number;
}

export async function startRuntime(config: AppConfig, options: StartOptions): Promise<Runtime> {
  const log = options.log ?? consoleLogger;
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) {
      try {
        await closer();
      } catch (error) {
        log.warn(`shutdown step failed: ${String(error)}`);
      }
    }
    closers.length = 0;
  };

  try {
    if (!config.env.DATABASE_URL || !config.mediaBucket) await ensureWritableDir(config.dataDir);
    const database = await openDatabase(config, { purpose: 'site', role: options.role, log: (line) => log.info(line) });
    closers.push(() => database.stop());
    // Local media live under DATA_DIR too: a read-only or full disk is named now, not at the first upload.
    if (!config.mediaBucket) await ensureWritableDir(config.mediaDir, `the media directory (${config.mediaDir})`);

    const orm = await createOrm({ databaseUrl: database.url });
    closers.push(() => orm.close(true));

    const jobs = new JobQueue(database.url, (line) => log.warn(line));
    const services = createServices(config, orm, jobs, database.url, log);
    closers.push(() => services.pool.end());
    await prepareDatabase(orm, config, services, log);
    await refuseExampleAdminPassword(orm.em.fork(), config);

    await jobs.start();
    closers.push(() => jobs.stop());
    await recoverInterruptedImports({ pool: services.pool, jobs, applicationName: database.applicationName, log });

    const runsWorkers = options.role === 'all' || options.role === 'worker';
    const runsSchedule = options.role === 'all' || options.role === 'importer';
    const runsWeb = options.role === 'all' || options.role === 'web';

    // The web server and the workers are loaded only by the roles that run them: a worker or an
    // importer process (and a CLI) does not carry the other's modules in memory.
    if (runsWorkers) {
      const { registerWorkers } = await import('./jobs/register-workers.ts');
      await registerWorkers(services);
    }
    let schedule: ScheduleHandle | undefined;
    if (runsSchedule) {
      schedule = startSchedules(services);
      closers.push(async () => schedule?.stop());
      if (config.env.IMPORT_ON_START && (await hasNoListings(services))) {
        log.info(`no listings yet: importing the ${config.env.FEED_SOURCE} feed in the background`);
        await enqueueFeedSync(services);
      }
    }

    const runtime: Runtime = { services, close };
    if (runsWeb) {
      const { buildApp } = await import('./app.ts');
      const { WEB_STATEMENT_TIMEOUT_MS } = await import('./http-edge.ts');
      // The web server gets its own ORM and pool with a statement_timeout, so a runaway request
      // query is cancelled, while the workers and schedule of an `all` process keep none.
      const statementTimeoutMs = options.webStatementTimeoutMs ?? WEB_STATEMENT_TIMEOUT_MS;
      const webOrm = await createOrm({ databaseUrl: database.url, statementTimeoutMs });
      closers.push(() => webOrm.close(true));
      const webServices = createServices(config, webOrm, jobs, database.url, log, { statementTimeoutMs });
      closers.push(() => webServices.pool.end());
      closers.push(() => webServices.search.close());
      runtime.webServices = webServices;
      const app = await buildApp(webServices, { logger: options.httpLogger ?? false });
      closers.push(() => app.close());
      const address = await app.listen({ port: options.port ?? config.env.PORT, host: config.env.HOST });
      // In the background: a search that comes meanwhile waits for the same load, as it would have anyway.
      webServices.search.warm().catch((error: unknown) => log.warn(`the search engine could not warm up (the first search will): ${String(error)}`));
      runtime.app = app;
      runtime.url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    }
    return runtime;
  } catch (error) {
    await close();
    throw error;
  }
}
