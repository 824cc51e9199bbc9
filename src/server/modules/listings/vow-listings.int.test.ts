/**
 * The VOW tier's listing procedures on one database, as a VOW visitor and as an anonymous one: a
 * re-listed home's history across its MLS numbers (events, earlier MLS numbers, days on market in
 * all), a sold listing's detail and close, what neither may see (a listing the agent hid, an
 * active listing as "closed"), and bad input refused with field messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSample } from '#importer/testing/import-sample.ts';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

describe('VOW listing procedures', () => {
  let t: TestApp;
  let ids: { expired: number; relisted: number; sold: number; hidden: number; active: number };
  let keys: Record<string, string>;
  const sql = async <Row extends object>(text: string, values: unknown[] = []) => (await t.services.pool.query<Row>(text, values)).rows;
  const anonymous = () => createCaller(createContext(t.services, { ip: '127.0.0.1' }));
  const vow = () => createCaller({ ...createContext(t.services, { ip: '127.0.0.1' }), vowVisitor: async () => ({ visitorId: 1 }) });

  beforeAll(async () => {
    t = await createTestApp();
    await importSample(t, { count: 12 });
    const rows = await sql<{ id: number; listing_key: string }>(
      `select id, listing_key from listing where is_active and feed_class = 'residential' and transaction_type = 'Sale' order by id limit 5`,
    );
    const [expired, relisted, sold, hidden, active] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    ids = { expired: expired.id, relisted: relisted.id, sold: sold.id, hidden: hidden.id, active: active.id };
    keys = Object.fromEntries(rows.map((row) => [row.id, row.listing_key]));
    const [home] = await sql<{ id: number }>(
      `insert into listing_property (address_key, unit_key, transaction_kind) values ('9 vow st', '', 'sale') returning id`,
    );
    // The home was listed on 2025-01-01 at $1,200,000, expired on 2025-02-15 (45 days), re-listed on 2025-03-01 at $1,100,000, reduced, sold.
    await sql(
      `update listing set is_active = false, market_status = 'expired', property_id = $2, price = 1200000, listed_at = '2025-01-01T12:00:00Z',
         status_changed_at = '2025-02-15T12:00:00Z', days_on_market = null where id = $1`,
      [ids.expired, home!.id],
    );
    await sql(
      `update listing set is_active = false, market_status = 'sold', property_id = $2, price = 1050000, listed_at = '2025-03-01T12:00:00Z',
         close_price = 1080000, close_date = '2025-04-20', purchase_contract_date = '2025-03-31', days_on_market = null where id = $1`,
      [ids.relisted, home!.id],
    );
    await sql(
      `update listing set is_active = false, market_status = 'sold', close_price = 700000, close_date = '2025-05-05', days_on_market = 9 where id = $1`,
      [ids.sold],
    );
    await sql(
      `update listing set is_active = false, market_status = 'sold', close_price = 650000, close_date = '2025-05-06', agent_hidden = true where id = $1`,
      [ids.hidden],
    );
    // The import recorded each sample listing's own events; this home's history is the one written here.
    await sql('delete from listing_event where listing_id = any($1::int[])', [[ids.expired, ids.relisted]]);
    await sql(
      `insert into listing_event (listing_id, property_id, kind, occurred_at, from_price, to_price, from_status, to_status, previous_listing_id) values
       ($1, $3, 'listed', '2025-01-01T12:00:00Z', null, 1200000, null, 'active', null),
       ($1, $3, 'status_changed', '2025-02-15T12:00:00Z', null, null, 'active', 'expired', null),
       ($2, $3, 'relisted', '2025-03-01T12:00:00Z', 1200000, 1100000, 'expired', 'active', $1),
       ($2, $3, 'price_changed', '2025-03-15T12:00:00Z', 1100000, 1050000, null, null, null),
       ($2, $3, 'status_changed', '2025-03-31T12:00:00Z', null, null, 'active', 'sold', null)`,
      [ids.expired, ids.relisted, home!.id],
    );
  }, 120_000);
  afterAll(() => t?.close());

  it("answers a VOW visitor the re-listed home's history across its MLS numbers", async () => {
    const history = await vow().listings.history({ propertyId: ids.relisted });
    expect(history.events.map((event) => [event.kind, event.listingKey])).toEqual([
      ['listed', keys[ids.expired]],
      ['status_changed', keys[ids.expired]],
      ['relisted', keys[ids.relisted]],
      ['price_changed', keys[ids.relisted]],
      ['status_changed', keys[ids.relisted]],
    ]);
    expect(history.previousListings).toEqual([
      { listingKey: keys[ids.expired], listedAt: '2025-01-01T12:00:00.000Z', lastPrice: 1_200_000, status: 'expired', daysOnMarket: 45 },
    ]);
    // 45 days the first time, 30 (to the firm deal) the second.
    expect(history.daysOnMarket).toBe(30);
    expect(history.cumulativeDaysOnMarket).toBe(75);
    expect(history).toMatchObject({ marketStatus: 'sold', closePrice: 1_080_000, closeDate: '2025-04-20' });
  });

  it('refuses the same to an anonymous visitor, with no data', async () => {
    for (const call of [
      () => anonymous().listings.history({ propertyId: ids.relisted }),
      () => anonymous().listings.closedDetails({ propertyId: ids.sold }),
      () => anonymous().listings.closedSearch({ criteria: {}, closed: { market: 'sold', closedFrom: '2025-01-01', closedTo: '2025-12-31' } }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Sign in to see sold prices and history.' });
    }
    expect(await anonymous().listings.vowAccess()).toEqual({ entitled: false });
    expect(await vow().listings.vowAccess()).toEqual({ entitled: true });
    await expect(anonymous().listings.details({ propertyId: ids.sold, propertyType: 'resedential' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows a VOW visitor a sold listing with its close, and finds it in the sold search', async () => {
    const detail = await vow().listings.closedDetails({ propertyId: ids.sold });
    expect(detail).toMatchObject({ id: ids.sold, marketStatus: 'sold', closePrice: 700_000, closeDate: '2025-05-05', daysOnMarket: 9 });
    const page = await vow().listings.closedSearch({
      criteria: { propertyType: 'RESEDENTIAL', keyword: '' },
      closed: { market: 'sold', closedFrom: '2025-04-01', closedTo: '2025-05-31' },
    });
    expect(page.data.map((listing) => listing.id)).toEqual([ids.sold, ids.relisted]);
    expect(page.total).toBe(2);
  });

  it("processes a sold listing's other photos when a VOW visitor first opens it, in one job however often it is opened", async () => {
    await sql("delete from pgboss.job where name = 'media.fetch'"); // the tests above opened them already
    // Two sold listings as the import leaves them: the main photo processed, the others waiting.
    const galleries: number[] = [];
    for (const id of [ids.sold, ids.relisted]) {
      const photos = await sql<{ id: number }>("select id from listing_media where listing_id = $1 and status <> 'deleted' order by is_main desc, ord", [id]);
      const [main, ...gallery] = photos.map((photo) => photo.id);
      expect(gallery.length).toBeGreaterThan(0);
      await sql("update listing_media set status = 'ready', file_token = '0123456789ab', width = 640, height = 480 where id = $1", [main]);
      await sql("update listing_media set status = 'pending' where id = any($1::int[])", [gallery]);
      galleries.push(...gallery);
    }
    const queued = async () =>
      (
        await sql<{ id: number }>(
          `select queued.id::int as id from pgboss.job job cross join jsonb_array_elements_text(job.data->'mediaIds') as queued(id)
           where job.name = 'media.fetch' order by 1`,
        )
      ).map((row) => row.id);
    expect(await queued()).toEqual([]);

    const detail = await vow().listings.closedDetails({ propertyId: ids.sold });
    expect(detail.photos.map((photo) => photo.url)).toEqual([expect.stringMatching(/^\/media\/listings\/[^/]+\/[^/]+-0123456789ab-1280\.webp$/)]);
    expect(detail.photosComing).toBe((await sql("select id from listing_media where listing_id = $1 and status = 'pending'", [ids.sold])).length);
    expect(detail.photosComing).toBeGreaterThan(0);
    await vow().listings.closedDetails({ propertyId: ids.sold });
    await vow().listings.closedDetails({ propertyId: ids.relisted });
    expect(await queued()).toEqual(galleries.sort((a, b) => a - b));
  });

  it('keeps what the agent hid hidden, and an active listing is not a closed one', async () => {
    await expect(vow().listings.closedDetails({ propertyId: ids.hidden })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(vow().listings.history({ propertyId: ids.hidden })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(vow().listings.closedDetails({ propertyId: ids.active })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const history = await vow().listings.history({ propertyId: ids.active });
    expect(history).toMatchObject({ closePrice: null, closeDate: null, previousListings: [] });
    // Listings written before the importer records market_status have none: either way, on the market.
    expect(['active', null]).toContain(history.marketStatus);
  });

  it('refuses a backwards or too wide close-date range with field messages', async () => {
    const search = (closedFrom: string, closedTo: string) => vow().listings.closedSearch({ criteria: {}, closed: { market: 'sold', closedFrom, closedTo } });
    await expect(search('2025-05-01', '2025-04-01')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(search('2015-01-01', '2025-01-01')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(search('2025-13-01', '2025-12-01')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
