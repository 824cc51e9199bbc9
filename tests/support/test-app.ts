/**
 * Everything an integration test needs on its own database: the services, the Fastify app (for
 * REST paths, via inject) and tRPC callers, anonymous or signed in as the seeded admin.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { createOrm } from '#server/db/orm.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { createServices, type AppServices, type Logger } from '#server/services.ts';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { TEST_ADMIN, testConfig } from './test-config.ts';

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface TestApp {
  database: TestDatabase;
  services: AppServices;
  app: FastifyInstance;
  caller(accessToken?: string): ReturnType<typeof createCaller>;
  adminToken(): Promise<string>;
  /** The `authorization` header of a signed-in agent, for the REST paths. */
  adminHeaders(): Promise<AdminHeaders>;
  /** How many rows a table holds. */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

export type AdminHeaders = { authorization: string };

export interface TestAppOptions {
  /** Start the pg-boss workers (default true). */
  startJobs?: boolean;
  env?: Record<string, string>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, options.env);
  const orm = await createOrm({ databaseUrl: database.url, poolMax: 5 });
  const jobs = new JobQueue(database.url);
  if (options.startJobs ?? true) await jobs.start();
  const services = createServices(config, orm, jobs, database.url, silentLogger);
  const app = await buildApp(services);
  let token: string | undefined;

  const caller = (accessToken?: string) =>
    createCaller(createContext(services, { ip: '127.0.0.1', authorization: accessToken ? `Bearer ${accessToken}` : undefined }));
  const adminToken = async () => {
    token ??= (await caller().auth.login(TEST_ADMIN)).access_token;
    return token;
  };

  return {
    database,
    services,
    app,
    caller,
    adminToken,
    adminHeaders: async () => ({ authorization: `Bearer ${await adminToken()}` }),
    count: async (table) => (await services.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n,
    async close() {
      await app.close();
      await jobs.stop();
      await services.pool.end();
      await orm.close(true);
      await database.drop();
    },
  };
}
