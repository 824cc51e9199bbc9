/**
 * Decides which PostgreSQL the process talks to: DATABASE_URL when set, otherwise the embedded
 * server under DATA_DIR (started here, stopped by the returned `stop`).
 */
import type { AppConfig } from '../env.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';

export const EMBEDDED_DATABASE_NAME = 'realtor';

export interface DatabaseTarget {
  url: string;
  isEmbedded: boolean;
  stop(): Promise<void>;
}

export async function resolveDatabase(config: AppConfig, log: (line: string) => void): Promise<DatabaseTarget> {
  if (config.env.DATABASE_URL) {
    return { url: config.env.DATABASE_URL, isEmbedded: false, stop: async () => undefined };
  }
  log(`starting embedded PostgreSQL in ${config.pgDataDir} on 127.0.0.1:${config.env.EMBEDDED_PG_PORT}`);
  const server = await startEmbeddedPostgres({ dataDir: config.pgDataDir, port: config.env.EMBEDDED_PG_PORT });
  await ensureDatabase(server.serverUrl, EMBEDDED_DATABASE_NAME);
  return { url: server.urlFor(EMBEDDED_DATABASE_NAME), isEmbedded: true, stop: () => server.stop() };
}
