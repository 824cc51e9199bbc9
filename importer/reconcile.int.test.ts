import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import type { FeedSource } from './sources/feed-source.ts';
import { reconcileFeed } from './reconcile.ts';
import { importSample } from './testing/import-sample.ts';

describe('reconcile', () => {
  let t: TestApp;
  let keys: string[];
  beforeAll(async () => {
    t = await createTestApp();
    await importSample(t, { count: 400 });
    keys = (
      await t.services.pool.query<{ listing_key: string }>(
        "select listing_key from listing where feed_class = 'residential' and is_active order by listing_key",
      )
    ).rows.map((row) => row.listing_key);
  });
  afterAll(() => t.close());

  const feedOffering = (offered: string[]): FeedSource => ({
    name: 'sample',
    async *pages() {},
    async *activeKeys() {
      yield offered;
    },
  });

  it('refuses to act when an implausible share of the feed vanishes at once', async () => {
    const result = await reconcileFeed({ pool: t.services.pool, jobs: t.services.jobs, source: feedOffering(keys.slice(0, keys.length / 2)) }, 'residential');
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/refusing to remove/);
    const { rows } = await t.services.pool.query("select count(*)::int as n from listing where feed_class = 'residential' and is_active");
    expect(rows[0].n).toBe(keys.length);
  });

  it('takes the vanished listings off the site and queues their search update', async () => {
    const vanished = keys.slice(0, 3);
    const result = await reconcileFeed({ pool: t.services.pool, jobs: t.services.jobs, source: feedOffering(keys.slice(3)) }, 'residential');
    expect(result).toMatchObject({ status: 'succeeded', removed: 3 });
    const { rows } = await t.services.pool.query('select is_active, removed_at from listing where listing_key = any($1::text[])', [vanished]);
    expect(rows.every((row) => row.is_active === false && row.removed_at !== null)).toBe(true);
    const { rows: jobs } = await t.services.pool.query("select count(*)::int as n from pgboss.job where name = 'search.index'");
    expect(jobs[0].n).toBeGreaterThan(0);
  });
});
