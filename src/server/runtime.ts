/**
 * Brings one process up in the right order and down in reverse: database (embedded or
 * DATABASE_URL) → ORM + migrations + seed (under an advisory lock, so several processes starting
 * together migrate once) → pg-boss → the role's parts. Used by main.ts, the CLIs and the tests.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './env.ts';
import { resolveDatabase } from './db/database-url.ts';
import { createOrm, migrate, type Orm } from './db/orm.ts';
import { refuseExampleAdminPassword, seedDatabase } from './db/seed.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { enqueueFeedSync, startSchedules, type ScheduleHandle } from './jobs/schedules.ts';
import { consoleLogger, createServices, type AppServices, type Logger } from './services.ts';

export type Role = 'all' | 'web' | 'worker' | 'importer';

export interface Runtime {
  services: AppServices;
  app?: FastifyInstance;
  url?: string;
  close(): Promise<void>;
}

const MIGRATION_LOCK_KEY = 7_411_001;

export async function prepareDatabase(orm: Orm, config: AppConfig, services: Pick<AppServices, 'auth'>): Promise<void> {
  const connection = orm.em.getConnection();
  await connection.execute('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY]);
  try {
    await migrate(orm);
    await seedDatabase(orm.em.fork(), config, services.auth);
  } finally {
    await connection.execute('select pg_advisory_unlock(?)', [MIGRATION_LOCK_KEY]);
  }
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
    const database = await resolveDatabase(config, (line) => log.info(line));
    closers.push(() => database.stop());

    const orm = await createOrm({ databaseUrl: database.url });
    closers.push(() => orm.close(true));

    const jobs = new JobQueue(database.url, (line) => log.warn(line));
    const services = createServices(config, orm, jobs, database.url, log);
    closers.push(() => services.pool.end());
    await prepareDatabase(orm, config, services);
    await refuseExampleAdminPassword(orm.em.fork(), config);

    await jobs.start();
    closers.push(() => jobs.stop());

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
      const app = await buildApp(services, { logger: options.httpLogger ?? false });
      closers.push(() => app.close());
      const address = await app.listen({ port: options.port ?? config.env.PORT, host: config.env.HOST });
      runtime.app = app;
      runtime.url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    }
    return runtime;
  } catch (error) {
    await close();
    throw error;
  }
}
