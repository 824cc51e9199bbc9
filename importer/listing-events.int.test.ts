/**
 * Listing events through the real importer: a PropTx VOW feed on our fake OData server changes
 * from day to day (price cut, conditional then firm sale, a lease, termination and return, an
 * expiry re-listed under a new MLS number, a neighbour's unit that is not a re-listing, a listing
 * that leaves the feed), and each change must be recorded once: not again on a re-run, once after
 * a crash and resume, and also when a page goes through the per-listing savepoint path.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadListingHistory } from '#server/modules/listings/listing-history.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { CentroidGeocoder } from './geocoder.ts';
import { reconcileFeed } from './reconcile.ts';
import { VOW_FEED_FIELDS } from './reso-record.schema.ts';
import type { FeedScope, FeedSource } from './sources/feed-source.ts';
import { syncFeed } from './sync-feed.ts';
import type { FakeODataServer } from './testing/fake-odata-server.ts';
import { applyStory, storyDayOne, storyDayThree, storyDayTwo } from './testing/listing-event-story.ts';
import { type FeedRow as Row, ProptxVowFeed, proptxHomeRecord } from './testing/proptx-vow-feed.ts';

const TOKEN = 'events-token';

/** Noon (UTC) of a day in March 2026, plus `minutes`. */
const day = (n: number, minutes = 0) => new Date(Date.UTC(2026, 2, n, 12, minutes)).toISOString();

const record = (key: string, ts: string, fields: Row): Row => proptxHomeRecord(key, ts, day(1), fields);

/** The feed on day 1: everything new. */
function dayOne(): Map<string, Row> {
  const feed = new Map<string, Row>();
  applyStory(feed, storyDayOne(day), record);
  return feed;
}

function change(feed: Map<string, Row>, key: string, ts: string, fields: Row): void {
  feed.set(key, { ...feed.get(key)!, ModificationTimestamp: ts, ...fields });
}

const dayTwo = (feed: Map<string, Row>) => applyStory(feed, storyDayTwo(day), record);
const dayThree = (feed: Map<string, Row>) => applyStory(feed, storyDayThree(day), record);

/** Day 4: the conditional sale firms up, over asking. */
function dayFour(feed: Map<string, Row>): void {
  change(feed, 'E0000001', day(4), {
    MlsStatus: 'Sold',
    StandardStatus: 'Closed',
    SoldEntryTimestamp: day(4),
    ClosePrice: 1_010_000,
    CloseDate: '2026-04-15',
    PurchaseContractDate: '2026-03-04',
    DaysOnMarket: 3,
  });
}

const LATER_DAYS = [dayTwo, dayThree, dayFour];

interface EventLine {
  key: string;
  kind: string;
  from_price: number | null;
  to_price: number | null;
  from_status: string | null;
  to_status: string | null;
  previous: string | null;
}

const EXPECTED_AFTER_DAY_FOUR: EventLine[] = [
  { key: 'E0000001', kind: 'listed', from_price: null, to_price: 1_000_000, from_status: null, to_status: 'active', previous: null },
  { key: 'E0000001', kind: 'price_changed', from_price: 1_000_000, to_price: 950_000, from_status: null, to_status: null, previous: null },
  { key: 'E0000001', kind: 'status_changed', from_price: null, to_price: null, from_status: 'active', to_status: 'conditional', previous: null },
  { key: 'E0000001', kind: 'status_changed', from_price: null, to_price: null, from_status: 'conditional', to_status: 'sold', previous: null },
  { key: 'E0000002', kind: 'listed', from_price: null, to_price: 3_000, from_status: null, to_status: 'active', previous: null },
  { key: 'E0000002', kind: 'status_changed', from_price: null, to_price: null, from_status: 'active', to_status: 'leased', previous: null },
  { key: 'E0000003', kind: 'listed', from_price: null, to_price: 800_000, from_status: null, to_status: 'active', previous: null },
  { key: 'E0000003', kind: 'status_changed', from_price: null, to_price: null, from_status: 'active', to_status: 'expired', previous: null },
  { key: 'E0000004', kind: 'listed', from_price: null, to_price: 600_000, from_status: null, to_status: 'active', previous: null },
  { key: 'E0000004', kind: 'status_changed', from_price: null, to_price: null, from_status: 'active', to_status: 'terminated', previous: null },
  { key: 'E0000005', kind: 'listed', from_price: null, to_price: 700_000, from_status: null, to_status: 'active', previous: null },
  { key: 'E0000005', kind: 'status_changed', from_price: null, to_price: null, from_status: 'active', to_status: 'terminated', previous: null },
  { key: 'E0000005', kind: 'back_on_market', from_price: null, to_price: null, from_status: 'terminated', to_status: 'active', previous: null },
  { key: 'E0000005', kind: 'status_changed', from_price: null, to_price: null, from_status: 'terminated', to_status: 'active', previous: null },
  { key: 'E0000006', kind: 'listed', from_price: null, to_price: 900_000, from_status: null, to_status: 'active', previous: null },
  // Re-listed: was $800,000 under E0000003.
  { key: 'E0000007', kind: 'relisted', from_price: 800_000, to_price: 780_000, from_status: null, to_status: 'active', previous: 'E0000003' },
  // The next unit at the same address is another home.
  { key: 'E0000008', kind: 'listed', from_price: null, to_price: 610_000, from_status: null, to_status: 'active', previous: null },
];

describe('listing events', () => {
  let t: TestApp;
  let server: ProptxVowFeed;
  let odata: FakeODataServer;
  let feed: Map<string, Row>;
  const sql = async <T>(query: string, params: unknown[] = []) => (await t.services.pool.query(query, params)).rows as T[];

  const sync = (scope: FeedScope = 'vow') => server.sync(t.services, 'residential', { pageSize: 2, scope });
  const publish = () => server.publish(feed.values());
  const events = () =>
    sql<EventLine>(
      `select l.listing_key as key, e.kind, e.from_price::float8 as from_price, e.to_price::float8 as to_price, e.from_status, e.to_status,
         previous.listing_key as previous
       from listing_event e join listing l on l.id = e.listing_id left join listing previous on previous.id = e.previous_listing_id
       where l.listing_key like 'E%'
       order by l.listing_key, e.occurred_at, e.kind`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    server = new ProptxVowFeed(TOKEN, 2);
    odata = server.odata;
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    await t.close();
  });
  beforeEach(async () => {
    await t.services.pool.query("delete from listing where listing_key like 'E%'; delete from sync_state where source = 'reso'; delete from listing_property");
    odata.onPropertyPage = undefined;
    feed = dayOne();
    publish();
  });

  it('records each kind of change once, with the feed time, through day-by-day runs, and nothing on a re-run', async () => {
    expect(await sync()).toMatchObject({ status: 'succeeded', inserted: 6, events: 6 });
    // Day by day: each run sees the feed as it is that day.
    for (const nextDay of LATER_DAYS) {
      nextDay(feed);
      publish();
      expect((await sync()).status).toBe('succeeded');
    }
    expect(await events()).toEqual(EXPECTED_AFTER_DAY_FOUR);

    const again = await sync();
    expect(again).toMatchObject({ status: 'succeeded', inserted: 0, updated: 0, events: 0 });
    expect(await events()).toHaveLength(EXPECTED_AFTER_DAY_FOUR.length);

    // The feed's times, not the clock's.
    const [cut] = await sql<{ occurred_at: Date }>(
      "select occurred_at from listing_event e join listing l on l.id = e.listing_id where l.listing_key = 'E0000001' and e.kind = 'price_changed'",
    );
    expect(cut!.occurred_at.toISOString()).toBe(day(2));

    // The sold and leased rows stay, off the public site, with their VOW columns.
    const rows = await sql<Row>(
      `select listing_key, is_active, market_status, close_price::float8 as close_price, close_date::text as close_date,
         purchase_contract_date::text as purchase_contract_date, days_on_market, status_changed_at
       from listing where listing_key in ('E0000001', 'E0000002') order by listing_key`,
    );
    expect(rows).toEqual([
      {
        listing_key: 'E0000001',
        is_active: false,
        market_status: 'sold',
        close_price: 1_010_000,
        close_date: '2026-04-15',
        purchase_contract_date: '2026-03-04',
        days_on_market: 3,
        status_changed_at: new Date(day(4)),
      },
      {
        listing_key: 'E0000002',
        is_active: false,
        market_status: 'leased',
        close_price: 2_900,
        close_date: '2026-03-02',
        purchase_contract_date: null,
        days_on_market: null,
        status_changed_at: new Date(day(2, 1)),
      },
    ]);

    // One home across the two MLS numbers; the other unit is another home.
    const [relisted] = await sql<{ id: number }>("select id from listing where listing_key = 'E0000007'");
    const history = await loadListingHistory(t.services.pool, relisted!.id, new Date(day(10, 1)));
    expect(history).toMatchObject({ listingKey: 'E0000007', previousListingKeys: ['E0000003'], daysOnMarket: 7 });
    // E0000003 was on the market from day 1 noon to its expiry on day 2 (1 day), E0000007 from day 3 for 7 days.
    expect(history!.cumulativeDaysOnMarket).toBe(8);
    expect(history!.events.map((event) => [event.listingKey, event.kind])).toEqual([
      ['E0000003', 'listed'],
      ['E0000003', 'status_changed'],
      ['E0000007', 'relisted'],
    ]);
    // The agent's feed browser shows the same history; nobody else may ask for it there.
    const url = `/trpc/adminProperties.history?input=${encodeURIComponent(JSON.stringify({ id: relisted!.id }))}`;
    const asAgent = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(asAgent.statusCode).toBe(200);
    expect(asAgent.json().result.data).toMatchObject({ listingKey: 'E0000007', previousListingKeys: ['E0000003'] });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const units = await sql<{ address_key: string; unit_key: string }>(
      "select address_key, unit_key from listing l join listing_property p on p.id = l.property_id where listing_key in ('E0000004', 'E0000008') order by unit_key",
    );
    expect(units).toEqual([
      { address_key: '100 king st w|toronto', unit_key: '1205' },
      { address_key: '100 king st w|toronto', unit_key: '1206' },
    ]);
  });

  it('records a change once when a run fails midway and the next run resumes', async () => {
    await sync();
    for (const nextDay of LATER_DAYS) nextDay(feed);
    publish();
    // The feed breaks after the second page of changes has been served.
    let served = 0;
    odata.onPropertyPage = () => {
      served += 1;
      if (served === 2) odata.failures.push({ status: 401 });
    };
    const crashed = await sync();
    expect(crashed.status).toBe('failed');
    expect((await events()).length).toBeLessThan(14);
    odata.onPropertyPage = undefined;
    // The resumed run reads the failed page again (the lookback), and more.
    const resumed = await server.sync(t.services, 'residential', { pageSize: 2, lookbackMinutes: 60 * 24 * 3 });
    expect(resumed.status).toBe('succeeded');
    const lines = await events();
    expect(lines).toHaveLength(14);
    // Day-1 records went straight to their final state in this run: the sale's conditional step is
    // known from its SoldConditionalEntryTimestamp, the rest of the days in between were not seen.
    const kinds = lines.map((line) => `${line.key} ${line.kind} ${line.from_status ?? line.from_price} ${line.to_status ?? line.to_price}`);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(lines.filter((line) => line.key === 'E0000007').map((line) => [line.kind, line.previous])).toEqual([['relisted', 'E0000003']]);
    expect(lines.filter((line) => line.key === 'E0000001').map((line) => `${line.kind}:${line.to_status ?? line.to_price}`)).toEqual([
      'listed:active',
      'price_changed:950000',
      'status_changed:conditional',
      'status_changed:sold',
    ]);
  });

  it('writes the events of the rest of a page that PostgreSQL partly refuses (the savepoint path)', async () => {
    await sync();
    const cut = { ...feed.get('E0000006')!, ModificationTimestamp: day(2), ListPrice: 880_000, PriceChangeTimestamp: day(2) };
    // Year 0 parses in JavaScript but is out of PostgreSQL's range: the page is written again listing by listing.
    const refused = { ...feed.get('E0000005')!, ListingKey: 'E0000099', ModificationTimestamp: '0000-06-01T00:00:00Z' };
    const source: FeedSource = {
      name: 'refusing',
      async *pages() {
        yield [refused, cut];
      },
      async *activeKeys() {},
    };
    const summary = await syncFeed({ pool: t.services.pool, jobs: t.services.jobs, source, geocoder: new CentroidGeocoder() }, 'residential', {
      skipMedia: true,
    });
    expect(summary).toMatchObject({ status: 'succeeded', updated: 1, quarantined: 1, events: 1 });
    const lines = await events();
    expect(lines.filter((line) => line.kind === 'price_changed')).toEqual([
      { key: 'E0000006', kind: 'price_changed', from_price: 900_000, to_price: 880_000, from_status: null, to_status: null, previous: null },
    ]);
  });

  it('records a listing that left the feed as removed, once, and keeps its row', async () => {
    await sync();
    feed.delete('E0000006');
    publish();
    const deps = { pool: t.services.pool, jobs: t.services.jobs, source: server.source() };
    expect(await reconcileFeed(deps, 'residential')).toMatchObject({ status: 'succeeded', removed: 1 });
    expect(await reconcileFeed(deps, 'residential')).toMatchObject({ status: 'succeeded', removed: 0 });
    const removed = (await events()).filter((line) => line.kind === 'removed');
    expect(removed).toEqual([
      { key: 'E0000006', kind: 'removed', from_price: null, to_price: null, from_status: 'active', to_status: 'removed', previous: null },
    ]);
    const [row] = await sql<Row>("select is_active, market_status from listing where listing_key = 'E0000006'");
    expect(row).toEqual({ is_active: false, market_status: 'removed' });
  });

  it('asks an IDX feed for no VOW field and keeps none', async () => {
    feed = dayOne();
    change(feed, 'E0000002', day(2), {
      MlsStatus: 'Leased',
      StandardStatus: 'Closed',
      ContractStatus: 'Unavailable',
      ClosePrice: 2_900,
      CloseDate: '2026-03-02',
    });
    publish();
    odata.requests.length = 0;
    expect((await sync('idx')).status).toBe('succeeded');
    const asked = odata.requests.filter((request) => request.startsWith('/odata/Property?'));
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) for (const field of VOW_FEED_FIELDS) expect(decodeURIComponent(request)).not.toMatch(new RegExp(`[=,]${field}(,|&|$)`));
    const [row] = await sql<Row>("select market_status, close_price, close_date from listing where listing_key = 'E0000002'");
    expect(row).toEqual({ market_status: 'leased', close_price: null, close_date: null });
  });
});
