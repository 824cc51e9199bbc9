/**
 * The public listing API around search, on the PostgreSQL engine: details with related listings,
 * the curated lists, all-properties, suggestions, bad input, and that the SQL text helpers agree
 * with their TypeScript mirrors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_MUNICIPALITY_DISTRICTS } from '#shared/geo/toronto-districts.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import type { LegacyListingSummary } from '#server/modules/listings/listings.rest.ts';
import { fold, streetKey } from '#server/search/text/normalize.ts';
import { SEARCH_WORD_COLUMNS } from '#server/search/text/search-words.ts';
import { searchableListingSql } from '#server/modules/listings/public-listing.ts';
import {
  CARD_COLUMNS,
  MAIN_PHOTO_JOIN,
  RELATED_SUMMARIES_SQL,
  SUMMARY_COLUMNS,
  toSummary,
  type SummaryRow,
} from '#server/modules/listings/listing-read-model.ts';
import { detailsSql } from '#server/modules/listings/stored-details.ts';
import { DEFAULT_LISTING_SEARCH } from '#shared/schemas/listing-search.schema.ts';
import { ZListingDetailAnswer, ZMapAnswer, ZSearchPage } from '#shared/schemas/listing.schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/json-shape.ts';
import { explainText, inRolledBackTransaction } from '../support/query-plan.ts';

describe('listing API', () => {
  let t: TestApp;
  const sql = async <Row extends object>(text: string, values: unknown[] = []) => (await t.services.pool.query<Row>(text, values)).rows;

  beforeAll(async () => {
    t = await createTestApp({ env: { MEILI_HOST: '' } });
    await importSample(t, { count: 400 });
  }, 120_000);
  afterAll(() => t?.close());

  describe('details', () => {
    it('answers res with details, rooms and images, and related listings of the same town and class near its price', async () => {
      const [listing] = await sql<{ id: number; municipality: string; feed_class: string }>(
        `select id, municipality, feed_class from listing where is_active and feed_class = 'residential' and municipality = 'Toronto' order by id limit 1`,
      );
      const response = await t.app.inject({ method: 'GET', url: `/api/properties/details/${listing!.id}/resedential` });
      expect(response.statusCode).toBe(200);
      const { res, randomProperties } = response.json() as { res: Record<string, unknown>; randomProperties: LegacyListingSummary[] };
      expect(res).toMatchObject({ property_id: listing!.id, property_type: 'resedential', Municipality: 'Toronto' });
      expect(Array.isArray(res.rooms)).toBe(true);
      expect((res.rooms as unknown[]).length).toBeGreaterThan(0);
      expect(res.rooms).toEqual(expect.arrayContaining([expect.objectContaining({ out: expect.any(String), dc1: expect.anything() })]));
      expect((res.propert_details as Record<string, unknown>[])[0]).toHaveProperty('Community');
      expect(res.images).toEqual([]);
      expect(res.url).toBeNull();
      expect(randomProperties.length).toBeGreaterThan(0);
      expect(randomProperties.length).toBeLessThanOrEqual(4);
      for (const related of randomProperties) {
        expect(related.property_id).not.toBe(listing!.id);
        expect(related.Municipality).toBe('Toronto');
        expect(related.property_type).toBe('resedential');
      }
    });

    it("answers what the answers' schemas describe, no field more or less: the hot read paths are not checked on the way out", async () => {
      // listings.details, .search and .map skip tRPC's output validation (listings.router.ts); the
      // schemas stay their contract. Parsing strips unknown keys and fails on missing ones, so an
      // answer equal to its parse has exactly the schema's fields.
      const { data: items } = await t.caller().listings.search({ criteria: { ...DEFAULT_LISTING_SEARCH, classes: ['condo'] }, limit: 6 });
      expect(items.length).toBeGreaterThan(0);
      for (const summary of items) {
        const details = await t.caller().listings.details({ propertyId: summary.id, propertyType: 'condo' });
        expect(details.listing.rooms.length + details.related.length).toBeGreaterThan(0);
        expect(ZListingDetailAnswer.parse(details)).toEqual(details);
      }
      const page = await t.caller().listings.search({ criteria: DEFAULT_LISTING_SEARCH, limit: 24 });
      expect(ZSearchPage.parse(page)).toEqual(page);
      const map = await t
        .caller()
        .listings.map({ criteria: { ...DEFAULT_LISTING_SEARCH, bbox: { north: 44.6, south: 43.2, east: -78.4, west: -80.3 } }, zoom: 9 });
      expect(map.markers.length + map.clusters.length).toBeGreaterThan(0);
      expect(ZMapAnswer.parse(map)).toEqual(map);
    });

    it('relates the listings of the same town and class closest in price, nearest first, the lower id on a tie', async () => {
      // A tie on purpose: two other Toronto houses as far above the listing's price as below it.
      const [listing] = await sql<{ id: number; price: string }>(
        `select id, price from listing where is_active and feed_class = 'residential' and municipality = 'Toronto' and price > 100000 order by id limit 1 offset 3`,
      );
      const price = Number(listing!.price);
      // The details are read on the app's own connections, so the tie is committed, and the two
      // prices are put back afterwards: the other tests see the listings as imported.
      const tied = await sql<{ id: number; price: string | null }>(
        `select id, price from listing where is_active and feed_class = 'residential' and municipality = 'Toronto' and id <> $1 order by id limit 2`,
        [listing!.id],
      );
      try {
        await sql(`update listing set price = case when id = $2 then $3::numeric + 1000 else $3::numeric - 1000 end where id = any($1::int[])`, [
          tied.map((row) => row.id),
          tied[0]!.id,
          price,
        ]);
        const expected = await sql<{ id: number }>(
          `select l.id from listing l where ${searchableListingSql('l')} and l.municipality = 'Toronto' and l.feed_class = 'residential' and l.id <> $1
           order by abs(coalesce(l.price, 0) - $2), l.id limit 4`,
          [listing!.id, price],
        );
        const { related } = await t.caller().listings.details({ propertyId: listing!.id, propertyType: 'resedential' });
        expect(expected.length).toBe(4);
        expect(related.map((summary) => summary.id)).toEqual(expected.map((row) => row.id));
      } finally {
        for (const row of tied) await sql('update listing set price = $2 where id = $1', [row.id, row.price]);
      }
    });

    it('plans the related listings once per connection: the planner sees none of their values', async () => {
      // PostgreSQL keeps a prepared statement's generic plan once it costs no more than the
      // statement's own plans; with the town and price in sight each call's own plan looked
      // cheaper at 100,000 listings, and the statement was planned at every call.
      const [listing] = await sql<{ id: number; municipality: string; price: string }>(
        `select id, municipality, price from listing where is_active and feed_class = 'residential' and price is not null order by id limit 1`,
      );
      const cost = (plan: string) => /cost=[\d.]+\.\.([\d.]+)/.exec(plan)![1];
      const costs = await inRolledBackTransaction(t.services.pool, async (client) => {
        await client.query(`prepare related_listings(text, text, int, numeric, int) as ${RELATED_SUMMARIES_SQL}`);
        const planned = async (mode: 'force_custom_plan' | 'force_generic_plan') => {
          await client.query(`set local plan_cache_mode = ${mode}`);
          return explainText(client, `execute related_listings('${listing!.municipality}', 'residential', ${listing!.id}, ${listing!.price}, 4)`);
        };
        const costs = { own: cost(await planned('force_custom_plan')), generic: cost(await planned('force_generic_plan')) };
        await client.query('deallocate related_listings');
        return costs;
      });
      expect(costs.own).toBe(costs.generic);
    });

    it('shows the photo variants once processed', async () => {
      const [listing] = await sql<{ id: number; listing_key: string }>(
        `select id, listing_key from listing where is_active and feed_class = 'condo' order by id limit 1`,
      );
      const [main] = await sql<{ media_key: string }>(
        `update listing_media set status = 'ready', file_token = 'c96bf0328e89', width = 1280, height = 853 where listing_id = $1 and is_main returning media_key`,
        [listing!.id],
      );
      const base = `/media/listings/${listing!.listing_key}/${main!.media_key}-c96bf0328e89`;
      const { listing: detail } = await t.caller().listings.details({ propertyId: listing!.id, propertyType: 'condo' });
      expect(detail.photoUrl).toBe(`${base}-640.webp`);
      expect(detail.photos[0]).toMatchObject({ url: `${base}-1280.webp`, width: 1280, height: 853 });
      expect(detail.photos[0]!.srcset).toBe(`${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`);
    });

    it('answers 404 for an unknown or inactive listing and 400 for a bad id or type', async () => {
      const [inactive] = await sql<{ id: number }>(
        `update listing set is_active = false, updated_at = now() where id = (select max(id) from listing) returning id`,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/properties/details/99999999/resedential' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/properties/details/${inactive!.id}/resedential` })).statusCode).toBe(404);
      const badId = await t.app.inject({ method: 'GET', url: '/api/properties/details/abc/resedential' });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().errors.propertyId).toBeDefined();
      expect((await t.app.inject({ method: 'GET', url: '/api/properties/details/1/castle' })).statusCode).toBe(400);
    });
  });

  it('reads cards equal to cards of the whole details (detailsSql), corrections and null fields included', async () => {
    // In a transaction rolled back at the end: the other tests see the listings as imported.
    await inRolledBackTransaction(t.services.pool, async (client) => {
      const { rows: picked } = await client.query<{ id: number }>(`select id from listing where is_active order by id desc limit 4`);
      const [corrected, nullCommunity, otherCrossStreet, noStreetColumn] = picked.map((row) => row.id);
      // The agent's corrections win, a null one included; details stored as an object (as rows
      // written before the array are): a stored null and a stored value beside their columns, a
      // field left out whose column is null. The other listings' details are arrays.
      await client.query(
        `update listing set agent_overrides = jsonb_set(coalesce(agent_overrides, '{}'), '{details}', '{"Style": "Loft", "Pool": null, "Community": "Corrected Park"}')
         where id = $1`,
        [corrected],
      );
      await client.query(`update listing l set details = ${detailsSql('l')} || '{"Community": null}', community = 'Column Park' where id = $1`, [
        nullCommunity,
      ]);
      await client.query(
        `update listing l set details = ${detailsSql('l')} || '{"Cross_st": "Feed St & Other Ave"}', cross_street = 'Column St' where id = $1`,
        [otherCrossStreet],
      );
      await client.query(`update listing l set details = ${detailsSql('l')} - 'Cross_st', cross_street = null where id = $1`, [noStreetColumn]);
      const read = async (columns: string) =>
        (await client.query<SummaryRow>(`select ${columns} from listing l ${MAIN_PHOTO_JOIN} where l.is_active order by l.id`)).rows.map((row) =>
          toSummary(row),
        );
      const cards = await read(CARD_COLUMNS);
      expect(cards.length).toBeGreaterThan(300);
      expect(cards).toEqual(await read(SUMMARY_COLUMNS));
      const byId = new Map(cards.map((card) => [card.id, card]));
      expect(byId.get(corrected!)!.facts).toMatchObject({ style: 'Loft', pool: null, community: 'Corrected Park' });
      expect(byId.get(nullCommunity!)!.facts.community).toBe('Column Park');
      expect(byId.get(otherCrossStreet!)!.facts.crossStreet).toBe('Feed St & Other Ave');
    });
  });

  describe('curated lists', () => {
    it('lists featured and brokerage listings, agent listings included, filtered by the legacy propertyType', async () => {
      const [condo] = await sql<{ id: number }>(
        `update listing set is_featured = true where id = (select min(id) from listing where is_active and feed_class = 'condo') returning id`,
      );
      const [commercial] = await sql<{ id: number }>(
        `update listing set in_own_listing = true where id = (select min(id) from listing where is_active and feed_class = 'commercial') returning id`,
      );
      const [agent] = await sql<{ id: number }>(
        `insert into listing (listing_key, origin, feed_class, transaction_type, price, address, municipality, is_featured, in_own_listing, listed_at)
         values ('AGENT-1', 'agent', 'residential', 'Sale', 999000, '1 Agent Way', 'Ajax', true, true, now()) returning id`,
      );
      const featured = await t.app.inject({ method: 'POST', url: '/api/public/featured-listings', payload: { propertyType: 'RESEDENTIAL' } });
      expect(featured.json().featured.map((listing: LegacyListingSummary) => listing.property_id)).toEqual([agent!.id, condo!.id]);
      const brokerage = await t.app.inject({ method: 'POST', url: '/api/public/brokerage-listings', payload: { propertyType: 'COMMERCIAL' } });
      expect(brokerage.json().brokerageList.map((listing: LegacyListingSummary) => listing.property_id)).toEqual([commercial!.id]);
      const all = await t.caller().listings.brokerage({});
      expect(all.map((listing) => listing.id)).toEqual(expect.arrayContaining([agent!.id, commercial!.id]));
      const details = await t.caller().listings.details({ propertyId: agent!.id, propertyType: 'resedential' });
      expect(details.listing).toMatchObject({ origin: 'agent', isOwnListing: true, mlsNumber: 'AGENT-1' });
    });
  });

  describe('all properties', () => {
    it('pages every active listing, newest first', async () => {
      const expected = (await sql<{ n: number }>('select count(*)::int as n from listing where is_active'))[0]!.n;
      const ids: number[] = [];
      let url: string | null = '/api/all-properties';
      while (url) {
        const response = await t.app.inject({ method: 'GET', url });
        const { results } = response.json() as { results: { data: LegacyListingSummary[]; next_page_url: string | null } };
        ids.push(...results.data.map((listing) => listing.property_id));
        url = results.next_page_url;
      }
      expect(new Set(ids).size).toBe(expected);
      expect(ids.length).toBe(expected);
    });
  });

  describe('keyword help', () => {
    it('suggests places and addresses for a partial keyword', async () => {
      const places = await t.app.inject({ method: 'POST', url: '/api/public/address-suggestions', payload: { keyword: 'Missisauga' } });
      expect(places.json().suggestions[0]).toMatchObject({ kind: 'municipality', value: 'Mississauga' });
      const [listing] = await sql<{ id: number; address: string }>(
        `select id, address from listing where is_active and address ~ '^[0-9]+ ' order by id limit 1`,
      );
      const words = listing!.address.split(' ');
      const partial = `${words[0]} ${words[1]!.slice(0, 4)}`;
      const addresses = await t.caller().listings.suggestions({ keyword: partial });
      expect(addresses).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'address', listingId: listing!.id })]));
    });

    it('answers the similarity lookup through REST', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/public/keyword-match', payload: { keyword: 'Richmnd Hil' } });
      expect(response.json().bestMatch).toMatchObject({ target: 'Richmond Hill' });
      expect(response.json().bestMatch.rating).toBeGreaterThan(0);
    });
  });

  describe('bad input', () => {
    it('answers 400 with the legacy field names and changes nothing', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { propertyType: 'RESEDENTIAL', minPrice: 'cheap', bed: 8, buildingType: 'Castle' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['bed', 'buildingType', 'minPrice']);
      const commercial = await t.app.inject({ method: 'POST', url: '/api/comsearch', payload: { comMinPrice: -1 } });
      expect(fieldErrors(commercial)).toEqual({ comMinPrice: ['Price must be 0 or more.'] });
    });

    it('refuses a next-page link used with other criteria', async () => {
      const first = await t.app.inject({ method: 'POST', url: '/api/search', payload: { keyword: 'Toronto' } });
      const next = first.json().results.next_page_url as string;
      expect(next).toMatch(/^\/api\/search\?cursor=/);
      const other = await t.app.inject({ method: 'POST', url: next, payload: { keyword: 'Ajax' } });
      expect(other.statusCode).toBe(400);
      expect(other.json().errors.cursor).toBeDefined();
      const damaged = await t.app.inject({ method: 'POST', url: '/api/search?cursor=%%%', payload: { keyword: 'Toronto' } });
      expect(damaged.statusCode).toBe(400);
    });

    it('requires a map area for the map', async () => {
      await expect(t.caller().listings.map({ criteria: { keyword: 'Toronto' }, zoom: 10 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });
  });

  describe('totals and map after writes', () => {
    it('follow inserts, updates and deletes made after the first answer', async () => {
      const criteria = { propertyType: 'RESEDENTIAL', keyword: 'Pickering', bbox: { north: 44.1, south: 43.7, east: -78.9, west: -79.3 } };
      const totals = async () => ({
        search: (await t.caller().listings.search({ criteria })).total,
        map: (await t.caller().listings.map({ criteria, zoom: 10 })).total,
      });
      const before = await totals();
      const [added] = await sql<{ id: number }>(
        `insert into listing (listing_key, origin, feed_class, transaction_type, price, address, municipality, latitude, longitude, listed_at)
         values ('AGENT-MAP', 'agent', 'residential', 'Sale', 700000, '5 Map Lane', 'Pickering', 43.84, -79.09, now()) returning id`,
      );
      expect(await totals()).toEqual({ search: before.search! + 1, map: before.map + 1 });
      await sql(`update listing set latitude = 45.5, updated_at = now() where id = $1`, [added!.id]);
      expect(await totals()).toEqual(before);
      await sql(`update listing set latitude = 43.84, updated_at = now() where id = $1`, [added!.id]);
      expect((await totals()).map).toBe(before.map + 1);
      await sql(`delete from listing where id = $1`, [added!.id]);
      expect(await totals()).toEqual(before);
    });
  });

  describe('listings the agent removed', () => {
    it('stay off the site even when a re-import sets them active again', async () => {
      const [listing] = await sql<{ id: number; listing_key: string }>(
        `select id, listing_key from listing where is_active and feed_class = 'residential' and municipality = 'Ajax' order by id limit 1`,
      );
      const criteria = { propertyType: 'RESEDENTIAL', keyword: 'Ajax' };
      const before = (await t.caller().listings.search({ criteria })).total!;
      await sql(`update listing set agent_hidden = true, updated_at = now() where id = $1`, [listing!.id]);
      expect((await t.caller().listings.search({ criteria })).total).toBe(before - 1);
      expect((await t.caller().listings.search({ criteria: { keyword: listing!.listing_key } })).data).toEqual([]);
      await expect(t.caller().listings.details({ propertyId: listing!.id, propertyType: 'resedential' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await sql(`update listing set agent_hidden = false, updated_at = now() where id = $1`, [listing!.id]);
    });
  });

  describe('SQL text helpers', () => {
    it('search_street and search_fold agree with their TypeScript mirrors', async () => {
      const samples = [
        '12 Maple Avenue West',
        '5 Bay Street',
        "L'Amoreaux Court",
        'Église St. Clair Blvd',
        '77 Lakeshore Blvd. E',
        '  9   Glen  Crescent N ',
        '1 Highway 7',
        'Rue Saint-Denis',
        '',
        'PH2-15 Mercer Street',
        'Straße Grove Heights',
      ];
      const rows = await sql<{ value: string; street: string; folded: string }>(
        'select value, search_street(value) as street, search_fold(value) as folded from unnest($1::text[]) as value',
        [samples],
      );
      for (const row of rows) {
        expect(row.street, row.value).toBe(streetKey(row.value));
        expect(row.folded, row.value).toBe(fold(row.value));
      }
    });

    it('listing_search_words folds every field the way keywords are, within what a tsvector takes', async () => {
      const base = {
        listing_key: 'C1234567',
        address: '12 Maple Avenue West',
        unit_number: null,
        postal_code: 'M4W 1A8',
        municipality: 'Toronto',
        municipality_district: 'Toronto C09',
        community: 'Rosedale-Moore Park',
        cross_street: 'Yonge/Bloor',
        remarks: 'Sun-filled 2.5 storey home; walk to TTC!',
      };
      const listings: Record<(typeof SEARCH_WORD_COLUMNS)[number], string | null>[] = [
        base,
        {
          ...base,
          listing_key: 'E7654321',
          municipality_district: 'Toronto E05',
          community: "L'Amoreaux",
          unit_number: 'PH2',
          remarks: 'Église, Straße & café — 100% renovated',
        },
        {
          ...base,
          listing_key: 'N1111111',
          address: null,
          postal_code: null,
          municipality: null,
          municipality_district: null,
          community: null,
          cross_street: null,
          remarks: null,
        },
        { ...base, listing_key: 'X2222222', remarks: `Too long: ${'a'.repeat(2100)} but the rest counts` },
        {
          listing_key: '',
          address: '',
          unit_number: '',
          postal_code: null,
          municipality: '',
          municipality_district: null,
          community: null,
          cross_street: null,
          remarks: ' - ',
        },
      ];
      const rows = await sql<{ words: string }>(
        `select array_to_string(tsvector_to_array(listing_search_words(${SEARCH_WORD_COLUMNS.map((column) => `l.${column}`).join(', ')})), ' ') as words
         from jsonb_to_recordset($1::jsonb) as l(${SEARCH_WORD_COLUMNS.map((column) => `${column} text`).join(', ')}, ord int)
         order by l.ord`,
        [JSON.stringify(listings.map((listing, ord) => ({ ...listing, ord })))],
      );
      expect(rows[0]!.words.split(' ').sort()).toEqual(
        ['c1234567', '12', 'maple', 'avenue', 'west', 'm4w', '1a8', 'm4w1a8', 'toronto', 'c09', 'rosedale', 'moore', 'park']
          .concat(['yonge', 'bloor', 'sun', 'filled', '2', '5', 'storey', 'home', 'walk', 'to', 'ttc'])
          .sort(),
      );
      expect(rows[1]!.words.split(' ')).toEqual(expect.arrayContaining(['scarborough', 'eglise', 'strasse', 'l', 'amoreaux', 'ph2', 'm4w1a8']));
      expect(rows[3]!.words.split(' ')).toEqual(expect.arrayContaining(['too', 'long', 'rest', 'counts']));
      expect(rows[3]!.words).not.toContain('aaaa');
      expect(rows[4]!.words).toBe('');
    });

    it('search_former_municipality knows the districts of the shared geography', async () => {
      for (const [name, districts] of Object.entries(FORMER_MUNICIPALITY_DISTRICTS)) {
        const rows = await sql<{ former: string | null }>(
          `select search_former_municipality('Toronto ' || district) as former from unnest($1::text[]) as district`,
          [districts],
        );
        expect(rows.map((row) => row.former)).toEqual(districts.map(() => name));
      }
      expect((await sql<{ former: string | null }>(`select search_former_municipality('Toronto C01') as former`))[0]!.former).toBeNull();
    });
  });
});
