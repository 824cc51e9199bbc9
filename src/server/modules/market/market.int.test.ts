/**
 * Market figures against hand-counted listings and events inserted here (the sample feed's
 * histories belong to the importer), the VOW gate of the market and building answers, and the
 * grouping of condo units into buildings. Dates are relative to the current month in Toronto.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { VOW_FIELD_NAMES } from '#shared/vow-fields.ts';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { refreshMarket } from './market-refresh.ts';
import { DAY_MS } from '#shared/time.ts';

let t: TestApp;
/** "YYYY-MM" of k months ago, in Toronto. */
let monthAgo: (k: number) => string;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  const { rows } = await t.services.pool.query<{ month: string }>(
    `select to_char(date_trunc('month', now() at time zone 'America/Toronto'), 'YYYY-MM') as month`,
  );
  const [year, month] = rows[0]!.month.split('-').map(Number) as [number, number];
  monthAgo = (k) => {
    const index = year * 12 + (month - 1) - k;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };
});
afterAll(() => t?.close());

/** Noon in Toronto (EST or EDT, noon is the same day either way) on a day of k months ago. */
const at = (k: number, day: number) => `${monthAgo(k)}-${String(day).padStart(2, '0')}T12:00:00-05:00`;
const date = (k: number, day: number) => `${monthAgo(k)}-${String(day).padStart(2, '0')}`;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

let keySeq = 0;
async function insertListing({ raw, ...fields }: Record<string, unknown>): Promise<number> {
  const row: Record<string, unknown> = {
    listing_key: `HC${++keySeq}`,
    feed_class: 'residential',
    transaction_type: 'Sale',
    municipality: 'Handcount',
    is_active: true,
    market_status: 'active',
    ...fields,
  };
  const columns = Object.keys(row);
  const { rows } = await t.services.pool.query<{ id: number }>(
    `insert into listing (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  // As the migration that made listing_raw moved a stored record (the importer packs new ones).
  if (raw !== undefined) await t.services.pool.query('insert into listing_raw (listing_id, raw) values ($1, $2)', [rows[0]!.id, raw]);
  return rows[0]!.id;
}

async function insertEvent(listingId: number, kind: string, occurredAt: string, fields: Record<string, unknown> = {}): Promise<void> {
  const row: Record<string, unknown> = { listing_id: listingId, kind, occurred_at: occurredAt, ...fields };
  const columns = Object.keys(row);
  await t.services.pool.query(
    `insert into listing_event (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(row),
  );
}

async function newProperty(addressKey: string): Promise<number> {
  const { rows } = await t.services.pool.query<{ id: number }>(
    `insert into listing_property (address_key, transaction_kind) values ($1, 'sale') returning id`,
    [addressKey],
  );
  return rows[0]!.id;
}

const anonymous = () => t.caller();
const vowCaller = () => createCaller({ ...createContext(t.services, { ip: '127.0.0.1' }), vowVisitor: async () => ({ visitorId: 1 }) });

type Month = Awaited<ReturnType<ReturnType<typeof anonymous>['market']['area']>>['months'][number];
const byMonth = (months: Month[]) => new Map(months.map((month) => [month.month.slice(0, 7), month]));

describe('market figures', () => {
  const sold = { a: '', d: '' };
  const stretch = { a: 0, d: 0 };

  beforeAll(async () => {
    // A: listed five months ago, sold over asking two months later.
    const a = await insertListing({
      community: 'Alpha',
      price: 1_000_000,
      original_price: 1_000_000,
      listed_at: at(5, 10),
      market_status: 'sold',
      is_active: false,
      status_changed_at: at(3, 5),
      close_price: 1_050_000,
      purchase_contract_date: date(3, 5),
      close_date: date(2, 20),
    });
    await insertEvent(a, 'listed', at(5, 10), { to_price: 1_000_000, to_status: 'active' });
    await insertEvent(a, 'status_changed', at(3, 5), { from_status: 'active', to_status: 'sold' });
    stretch.a = days(at(5, 10), at(3, 5));
    sold.a = monthAgo(3);

    // B: one home, listed four months ago, expired, re-listed under a new MLS number the same month.
    const home = await newProperty('9 handcount lane');
    const b1 = await insertListing({
      community: 'Alpha',
      property_id: home,
      price: 900_000,
      listed_at: at(4, 3),
      market_status: 'expired',
      is_active: false,
      status_changed_at: at(4, 20),
    });
    await insertEvent(b1, 'listed', at(4, 3), { to_price: 900_000 });
    await insertEvent(b1, 'status_changed', at(4, 20), { from_status: 'active', to_status: 'expired' });
    const b2 = await insertListing({ community: 'Alpha', property_id: home, price: 880_000, listed_at: at(4, 25) });
    await insertEvent(b2, 'relisted', at(4, 25), { to_price: 880_000, previous_listing_id: b1 });

    // C: listed four months ago, a price cut two months ago, still for sale.
    const c = await insertListing({ community: 'Alpha', price: 1_100_000, original_price: 1_200_000, listed_at: at(4, 12) });
    await insertEvent(c, 'listed', at(4, 12), { to_price: 1_200_000 });
    await insertEvent(c, 'price_changed', at(2, 15), { from_price: 1_200_000, to_price: 1_100_000 });

    // D: the only listing of its community, sold under asking.
    const d = await insertListing({
      community: 'Solo',
      price: 700_000,
      listed_at: at(2, 8),
      market_status: 'sold',
      is_active: false,
      status_changed_at: at(1, 20),
      close_price: 690_000,
      purchase_contract_date: date(1, 20),
    });
    await insertEvent(d, 'listed', at(2, 8), { to_price: 700_000 });
    await insertEvent(d, 'status_changed', at(1, 20), { from_status: 'active', to_status: 'sold' });
    stretch.d = days(at(2, 8), at(1, 20));
    sold.d = monthAgo(1);

    // E: a condo for lease without any events (imported before the history existed).
    await insertListing({ community: 'Alpha', feed_class: 'condo', transaction_type: 'Lease', price: 2_500, listed_at: at(1, 2) });
    // Another town's listing and an agent's own listing never count here.
    await insertListing({ municipality: 'Elsewhere', community: 'Alpha', price: 1, listed_at: at(4, 12) });
    await insertListing({ origin: 'agent', community: 'Alpha', price: 1, listed_at: at(4, 12) });

    const result = await refreshMarket(t.services.pool);
    expect(result.isFull).toBe(true);
  });

  it('counts new listings, inventory, asking prices and days on market by month', async () => {
    const alpha = await anonymous().market.area({ municipality: 'handcount', community: 'alpha', class: 'houses', transaction: 'sale' });
    expect(alpha.months).toHaveLength(24);
    const months = byMonth(alpha.months);
    const figures = (k: number) => {
      const month = months.get(monthAgo(k))!;
      return [month.newListings, month.activeInventory, month.medianAskingPrice, month.medianListingDays];
    };
    expect(figures(6)).toEqual([0, 0, null, null]);
    expect(figures(5)).toEqual([1, 1, 1_000_000, null]);
    // B's two MLS numbers are one home: 2 new listings (B, C), median of 900,000 and 1,200,000.
    // B1 left after 17 days; at month end A, B2 and C are on the market.
    expect(figures(4)).toEqual([2, 3, 1_050_000, 17]);
    expect(figures(3)).toEqual([0, 2, null, Math.round(stretch.a * 10) / 10]);
    expect(figures(2)).toEqual([0, 2, null, null]);
    expect(figures(0)).toEqual([0, 2, null, null]);
  });

  it('gives a community with one listing its own figures and counts it in the municipality', async () => {
    const solo = byMonth((await anonymous().market.area({ municipality: 'handcount', community: 'solo' })).months);
    expect([solo.get(monthAgo(2))!.newListings, solo.get(monthAgo(2))!.activeInventory]).toEqual([1, 1]);
    expect([solo.get(monthAgo(1))!.activeInventory, solo.get(monthAgo(1))!.medianListingDays]).toEqual([0, Math.round(stretch.d * 10) / 10]);

    const town = await vowCaller().market.area({ municipality: 'handcount' });
    const months = byMonth(town.months);
    expect(months.get(monthAgo(2))).toMatchObject({ newListings: 1, activeInventory: 3, medianAskingPrice: 700_000 });
    expect(town.communities.map((community) => community.name)).toEqual(['Alpha', 'Solo']);
    expect(town.communities[0]!.path).toBe('/market/handcount/alpha');
  });

  it('gives VOW visitors sales by month, with months without sales', async () => {
    const months = byMonth((await vowCaller().market.area({ municipality: 'handcount' })).months);
    expect(months.get(sold.a)).toMatchObject({ salesCount: 1, medianSoldPrice: 1_050_000, soldToAskRatio: 1.05 });
    expect(months.get(sold.d)).toMatchObject({ salesCount: 1, medianSoldPrice: 690_000, soldToAskRatio: 0.9857 });
    expect(months.get(monthAgo(4))).toMatchObject({ salesCount: 0, medianSoldPrice: null, soldToAskRatio: null });
  });

  it('never gives an anonymous visitor a sold figure', async () => {
    const answer = await anonymous().market.area({ municipality: 'handcount' });
    expect(answer.hasSoldFigures).toBe(false);
    const keys = new Set(answer.months.flatMap((month) => Object.keys(month)));
    for (const name of VOW_FIELD_NAMES) expect(keys.has(name), name).toBe(false);
    expect(JSON.stringify(answer)).not.toMatch(/soldPrice|soldToAsk|salesCount|690000/i);
  });

  it('reads listings without events from their columns', async () => {
    const lease = byMonth((await anonymous().market.area({ municipality: 'handcount', community: 'alpha', class: 'condos', transaction: 'lease' })).months);
    expect(lease.get(monthAgo(1))).toMatchObject({ newListings: 1, activeInventory: 1, medianAskingPrice: 2500 });
    expect(lease.get(monthAgo(0))).toMatchObject({ newListings: 0, activeInventory: 1 });
  });

  it('refreshes only what changed since the last refresh', async () => {
    const before = byMonth((await vowCaller().market.area({ municipality: 'handcount' })).months).get(monthAgo(0))!;
    // The earlier listings were written an hour ago, beyond the refresh's look-back.
    await t.services.pool.query(`update listing set updated_at = now() - interval '1 hour'`);
    const c = await insertListing({ community: 'Alpha', price: 640_000, listed_at: at(0, 1) });
    await insertEvent(c, 'listed', at(0, 1), { to_price: 640_000 });
    const result = await refreshMarket(t.services.pool);
    expect(result.isFull).toBe(false);
    // Houses for sale in Handcount only.
    expect(result.areas).toBe(1);
    const after = byMonth((await vowCaller().market.area({ municipality: 'handcount' })).months).get(monthAgo(0))!;
    expect([after.newListings - before.newListings, after.activeInventory - before.activeInventory]).toEqual([1, 1]);
  });

  it('answers unknown places with not found and bad slugs with field messages', async () => {
    await expect(anonymous().market.area({ municipality: 'atlantis' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(anonymous().market.area({ municipality: 'handcount', community: 'nowhere' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(anonymous().market.area({ municipality: '../etc' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(anonymous().market.area({ municipality: 'handcount', class: 'castles' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('ranks municipalities on the overview', async () => {
    const overview = await anonymous().market.overview({ class: 'houses', transaction: 'sale' });
    const handcount = overview.municipalities.find((row) => row.slug === 'handcount');
    expect(handcount).toMatchObject({ name: 'Handcount', path: '/market/handcount', activeInventory: 3 });
  });
});

describe('condo buildings', () => {
  const condo = (fields: Record<string, unknown>) =>
    insertListing({ feed_class: 'condo', municipality: 'Bldgtown', community: 'Harbour', listed_at: at(1, 1), ...fields });

  beforeAll(async () => {
    await condo({
      address: '1 Yonge Street',
      unit_number: '1203',
      price: 800_000,
      sqft_range: '700-799',
      association_fee: 600,
      details: { Bldg_amen: 'Gym, Concierge, Pool', Maint_inc: 'Heat Included, Water Included' },
      raw: { BuildingName: 'Toronto Star Building' },
      approximate_age: '6-10',
    });
    await condo({
      address: '1 Yonge St',
      unit_number: 'PH1',
      price: 2_000_000,
      sqft_range: '1400-1599',
      association_fee: 1500,
      details: { Bldg_amen: 'Gym, Rooftop Deck' },
    });
    await condo({ address: '1203-1 Yonge St', transaction_type: 'Lease', price: 2_900, sqft_range: '500-599' });
    await condo({
      address: '1 Yonge Street',
      unit_number: '507',
      price: 650_000,
      sqft_range: '600-699',
      market_status: 'sold',
      is_active: false,
      close_price: 663_000,
      close_date: date(2, 1),
    });
    // Different buildings: another street number, and the same address in another town.
    await condo({ address: '11 Yonge St', unit_number: '1203', price: 500_000 });
    await condo({ address: '1 Yonge St', municipality: 'Othertown', price: 500_000 });
    // Two condos a query: the keys are written over several batches, as for a whole board's history.
    const { buildingsKeyed } = await refreshMarket(t.services.pool, { buildingKeyBatch: 2 });
    expect(buildingsKeyed).toBeGreaterThanOrEqual(6);
  });

  it('groups every unit of one street address, however the address is written', async () => {
    const building = await anonymous().market.building({ slug: '1-yonge-st-bldgtown' });
    expect(building).toMatchObject({ name: 'Toronto Star Building', street: '1 Yonge St', municipality: 'Bldgtown', approximateAge: '6-10' });
    expect(building.forSale.map((unit) => unit.unit)).toEqual(['1203', 'PH1']);
    expect(building.forRent.map((unit) => unit.price)).toEqual([2900]);
    expect(building.amenities).toEqual(['Gym', 'Concierge', 'Pool', 'Rooftop Deck']);
    expect(building.feeIncludes).toEqual(['Heat Included', 'Water Included']);
    // 600 / 749.5 and 1500 / 1499.5: the median of 0.80 and 1.00.
    expect(building.typicalFeePerSqft).toBe(0.9);
    expect(building.marketPath).toBe('/market/bldgtown/harbour');
    const other = await anonymous().market.building({ slug: '11-yonge-st-bldgtown' });
    expect(other.forSale).toHaveLength(1);
  });

  it('shows past sales only to VOW visitors', async () => {
    const anonymousAnswer = await anonymous().market.building({ slug: '1-yonge-st-bldgtown' });
    expect(anonymousAnswer.hasPastFigures).toBe(false);
    for (const name of VOW_FIELD_NAMES) expect(Object.keys(anonymousAnswer), name).not.toContain(name);
    expect(JSON.stringify(anonymousAnswer)).not.toContain('663000');

    const vow = await vowCaller().market.building({ slug: '1-yonge-st-bldgtown' });
    expect(vow.pastSales).toEqual([
      { unit: '507', soldPrice: 663_000, soldOn: date(2, 1), listPrice: 650_000, bedrooms: null, sqftRange: '600-699', soldPricePerSqft: 1020.79 },
    ]);
    expect(vow.pastLeases).toEqual([]);
  });

  it('answers an unknown building with not found', async () => {
    await expect(anonymous().market.building({ slug: '2-yonge-st-bldgtown' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(anonymous().market.building({ slug: 'Not a slug!' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('market and building heads and sitemap', () => {
  const shell = '<!doctype html><html lang="en"><head><title>Realtor</title></head><body><div id="root"></div></body></html>';
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'market-shell-'));
    await fs.writeFile(path.join(dir, 'index.html'), shell);
    app = await buildApp(t.services, { clientDir: dir });
  });
  afterAll(async () => {
    await app?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  it('describes a building as an ApartmentComplex with its address, without sold prices', async () => {
    const response = await app.inject({ method: 'GET', url: '/building/1-yonge-st-bldgtown' });
    expect(response.body).toContain('/building/1-yonge-st-bldgtown" />');
    expect(jsonLd(response.body)).toContainEqual(
      expect.objectContaining({ '@type': 'ApartmentComplex', name: 'Toronto Star Building', numberOfAvailableAccommodationUnits: 3 }),
    );
    // The sold unit's price (663,000) in any form: a bare '663' can turn up in a random token of the page (its CSP nonce).
    expect(response.body).not.toMatch(/663[,.\s]?000/);
  });

  it('names market pages and keeps unknown places out of the index', async () => {
    const known = await app.inject({ method: 'GET', url: '/market/handcount/alpha' });
    expect(known.body).toMatch(/<title>[^<]*Alpha, Handcount Real Estate Market<\/title>/);
    const unknown = await app.inject({ method: 'GET', url: '/market/atlantis' });
    expect(unknown.body).toContain('noindex');
  });

  it('lists market pages and buildings with a unit on the site in the sitemap', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const paths = [...sitemap.body.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(paths).toEqual(expect.arrayContaining(['/market', '/market/handcount', '/market/handcount/solo', '/building/1-yonge-st-bldgtown']));
  });
});
