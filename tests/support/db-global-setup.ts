/**
 * Once per test run: a real PostgreSQL (DATABASE_URL's server when set, else an embedded one in a
 * temp directory) and a template database migrated and seeded once. Each test file then gets its
 * own database copied from the template (CREATE DATABASE ... TEMPLATE), so files never see each
 * other's rows and can run in parallel.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '#server/db/embedded-postgres.ts';
import { createOrm } from '#server/db/orm.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { AuthService } from '#server/auth/auth.service.ts';
import { prepareDatabase } from '#server/runtime.ts';
import { testConfig } from './test-config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let embedded: EmbeddedPostgresHandle | undefined;
let embeddedDir: string | undefined;

export default async function setup(project: TestProject) {
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    embeddedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-test-pg-'));
    await fs.chmod(embeddedDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(embeddedDir, 'data'), port: await freePort(), ephemeral: true });
    serverUrl = embedded.serverUrl;
  }

  const templateDatabase = `realtor_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  await admin.end();

  const templateUrl = withDatabase(serverUrl, templateDatabase);
  const config = testConfig(templateUrl);
  const orm = await createOrm({ databaseUrl: templateUrl, poolMax: 2 });
  await prepareDatabase(orm, config, { auth: new AuthService(config.env.AUTH_SECRET) });
  await orm.close(true);
  // pg-boss installs its schema on first start; doing it in the template makes every copy ready.
  const jobs = new JobQueue(templateUrl);
  await jobs.start();
  await jobs.stop();

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await cleanup.end();
    await embedded?.stop();
    if (embeddedDir) await fs.rm(embeddedDir, { recursive: true, force: true });
  };
}
