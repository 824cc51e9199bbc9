/**
 * The search engines' conformance suite: the same cases and expectations on every engine. It
 * always runs on PostgreSQL; on Meilisearch when MEILI_HOST (and MEILI_API_KEY if needed) point
 * at a server. Listings come from the sample feed through the real importer and reach the
 * engine through its `index` call, as the search.index jobs deliver them. Expected answers are
 * computed with plain SQL on the listing table, independently of either engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_MUNICIPALITY_DISTRICTS } from '#shared/geo/toronto-districts.ts';
import type { TSearchCriteriaInput } from '#shared/schemas/listing-search.schema.ts';
import type { TListingSummary } from '#shared/schemas/listing.schema.ts';
import { toLegacySummary, type LegacyListingSummary } from '#server/modules/listings/listings.rest.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import type { TClosedFilter, TClosedSearchPage } from '#shared/schemas/vow-listing.schema.ts';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SAMPLE_COUNT = 1500;
const TORONTO_BOX = { north: 43.86, south: 43.58, east: -79.11, west: -79.64 };
const GTA_BOX = { north: 44.6, south: 43.2, east: -78.4, west: -80.3 };
const scarboroughDistricts = FORMER_MUNICIPALITY_DISTRICTS.Scarborough!.map((district) => `Toronto ${district}`);

const MEILI_HOST = process.env.MEILI_HOST;
if (!MEILI_HOST)
  console.log(
    'search conformance: the Meilisearch run is skipped because MEILI_HOST is not set (set MEILI_HOST, and MEILI_API_KEY if the server needs one, to run it).',
  );

function conformanceSuite(engineName: 'postgres' | 'meilisearch', env: Record<string, string>) {
  let t: TestApp;
  const sql = async <Row extends object>(text: string, values: unknown[] = []) => (await t.services.pool.query<Row>(text, values)).rows;
  const idsOf = async (where: string, values: unknown[] = []) =>
    new Set((await sql<{ id: number }>(`select id from listing l where l.is_active and ${where}`, values)).map((row) => row.id));
  const search = (criteria: TSearchCriteriaInput, cursor?: string | null, limit = 24) => t.caller().listings.search({ criteria, cursor, limit });

  /** Every page until next is null: the listings in order (a duplicate or a runaway fails the test). */
  async function everyPage<Listing extends { id: number }>(
    fetchPage: (cursor: string | null) => Promise<{ data: Listing[]; total: number | null; nextCursor: string | null }>,
    limit: number,
    maxPages: number,
  ): Promise<{ listings: Listing[]; total: number | null; pages: number }> {
    const listings: Listing[] = [];
    let cursor: string | null = null;
    let total: number | null = null;
    let pages = 0;
    do {
      const page = await fetchPage(cursor);
      if (pages === 0) total = page.total;
      listings.push(...page.data);
      cursor = page.nextCursor;
      pages++;
      expect(page.data.length, 'a page before the end is full').toBe(cursor ? limit : page.data.length);
      if (pages > maxPages) throw new Error('paging did not end');
    } while (cursor);
    const ids = listings.map((listing) => listing.id);
    expect(new Set(ids).size, 'no listing is repeated').toBe(ids.length);
    return { listings, total, pages };
  }

  const allPages = (criteria: TSearchCriteriaInput, limit = 100) => everyPage((cursor) => search(criteria, cursor, limit), limit, 500);

  async function expectSameSet(criteria: TSearchCriteriaInput, expected: Set<number>) {
    const { listings, total } = await allPages(criteria);
    expect(new Set(listings.map((listing) => listing.id))).toEqual(expected);
    expect(total).toBe(expected.size);
    return listings;
  }

  beforeAll(async () => {
    t = await createTestApp({ env });
    await importSample(t, { count: SAMPLE_COUNT });
    // Every 25th listing sold or leased (off the public site), closed over the 400 days before 2026-01-01, as a VOW feed leaves them.
    await sql(
      `update listing set is_active = false, status_changed_at = now(),
         market_status = case when transaction_type = 'Sale' then 'sold' else 'leased' end,
         close_price = case when id % 50 = 0 then null else round(coalesce(price, 500000) * (0.9 + (id % 20) / 100.0)) end,
         close_date = date '2026-01-01' - (id * 7 % 400)
       where id % 25 = 0`,
    );
    const ids = (await sql<{ id: number }>('select id from listing order by id')).map((row) => row.id);
    for (let index = 0; index < ids.length; index += 2000) await t.services.search.index(ids.slice(index, index + 2000));
  }, 180_000);

  afterAll(async () => {
    if (engineName === 'meilisearch') {
      const { Meilisearch } = await import('meilisearch');
      const client = new Meilisearch({ host: env.MEILI_HOST!, apiKey: env.MEILI_API_KEY || undefined });
      await client.deleteIndexIfExists(env.MEILI_INDEX!);
      await client.deleteIndexIfExists(`${env.MEILI_INDEX!}_places`);
      await client.deleteIndexIfExists(`${env.MEILI_INDEX!}_closed`);
    }
    await t?.close();
  });

  const vowCaller = () => createCaller({ ...createContext(t.services, { ip: '127.0.0.1' }), vowVisitor: async () => ({ visitorId: 1 }) });

  /** Every page of a closed-market (VOW) search: the listings in order, checked like allPages. */
  const closedPages = (criteria: TSearchCriteriaInput, closed: TClosedFilter, limit = 50) =>
    everyPage((cursor): Promise<TClosedSearchPage> => vowCaller().listings.closedSearch({ criteria, closed, cursor, limit }), limit, 200);

  it('uses the engine under test', () => {
    expect(t.services.search.name).toBe(engineName);
  });

  describe('keyword', () => {
    it.each([
      ['Misisauga', 'Mississauga'],
      ['Richmnd Hill', 'Richmond Hill'],
      ['MISSISSAUGÁ', 'Mississauga'],
      ['toronto', 'Toronto'],
      ['Ajx', 'Ajax'],
      ['Oshwa', 'Oshawa'],
    ])('finds the municipality from %j, typos, accents and case forgiven', async (keyword, municipality) => {
      const expected = await idsOf(`l.feed_class in ('residential', 'condo') and l.municipality = $1`, [municipality]);
      expect(expected.size).toBeGreaterThan(10);
      await expectSameSet({ propertyType: 'RESEDENTIAL', keyword }, expected);
    });

    it.each(['Scarboro', 'Scarbourgh'])('finds Toronto listings in the Scarborough districts from %j', async (keyword) => {
      const expected = await idsOf(
        `l.feed_class in ('residential', 'condo') and (lower(l.municipality) = 'scarborough' or l.municipality_district = any($1))`,
        [scarboroughDistricts],
      );
      expect(expected.size).toBeGreaterThan(5);
      const listings = await expectSameSet({ propertyType: 'RESEDENTIAL', keyword }, expected);
      for (const listing of listings) expect(listing.municipality).toBe('Toronto');
    });

    it('puts the listing with that MLS number first, and finds MLS numbers by prefix', async () => {
      const [{ listing_key: key, id } = { listing_key: '', id: 0 }] = await sql<{ listing_key: string; id: number }>(
        `select listing_key, id from listing where is_active and feed_class = 'residential' order by id limit 1 offset 40`,
      );
      const exact = await search({ propertyType: 'RESEDENTIAL', keyword: key.toLowerCase() });
      expect(exact.data[0]?.id).toBe(id);
      const prefix = key.slice(0, 6);
      const expected = await idsOf(`l.feed_class in ('residential', 'condo') and l.listing_key like $1`, [`${prefix}%`]);
      const listings = await expectSameSet({ propertyType: 'RESEDENTIAL', keyword: prefix }, expected);
      for (const listing of listings) expect(listing.mlsNumber.startsWith(prefix)).toBe(true);
    });

    it.each([
      ['Street', 'St'],
      ['Avenue', 'Ave'],
      ['Drive', 'Dr'],
    ])('finds an address written with %s as %s, first', async (long, short) => {
      const [listing] = await sql<{ id: number; address: string }>(
        `select id, address from listing where is_active and feed_class = 'residential' and unit_number is null and address like $1
         and (select count(*) from listing other where other.address = listing.address) = 1 order by id limit 1`,
        [`% ${long}`],
      );
      expect(listing, `a sample listing on a ${long}`).toBeDefined();
      const keyword = listing!.address.replace(new RegExp(` ${long}$`), ` ${short}`);
      const page = await search({ propertyType: 'RESEDENTIAL', keyword });
      expect(page.data[0]?.id).toBe(listing!.id);
    });

    it('finds a condo unit by "unit-number street" and by "street Unit n", first', async () => {
      const [unit] = await sql<{ id: number; address: string; unit_number: string }>(
        `select id, address, unit_number from listing where is_active and feed_class = 'condo' and unit_number is not null
         and address like '% Street%' order by id limit 1`,
      );
      expect(unit).toBeDefined();
      const street = unit!.address.replace(' Street', ' St');
      for (const keyword of [`${unit!.unit_number}-${street}`, `${street} Unit ${unit!.unit_number}`]) {
        const page = await search({ propertyType: 'RESEDENTIAL', keyword });
        expect(page.data[0]?.id, keyword).toBe(unit!.id);
      }
    });

    it('ranks every listing at the address before the other matches, across pages', async () => {
      const [building] = await sql<{ address: string; units: number }>(
        `select address, count(*)::int as units from listing where is_active and feed_class in ('residential', 'condo')
         group by address having count(*) >= 2 order by count(*) desc, address limit 1`,
      );
      expect(building).toBeDefined();
      const atAddress = await idsOf(`l.feed_class in ('residential', 'condo') and l.address = $1`, [building!.address]);
      const { listings } = await allPages({ propertyType: 'RESEDENTIAL', keyword: building!.address }, 2);
      const leading = listings.slice(0, atAddress.size).map((listing) => listing.id);
      expect(new Set(leading)).toEqual(atAddress);
    });

    it('searches community, cross streets and remarks words', async () => {
      const [{ community } = { community: '' }] = await sql<{ community: string }>(
        `select community from listing where is_active and feed_class = 'residential' and community like '% %' group by community order by count(*) desc limit 1`,
      );
      const expected = await idsOf(`l.feed_class in ('residential', 'condo') and l.community = $1`, [community]);
      await expectSameSet({ propertyType: 'RESEDENTIAL', keyword: community }, expected);

      const [{ cross_street: cross } = { cross_street: '' }] = await sql<{ cross_street: string }>(
        `select cross_street from listing where is_active and cross_street like '%/%' order by id limit 1`,
      );
      const crossPage = await search({ propertyType: 'RESEDENTIAL', classes: ['residential', 'condo', 'commercial'], keyword: cross.replace('/', ' ') });
      expect(crossPage.total).toBeGreaterThan(0);
    });
  });

  describe('filters (a chosen N means at least N)', () => {
    const cases: [string, TSearchCriteriaInput, string, unknown[]][] = [
      [
        'building type',
        { propertyType: 'RESEDENTIAL', keyword: 'Toronto', buildingType: 'Detached' },
        `l.feed_class in ('residential', 'condo') and l.municipality = 'Toronto' and l.property_sub_type = 'Detached'`,
        [],
      ],
      [
        'old spelling of a building type',
        { propertyType: 'RESEDENTIAL', buildingType: 'Att/Row/Twnhouse' },
        `l.feed_class in ('residential', 'condo') and l.property_sub_type in ('Att/Row/Twnhouse', 'Att/Row/Townhouse')`,
        [],
      ],
      ['condo', { propertyType: 'RESEDENTIAL', buildingType: 'condo' }, `l.feed_class = 'condo'`, []],
      [
        'commercial building type',
        { propertyType: 'COMMERCIAL', comBuildingType: 'Commercial/Retail' },
        `l.feed_class = 'commercial' and l.property_sub_type in ('Commercial/Retail', 'Commercial Retail')`,
        [],
      ],
      [
        'transaction Rent/Lease',
        { propertyType: 'RESEDENTIAL', transactionType: 'Lease' },
        `l.feed_class in ('residential', 'condo') and l.transaction_type = 'Lease'`,
        [],
      ],
      [
        'commercial Sub-Lease',
        { propertyType: 'COMMERCIAL', comTransactionType: 'Sub-Lease' },
        `l.feed_class = 'commercial' and l.transaction_type = 'Sub-Lease'`,
        [],
      ],
      [
        'price range',
        { propertyType: 'RESEDENTIAL', minPrice: 700000, maxPrice: '1,200,000' },
        `l.feed_class in ('residential', 'condo') and l.price between 700000 and 1200000`,
        [],
      ],
      [
        'beds',
        { propertyType: 'RESEDENTIAL', keyword: 'Mississauga', bed: '3' },
        `l.feed_class in ('residential', 'condo') and l.municipality = 'Mississauga' and l.bedrooms >= 3`,
        [],
      ],
      ['baths', { propertyType: 'RESEDENTIAL', bath: 3 }, `l.feed_class in ('residential', 'condo') and l.bathrooms >= 3`, []],
      ['parking', { propertyType: 'RESEDENTIAL', parking: '2' }, `l.feed_class in ('residential', 'condo') and l.parking_spaces >= 2`, []],
      [
        'commercial legacy prices and baths',
        { propertyType: 'COMMERCIAL', comMinPrice: 1000, comMaxPrice: 5000000, comBath: 1 },
        `l.feed_class = 'commercial' and l.price between 1000 and 5000000 and l.bathrooms >= 1`,
        [],
      ],
      [
        'municipality of the map page',
        { propertyType: 'RESEDENTIAL', municipality: 'scarborough' },
        `l.feed_class in ('residential', 'condo') and (lower(l.municipality) = 'scarborough' or l.municipality_district = any($1))`,
        [scarboroughDistricts],
      ],
      [
        'map area',
        { propertyType: 'RESEDENTIAL', bbox: TORONTO_BOX },
        `l.feed_class in ('residential', 'condo') and l.latitude between $1 and $2 and l.longitude between $3 and $4`,
        [TORONTO_BOX.south, TORONTO_BOX.north, TORONTO_BOX.west, TORONTO_BOX.east],
      ],
    ];

    it.each(cases)('%s', async (_name, criteria, where, values) => {
      const expected = await idsOf(where, values);
      expect(expected.size, 'the sample holds listings for this case').toBeGreaterThan(0);
      await expectSameSet(criteria, expected);
    });
  });

  describe('sorting and paging', () => {
    const sortValue = {
      price_desc: (listing: TListingSummary) => -(listing.listPrice ?? 0),
      price_asc: (listing: TListingSummary) => listing.listPrice ?? 0,
      newest: (listing: TListingSummary) => -Date.parse(listing.listedAt ?? listing.createdAt),
    };

    /** Sales before leases when a price sort covers every transaction (transaction-groups.ts); one group otherwise. */
    const groupOf = (sort: string, listing: TListingSummary) => (sort !== 'newest' && listing.transaction !== 'Sale' ? 1 : 0);
    const expectSorted = (sort: 'price_desc' | 'price_asc' | 'newest', listings: TListingSummary[]) => {
      const keys = listings.map((listing) => [groupOf(sort, listing), sortValue[sort](listing)] as const);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    };

    it.each(['price_desc', 'price_asc', 'newest'] as const)('sorts by %s in the engine, over every page', async (sort) => {
      const expected = await idsOf(`l.feed_class = 'commercial'`);
      const listings = await expectSameSet({ propertyType: 'COMMERCIAL', sort }, expected);
      expectSorted(sort, listings);
    });

    it.each(['price_asc', 'price_desc'] as const)(
      'sorts by %s over every transaction as sales first, then leases by monthly rent, across small pages and with a keyword',
      async (sort) => {
        const expected = await idsOf(`l.feed_class in ('residential', 'condo') and l.municipality = 'Mississauga'`);
        const leases = await idsOf(`l.feed_class in ('residential', 'condo') and l.municipality = 'Mississauga' and l.transaction_type <> 'Sale'`);
        expect(leases.size, 'the sample has leases to group').toBeGreaterThan(3);
        expect(expected.size - leases.size, 'and sales').toBeGreaterThan(3);
        const { listings } = await allPages({ propertyType: 'RESEDENTIAL', keyword: 'Mississauga', transactionType: 'any', sort }, 7);
        expect(new Set(listings.map((listing) => listing.id))).toEqual(expected);
        expectSorted(sort, listings);
        expect(groupOf(sort, listings.at(-1)!)).toBe(1);
        // A full-text keyword takes the engine's other path (PostgreSQL orders those matches in memory).
        const byWord = await allPages({ propertyType: 'RESEDENTIAL', keyword: 'Yonge', sort }, 7);
        expect(byWord.listings.length).toBe(byWord.total);
        expect(new Set(byWord.listings.map((listing) => groupOf(sort, listing))), 'sales and leases both match').toEqual(new Set([0, 1]));
        expectSorted(sort, byWord.listings);
      },
    );

    it('pages to the end with small pages, no listing missed or repeated, and a null next page at the end', async () => {
      const expected = await idsOf(`l.feed_class in ('residential', 'condo') and l.municipality = 'Toronto'`);
      const { listings, pages } = await allPages({ propertyType: 'RESEDENTIAL', keyword: 'Toronto' }, 7);
      expect(new Set(listings.map((listing) => listing.id))).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.size / 7));
    });

    it('pages through the REST shim by POSTing next_page_url with the same criteria, as tRPC does', async () => {
      const criteria = { propertyType: 'COMMERCIAL', comKeyword: 'Vaughan', comTransactionType: 'Lease' };
      const viaTrpc = (await allPages(criteria, 24)).listings.map((listing) => listing.id);
      const viaRest: number[] = [];
      let url: string | null = '/api/comsearch';
      while (url) {
        const response = await t.app.inject({ method: 'POST', url, payload: criteria });
        expect(response.statusCode).toBe(200);
        const { results } = response.json() as { results: { data: LegacyListingSummary[]; next_page_url: string | null } };
        viaRest.push(...results.data.map((listing) => listing.property_id));
        url = results.next_page_url;
      }
      expect(viaRest).toEqual(viaTrpc);
      expect(viaRest.length).toBeGreaterThan(0);
    });

    it('answers the residential REST search like the tRPC search', async () => {
      const body = {
        propertyType: 'RESEDENTIAL',
        keyword: 'Misisauga',
        minPrice: 0,
        maxPrice: 0,
        bed: 'any',
        bath: '1',
        parking: 'any',
        buildingType: 'any',
        transactionType: 'any',
      };
      const response = await t.app.inject({ method: 'POST', url: '/api/search', payload: body });
      const rest = response.json() as { results: { data: LegacyListingSummary[]; total: number } };
      const trpc = await search(body);
      expect(rest.results.data).toEqual(trpc.data.map(toLegacySummary));
      expect(rest.results.total).toBe(trpc.total);
    });
  });

  describe('map', () => {
    /** The active residential and condo listings placed inside the box. */
    const residentialIdsIn = (box: typeof GTA_BOX) =>
      idsOf(`l.feed_class in ('residential', 'condo') and l.latitude between $1 and $2 and l.longitude between $3 and $4`, [
        box.south,
        box.north,
        box.west,
        box.east,
      ]);

    it('counts the listings in a bounding box, in clusters for a wide view', async () => {
      const expected = await residentialIdsIn(GTA_BOX);
      const map = await t.caller().listings.map({ criteria: { propertyType: 'RESEDENTIAL', bbox: GTA_BOX }, zoom: 9 });
      expect(map.total).toBe(expected.size);
      expect(map.markers).toEqual([]);
      expect(map.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(expected.size);
      for (const cluster of map.clusters) {
        expect(cluster.latitude).toBeGreaterThanOrEqual(cluster.bounds.south);
        expect(cluster.latitude).toBeLessThanOrEqual(cluster.bounds.north);
        expect(cluster.longitude).toBeGreaterThanOrEqual(cluster.bounds.west);
        expect(cluster.longitude).toBeLessThanOrEqual(cluster.bounds.east);
      }
    });

    it('agrees with the search total for the same criteria, keyword and filters included', async () => {
      for (const criteria of [
        { propertyType: 'RESEDENTIAL', keyword: 'Toronto', bed: 2, bbox: TORONTO_BOX },
        { propertyType: 'COMMERCIAL', comMinPrice: 100000, bbox: GTA_BOX },
        { propertyType: 'RESEDENTIAL', keyword: 'Yonge', bbox: GTA_BOX },
      ]) {
        const map = await t.caller().listings.map({ criteria, zoom: 10 });
        const page = await search(criteria);
        expect(map.total, JSON.stringify(criteria)).toBe(page.total);
      }
    });

    it('answers markers inside the box when few listings are in view', async () => {
      const [listing] = await sql<{ latitude: number; longitude: number }>(
        `select latitude, longitude from listing where is_active and feed_class = 'residential' and latitude is not null order by id limit 1`,
      );
      const box = { north: listing!.latitude + 0.002, south: listing!.latitude - 0.002, east: listing!.longitude + 0.002, west: listing!.longitude - 0.002 };
      const expected = await residentialIdsIn(box);
      const map = await t.caller().listings.map({ criteria: { propertyType: 'RESEDENTIAL', bbox: box }, zoom: 16 });
      expect(map.total).toBe(expected.size);
      expect(new Set(map.markers.map((marker) => marker.id))).toEqual(expected);
      expect(map.clusters).toEqual([]);
    });
  });

  describe('keyword similarity lookup', () => {
    it('rates the best place match 0..1', async () => {
      const typo = await t.caller().listings.keywordMatch({ keyword: 'Misisauga' });
      expect(typo.bestMatch.target).toBe('Mississauga');
      expect(typo.bestMatch.rating).toBeGreaterThan(0.5);
      expect(typo.bestMatch.rating).toBeLessThan(1);
      expect((await t.caller().listings.keywordMatch({ keyword: 'toronto' })).bestMatch).toMatchObject({ target: 'Toronto', rating: 1 });
      expect((await t.caller().listings.keywordMatch({ keyword: 'qqqq' })).bestMatch.rating).toBe(0);
    });
  });

  describe('public listings only', () => {
    it('drops a listing that left the market from search, map and details once it is indexed', async () => {
      const [listing] = await sql<{ id: number; listing_key: string; latitude: number; longitude: number }>(
        `select id, listing_key, latitude, longitude from listing where is_active and feed_class = 'residential' order by id desc limit 1`,
      );
      const box = { north: listing!.latitude + 0.01, south: listing!.latitude - 0.01, east: listing!.longitude + 0.01, west: listing!.longitude - 0.01 };
      const before = await t.caller().listings.map({ criteria: { propertyType: 'RESEDENTIAL', bbox: box }, zoom: 14 });
      await sql(`update listing set is_active = false, updated_at = now() where id = $1`, [listing!.id]);
      await t.services.search.index([listing!.id]);
      expect((await search({ propertyType: 'RESEDENTIAL', keyword: listing!.listing_key })).data).toEqual([]);
      expect((await t.caller().listings.map({ criteria: { propertyType: 'RESEDENTIAL', bbox: box }, zoom: 14 })).total).toBe(before.total - 1);
      await expect(t.caller().listings.details({ propertyId: listing!.id, propertyType: 'resedential' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('sold listings', () => {
    it('leaves a listing the agent marked Sold out of search and the map, and keeps its page (shown as Sold)', async () => {
      const [listing] = await sql<{ id: number; listing_key: string; latitude: number; longitude: number }>(
        `select id, listing_key, latitude, longitude from listing where is_active and feed_class = 'residential' and latitude is not null
         order by id desc limit 1 offset 3`,
      );
      const box = { north: listing!.latitude + 0.01, south: listing!.latitude - 0.01, east: listing!.longitude + 0.01, west: listing!.longitude - 0.01 };
      const before = await t.caller().listings.map({ criteria: { propertyType: 'RESEDENTIAL', bbox: box }, zoom: 14 });
      expect((await search({ propertyType: 'RESEDENTIAL', keyword: listing!.listing_key })).data.map((found) => found.id)).toContain(listing!.id);
      await sql(`update listing set in_own_listing = true, agent_status = 'Sold', updated_at = now() where id = $1`, [listing!.id]);
      await t.services.search.index([listing!.id]);
      expect((await search({ propertyType: 'RESEDENTIAL', keyword: listing!.listing_key })).data).toEqual([]);
      const all = await allPages({ propertyType: 'RESEDENTIAL', bbox: box });
      expect(all.listings.map((found) => found.id)).not.toContain(listing!.id);
      expect((await t.caller().listings.map({ criteria: { propertyType: 'RESEDENTIAL', bbox: box }, zoom: 14 })).total).toBe(before.total - 1);
      const details = await t.caller().listings.details({ propertyId: listing!.id, propertyType: 'resedential' });
      expect(JSON.stringify(details)).toContain('"agentStatus":"Sold"');
    });
  });

  describe('sold and leased listings (the VOW tier)', () => {
    const SOLD_2025: TClosedFilter = { market: 'sold', closedFrom: '2025-03-01', closedTo: '2025-10-31' };
    const closedIds = async (where: string, values: unknown[] = []) =>
      (
        await sql<{ id: number }>(
          `select id from listing l where l.market_status = $1 and not l.agent_hidden and l.close_date between $2 and $3 and ${where}`,
          values,
        )
      ).map((row) => row.id);

    it('finds the sold listings closed in the range, newest close first, over every page', async () => {
      const expected = await closedIds(`l.feed_class in ('residential', 'condo') order by l.close_date desc, l.id desc`, [
        'sold',
        SOLD_2025.closedFrom,
        SOLD_2025.closedTo,
      ]);
      expect(expected.length).toBeGreaterThan(5);
      const { listings, total } = await closedPages({ propertyType: 'RESEDENTIAL' }, SOLD_2025, 7);
      expect(listings.map((listing) => listing.id)).toEqual(expected);
      expect(total).toBe(expected.length);
      for (const listing of listings) {
        expect(listing.marketStatus).toBe('sold');
        expect(listing.closeDate! >= SOLD_2025.closedFrom && listing.closeDate! <= SOLD_2025.closedTo).toBe(true);
      }
    });

    it('finds leased listings, priced by the close (the list price when none), lowest first', async () => {
      const leased: TClosedFilter = { market: 'leased', closedFrom: '2024-11-01', closedTo: '2026-01-01' };
      const expected = await closedIds(
        `l.feed_class in ('residential', 'condo') and coalesce(l.close_price, l.price) >= $4
         order by coalesce(coalesce(l.close_price, l.price), 0), l.id`,
        ['leased', leased.closedFrom, leased.closedTo, 2000],
      );
      expect(expected.length).toBeGreaterThan(2);
      const { listings, total } = await closedPages({ propertyType: 'RESEDENTIAL', minPrice: 2000, sort: 'price_asc' }, leased, 5);
      expect(listings.map((listing) => listing.id)).toEqual(expected);
      expect(total).toBe(expected.length);
    });

    it('applies the place and filters to closed listings too, and puts an MLS number first', async () => {
      const expected = await closedIds(`l.feed_class = 'commercial' or (l.municipality = 'Toronto' and l.feed_class in ('residential', 'condo'))`, [
        'sold',
        '2024-11-01',
        '2026-01-01',
      ]);
      const toronto = await closedIds(`l.municipality = 'Toronto' and l.feed_class in ('residential', 'condo')`, ['sold', '2024-11-01', '2026-01-01']);
      expect(toronto.length).toBeGreaterThan(2);
      expect(expected.length).toBeGreaterThan(toronto.length);
      const { listings } = await closedPages(
        { propertyType: 'RESEDENTIAL', keyword: 'toronto' },
        { market: 'sold', closedFrom: '2024-11-01', closedTo: '2026-01-01' },
      );
      expect(new Set(listings.map((listing) => listing.id))).toEqual(new Set(toronto));
      const [first] = await sql<{ id: number; listing_key: string }>('select id, listing_key from listing where id = $1', [toronto[0]]);
      const exact = await vowCaller().listings.closedSearch({
        criteria: { propertyType: 'RESEDENTIAL', keyword: first!.listing_key },
        closed: { market: 'sold', closedFrom: '2024-11-01', closedTo: '2026-01-01' },
      });
      expect(exact.data[0]?.id).toBe(first!.id);
    });

    it('maps closed listings in the range: clusters for a wide view, markers when few', async () => {
      const closed: TClosedFilter = { market: 'sold', closedFrom: '2024-11-01', closedTo: '2026-01-01' };
      const inBox = async (box: typeof GTA_BOX) =>
        closedIds(`l.feed_class in ('residential', 'condo') and l.latitude between $4 and $5 and l.longitude between $6 and $7`, [
          'sold',
          closed.closedFrom,
          closed.closedTo,
          box.south,
          box.north,
          box.west,
          box.east,
        ]);
      const wide = await vowCaller().listings.closedMap({ criteria: { propertyType: 'RESEDENTIAL', bbox: GTA_BOX }, closed, zoom: 9 });
      expect(wide.total).toBe((await inBox(GTA_BOX)).length);
      const markers = await vowCaller().listings.closedMap({ criteria: { propertyType: 'RESEDENTIAL', bbox: TORONTO_BOX }, closed, zoom: 14 });
      const expected = await inBox(TORONTO_BOX);
      expect(markers.total).toBe(expected.length);
      if (markers.clusters.length === 0) expect(new Set(markers.markers.map((marker) => marker.id))).toEqual(new Set(expected));
      for (const marker of markers.markers) expect(marker.closeDate).not.toBeNull();
    });

    it('keeps closed listings out of the public search and map, and public ones out of the closed search', async () => {
      const closedSet = new Set(await closedIds('true', ['sold', '2000-01-01', '2026-01-01']));
      const publicAnswer = await allPages({ propertyType: 'RESEDENTIAL', keyword: 'toronto' });
      expect(publicAnswer.listings.filter((listing) => closedSet.has(listing.id))).toEqual([]);
      const { listings } = await closedPages({ propertyType: 'RESEDENTIAL' }, { market: 'sold', closedFrom: '2023-01-01', closedTo: '2026-01-01' });
      const [{ n } = { n: 0 }] = await sql<{ n: number }>(`select count(*)::int as n from listing where is_active and id = any($1::int[])`, [
        listings.map((listing) => listing.id),
      ]);
      expect(n).toBe(0);
    });

    it('answers the same after a full rebuild from PostgreSQL', async () => {
      const before = await closedPages({ propertyType: 'RESEDENTIAL' }, SOLD_2025);
      await t.services.search.reindexAll();
      expect((await closedPages({ propertyType: 'RESEDENTIAL' }, SOLD_2025)).listings).toEqual(before.listings);
    });
  });

  describe('rebuild', () => {
    it('answers the same after a full rebuild from PostgreSQL', async () => {
      const before = await allPages({ propertyType: 'RESEDENTIAL', keyword: 'Richmnd Hill' });
      const progress = await t.services.search.reindexAll();
      expect(progress.indexed).toBe(progress.total);
      const after = await allPages({ propertyType: 'RESEDENTIAL', keyword: 'Richmnd Hill' });
      expect(after.listings).toEqual(before.listings);
    });
  });
}

describe('search conformance: postgres', () => {
  conformanceSuite('postgres', { MEILI_HOST: '' });
});

describe.skipIf(!MEILI_HOST)('search conformance: meilisearch', () => {
  conformanceSuite('meilisearch', {
    MEILI_HOST: MEILI_HOST ?? '',
    MEILI_API_KEY: process.env.MEILI_API_KEY ?? '',
    MEILI_INDEX: `listings_test_${process.pid}_${Date.now().toString(36)}`,
  });
});
