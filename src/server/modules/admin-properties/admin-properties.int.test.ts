/**
 * The admin property screens through the legacy REST paths (and tRPC where the client uses it):
 * the browser's pages and server-side search over every listing of a class, own-listing
 * curation, removing (an imported listing stays hidden through re-imports), the own-property
 * form with the spec's rules and the "already exists" flow, and edits of imported listings kept
 * as overrides that survive a re-import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSample } from '#importer/testing/import-sample.ts';
import { MUNICIPALITY_MISSING, PROPERTY_EXISTS, TYPE_MISSING } from '#shared/schemas/admin-property.schema.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { fieldErrors } from '../../../../tests/support/json-shape.ts';
import { explainText, inRolledBackTransaction } from '../../../../tests/support/query-plan.ts';
import { adminListStatement } from './property-browser.service.ts';

const SAMPLE_COUNT = 60;

/** What the New property form sends (strings, as typed), for Mississauga's lookup entry. */
const newProperty = (overrides: Record<string, unknown> = {}) => ({
  actionType: 'added',
  Ml_num: 'a9000001',
  Type_own1_out: 'Detached',
  Municipality: 'mississauga',
  Area: 'Peel',
  property_name: 'Lakeview family home',
  Addr: '42 Orchard Lane',
  Ad_text: 'Bright detached home near the lake.',
  Yr_built: '6-15',
  Orig_dol: '1250000',
  bed_rooms: '4',
  bath_rooms: '3',
  Num_kit: '1',
  Rms: '3',
  Walk_score: '72',
  Taxes: '6100.50',
  Tax_year: '2025',
  Gar_spaces: '2',
  Park_spcs: '4',
  Pool: 'No',
  Den_fr: 'Yes',
  seperate_entrance: 'No',
  upcoming_open_house: 'Yes',
  Heat_inc: 'Gas',
  Bsmt1_out: 'Full',
  Bsmt2_out: 'Finished',
  Constr1_out: 'Brick',
  latitude: '0',
  longitude: '0',
  rooms_list: [
    { width: '3.5', length: '4.2', size: '12 x 14 ft' },
    { width: '', length: '', size: '' },
    { name: 'Kitchen', level: 'Main', width: '2.8', length: '3', size: '' },
  ],
  ...overrides,
});

describe('admin property screens', () => {
  let t: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await importSample(t, { count: SAMPLE_COUNT });
    headers = await t.adminHeaders();
  });
  afterAll(() => t.close());

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await t.services.pool.query(text, params)).rows as T[];
  const get = (url: string, auth = headers) => t.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, payload: unknown, auth = headers) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth });
  const listingCount = async () => (await sql<{ n: number }>('select count(*)::int as n from listing'))[0]!.n;

  describe('property browser (GET /api/admin/properties/:x)', () => {
    it('pages the feed listings of a class newest first, following next_page_url without overlap', async () => {
      const first = await get('/api/admin/properties/resedential?limit=10');
      expect(first.statusCode).toBe(200);
      const page1 = first.json();
      expect(page1.data).toHaveLength(10);
      expect(page1.data.every((row: { property_type: string; origin: string }) => row.property_type === 'resedential' && row.origin === 'feed')).toBe(true);
      const ids = page1.data.map((row: { property_id: number }) => row.property_id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect(page1.data[0]).toMatchObject({
        Ml_num: expect.any(String),
        Addr: expect.any(String),
        own: false,
        added_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(page1.next_page_url).toMatch(/^\/api\/admin\/properties\/resedential\?cursor=\d+&limit=10$/);

      const second = (await get(page1.next_page_url)).json();
      expect(second.data.length).toBeGreaterThan(0);
      expect(second.data.every((row: { property_id: number }) => row.property_id < ids.at(-1))).toBe(true);

      const n = (await sql<{ n: number }>("select count(*)::int as n from listing where feed_class = 'residential' and origin = 'feed' and is_active"))[0]!.n;
      let seen = 0;
      let url: string | null = '/api/admin/properties/resedential?limit=25';
      while (url) {
        const page: { data: unknown[]; next_page_url: string | null } = (await get(url)).json();
        seen += page.data.length;
        url = page.next_page_url;
      }
      expect(seen).toBe(n);
    });

    it('searches every listing of the class on the server, not only the first page', async () => {
      const [oldest] = await sql<{ id: number; listing_key: string; municipality: string }>(
        "select id, listing_key, municipality from listing where feed_class = 'condo' and is_active order by id asc limit 1",
      );
      const firstPage = (await get('/api/admin/properties/condo?limit=5')).json();
      expect(firstPage.data.map((row: { property_id: number }) => row.property_id)).not.toContain(oldest!.id);

      const byKey = (await get(`/api/admin/properties/condo?search=${oldest!.listing_key.slice(1).toLowerCase()}`)).json();
      expect(byKey.data.map((row: { property_id: number }) => row.property_id)).toContain(oldest!.id);
      const byPlace = (await get(`/api/admin/properties/condo?search=${encodeURIComponent(oldest!.municipality.toUpperCase())}&limit=100`)).json();
      expect(byPlace.data.length).toBeGreaterThan(0);
      expect(byPlace.data.every((row: { Municipality: string; property_type: string }) => row.property_type === 'condo')).toBe(true);
      expect(byPlace.data.map((row: { property_id: number }) => row.property_id)).toContain(oldest!.id);
      // Wildcards are text, not patterns.
      expect((await get('/api/admin/properties/condo?search=%25%25%25')).json().data).toEqual([]);
    });

    it("pages each class through the class's own index on id, not the primary key filtered", async () => {
      await inRolledBackTransaction(t.services.pool, async (client) => {
        // The table scan and bitmaps ruled out, what is left is an ordered index scan: the class's
        // index, its condition proven from the list's, or the primary key with every row filtered.
        // (At two million listings an index led by feed_class lost to the second on its cost
        // estimate: docs/decisions/2026-11-29-admin-browse-index-by-class.md.)
        await client.query('set local enable_seqscan = off');
        await client.query('set local enable_bitmapscan = off');
        for (const [type, feedClass] of [
          ['resedential', 'residential'],
          ['condo', 'condo'],
          ['commercial', 'commercial'],
        ] as const) {
          for (const search of [undefined, 'road']) {
            const { text, values } = adminListStatement({ type, search, cursor: search ? undefined : 1_000_000 });
            const plan = await explainText(client, text, values);
            expect(plan, `${type} ${search ?? ''}`).toContain(`Index Scan Backward using listing_admin_browse_${feedClass}_idx on listing l`);
            expect(plan, `${type} ${search ?? ''}`).not.toContain('listing_pkey on listing l');
          }
        }
      });
    });

    it("serves each list's search from the trigram index, whose predicate covers both lists", async () => {
      await inRolledBackTransaction(t.services.pool, async (client) => {
        // Left with no other index it could scan these rows by (the unique ones take a condition on
        // their key, which these statements have not), PostgreSQL reads them through the trigram
        // index only if it proves each list's conditions inside the index's predicate; else it scans
        // the table.
        await client.query(`do $$ declare each_index regclass; begin
          for each_index in select indexrelid::regclass from pg_index
            where indrelid = 'listing'::regclass and not indisunique and indexrelid <> 'listing_admin_text_trgm_idx'::regclass
          loop execute format('drop index %s', each_index); end loop; end $$`);
        await client.query('set local enable_seqscan = off');
        await client.query('set local enable_indexscan = off');
        for (const type of ['resedential', 'condo', 'commercial', 'own'] as const) {
          const { text, values } = adminListStatement({ type, search: 'road' });
          const plan = await explainText(client, text, values);
          expect(plan, type).toContain('listing_admin_text_trgm_idx');
          expect(plan, type).not.toContain('Seq Scan on listing');
        }
      });
    });

    it('refuses a short search and an unknown type with field messages', async () => {
      const short = await get('/api/admin/properties/resedential?search=ab');
      expect(fieldErrors(short)).toEqual({ search: ['Type more than 2 characters to search.'] });
      const unknown = await get('/api/admin/properties/villa');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors.type).toEqual(['Choose resedential, commercial, condo or own.']);
      expect((await get('/api/admin/properties/resedential', {} as never)).statusCode).toBe(401);
    });
  });

  describe('own listing curation', () => {
    it('adds a feed listing to the own listing and takes it out again', async () => {
      const [target] = await sql<{ id: number }>("select id from listing where feed_class = 'commercial' and is_active order by id desc limit 1");
      const added = await post('/api/admin/properties/add/own-listings', { property_id: target!.id, type: true });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ status: 'ok', message: 'Successfully added to list', in_own_listing: true });

      const browser = (await get('/api/admin/properties/commercial?limit=5')).json();
      expect(browser.data.find((row: { property_id: number }) => row.property_id === target!.id)).toMatchObject({ own: true, in_own_listing: true });
      const own = (await post('/api/admin/properties/own', {})).json();
      expect(own.data.map((row: { property_id: number }) => row.property_id)).toContain(target!.id);

      const removed = await post('/api/admin/properties/add/own-listings', { property_id: target!.id, type: false });
      expect(removed.json()).toMatchObject({ in_own_listing: false });
      const ownAfter = (await post('/api/admin/properties/own', {})).json();
      expect(ownAfter.data.map((row: { property_id: number }) => row.property_id)).not.toContain(target!.id);
    });

    it('refuses bad input and unknown properties without writing', async () => {
      const bad = await post('/api/admin/properties/add/own-listings', { property_id: 'x', type: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['property_id', 'type']);
      const missing = await post('/api/admin/properties/add/own-listings', { property_id: 99_999_999, type: true });
      expect(missing.statusCode).toBe(404);
      expect((await sql<{ n: number }>('select count(*)::int as n from listing where in_own_listing'))[0]!.n).toBe(0);
    });

    it('features a listing for Home ("Featured Properties") and takes the mark off again', async () => {
      const admin = t.caller(await t.adminToken());
      const [target] = await sql<{ id: number }>(
        "select id from listing where feed_class = 'residential' and is_active and not is_featured order by id limit 1",
      );
      const featured = await admin.adminProperties.setFeatured({ listingId: target!.id, isFeatured: true });
      expect(featured).toMatchObject({ status: 'ok', message: 'Marked as featured', isFeatured: true });
      const rows = (await get('/api/admin/properties/resedential?limit=100')).json().data as { property_id: number; is_featured: boolean }[];
      expect(rows.find((row) => row.property_id === target!.id)).toMatchObject({ is_featured: true });
      const publicList = (await t.app.inject({ method: 'POST', url: '/api/public/featured-listings', payload: { propertyType: 'RESEDENTIAL' } })).json();
      expect(publicList.featured.map((listing: { property_id: number }) => listing.property_id)).toContain(target!.id);

      expect(await admin.adminProperties.setFeatured({ listingId: target!.id, isFeatured: false })).toMatchObject({
        message: 'No longer featured',
        isFeatured: false,
      });
      const after = (await t.app.inject({ method: 'POST', url: '/api/public/featured-listings', payload: { propertyType: 'RESEDENTIAL' } })).json();
      expect(after.featured.map((listing: { property_id: number }) => listing.property_id)).not.toContain(target!.id);
      await expect(admin.adminProperties.setFeatured({ listingId: 99_999_999, isFeatured: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('removes an imported listing for good: hidden from the lists, and a re-import does not bring it back', async () => {
      const [target] = await sql<{ id: number; listing_key: string }>(
        "select id, listing_key from listing where feed_class = 'residential' and is_active order by id desc limit 1",
      );
      const response = await post('/api/admin/properties/delete', { property_id: target!.id, property_type: 'resedential' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', message: `Property #${target!.id} successfully deleted`, hidden: true });
      expect((await sql('select agent_hidden, is_active from listing where id = $1', [target!.id]))[0]).toEqual({ agent_hidden: true, is_active: false });

      // Make the feed's copy newer than ours, so the importer rewrites the row (is_active included).
      await sql("update listing set modification_ts = modification_ts - interval '1 day' where id = $1", [target!.id]);
      await sql("delete from sync_state where feed_class = 'residential'");
      await importSample(t, { count: SAMPLE_COUNT });
      const [after] = await sql<{ agent_hidden: boolean; is_active: boolean }>('select agent_hidden, is_active from listing where id = $1', [target!.id]);
      expect(after).toEqual({ agent_hidden: true, is_active: false });
      const search = (await get(`/api/admin/properties/resedential?search=${target!.listing_key}`)).json();
      expect(search.data).toEqual([]);
      expect((await post('/api/admin/properties/delete', { property_id: target!.id, property_type: 'resedential' })).statusCode).toBe(404);
    });

    it('refuses a delete with bad input', async () => {
      const response = await post('/api/admin/properties/delete', { property_id: -3, property_type: 'castle' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['property_id', 'property_type']);
    });
  });

  describe('own property form (POST /api/admin/properties/own/new)', () => {
    it('creates the property with its rooms, the municipality centre and the agent curation', async () => {
      const response = await post('/api/admin/properties/own/new', newProperty());
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 'ok', warning: false, message: 'Successfully added', data: { property_type: 'resedential', actionType: 'added' } });
      const [row] = await sql<Record<string, unknown>>(
        `select l.listing_key, l.origin, l.feed_class, l.in_own_listing, l.agent_status, l.municipality, l.property_sub_type, l.price::float8 as price,
           l.is_geo_approximate, l.latitude = m.latitude as at_centre, l.bedrooms, l.rooms, l.list_office_name, l.details, l.is_active
         from listing l join municipality m on m.name = l.municipality where l.id = $1`,
        [body.data.property_id],
      );
      expect(row).toMatchObject({
        listing_key: 'A9000001',
        origin: 'agent',
        feed_class: 'residential',
        in_own_listing: true,
        agent_status: 'Sale',
        municipality: 'Mississauga',
        property_sub_type: 'Detached',
        price: 1_250_000,
        is_geo_approximate: true,
        at_centre: true,
        bedrooms: 4,
        rooms: 3,
        is_active: true,
        list_office_name: 'Sample Realty Inc., Brokerage',
      });
      expect(row!.details).toMatchObject({
        property_name: 'Lakeview family home',
        Walk_score: 72,
        Pool: 'No',
        Den_fr: 'Yes',
        Heat_inc: 'Gas',
        Bsmt1_out: 'Full',
        Bsmt2_out: 'Finished',
        Constr1_out: 'Brick',
        Br: 4,
        Bath_tot: 3,
        Spec_des1_out: 'Unknown',
      });
      const rooms = await sql(
        `select r.ord, r.room_type, r.width::float8 as width, r.length::float8 as length, r.features
        from listing l, jsonb_to_recordset(l.room_list) as r(ord int, room_type text, width numeric, length numeric, features text[]) where l.id = $1 order by r.ord`,
        [body.data.property_id],
      );
      expect(rooms).toEqual([
        { ord: 0, room_type: 'Room 1', width: 3.5, length: 4.2, features: ['12 x 14 ft'] },
        { ord: 2, room_type: 'Kitchen', width: 2.8, length: 3, features: [] },
      ]);
      // The public detail names the agent's room and its level.
      const publicRooms = (await t.caller().listings.details({ propertyId: body.data.property_id, propertyType: 'resedential' })).listing.rooms;
      expect(publicRooms.map((room) => [room.name, room.level])).toEqual([
        ['Room 1', null],
        ['Kitchen', 'Main'],
      ]);
      // The size the agent typed is the room's size, not one of its features.
      expect(publicRooms.map((room) => [room.size, room.features])).toEqual([
        ['12 x 14 ft', []],
        [null, []],
      ]);
      const own = (await post('/api/admin/properties/own', { search: 'orchard' })).json();
      expect(own.data).toEqual([expect.objectContaining({ property_id: body.data.property_id, Ml_num: 'A9000001', own: true })]);

      const detail = (await get(`/api/own-listings/${body.data.property_id}`)).json();
      expect(detail.data.values).toMatchObject({ Ml_num: 'A9000001', Walk_score: '72', Pool: 'No', Status: 'Sale' });
      expect(detail.data.rooms_list).toEqual([
        { name: '', level: '', width: '3.5', length: '4.2', size: '12 x 14 ft' },
        { name: '', level: '', width: '', length: '', size: '' },
        { name: 'Kitchen', level: 'Main', width: '2.8', length: '3', size: '' },
      ]);
      expect((await get(`/api/own-listings/${body.data.property_id}`, {} as never)).statusCode).toBe(401);
    });

    it('answers a duplicate MLS number with a warning and writes nothing; "updated" then updates it', async () => {
      const before = await listingCount();
      const duplicate = await post('/api/admin/properties/own/new', newProperty({ Ml_num: 'A9000001', Orig_dol: '999950', Addr: '44 Orchard Lane' }));
      expect(duplicate.statusCode).toBe(200);
      expect(duplicate.json()).toMatchObject({ status: 'ok', warning: true, message: PROPERTY_EXISTS });
      const id = duplicate.json().data.property_id;
      expect((await sql('select address, price::float8 as price from listing where id = $1', [id]))[0]).toEqual({
        address: '42 Orchard Lane',
        price: 1_250_000,
      });

      const updated = await post(
        '/api/admin/properties/own/new',
        newProperty({
          actionType: 'updated',
          Ml_num: 'A9000001',
          Orig_dol: '999950',
          Addr: '44 Orchard Lane',
          Status: 'Sold',
          Rms: '1',
          rooms_list: [{ width: '5', length: '6', size: 'Large' }],
        }),
      );
      expect(updated.json()).toMatchObject({ warning: false, message: 'Successfully updated', data: { property_id: id, actionType: 'updated' } });
      expect((await sql('select address, price::float8 as price, agent_status from listing where id = $1', [id]))[0]).toEqual({
        address: '44 Orchard Lane',
        price: 999_950,
        agent_status: 'Sold',
      });
      expect(
        await sql(
          `select r.room_type, r.width::float8 as width, r.features from listing l, jsonb_to_recordset(l.room_list) as r(room_type text, width numeric, features text[]) where l.id = $1`,
          [id],
        ),
      ).toEqual([{ room_type: 'Room 1', width: 5, features: ['Large'] }]);
      expect(await listingCount()).toBe(before);
    });

    it('refuses a form without its required fields with the spec messages, and writes nothing', async () => {
      const before = await listingCount();
      const response = await post('/api/admin/properties/own/new', { actionType: 'added' });
      expect(response.statusCode).toBe(400);
      const errors = response.json().errors;
      for (const field of ['Ml_num', 'Area', 'property_name', 'Addr', 'Ad_text', 'Yr_built', 'bed_rooms', 'bath_rooms', 'Num_kit', 'Rms', 'Walk_score']) {
        expect(errors[field], field).toEqual(['Required']);
      }
      expect(errors.Municipality).toEqual([MUNICIPALITY_MISSING]);
      expect(errors.Type_own1_out).toEqual([TYPE_MISSING]);
      expect(await listingCount()).toBe(before);
    });

    it('checks numbers, choices, rooms and the lookups', async () => {
      const before = await listingCount();
      const response = await post(
        '/api/admin/properties/own/new',
        newProperty({ Ml_num: 'A9000002', Orig_dol: '1000025', bed_rooms: 'four', Walk_score: '120', Pool: 'Maybe', Heat_inc: 'Oil' }),
      );
      expect(fieldErrors(response)).toEqual({
        Orig_dol: ['Use steps of 50.'],
        bed_rooms: ['Enter a number.'],
        Walk_score: ['Enter 100 or less.'],
        Pool: ['Choose Yes or No.'],
        Heat_inc: ['Choose Gas or Electric.'],
      });
      // The form makes one room group per counted room; more groups than rooms is refused.
      const rooms = await post('/api/admin/properties/own/new', newProperty({ Ml_num: 'A9000002', Rms: '1' }));
      expect(fieldErrors(rooms)).toEqual({ rooms_list: ['There are more room sizes than rooms.'] });
      const negative = await post('/api/admin/properties/own/new', newProperty({ Ml_num: 'A9000002', Orig_dol: '-50' }));
      expect(fieldErrors(negative)).toEqual({ Orig_dol: ['Enter 0 or more.'] });
      const unknownPlace = await post('/api/admin/properties/own/new', newProperty({ Ml_num: 'A9000002', Municipality: 'Atlantis', Type_own1_out: 'Castle' }));
      expect(fieldErrors(unknownPlace)).toEqual({ Municipality: [MUNICIPALITY_MISSING], Type_own1_out: [TYPE_MISSING] });
      expect(await listingCount()).toBe(before);
    });

    it('accepts the legacy payload with a nested propert_details record and a chosen class and position', async () => {
      const { Pool, Den_fr, bed_rooms, bath_rooms, Walk_score, ...top } = newProperty({
        Ml_num: 'A9000003',
        property_type: 'condo',
        Type_own1_out: 'condo',
        latitude: '43.59',
        longitude: '-79.64',
        rooms_list: [],
      });
      const response = await post('/api/admin/properties/own/new', {
        ...top,
        propert_details: [{ Pool, Den_fr, Br: bed_rooms, Bath_tot: bath_rooms, Walk_score }],
      });
      expect(response.statusCode).toBe(200);
      const [row] = await sql('select feed_class, bedrooms, bathrooms, latitude, longitude, is_geo_approximate from listing where id = $1', [
        response.json().data.property_id,
      ]);
      expect(row).toEqual({ feed_class: 'condo', bedrooms: 4, bathrooms: 3, latitude: 43.59, longitude: -79.64, is_geo_approximate: false });
    });

    it('shows the agent edits of an imported listing on the public site and keeps them through a re-import', async () => {
      const [target] = await sql<{ id: number; listing_key: string; price: number; remarks: string }>(
        "select id, listing_key, price::float8 as price, remarks from listing where feed_class = 'condo' and origin = 'feed' and is_active order by id desc limit 1",
      );
      const current = (await get(`/api/own-listings/${target!.id}`)).json().data;
      const edit = {
        ...current.values,
        actionType: 'updated',
        property_id: target!.id,
        Orig_dol: String(target!.price + 50_000),
        Walk_score: '88',
        property_name: 'Corner suite',
        Yr_built: current.values.Yr_built || '0-5',
        Pool: 'Yes',
      };
      for (const field of ['bed_rooms', 'bath_rooms', 'Num_kit', 'Rms']) edit[field] ||= '1';
      edit.Ad_text ||= 'Condo suite.';
      edit.Area ||= 'Toronto';
      const response = await post('/api/admin/properties/own/new', { ...edit, rooms_list: [] });
      expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Successfully updated' });

      const [stored] = await sql<{ price: number; agent_overrides: { columns: Record<string, unknown>; details: Record<string, unknown> } }>(
        'select price::float8 as price, agent_overrides from listing where id = $1',
        [target!.id],
      );
      // The correction is what the site and search read...
      expect(stored!.price).toBe(target!.price + 50_000);
      const publicDetail = (await t.app.inject({ method: 'GET', url: `/api/properties/details/${target!.id}/condo` })).json();
      expect(JSON.stringify(publicDetail)).toContain(String(target!.price + 50_000));
      expect(JSON.stringify(publicDetail)).toContain('Corner suite');
      // ...and the override tells the importer to keep it.
      expect(stored!.agent_overrides.columns).toMatchObject({ price: target!.price + 50_000 });
      // Fields left as the feed has them are no override: they keep following the feed.
      expect(stored!.agent_overrides.columns).not.toHaveProperty('address');
      expect(stored!.agent_overrides.columns).not.toHaveProperty('municipality');
      expect(stored!.agent_overrides.details).toMatchObject({ Walk_score: 88, property_name: 'Corner suite', Pool: 'Yes' });

      await sql("update listing set modification_ts = modification_ts - interval '1 day' where id = $1", [target!.id]);
      await sql("delete from sync_state where feed_class = 'condo'");
      await importSample(t, { count: SAMPLE_COUNT });
      const after = (await get(`/api/own-listings/${target!.id}`)).json().data;
      expect(after.property.Orig_dol).toBe(target!.price + 50_000);
      expect((await sql<{ price: number }>('select price::float8 as price from listing where id = $1', [target!.id]))[0]!.price).toBe(target!.price + 50_000);
      expect(after.values).toMatchObject({ Walk_score: '88', property_name: 'Corner suite', Pool: 'Yes' });
      expect(after.curation).toMatchObject({ origin: 'feed', agent_hidden: false });
      expect(after.raw).toMatchObject({ ListingKey: target!.listing_key });
      // A record the listing_raw migration moved stays plain jsonb until the feed sends it again:
      // the admin reads it the same, and the revert below re-maps the feed's price from it.
      await sql('update listing_raw set raw = $2::jsonb, packed = null where listing_id = $1', [target!.id, JSON.stringify(after.raw)]);
      expect((await get(`/api/own-listings/${target!.id}`)).json().data.raw).toEqual(after.raw);

      // Putting the feed's price back ends the correction: the listing follows the feed again.
      const reverted = await post('/api/admin/properties/own/new', { ...edit, Orig_dol: String(target!.price), rooms_list: [] });
      expect(reverted.statusCode).toBe(200);
      const [afterRevert] = await sql<{ price: number; agent_overrides: { columns?: Record<string, unknown> } }>(
        'select price::float8 as price, agent_overrides from listing where id = $1',
        [target!.id],
      );
      expect(afterRevert!.price).toBe(target!.price);
      expect(afterRevert!.agent_overrides.columns ?? {}).not.toHaveProperty('price');

      const renamed = await post('/api/admin/properties/own/new', { ...edit, Ml_num: 'Z1111111', rooms_list: [] });
      expect(fieldErrors(renamed)).toEqual({ Ml_num: ['The MLS number of an imported listing cannot be changed.'] });
    });

    it('deletes the agent own property with its rooms', async () => {
      const created = (await post('/api/admin/properties/own/new', newProperty({ Ml_num: 'A9000009' }))).json();
      const id = created.data.property_id;
      const response = await post('/api/admin/properties/delete', { property_id: id, property_type: 'own' });
      expect(response.json()).toMatchObject({ message: `Property #${id} successfully deleted`, hidden: false });
      expect(await sql('select id from listing where id = $1', [id])).toEqual([]);
    });
  });
});
