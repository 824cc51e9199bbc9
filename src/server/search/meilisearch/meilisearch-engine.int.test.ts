/**
 * The Meilisearch engine's index job against the stand-in server (testing/meili-stand-in.ts), on
 * the sample feed in real PostgreSQL: what it sends, not what Meilisearch does with it (that is
 * the conformance suite's, where a server runs). A job's listings are read and sent 1,000 at a
 * time, every chunk's tasks enqueued before any is waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSample } from '#importer/testing/import-sample.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { startMeiliStandIn, type MeiliStandIn } from './testing/meili-stand-in.ts';

describe('the Meilisearch engine indexing a large job', () => {
  let standIn: MeiliStandIn;
  let t: TestApp;

  beforeAll(async () => {
    standIn = await startMeiliStandIn({ keepRequests: true });
    t = await createTestApp({ env: { MEILI_HOST: standIn.url, MEILI_INDEX: 'chunks' } });
    await importSample(t, { count: 2_500 });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('sends every listing, 1,000 listings a chunk, and waits for the tasks once all are enqueued', async () => {
    const ids = (await t.services.pool.query<{ id: number }>('select id from listing order by id')).rows.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(2_000);
    // A first job makes the engine create its indexes and apply their settings (waiting for each).
    await t.services.search.index(ids.slice(0, 1));
    const before = standIn.requests().length;
    await t.services.search.index(ids);
    const requests = standIn.requests().slice(before);

    // The listings' indexes.
    const additions = requests.filter((request) => request.documents !== undefined && /^\/indexes\/chunks(_closed)?\/documents$/.test(request.path));
    const { rows } = await t.services.pool.query<{ n: number }>(
      `select count(*)::int as n from listing l
       where l.is_active or l.market_status in ('sold', 'leased')`,
    );
    expect(additions.reduce((sum, request) => sum + request.documents!, 0)).toBeGreaterThan(0);
    expect(additions.reduce((sum, request) => sum + request.documents!, 0)).toBeLessThanOrEqual(rows[0]!.n);
    expect(Math.max(...additions.map((request) => request.documents!))).toBeLessThanOrEqual(1_000);
    expect(additions.filter((request) => request.path === '/indexes/chunks/documents').length).toBe(Math.ceil(ids.length / 1_000));

    const lastEnqueued = requests.findLastIndex((request) => request.method !== 'GET');
    const firstWait = requests.findIndex((request) => request.path.startsWith('/tasks/'));
    expect(firstWait).toBeGreaterThan(lastEnqueued);
  });
});
