/**
 * Decides which PostgreSQL the process talks to, for the site and every command alike:
 * DATABASE_URL when set; otherwise the embedded server under DATA_DIR. A site starts that server
 * (taking over one left by a dead process) and refuses to share it with another site; a command
 * (`npm run import`, `search:reindex`, `admin:create`, …) uses the server of a site already running
 * on the same DATA_DIR and starts one only when none runs.
 *
 * Every connection carries an application_name naming the process (`realtor:<role>:<pid>:<id>`),
 * so a process can tell, from pg_stat_activity, which of the app's processes are alive (see
 * importer/recover-interrupted.ts).
 */
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../env.ts';
import { ensureWritableDir } from './data-dir.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';

export const EMBEDDED_DATABASE_NAME = 'realtor';

export interface DatabaseTarget {
  url: string;
  isEmbedded: boolean;
  /** This process's application_name on every connection it opens. */
  applicationName: string;
  stop(): Promise<void>;
}

export type DatabaseRole = 'all' | 'web' | 'worker' | 'importer' | 'cli';

export interface OpenDatabaseOptions {
  /** 'site' starts (and owns) the embedded server; 'command' joins a running site's server. */
  purpose: 'site' | 'command';
  role: DatabaseRole;
  log: (line: string) => void;
}

export const APPLICATION_NAME_PREFIX = 'realtor:';

export function applicationNameFor(role: DatabaseRole): string {
  return `${APPLICATION_NAME_PREFIX}${role}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export function withApplicationName(url: string, applicationName: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', applicationName);
  return parsed.toString();
}

export async function openDatabase(config: AppConfig, options: OpenDatabaseOptions): Promise<DatabaseTarget> {
  const applicationName = applicationNameFor(options.role);
  if (config.env.DATABASE_URL) {
    return { url: withApplicationName(config.env.DATABASE_URL, applicationName), isEmbedded: false, applicationName, stop: async () => undefined };
  }
  await ensureWritableDir(config.dataDir);
  const server = await startEmbeddedPostgres({
    dataDir: config.pgDataDir,
    port: config.env.EMBEDDED_PG_PORT,
    reuseRunning: options.purpose === 'command',
    log: options.log,
  });
  if (!server.isShared) options.log(`embedded PostgreSQL in ${config.pgDataDir} on 127.0.0.1:${config.env.EMBEDDED_PG_PORT}`);
  try {
    await ensureDatabase(server.serverUrl, EMBEDDED_DATABASE_NAME);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: withApplicationName(server.urlFor(EMBEDDED_DATABASE_NAME), applicationName),
    isEmbedded: true,
    applicationName,
    stop: () => server.stop(),
  };
}
