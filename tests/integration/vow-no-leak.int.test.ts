/**
 * Issue #15's key proof: no VOW data leaves the server for an anonymous visitor. On a database
 * that holds sold and leased listings (close prices, dates, days on market), listing events and a
 * re-listed home, and VOW fields a VOW feed may leave in active listings' details, this test
 *  - calls EVERY public tRPC procedure (enumerated from the app router, with sample inputs from the
 *    table below, aimed at the sold listings wherever an input can name one) as an anonymous
 *    visitor, and every public REST route of the documented table,
 *  - and fails on any VOW field name (src/shared/vow-fields.ts) anywhere in an answer or an error,
 *    any sold or leased listing's MLS number, id or close price, or a price only events hold.
 * Every procedure with meta access 'vow' must refuse an anonymous visitor, and answer a VOW
 * visitor (built by spreading a context with an entitled visitor), whose answers the same scanner
 * flags: the scanner is shown to fail where VOW data is. A new public procedure or REST route
 * without an entry here fails the test, so it cannot skip the walk.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOW_FIELD_NAMES } from '#shared/vow-fields.ts';
import { DAY_MS } from '#shared/time.ts';
import { buildApp } from '#server/app.ts';
import { REST_ROUTES } from '#server/rest/rest-routes.ts';
import { appRouter, createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { detailsSql } from '#server/modules/listings/stored-details.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { showingRequest } from '../support/visitor-leads.ts';

const GTA_BOX = { north: 44.6, south: 43.2, east: -78.4, west: -80.3 };
/** Prices only VOW data holds (close prices, an event's earlier price, a VOW field in active details): none may appear in a public answer. */
const SOLD_PRICE = 1_234_567.89;
const CONDO_SOLD_PRICE = 765_432.12;
const LEASED_PRICE = 3_456.78;
const EVENT_ONLY_PRICE = 919_191.91;
const DETAILS_SOLD_PRICE = 818_181.81;
const SECRET_NUMBERS = [SOLD_PRICE, CONDO_SOLD_PRICE, LEASED_PRICE, EVENT_ONLY_PRICE, DETAILS_SOLD_PRICE].map(String);
const LISTING_ID_KEYS = new Set(['property_id', 'propertyId', 'listing_id', 'listingId']);
const VOW_NAMES: ReadonlySet<string> = new Set(VOW_FIELD_NAMES);

interface Fixture {
  sold: { id: number; key: string; type: string };
  soldCondo: { id: number; key: string; type: string };
  leased: { id: number; key: string; type: string };
  /** A re-listed home's current, public MLS number (its property has an expired earlier one). */
  relisted: { id: number; key: string; type: string };
  closedIds: Set<number>;
  closedKeys: string[];
}

type ProcedureDef = { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: { access?: string } } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);
const publicPaths = procedures.filter(([, procedure]) => !procedure._def.meta?.access).map(([path]) => path);
const vowPaths = procedures.filter(([, procedure]) => procedure._def.meta?.access === 'vow').map(([path]) => path);

const legacyType = (feedClass: string) => (feedClass === 'commercial' ? 'commercial' : feedClass === 'condo' ? 'condo' : 'resedential');
const criteria = (keyword: string) => ({ propertyType: 'RESEDENTIAL', keyword });

const TOMORROW = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);

/** An input the procedure may refuse as bad (a sold listing is "no longer available" to book): its answer is still scanned. */
const MAY_REFUSE = Symbol('may refuse');
const mayRefuse = (input: object) => ({ [MAY_REFUSE]: input });
const unwrap = (entry: unknown): { input: unknown; mayRefuse: boolean } =>
  entry && typeof entry === 'object' && MAY_REFUSE in entry ? { input: entry[MAY_REFUSE], mayRefuse: true } : { input: entry, mayRefuse: false };

/** Who books the showings below (the procedure's names; the REST table sends the spec's, showingRequest). */
const SHOWING_VISITOR = { fullName: 'Priya Shah', emailAddress: 'priya@example.com', phoneNumber: '6475550111', message: 'Weekend works best' };

/**
 * Valid inputs for every public procedure (a procedure without input gets `undefined`), aimed at
 * the sold listings: their ids, MLS numbers and the whole GTA, plus filters a VOW client would
 * send (a public procedure must ignore or refuse them).
 */
const PUBLIC_INPUTS: Record<string, (f: Fixture) => unknown[]> = {
  'health.check': () => [undefined],
  'auth.login': () => [{ email: 'nobody@example.com', password: 'not-the-password' }],
  'auth.refresh': () => [undefined],
  'settings.public': () => [undefined],
  'lookups.municipalities': () => [undefined],
  'lookups.geocode': () => [{ locationName: 'Toronto' }],
  'lookups.propertyTypes': () => [undefined],
  'lookups.listingTypes': () => [undefined],
  'messages.sendContact': () => [
    { firstName: 'Ana', lastName: 'Silva', emailAddress: 'ana@example.com', phoneNumber: '4165550123', enquiry: 'What did the house on my street sell for?' },
  ],
  'messages.sendEnquiry': (f) => [
    {
      listingId: f.sold.id,
      listingClass: f.sold.type,
      fullName: 'Ana Silva',
      emailAddress: 'ana@example.com',
      phoneNumber: '4165550123',
      enquiry: 'What did it sell for?',
    },
  ],
  'showings.book': (f) => [
    { ...SHOWING_VISITOR, appointment: '2030-06-01 14:30', properties: [{ listingId: f.relisted.id, mls: f.relisted.key, address: '2 Anywhere St' }] },
    mayRefuse({ ...SHOWING_VISITOR, properties: [{ listingId: f.sold.id, mls: f.sold.key, address: '1 Anywhere St' }] }),
  ],
  'showings.appointment': () => [{ urlCode: 'abc123' }],
  'showings.rate': (f) => [{ customerName: 'Priya', emailAddress: 'priya@example.com', data: [{ listingId: f.sold.id, rating: 4 }] }],
  'showings.comments': () => [undefined],
  'showings.commentsByMls': (f) => [{ mls: f.sold.key }],
  'email.unsubscribeStatus': () => [{ token: 'a'.repeat(64) }],
  'email.unsubscribe': () => [{ token: 'a'.repeat(64) }],
  // A forged unsubscribe link of a saved search (issue #16): refused, telling nothing.
  'alerts.unsubscribe': () => [{ token: 's1.AAAAAAAAAAAAAAAAAAAAAA' }],
  'blog.publicCategories': () => [undefined],
  'blog.publicLatest': () => [undefined],
  'blog.publicCategoryPosts': () => [{ category: 'news' }],
  'blog.publicPost': () => [{ postId: 1 }],
  'blog.publicReply': () => [{ postId: 1, name: 'Ana', email: 'ana@example.com', message: 'Nice post' }],
  'listings.search': (f) => [
    { criteria: criteria('') },
    { criteria: criteria(f.sold.key) },
    { criteria: { ...criteria(''), marketStatus: 'sold', market: 'sold', closed: { market: 'sold', closedFrom: '2020-01-01', closedTo: '2030-01-01' } } },
    { criteria: { propertyType: 'COMMERCIAL' } },
    { criteria: { propertyType: 'RESEDENTIAL', transactionType: 'Lease' } },
  ],
  'listings.all': () => [{ limit: 100 }],
  'listings.map': (f) => [
    { criteria: { ...criteria(''), bbox: GTA_BOX }, zoom: 9 },
    { criteria: { ...criteria(''), bbox: GTA_BOX }, zoom: 16 },
    { criteria: { ...criteria(f.soldCondo.key), bbox: GTA_BOX, marketStatus: 'sold' }, zoom: 12 },
  ],
  'listings.keywordMatch': (f) => [{ keyword: f.sold.key }],
  'listings.suggestions': (f) => [{ keyword: f.sold.key }, { keyword: f.leased.key.slice(0, 4) }],
  'listings.featured': () => [{ propertyType: 'all' }],
  'listings.brokerage': () => [{ propertyType: 'all' }],
  'listings.details': (f) => [
    { propertyId: f.sold.id, propertyType: f.sold.type },
    { propertyId: f.leased.id, propertyType: f.leased.type },
    { propertyId: f.relisted.id, propertyType: f.relisted.type },
  ],
  'listings.vowAccess': () => [undefined],
  'account.session': () => [undefined],
  'account.requestLink': () => [{ email: 'ana@example.com' }],
  'account.completeSignIn': () => [mayRefuse({ token: 'a'.repeat(43), name: 'Ana Silva', acceptVowTerms: true })],
  'account.signOut': () => [undefined],
  'tours.plan': (f) => [
    { listingIds: [f.relisted.id], start: { kind: 'first' } },
    mayRefuse({ listingIds: [f.sold.id, f.relisted.id], start: { kind: 'first' } }),
  ],
  'tours.slots': () => [{ day: TOMORROW, tourMinutes: 60 }],
  'tours.book': (f) => [
    mayRefuse({
      fullName: 'Priya Shah',
      emailAddress: 'priya@example.com',
      phoneNumber: '6475550111',
      message: 'Weekend works best',
      listingIds: [f.sold.id, f.relisted.id],
      start: { kind: 'first' },
      slotAt: `${TOMORROW}T15:00:00.000Z`,
    }),
  ],
  'market.area': () => [{ municipality: 'toronto' }, { municipality: 'toronto', class: 'condos', transaction: 'lease' }],
  'market.overview': () => [{}],
  'market.building': () => [mayRefuse({ slug: '1-nowhere-st-toronto' })],
};

/** The VOW procedures' inputs: the anonymous visitor is refused, the VOW visitor answered. */
const VOW_INPUTS: Record<string, (f: Fixture) => unknown> = {
  'listings.history': (f) => ({ propertyId: f.sold.id }),
  'listings.closedSearch': () => ({ criteria: criteria(''), closed: { market: 'sold', closedFrom: '2000-01-01', closedTo: '2002-12-31' } }),
  'listings.closedMap': () => ({
    criteria: { ...criteria(''), bbox: GTA_BOX },
    closed: { market: 'leased', closedFrom: '2000-01-01', closedTo: '2002-12-31' },
    zoom: 9,
  }),
  'listings.closedDetails': (f) => ({ propertyId: f.sold.id }),
};

/** Public REST routes: the request that aims each at the sold listings. */
const REST_REQUESTS: Record<string, (f: Fixture) => { url: string; payload?: Record<string, unknown> }[]> = {
  'POST /auth/login': () => [{ url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'wrong' } }],
  'POST /auth/refresh': () => [{ url: '/api/auth/refresh', payload: {} }],
  'GET /public/blogs/latest': () => [{ url: '/api/public/blogs/latest' }],
  'GET /public/blogs/category': () => [{ url: '/api/public/blogs/category' }],
  'GET /public/blogs/:category': () => [{ url: '/api/public/blogs/news' }],
  'GET /public/blogs/:category/:postId': () => [{ url: '/api/public/blogs/news/1' }],
  'POST /public/blogs/:postId/replies': () => [{ url: '/api/public/blogs/1/replies', payload: { name: 'Ana', email: 'ana@example.com', message: 'Hi' } }],
  'GET /public/profile/site-settings': () => [{ url: '/api/public/profile/site-settings' }],
  'GET /all-municipalities': () => [{ url: '/api/all-municipalities' }],
  'GET /getGeocode/:locationName': () => [{ url: '/api/getGeocode/Toronto' }],
  'GET /public/settings/property': () => [{ url: '/api/public/settings/property' }],
  'POST /public/contact/new': () => [
    { url: '/api/public/contact/new', payload: { firstname: 'Ana', lastname: 'Silva', email_address: 'ana@example.com', enquiry: 'Hello there' } },
  ],
  'POST /public/enquiries/new': (f) => [
    {
      url: '/api/public/enquiries/new',
      payload: { property_id: f.sold.id, property_type: f.sold.type, full_name: 'Ana Silva', email_address: 'ana@example.com', enquiry: 'Sold for?' },
    },
  ],
  'POST /public/appointments/new': (f) => [
    {
      url: '/api/public/appointments/new',
      payload: showingRequest([{ property_id: f.sold.id, mls: f.sold.key, address: '1 Anywhere St' }], {
        email_address: 'priya2@example.com',
        message: 'Any time',
        appointment: undefined,
      }),
    },
  ],
  'GET /public/showings/get/:id': () => [{ url: '/api/public/showings/get/abc123' }],
  'GET /public/showings/:id': () => [{ url: '/api/public/showings/abc123' }],
  'POST /public/showings': (f) => [{ url: '/api/public/showings', payload: { customer_name: 'Priya', data: [{ property_id: f.sold.id, rating: 5 }] } }],
  'GET /public/comments': () => [{ url: '/api/public/comments' }],
  'GET /public/comments/:x': (f) => [{ url: `/api/public/comments/${f.sold.key}` }],
  'POST /public/comments': (f) => [{ url: '/api/public/comments', payload: { mls: f.sold.key } }],
  'POST /search': (f) => [
    { url: '/api/search', payload: {} },
    { url: '/api/search', payload: { keyword: f.sold.key, marketStatus: 'sold' } },
  ],
  'POST /comsearch': () => [{ url: '/api/comsearch', payload: {} }],
  'GET /all-properties': () => [{ url: '/api/all-properties' }],
  'POST /public/featured-listings': () => [{ url: '/api/public/featured-listings', payload: {} }],
  'POST /public/brokerage-listings': () => [{ url: '/api/public/brokerage-listings', payload: {} }],
  'POST /public/address-suggestions': (f) => [{ url: '/api/public/address-suggestions', payload: { keyword: f.sold.key } }],
  'POST /public/keyword-match': (f) => [{ url: '/api/public/keyword-match', payload: { keyword: f.sold.key } }],
  'GET /properties/details/:propertyId/:propertyType': (f) => [
    { url: `/api/properties/details/${f.sold.id}/${f.sold.type}` },
    { url: `/api/properties/details/${f.leased.id}/${f.leased.type}` },
    { url: `/api/properties/details/${f.relisted.id}/${f.relisted.type}` },
  ],
};

/** Every place VOW data shows in the value: VOW field names as keys, closed listings' ids, keys and secret prices anywhere. */
function leaksIn(value: unknown, f: Fixture): string[] {
  const found: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, `${at}[${index}]`);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (VOW_NAMES.has(key)) found.push(`VOW field ${at}.${key}`);
      // A listing in the domain shape is an object with `id` and `mlsNumber`; elsewhere `id` names other rows.
      const isListingId = LISTING_ID_KEYS.has(key) || (key === 'id' && 'mlsNumber' in node);
      if (isListingId && f.closedIds.has(Number(child))) found.push(`closed listing id ${at}.${key} = ${String(child)}`);
      walk(child, `${at}.${key}`);
    }
  };
  walk(value, '$');
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  for (const key of f.closedKeys) if (text.includes(key)) found.push(`closed listing MLS number ${key}`);
  for (const secret of SECRET_NUMBERS) if (text.includes(secret)) found.push(`VOW price ${secret}`);
  return found;
}

function callPath(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const target = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (target as (input?: unknown) => Promise<unknown>)(input);
}

/** The answer, or what an error shows (its code, message and field errors are all a visitor sees). */
async function answerOf(call: Promise<unknown>): Promise<{ answer: unknown; code: string | null }> {
  try {
    return { answer: await call, code: null };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return {
      answer: { code: error.code, message: error.message, cause: (error.cause as { fieldErrors?: unknown } | undefined)?.fieldErrors ?? null },
      code: error.code,
    };
  }
}

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Realtor</title></head><body><div id="root"></div></body></html>`;

describe('the anonymous no-leak walk (VOW data)', () => {
  let t: TestApp;
  let f: Fixture;
  let shellApp: FastifyInstance;
  let shellDir: string;
  const sql = async <Row extends object>(text: string, values: unknown[] = []) => (await t.services.pool.query<Row>(text, values)).rows;
  const anonymous = () => createCaller(createContext(t.services, { ip: '127.0.0.1' }));
  const vowVisitor = () => createCaller({ ...createContext(t.services, { ip: '127.0.0.1' }), vowVisitor: async () => ({ visitorId: 1 }) });

  /** Turns sample listings into sold, leased and re-listed homes with events, as a VOW feed leaves them. */
  async function makeVowData(): Promise<Fixture> {
    type Row = { id: number; listing_key: string; feed_class: string };
    const taken: number[] = [];
    const pick = async (where: string, offset = 0) => {
      const [row] = await sql<Row>(
        `select id, listing_key, feed_class from listing where is_active and id <> all($1::int[]) and ${where} order by id limit 1 offset ${offset}`,
        [taken],
      );
      if (!row) throw new Error(`no sample listing where ${where}`);
      taken.push(row.id);
      return { id: row.id, key: row.listing_key, type: legacyType(row.feed_class) };
    };
    const sold = await pick(`feed_class = 'residential' and transaction_type = 'Sale'`, 3);
    const soldCondo = await pick(`feed_class = 'condo' and transaction_type = 'Sale'`, 1);
    const leased = await pick(`feed_class <> 'commercial'`, 7);
    const expired = await pick(`feed_class = 'residential' and transaction_type = 'Sale'`, 5);
    const relisted = await pick(`feed_class = 'residential' and transaction_type = 'Sale'`, 6);
    const close = `is_active = false, status_changed_at = now() - interval '10 days', close_date = '2001-06-15',
      purchase_contract_date = '2001-06-01', days_on_market = 23`;
    await sql(`update listing set ${close}, market_status = 'sold', close_price = $2 where id = $1`, [sold.id, SOLD_PRICE]);
    await sql(`update listing set ${close}, market_status = 'sold', close_price = $2 where id = $1`, [soldCondo.id, CONDO_SOLD_PRICE]);
    await sql(`update listing set ${close}, market_status = 'leased', transaction_type = 'Lease', close_price = $2 where id = $1`, [leased.id, LEASED_PRICE]);
    await sql(`update listing set is_active = false, market_status = 'expired', status_changed_at = now() - interval '40 days' where id = $1`, [expired.id]);
    // One home across two MLS numbers: the expired one and its re-listing (public).
    const [home] = await sql<{ id: number }>(
      `insert into listing_property (address_key, unit_key, transaction_kind) values ('1 test st', '', 'sale') returning id`,
    );
    await sql('update listing set property_id = $1 where id = any($2::int[])', [home!.id, [expired.id, relisted.id]]);
    await sql(
      `insert into listing_event (listing_id, property_id, kind, occurred_at, from_price, to_price, from_status, to_status, previous_listing_id) values
       ($1, null, 'listed', '2001-05-01', null, 1000000, null, 'active', null),
       ($1, null, 'price_changed', '2001-05-10', $4, 1000000, null, null, null),
       ($1, null, 'status_changed', '2001-06-01', null, null, 'active', 'sold', null),
       ($2, null, 'status_changed', '2001-06-01', null, null, 'active', 'leased', null),
       ($3, $5, 'relisted', now() - interval '5 days', $4, 900000, 'expired', 'active', $6),
       ($3, $5, 'price_changed', now() - interval '2 days', $4, 880000, null, null, null)`,
      [sold.id, leased.id, relisted.id, EVENT_ONLY_PRICE, home!.id, expired.id],
    );
    // A VOW feed also gives active listings days on market, and may leave legacy VOW names in the details.
    await sql(
      `update listing set days_on_market = 12, details = ${detailsSql('listing')} || jsonb_build_object('Dom', 12, 'Sp_dol', $1::numeric, 'Cd', '2001-06-15') where is_active`,
      [DETAILS_SOLD_PRICE],
    );
    const closed = [sold, soldCondo, leased];
    const ids = (await sql<{ id: number }>('select id from listing')).map((row) => row.id);
    await t.services.search.index(ids);
    return { sold, soldCondo, leased, relisted, closedIds: new Set(closed.map((row) => row.id)), closedKeys: closed.map((row) => row.key) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await importSample(t, { count: 30 });
    f = await makeVowData();
    shellDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-vow-shell-'));
    await fs.writeFile(path.join(shellDir, 'index.html'), SHELL);
    shellApp = await buildApp(t.services, { clientDir: shellDir });
  }, 120_000);

  afterAll(async () => {
    await shellApp?.close();
    await t?.close();
    if (shellDir) await fs.rm(shellDir, { recursive: true, force: true });
  });

  it('has sample inputs for every public procedure and REST route, and no stale ones', () => {
    expect(
      publicPaths.filter((path) => !PUBLIC_INPUTS[path]),
      'public procedures without an entry in PUBLIC_INPUTS',
    ).toEqual([]);
    expect(
      Object.keys(PUBLIC_INPUTS).filter((path) => !publicPaths.includes(path)),
      'entries for procedures that are not public',
    ).toEqual([]);
    expect(
      vowPaths.filter((path) => !VOW_INPUTS[path]),
      'VOW procedures without an entry in VOW_INPUTS',
    ).toEqual([]);
    const publicRoutes = REST_ROUTES.filter((route) => route.access === 'public').map((route) => `${route.method} ${route.path}`);
    expect(
      publicRoutes.filter((route) => !REST_REQUESTS[route]),
      'public REST routes without an entry in REST_REQUESTS',
    ).toEqual([]);
  });

  it('the scanner finds VOW data where it is: a VOW visitor sees the sold listing and its close', async () => {
    const detail = await vowVisitor().listings.closedDetails({ propertyId: f.sold.id });
    expect(detail.closePrice).toBe(SOLD_PRICE);
    expect(leaksIn(detail, f)).toEqual(
      expect.arrayContaining([`VOW field $.closePrice`, `closed listing MLS number ${f.sold.key}`, `VOW price ${SOLD_PRICE}`]),
    );
    const history = await vowVisitor().listings.history({ propertyId: f.relisted.id });
    expect(history.previousListings.map((listing) => listing.listingKey)).toHaveLength(1);
    expect(leaksIn(history, f)).toContain(`VOW price ${EVENT_ONLY_PRICE}`);
  });

  it.each(publicPaths)('%s answers an anonymous visitor without VOW data', async (path) => {
    const inputs = PUBLIC_INPUTS[path]?.(f) ?? [];
    expect(inputs.length).toBeGreaterThan(0);
    for (const entry of inputs) {
      const { input, mayRefuse } = unwrap(entry);
      const { answer, code } = await answerOf(callPath(anonymous(), path, input));
      // The table's inputs are valid, so the walk reaches the service rather than stopping at the schema.
      if (!mayRefuse) expect(code, `${path} refused the table's input: ${JSON.stringify(answer).slice(0, 300)}`).not.toBe('BAD_REQUEST');
      expect(leaksIn(answer, f), `${path}(${JSON.stringify(input)})`).toEqual([]);
    }
  });

  it.each(vowPaths)('%s refuses an anonymous visitor and answers a VOW visitor', async (path) => {
    const input = VOW_INPUTS[path]!(f);
    const refused = await answerOf(callPath(anonymous(), path, input));
    expect(refused.code).toBe('UNAUTHORIZED');
    expect(leaksIn(refused.answer, f)).toEqual([]);
    const answered = await answerOf(callPath(vowVisitor(), path, input));
    expect(answered.code, JSON.stringify(answered.answer).slice(0, 300)).toBeNull();
  });

  it.each(Object.keys(REST_REQUESTS))('REST %s answers an anonymous visitor without VOW data', async (route) => {
    const method = route.split(' ')[0] as 'GET' | 'POST';
    for (const request of REST_REQUESTS[route]!(f)) {
      const response = await t.app.inject({ method, url: request.url, payload: request.payload });
      expect(response.statusCode, `${route}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(response.body).not.toContain('No route');
      expect(leaksIn(response.json(), f), `${method} ${request.url}`).toEqual([]);
    }
  });

  it('the HTML page of a sold listing, and the sitemap, carry no sold price or sold listing', async () => {
    for (const closed of [f.sold, f.soldCondo, f.leased]) {
      const page = await shellApp.inject({ method: 'GET', url: `/estate/details/${closed.id}/${closed.type}` });
      expect(page.statusCode).toBeLessThan(500);
      expect(leaksIn(page.body, f)).toEqual([]);
    }
    const sitemap = await shellApp.inject({ method: 'GET', url: '/sitemap.xml' });
    const parts = [...sitemap.body.matchAll(/<loc>([^<]+\/sitemap-[^<]+\.xml)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const body of [sitemap.body, ...(await Promise.all(parts.map(async (part) => (await shellApp.inject({ method: 'GET', url: part })).body)))]) {
      expect(leaksIn(body, f)).toEqual([]);
      for (const id of f.closedIds) expect(body).not.toMatch(new RegExp(`/estate/details/${id}/`));
    }
  });
});
