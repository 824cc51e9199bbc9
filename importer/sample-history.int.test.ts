/**
 * The embedded default's history: the sample feed with its past (withHistory), imported by the real
 * importer, gives every kind of event a market page or a history timeline shows, over two years
 * and many places, without changing which listings the public site shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { SampleFeedSource } from './sources/sample-source.ts';
import { importSample } from './testing/import-sample.ts';

const COUNT = 400;

describe('sample feed history', () => {
  let t: TestApp;
  const sql = async <T>(query: string, params: unknown[] = []) => (await t.services.pool.query(query, params)).rows as T[];

  beforeAll(async () => {
    t = await createTestApp();
    await importSample(t, { count: COUNT, withHistory: true });
  });
  afterAll(() => t.close());

  it('shows the public the same listings as the feed without its past', async () => {
    const onMarket = new Set<string>();
    const source = new SampleFeedSource({ count: COUNT });
    for (const feedClass of FEED_CLASSES)
      for await (const page of source.pages(feedClass, null, 1000))
        for (const record of page as { ListingKey: string; ContractStatus?: string }[])
          if (record.ContractStatus === 'Available') onMarket.add(record.ListingKey);
    const active = await sql<{ listing_key: string }>("select listing_key from listing where is_active and origin = 'feed'");
    expect(new Set(active.map((row) => row.listing_key))).toEqual(onMarket);
  });

  it('records every kind of history the site shows, over two years and many places', async () => {
    const kinds = await sql<{ kind: string; to_status: string | null; n: number }>(
      'select kind, to_status, count(*)::int as n from listing_event group by kind, to_status order by kind, to_status',
    );
    const count = (kind: string, toStatus: string | null = null) =>
      kinds.filter((row) => row.kind === kind && (toStatus === null || row.to_status === toStatus)).reduce((sum, row) => sum + row.n, 0);
    expect(count('listed')).toBeGreaterThan(COUNT);
    expect(count('relisted')).toBeGreaterThan(10);
    expect(count('price_changed')).toBeGreaterThan(20);
    for (const status of ['conditional', 'sold', 'leased', 'expired', 'terminated']) expect(count('status_changed', status), status).toBeGreaterThan(0);

    const [spread] = await sql<{ months: number; municipalities: number; communities: number }>(
      `select count(distinct date_trunc('month', e.occurred_at))::int as months, count(distinct l.municipality)::int as municipalities,
         count(distinct l.community)::int as communities
       from listing_event e join listing l on l.id = e.listing_id where e.kind = 'status_changed' and e.to_status in ('sold', 'leased')`,
    );
    expect(spread!.months).toBeGreaterThanOrEqual(20);
    expect(spread!.municipalities).toBeGreaterThan(5);
    expect(spread!.communities).toBeGreaterThan(20);

    // Sold over and under asking, with the VOW columns filled.
    const [sold] = await sql<{ over: number; under: number; missing: number }>(
      `select count(*) filter (where close_price > price)::int as over, count(*) filter (where close_price < price)::int as under,
         count(*) filter (where close_price is null or close_date is null or purchase_contract_date is null or days_on_market is null)::int as missing
       from listing where market_status = 'sold'`,
    );
    expect(sold).toMatchObject({ missing: 0 });
    expect(sold!.over).toBeGreaterThan(0);
    expect(sold!.under).toBeGreaterThan(0);
  });

  it('re-lists a home under a new MLS number only after its earlier listing ended unsold', async () => {
    const relisted = await sql<{ key: string; previous_key: string; previous_status: string; same_home: boolean }>(
      `select l.listing_key as key, p.listing_key as previous_key, p.market_status as previous_status, l.property_id = p.property_id as same_home
       from listing_event e join listing l on l.id = e.listing_id join listing p on p.id = e.previous_listing_id where e.kind = 'relisted'`,
    );
    expect(relisted.length).toBeGreaterThan(10);
    for (const row of relisted) {
      expect(row.same_home).toBe(true);
      expect(row.key).not.toBe(row.previous_key);
      expect(['expired', 'terminated', 'suspended']).toContain(row.previous_status);
    }
  });

  it('records nothing when the same feed is imported again', async () => {
    const summaries = await importSample(t, { count: COUNT, withHistory: true });
    expect(summaries.map((summary) => summary.events)).toEqual([0, 0, 0]);
  });
});
