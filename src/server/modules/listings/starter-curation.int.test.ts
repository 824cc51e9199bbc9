/**
 * A fresh sample-feed install shows listings on Home: once listings exist, the first read of the
 * curated lists marks a few featured and a few in the own listing, once only, never when the agent
 * curated first, and never on a real feed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { importSample } from '#importer/testing/import-sample.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { STARTER_FEATURED, STARTER_OWN, applyStarterCuration } from './starter-curation.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function newApp(): Promise<TestApp> {
  const app = await createTestApp();
  apps.push(app);
  return app;
}

const homeLists = async (t: TestApp) => {
  const visitor = t.caller();
  const [featured, brokerage] = await Promise.all([visitor.listings.featured({}), visitor.listings.brokerage({})]);
  return { featured: featured.map((listing) => listing.id), brokerage: brokerage.map((listing) => listing.id) };
};
const isDone = async (t: TestApp) => (await t.services.pool.query<{ done: boolean }>('select starter_curation_done as done from site_settings')).rows[0]!.done;

describe('starter curation of a sample-feed install', () => {
  it('waits for listings, then features a few and adds a few to the own listing, once', async () => {
    const t = await newApp();
    expect(await homeLists(t)).toEqual({ featured: [], brokerage: [] });
    expect(await isDone(t)).toBe(false);

    await importSample(t, { count: 40 });
    const first = await homeLists(t);
    expect(first.featured).toHaveLength(STARTER_FEATURED);
    expect(first.brokerage).toHaveLength(STARTER_OWN);
    expect(first.featured.filter((id) => first.brokerage.includes(id))).toEqual([]);
    expect(await isDone(t)).toBe(true);

    // The agent's later choices stand: taking one off does not bring another.
    const admin = t.caller(await t.adminToken());
    await admin.adminProperties.setFeatured({ listingId: first.featured[0]!, isFeatured: false });
    await admin.adminProperties.setOwnListing({ listingId: first.brokerage[0]!, isOwnListing: false });
    const later = await homeLists(t);
    expect(later.featured).toEqual(first.featured.slice(1));
    expect(later.brokerage).toEqual(first.brokerage.slice(1));
  });

  it('leaves an install alone when the agent curated first', async () => {
    const t = await newApp();
    await importSample(t, { count: 20 });
    const { rows } = await t.services.pool.query<{ id: number }>(
      `update listing set is_featured = true where id = (select min(id) from listing where is_active) returning id`,
    );
    expect(await homeLists(t)).toEqual({ featured: [rows[0]!.id], brokerage: [] });
    expect(await isDone(t)).toBe(true);
  });

  it('never curates listings of a real feed', async () => {
    const t = await newApp();
    await importSample(t, { count: 20 });
    const services = { ...t.services, config: { ...t.services.config, env: { ...t.services.config.env, FEED_SOURCE: 'reso' as const } } };
    expect(await applyStarterCuration(services)).toBe('done');
    const { rows } = await t.services.pool.query<{ n: number }>('select count(*)::int as n from listing where is_featured or in_own_listing');
    expect(rows[0]!.n).toBe(0);
  });
});
