/**
 * Once per browser-test run: the built app started exactly as `npm start` runs it (role `all`),
 * on a fresh database and a free port. Browser tests read its URL with inject('baseUrl').
 * That site keeps its mail in the dev mailbox, as a fresh install without SMTP_URL does. A second
 * site (`smtp-site.ts`) sends its mail over SMTP to a real in-process SMTP server, for the flows
 * whose proof is a mail a visitor receives (sign-up links, listing alerts).
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
import { startSmtpSite } from './smtp-site-setup.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One site of the run: its database and runtime, with the sample feed and its past imported. */
async function startSite(
  serverUrl: (name: string) => Promise<string>,
  name: string,
  dataDir: string,
  overrides: Record<string, string> = {},
): Promise<Runtime> {
  await fs.mkdir(dataDir, { recursive: true });
  // No scheduled backup either: at 03:30 Toronto time it would add an archive under the backups test.
  const config = testConfig(await serverUrl(name), { DATA_DIR: dataDir, HOST: '127.0.0.1', BACKUP_CRON: 'off', ...overrides });
  const runtime = await startRuntime(config, { role: 'all', port: 0, log: silentLogger });
  // The app starts with no listings (IMPORT_ON_START=false): a small deterministic sample feed gives
  // the search, home and detail pages real listings to show, and its two-year past (sold, leased,
  // re-listed homes, all off the market) the VOW tier and the market pages.
  await importSample({ services: runtime.services }, { count: 300, withHistory: true });
  return runtime;
}

export default async function setup(project: TestProject) {
  await fs.access(path.join(CLIENT_DIST_DIR, 'index.html')).catch(() => {
    throw new Error('Browser tests need the built client: run `npm run build` first (npm test does).');
  });

  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-browser-'));
  await fs.chmod(workDir, 0o755);
  let embedded: EmbeddedPostgresHandle | undefined;
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    const server = new URL(process.env.DATABASE_URL);
    server.pathname = '/postgres';
    serverUrl = server.toString();
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), ephemeral: true });
    serverUrl = embedded.serverUrl;
  }
  const databaseFor = async (name: string) => {
    await ensureDatabase(serverUrl, name);
    if (embedded) return embedded.urlFor(name);
    const database = new URL(serverUrl);
    database.pathname = `/${name}`;
    return database.toString();
  };

  const runtime = await startSite(databaseFor, `realtor_browser_${process.pid}`, workDir);
  project.provide('baseUrl', runtime.url!);
  const smtpSite = await startSmtpSite((overrides) =>
    startSite(databaseFor, `realtor_browser_smtp_${process.pid}`, path.join(workDir, 'smtp-site'), overrides),
  );
  project.provide('smtpSiteUrl', smtpSite.url);
  project.provide('smtpMailsUrl', smtpSite.mailsUrl);
  project.provide('smtpSiteDatabaseUrl', smtpSite.databaseUrl);

  return async () => {
    await runtime.close();
    await smtpSite.close();
    await embedded?.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  };
}
