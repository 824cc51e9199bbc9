/**
 * Once per browser-test run: the built app started exactly as `npm start` runs it (role `all`),
 * on a fresh database and a free port. Browser tests read its URL with inject('baseUrl').
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CLIENT_DIST_DIR } from '#server/app.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '#server/db/embedded-postgres.ts';
import { startRuntime, type Runtime } from '#server/runtime.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { freePort } from './db-global-setup.ts';
import { testConfig } from './test-config.ts';
import { silentLogger } from './test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's database, for a test that imports a feed change the way the importer does (saved-search alerts). */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  await fs.access(path.join(CLIENT_DIST_DIR, 'index.html')).catch(() => {
    throw new Error('Browser tests need the built client: run `npm run build` first (npm test does).');
  });

  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-browser-'));
  await fs.chmod(workDir, 0o755);
  let embedded: EmbeddedPostgresHandle | undefined;
  let databaseUrl: string;
  const databaseName = `realtor_browser_${process.pid}`;
  if (process.env.DATABASE_URL) {
    const server = new URL(process.env.DATABASE_URL);
    server.pathname = '/postgres';
    await ensureDatabase(server.toString(), databaseName);
    server.pathname = `/${databaseName}`;
    databaseUrl = server.toString();
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), ephemeral: true });
    await ensureDatabase(embedded.serverUrl, databaseName);
    databaseUrl = embedded.urlFor(databaseName);
  }

  const config = testConfig(databaseUrl, { DATA_DIR: workDir, HOST: '127.0.0.1' });
  const runtime: Runtime = await startRuntime(config, { role: 'all', port: 0, log: silentLogger });
  // The app starts with no listings (IMPORT_ON_START=false): a small deterministic sample feed gives
  // the search, home and detail pages real listings to show, and its two-year past (sold, leased,
  // re-listed homes, all off the market) the VOW tier and the market pages.
  await importSample({ services: runtime.services }, { count: 300, withHistory: true });
  project.provide('baseUrl', runtime.url!);
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    await runtime.close();
    await embedded?.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  };
}
