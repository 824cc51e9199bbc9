/**
 * The bench data generator writes what the importer writes: the same listings, homes, raw records,
 * photo rows and events as importing the same sample feed (with its past), and the engine finds them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSample } from '#importer/testing/import-sample.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { generateListings, type GeneratedListings } from './generate-listings.ts';

describe('the bench data generator', () => {
  let t: TestApp;
  let generated: GeneratedListings;
  const sql = async <T>(query: string, params: unknown[] = []) => (await t.services.pool.query(query, params)).rows as T[];

  // Everything but ids and write times, keyed by the listing's MLS number.
  const snapshot = async () => ({
    listings: await sql(
      `select to_jsonb(l) - 'id' - 'property_id' - 'created_at' - 'updated_at' - 'first_seen_at' || jsonb_build_object('home', jsonb_build_array(p.address_key, p.unit_key, p.transaction_kind)) as row
       from listing l left join listing_property p on p.id = l.property_id order by l.listing_key`,
    ),
    raw: await sql(
      `select l.listing_key, encode(r.packed, 'base64') as packed, r.read_fields from listing_raw r join listing l on l.id = r.listing_id order by 1`,
    ),
    photos: await sql(
      `select l.listing_key, m.media_key, m.ord, m.source_url, m.is_main, m.status, m.modification_ts from listing_media m join listing l on l.id = m.listing_id order by 1, 2`,
    ),
    events: await sql(
      `select l.listing_key, e.kind, e.occurred_at, e.from_price::float8, e.to_price::float8, e.from_status, e.to_status, previous.listing_key as previous_key
       from listing_event e join listing l on l.id = e.listing_id left join listing previous on previous.id = e.previous_listing_id order by 1, 2, 3`,
    ),
  });

  beforeAll(async () => {
    t = await createTestApp();
    generated = await generateListings(t.services.pool, { count: 1500 });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('makes about the listings asked for, of every class, on and off the market, with photos and events', async () => {
    expect(generated.listings).toBeGreaterThan(1300);
    expect(generated.listings).toBeLessThan(1700);
    const classes = await sql<{ feed_class: string; market_status: string; n: number }>(
      'select feed_class, market_status, count(*)::int as n from listing group by 1, 2',
    );
    expect(new Set(classes.map((row) => row.feed_class))).toEqual(new Set(['residential', 'condo', 'commercial']));
    for (const status of ['active', 'sold', 'leased', 'expired']) expect(classes.some((row) => row.market_status === status)).toBe(true);
    expect(generated.photos).toBeGreaterThan(generated.listings);
    expect(generated.events).toBeGreaterThan(generated.listings);
    const [relisted] = await sql<{ n: number }>(`select count(*)::int as n from listing_event where kind = 'relisted'`);
    expect(relisted!.n).toBeGreaterThan(0);
    // The secondary indexes dropped while loading are all back.
    const [indexes] = await sql<{ n: number }>(
      `select count(*)::int as n from pg_indexes where tablename = 'listing' and indexname = 'listing_search_words_idx'`,
    );
    expect(indexes!.n).toBe(1);
  });

  it('is found by the search engine, by address and by MLS number', async () => {
    const [listing] = await sql<{ id: number; listing_key: string; street_number: string; street_name: string }>(
      `select id, listing_key, street_number, street_name from listing where is_active and street_name is not null order by id limit 1`,
    );
    const byAddress = await t.caller().listings.search({ criteria: { keyword: `${listing!.street_number} ${listing!.street_name}` }, limit: 100 });
    expect(byAddress.data.map((row) => row.id)).toContain(listing!.id);
    const byKey = await t.caller().listings.search({ criteria: { keyword: listing!.listing_key } });
    expect(byKey.data.map((row) => row.id)).toEqual([listing!.id]);
  });

  it('writes the rows the importer writes from the same feed', async () => {
    const fromGenerator = await snapshot();
    await sql('truncate listing, listing_property cascade');
    expect(generated.samples).toEqual([{ seed: 1, count: expect.any(Number) }]);
    await importSample(t, { ...generated.samples[0]!, withHistory: true });
    const fromImporter = await snapshot();
    expect(fromGenerator.listings.length).toBe(generated.listings);
    expect(fromGenerator.listings).toEqual(fromImporter.listings);
    expect(fromGenerator.raw).toEqual(fromImporter.raw);
    expect(fromGenerator.photos).toEqual(fromImporter.photos);
    expect(fromGenerator.events).toEqual(fromImporter.events);
  }, 120_000);
});
