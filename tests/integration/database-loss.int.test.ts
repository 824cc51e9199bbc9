/**
 * The database goes away under a running site: backends terminated (as an administrator or a
 * crashing backend does) and the server stopped and started again. The process must not crash on
 * the connections' 'error' events, /api/health must say 503 while the database is away, and the
 * site must answer again (search included) once it is back, without a restart of its own.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '#server/db/embedded-postgres.ts';
import { readPostmasterLock, isProcessAlive } from '#server/db/postmaster-state.ts';
import { startRuntime, type Runtime } from '#server/runtime.ts';
import type { Logger } from '#server/services.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { freePort } from '../support/db-global-setup.ts';
import { testConfig } from '../support/test-config.ts';
import { waitUntil } from '../support/site-process.ts';

describe('losing the database under a running site', () => {
  let workDir: string;
  let port: number;
  let server: EmbeddedPostgresHandle;
  let runtime: Runtime;
  const logged: string[] = [];
  const log: Logger = { info: () => undefined, warn: (line) => logged.push(line), error: (line) => logged.push(line) };

  const health = async () => (await runtime.app!.inject({ method: 'GET', url: '/api/health' })).statusCode;
  const search = () => runtime.app!.inject({ method: 'POST', url: '/api/search', payload: { keyword: 'Toronto' } });
  const startServer = () => startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port, ephemeral: true, log: (line) => logged.push(line) });

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-db-loss-'));
    await fs.chmod(workDir, 0o755);
    port = await freePort();
    server = await startServer();
    await ensureDatabase(server.serverUrl, 'realtor');
    const config = testConfig(server.urlFor('realtor'), { DATA_DIR: workDir, HOST: '127.0.0.1' });
    runtime = await startRuntime(config, { role: 'web', port: 0, log });
    await importSample(runtime, { count: 60 });
  }, 240_000);

  afterAll(async () => {
    await runtime?.close();
    await server?.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('survives its backends being terminated, idle or inside a transaction, and searches again', async () => {
    expect((await search()).statusCode).toBe(200);
    // An idle pooled connection and one checked out in an open transaction: pg emits 'error' on both.
    await runtime.services.pool.query('select 1');
    const inTransaction = await runtime.services.pool.connect();
    await inTransaction.query('begin');

    const admin = new pg.Client({ connectionString: server.serverUrl });
    await admin.connect();
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = 'realtor' and pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rows[0]!.n).toBeGreaterThan(1);

    await expect(inTransaction.query('select 1')).rejects.toThrow();
    inTransaction.release(true);
    await waitUntil(async () => (await health()) === 200, 30_000, '/api/health answers 200 again');
    const response = await search();
    expect(response.statusCode).toBe(200);
    expect(response.json().results.data.length).toBeGreaterThan(0);
  }, 60_000);

  it('answers 503 while the database is stopped, and 200 with working search once it is back', async () => {
    await server.stop();
    await waitUntil(async () => (await health()) === 503, 30_000, '/api/health answers 503');
    const down = await runtime.app!.inject({ method: 'GET', url: '/api/health' });
    expect(down.json()).toMatchObject({ status: 'degraded', database: 'down' });

    server = await startServer();
    await waitUntil(async () => (await health()) === 200, 60_000, '/api/health answers 200 after the restart');
    const response = await search();
    expect(response.statusCode).toBe(200);
    expect(response.json().results.data.length).toBeGreaterThan(0);
    // What was logged meanwhile is readable (pg-boss hands over plain objects).
    expect(logged.join('\n')).not.toContain('[object Object]');
  }, 120_000);

  it('starts the embedded server again when its postmaster is killed, and the site answers again', async () => {
    const killed = (await readPostmasterLock(path.join(workDir, 'pg')))!.pid;
    process.kill(killed, 'SIGKILL');
    await waitUntil(() => !isProcessAlive(killed), 10_000, 'the postmaster is gone');
    await waitUntil(() => logged.some((line) => line.includes('the embedded PostgreSQL is running again')), 90_000, 'the server was restarted');
    expect(logged.join('\n')).toContain('the embedded PostgreSQL stopped unexpectedly');
    expect((await readPostmasterLock(path.join(workDir, 'pg')))!.pid).not.toBe(killed);
    await waitUntil(async () => (await health()) === 200, 60_000, '/api/health answers 200 after the restart');
    expect((await search()).statusCode).toBe(200);
  }, 180_000);
});
