/**
 * Issue 22 "request and statement timeouts": the web role's connections (its ORM and its plain
 * pool) carry a PostgreSQL statement_timeout below the answer deadline, so a runaway query is
 * cancelled by the server; the importer's and workers' connections (and the migrations and seed,
 * which run on the process's own ORM) carry none, since an import page or a backup may take long.
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime, type Runtime } from '#server/runtime.ts';
import { ANSWER_DEADLINE_MS, WEB_STATEMENT_TIMEOUT_MS } from '#server/http-edge.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { silentLogger } from '../support/test-app.ts';
import { testConfig } from '../support/test-config.ts';

let database: TestDatabase;
let web: Runtime;
let shortWeb: Runtime;
let importer: Runtime;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(database.url, { DATA_DIR: path.join(os.tmpdir(), `realtor-statement-timeout-${process.pid}`), HOST: '127.0.0.1' });
  web = await startRuntime(config, { role: 'web', port: 0, log: silentLogger });
  // The same web role with a short timeout, so that a cancellation is seen in well under a second.
  shortWeb = await startRuntime(config, { role: 'web', port: 0, log: silentLogger, webStatementTimeoutMs: 300 });
  importer = await startRuntime(config, { role: 'importer', log: silentLogger });
}, 120_000);
afterAll(async () => {
  await importer?.close();
  await shortWeb?.close();
  await web?.close();
  await database?.drop();
});

const setting = async (query: (sql: string) => Promise<unknown[]>) =>
  ((await query('show statement_timeout'))[0] as { statement_timeout: string }).statement_timeout;
const viaPool = (runtime: Runtime | undefined) => async (sql: string) => (await runtime!.services.pool.query(sql)).rows;
const viaWebPool = (runtime: Runtime) => async (sql: string) => (await runtime.webServices!.pool.query(sql)).rows;
const viaWebOrm = (runtime: Runtime) => (sql: string) => runtime.webServices!.orm.em.fork().getConnection().execute(sql);
const viaOrm = (runtime: Runtime) => (sql: string) => runtime.services.orm.em.fork().getConnection().execute(sql);

describe('statement_timeout', () => {
  it('is below the answer deadline', () => {
    expect(WEB_STATEMENT_TIMEOUT_MS).toBeLessThan(ANSWER_DEADLINE_MS);
  });

  it('is set on the web role connections, ORM and pool alike', async () => {
    expect(await setting(viaWebPool(web))).toBe(`${WEB_STATEMENT_TIMEOUT_MS / 1000}s`);
    expect(await setting(viaWebOrm(web))).toBe(`${WEB_STATEMENT_TIMEOUT_MS / 1000}s`);
  });

  it('cancels a long query through the web pool and the web ORM', async () => {
    await expect(viaWebPool(shortWeb)('select pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
    await expect(viaWebOrm(shortWeb)('select pg_sleep(3)')).rejects.toThrow(/statement timeout/);
    // The pool is still usable afterwards.
    expect(await viaWebPool(shortWeb)('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('is not set for the importer, nor for the process connections that migrate and run jobs', async () => {
    expect(await setting(viaPool(importer))).toBe('0');
    expect(await setting(viaOrm(importer))).toBe('0');
    expect(await setting(viaPool(shortWeb))).toBe('0');
    // The query the web pool cancelled runs to its end on the importer's connections.
    expect(await viaPool(importer)('select 1 as slept from pg_sleep(1)')).toEqual([{ slept: 1 }]);
    expect(await viaOrm(importer)('select 1 as slept from pg_sleep(1)')).toEqual([{ slept: 1 }]);
  });
});
