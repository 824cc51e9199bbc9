/**
 * The site as real processes on the embedded PostgreSQL of one DATA_DIR: a command beside a
 * running site, kill -9 of the app, a stale server whose owner and watchdog are gone, Ctrl-C and
 * SIGTERM to the process group. Each step starts from what the previous one left.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { readPostmasterLock, isProcessAlive } from '#server/db/postmaster-state.ts';
import { embeddedDatabaseUrl } from '#server/db/embedded-postgres.ts';
import { EMBEDDED_DATABASE_NAME } from '#server/db/database-url.ts';
import { freePort } from '../support/db-global-setup.ts';
import { SERVER_BUNDLE } from '../../scripts/bundle.ts';
import { childEnv, killGroup, runNode, startSite, waitUntil, type ChildRun } from '../support/site-process.ts';

const STEP_TIMEOUT = 240_000;

describe('process lifecycle on the embedded PostgreSQL', () => {
  let workDir: string;
  let pgDir: string;
  let env: NodeJS.ProcessEnv;
  const pgDirs: string[] = [];
  const started: ChildRun[] = [];

  const start = async () => {
    const run = await startSite(env);
    started.push(run);
    return run;
  };
  const postmasterPid = async () => (await readPostmasterLock(pgDir))?.pid;
  const serverGone = async (pid: number) => waitUntil(() => !isProcessAlive(pid), 30_000, `PostgreSQL (pid ${pid}) has stopped`);

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-lifecycle-'));
    await fs.chmod(workDir, 0o755); // PostgreSQL runs as `postgres` under root and must reach its directory
    pgDir = path.join(workDir, 'pg');
    pgDirs.push(pgDir);
    env = childEnv(workDir, await freePort());
  });

  afterAll(async () => {
    for (const run of started) killGroup(run, 'SIGKILL');
    // Whatever a failed step left: the servers of these directories stop with their watchdog or here.
    for (const dir of pgDirs) {
      const pid = (await readPostmasterLock(dir))?.pid;
      if (pid && isProcessAlive(pid)) process.kill(pid, 'SIGQUIT');
      if (pid) await waitUntil(() => !isProcessAlive(pid), 15_000, 'the leftover server stopped').catch(() => undefined);
    }
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('refuses a DATA_DIR that is a file with one line and a non-zero exit', { timeout: 60_000 }, async () => {
    const file = path.join(workDir, 'not-a-directory');
    await fs.writeFile(file, 'x');
    const run = runNode(SERVER_BUNDLE, ['--role', 'worker'], { ...env, DATA_DIR: file });
    const { code } = await run.exited;
    expect(code).toBe(1);
    expect(run.output().trim()).toBe(`DATA_DIR (${file}) is a file, not a directory. Point DATA_DIR at a directory.`);
  });

  it("runs a command beside the site on the site's own server, then starts one for a command alone", { timeout: STEP_TIMEOUT }, async () => {
    const site = await start();
    const serverPid = await postmasterPid();
    expect(serverPid).toBeDefined();

    const beside = runNode('src/server/auth/admin-create.cli.ts', ['--email', 'ops@example.com', '--password', 'a-long-enough-password'], env);
    const besideExit = await beside.exited;
    expect(besideExit.code, beside.output()).toBe(0);
    expect(beside.output()).toContain('admin ops@example.com: created');
    const reindex = runNode('src/server/search/reindex.cli.ts', [], env);
    expect((await reindex.exited).code, reindex.output()).toBe(0);
    expect(reindex.output()).toContain('using the embedded PostgreSQL of process');
    const imported = runNode('importer/cli.ts', ['--source', 'sample', '--count', '40', '--class', 'condo', '--no-media'], env);
    expect((await imported.exited).code, imported.output()).toBe(0);
    expect(imported.output()).toMatch(/condo: succeeded/);
    // The site's server was used, not replaced, and is still the site's.
    expect(await postmasterPid()).toBe(serverPid);
    expect(isProcessAlive(serverPid!)).toBe(true);
    expect(site.child.exitCode).toBeNull();

    killGroup(site, 'SIGTERM');
    expect((await site.exited).code).toBe(0);
    await serverGone(serverPid!);

    const alone = runNode('src/server/auth/admin-create.cli.ts', ['--email', 'ops@example.com', '--password', 'another-long-password'], env);
    const aloneExit = await alone.exited;
    expect(aloneExit.code, alone.output()).toBe(0);
    expect(alone.output()).toContain('admin ops@example.com: updated');
    // It started a server for itself and stopped it again.
    expect(await postmasterPid()).toBeUndefined();
  });

  it('leaves no PostgreSQL behind when the app is killed with SIGKILL, and starts again on the same DATA_DIR', { timeout: STEP_TIMEOUT }, async () => {
    const site = await start();
    const serverPid = (await postmasterPid())!;
    process.kill(site.child.pid!, 'SIGKILL'); // the app alone, as `kill -9 <pid>` does
    await site.exited;
    await serverGone(serverPid);

    const again = await start();
    expect(await postmasterPid()).not.toBe(serverPid);
    killGroup(again, 'SIGTERM');
    expect((await again.exited).code).toBe(0);
  });

  it('takes over a server left running by a process that is gone', { timeout: STEP_TIMEOUT }, async (context) => {
    const stat = await fs.readFile('/proc/self/stat', 'utf8').catch(() => null);
    if (stat === null) {
      console.warn('skipped: needs /proc to find the watchdog of the server (Linux)');
      context.skip();
    }
    const site = await start();
    const serverPid = (await postmasterPid())!;
    // Kill the watchdog (and its pipe watcher) first, then the app: the server is orphaned as an
    // older version, which ran it without a watchdog, left it.
    const parentOf = async (pid: number) => {
      const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
      return stat === null ? null : Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    };
    const watchdogPid = (await parentOf(serverPid))!;
    const watchers: number[] = [];
    for (const entry of await fs.readdir('/proc')) {
      const pid = Number(entry);
      if (Number.isInteger(pid) && pid !== serverPid && (await parentOf(pid)) === watchdogPid) watchers.push(pid);
    }
    for (const pid of [...watchers, watchdogPid]) process.kill(pid, 'SIGKILL');
    process.kill(site.child.pid!, 'SIGKILL');
    await site.exited;
    expect(isProcessAlive(serverPid)).toBe(true);

    const next = await start();
    expect(next.output()).toContain(`stopping the embedded PostgreSQL (pid ${serverPid})`);
    expect(isProcessAlive(serverPid)).toBe(false);
    killGroup(next, 'SIGTERM');
    expect((await next.exited).code).toBe(0);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`stops cleanly with exit code 0 on ${signal} to the whole process group, PostgreSQL stopped by us`, { timeout: STEP_TIMEOUT }, async () => {
      const site = await start();
      const serverPid = (await postmasterPid())!;
      killGroup(site, signal);
      const { code, signal: killedBy } = await site.exited;
      expect(killedBy).toBeNull();
      expect(code, site.output()).toBe(0);
      expect(site.output()).toContain(`${signal} received, shutting down`);
      expect(site.output()).not.toMatch(/Unhandled|uncaught|terminating connection|\n\s+at /i);
      // Stopped in order before we exited, not by a watchdog noticing our exit afterwards.
      expect(isProcessAlive(serverPid)).toBe(false);
      expect(await postmasterPid()).toBeUndefined();
    });
  }

  it('recovers an import killed half-way: every class imports after the next start', { timeout: 360_000 }, async () => {
    // A DATA_DIR of its own: the import on start runs only on a database without listings.
    const importDir = path.join(workDir, 'import');
    await fs.mkdir(importDir);
    const importPort = await freePort();
    pgDirs.push(path.join(importDir, 'pg'));
    const importing = { ...childEnv(importDir, importPort), IMPORT_ON_START: 'true', FEED_SAMPLE_COUNT: '1500' };
    const site = await startSite(importing, 'all'); // 'all': the worker and the schedule that enqueues the first import
    started.push(site);
    const db = new pg.Client({ connectionString: embeddedDatabaseUrl(importPort, EMBEDDED_DATABASE_NAME) });
    db.on('error', () => undefined);
    await db.connect();
    const running = async () => (await db.query(`select 1 from sync_run where status = 'running' and kind = 'sync'`)).rowCount! > 0;
    await waitUntil(running, 120_000, 'an import run is under way');
    await db.end();
    process.kill(site.child.pid!, 'SIGKILL');
    await site.exited;

    // Listings exist now, so this start does not enqueue a new import: only the recovery can finish it.
    const next = await startSite(importing, 'all');
    started.push(next);
    const again = new pg.Client({ connectionString: embeddedDatabaseUrl(importPort, EMBEDDED_DATABASE_NAME) });
    again.on('error', () => undefined);
    await again.connect();
    try {
      const interrupted = await again.query(`select 1 from sync_run where status = 'failed' and error like 'Interrupted:%'`);
      expect(interrupted.rowCount).toBeGreaterThan(0);
      // The interrupted job comes back after its retry delay (30 s, with backoff).
      await waitUntil(
        async () => (await again.query(`select distinct feed_class from sync_run where kind = 'sync' and status = 'succeeded'`)).rowCount === 3,
        240_000,
        'residential, condo and commercial have each imported',
      );
      // A retried or newly queued sync of a class may still be under way: it must finish, not hang as 'running'.
      await waitUntil(async () => (await again.query(`select 1 from sync_run where status = 'running'`)).rowCount === 0, 120_000, 'no import run left running');
    } finally {
      await again.end();
    }
    killGroup(next, 'SIGTERM');
    expect((await next.exited).code).toBe(0);
  });
});
