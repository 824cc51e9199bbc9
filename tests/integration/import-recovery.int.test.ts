/**
 * Imports a killed process left behind: its `running` runs are marked failed and its importer
 * jobs, stuck `active` in pg-boss (which kept every later "Run now" waiting), become retryable,
 * while the runs and jobs of processes still connected are left alone.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERRUPTED_RUN_MESSAGE, recoverInterruptedImports } from '#importer/recover-interrupted.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { waitUntil } from '../support/site-process.ts';

describe('recovery of interrupted imports at start', () => {
  let t: TestApp;
  const clients: pg.Client[] = [];
  const SELF = 'realtor:all:1:self0000';

  const connectAs = async (applicationName: string) => {
    const url = new URL(t.database.url);
    url.searchParams.set('application_name', applicationName);
    const client = new pg.Client({ connectionString: url.toString() });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };
  const sql = async <Row extends object>(text: string, values: unknown[] = []) => (await t.services.pool.query<Row>(text, values)).rows;
  const runStatus = async (id: number) => (await sql<{ status: string; error: string | null }>('select status, error from sync_run where id = $1', [id]))[0]!;
  const jobState = async (id: string) => (await sql<{ state: string }>('select state from pgboss.job where id = $1', [id]))[0]!.state;
  const recover = () => recoverInterruptedImports({ pool: t.services.pool, jobs: t.services.jobs, applicationName: SELF, log: { info: () => undefined } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => undefined);
    await t.close();
  });

  it('fails the runs of processes that are gone and keeps those of live ones', async () => {
    // A live command's run: the owner comes from its connection's application_name (column default).
    const live = await connectAs('realtor:cli:2:alive000');
    const [liveRun] = (
      await live.query<{ id: number; owner: string }>(`insert into sync_run (source, feed_class, kind) values ('sample', 'condo', 'sync') returning id, owner`)
    ).rows;
    expect(liveRun!.owner).toBe('realtor:cli:2:alive000');
    const [deadRun] = await sql<{ id: number }>(
      `insert into sync_run (source, feed_class, kind, owner) values ('sample', 'residential', 'sync', 'realtor:worker:3:gone0000') returning id`,
    );
    const [legacyRun] = await sql<{ id: number }>(
      `insert into sync_run (source, feed_class, kind, owner) values ('sample', 'commercial', 'sync', null) returning id`,
    );

    const result = await recover();
    expect(result.runsFailed).toBe(2);
    expect(await runStatus(deadRun!.id)).toEqual({ status: 'failed', error: INTERRUPTED_RUN_MESSAGE });
    expect((await runStatus(legacyRun!.id)).status).toBe('failed');
    expect((await runStatus(liveRun!.id)).status).toBe('running');
  });

  it('makes importer jobs stuck active retryable once no worker is connected, so "Run now" runs again', async () => {
    const jobs = t.services.jobs;
    const stuckId = await jobs.enqueue('importer.sync-feed', { feedClass: 'residential' }, { singletonKey: 'sync-residential' });
    const [claimed] = await jobs.boss.fetch('importer.sync-feed');
    expect(claimed?.id).toBe(stuckId);
    // The killed worker never settles it. "Run now" queues another, which the stately queue holds back.
    const runNowId = await jobs.enqueue('importer.sync-feed', { feedClass: 'residential' }, { singletonKey: 'sync-residential' });
    expect(runNowId).toBeTruthy();
    expect(await jobs.boss.fetch('importer.sync-feed')).toEqual([]);

    // Another worker process is connected: the job may be its own, so it is left to it.
    const worker = await connectAs('realtor:worker:4:alive000');
    expect((await recover()).jobsRetried).toBe(0);
    expect(await jobState(stuckId!)).toBe('active');

    await worker.end();
    await waitUntil(
      async () => (await sql(`select 1 from pg_stat_activity where application_name = 'realtor:worker:4:alive000'`)).length === 0,
      10_000,
      'the worker connection is gone',
    );
    expect((await recover()).jobsRetried).toBe(1);
    expect(await jobState(stuckId!)).toBe('retry');
    const [next] = await jobs.boss.fetch('importer.sync-feed');
    expect(next?.id).toBe(runNowId);
  });
});
