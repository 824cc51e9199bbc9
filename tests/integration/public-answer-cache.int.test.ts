/**
 * The web process's cache of anonymous public answers (src/server/public-answer-cache.ts): pages
 * and public listing queries come from it for PUBLIC_CACHE_SECONDS, with the nonce the page was
 * rendered with; nothing personal, no admin path, no mutation and no failed answer is stored or served.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_DIST_DIR } from '#server/app.ts';
import { SERVER_DIST_DIR } from '#server/ssr/ssr-entry-loader.ts';
import { CACHE_HEADER } from '#server/public-answer-cache.ts';
import { PUBLIC_DATA_CHANNEL } from '#server/public-data-changes.ts';
import { suiteApp } from '../support/suite-app.ts';

if (!fs.existsSync(path.join(SERVER_DIST_DIR, 'entry-server.js')) || !fs.existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  throw new Error('The answer cache tests need the build: run `npm run build` first (npm test does).');
}

const nonceOf = (headers: Record<string, unknown>) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
/** A phone's browser (inject's own user agent reads as a crawler's). */
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};
const trpcGet = (procedure: string, input: unknown) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

/** Runs `steps` with the clock `ms` ahead: only the clock moves (the cache reads Date.now()); the database and the timers run as they do. */
async function withClockAhead(ms: number, steps: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + ms);
    await steps();
  } finally {
    vi.useRealTimers();
  }
}

describe('the public answer cache', () => {
  const t = suiteApp({ env: { PUBLIC_CACHE_SECONDS: '60' }, sample: 30 });
  let listingId: number;
  let price: number;

  beforeAll(async () => {
    const { rows } = await t.services.pool.query<{ id: number; price: string }>(
      "select id, price::text as price from listing where is_active and feed_class = 'residential' order by id limit 1",
    );
    listingId = rows[0]!.id;
    price = Number(rows[0]!.price);
  });

  const raisePrice = () => t.services.pool.query('update listing set price = price + 1000, updated_at = now() where id = $1', [listingId]);

  it('serves a page again with the nonce it was rendered with, in its policy and its scripts, and answers a revalidation with 304', async () => {
    const url = `/estate/details/${listingId}/resedential`;
    const first = await t.app.inject({ method: 'GET', url, headers: BROWSER });
    expect(first.statusCode).toBe(200);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    const nonce = nonceOf(first.headers)!;
    expect(first.body).toContain(`nonce="${nonce}"`);

    const second = await t.app.inject({ method: 'GET', url, headers: BROWSER });
    expect(second.headers[CACHE_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(nonceOf(second.headers)).toBe(nonce);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['x-frame-options']).toBe('DENY');

    const revalidated = await t.app.inject({ method: 'GET', url, headers: { ...BROWSER, 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers[CACHE_HEADER]).toBe('hit');
    expect(revalidated.body).toBe('');
    // No policy on a 304: the browser keeps the one stored with its copy, whose nonce its scripts carry.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();

    // A crawler gets the page the router renders whole for it, cached apart.
    const crawler = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(crawler.headers[CACHE_HEADER]).toBe('miss');
  });

  it('keeps an answer compressed as its client accepts it, and sends a hit as stored', async () => {
    const url = '/search?keyword=Toronto';
    const miss = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const hit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([miss.headers[CACHE_HEADER], hit.headers[CACHE_HEADER]]).toEqual(['miss', 'hit']);
    expect([miss.headers['content-encoding'], hit.headers['content-encoding']]).toEqual(['br', 'br']);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(String(hit.headers.vary).toLowerCase()).toContain('accept-encoding');
    const page = zlib.brotliDecompressSync(hit.rawPayload).toString('utf8');
    expect(page).toContain('<div id="root">');
    expect(page).toContain(`nonce="${nonceOf(hit.headers)}"`);

    // Another encoding is another entry: made once, then served as stored.
    const gzipMiss = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const gzipHit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect([gzipMiss.headers[CACHE_HEADER], gzipHit.headers[CACHE_HEADER]]).toEqual(['miss', 'hit']);
    expect(gzipHit.headers['content-encoding']).toBe('gzip');
    // Rendered for its own entry: with the nonce of its own policy.
    expect(zlib.gunzipSync(gzipHit.rawPayload).toString('utf8')).toContain(`nonce="${nonceOf(gzipHit.headers)}"`);

    const plainMiss = await t.app.inject({ method: 'GET', url });
    const plainHit = await t.app.inject({ method: 'GET', url });
    expect([plainMiss.headers[CACHE_HEADER], plainHit.headers[CACHE_HEADER]]).toEqual(['miss', 'hit']);
    expect(plainHit.headers['content-encoding']).toBeUndefined();
    expect(plainHit.body).toContain(`nonce="${nonceOf(plainHit.headers)}"`);
  });

  it('serves a public listing query again until the time runs out, while a signed-in reader always reads the database', async () => {
    const url = trpcGet('listings.details', { propertyId: String(listingId), propertyType: 'resedential' });
    const priceOf = (body: string) => (JSON.parse(body) as { result: { data: { listing: { listPrice: number } } } }).result.data.listing.listPrice;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    expect(first.headers['content-type']).toContain('application/json');
    expect(priceOf(first.body)).toBe(price);

    await raisePrice();
    const cached = await t.app.inject({ method: 'GET', url });
    expect(cached.headers[CACHE_HEADER]).toBe('hit');
    expect(cached.headers['content-type']).toContain('application/json');
    expect(priceOf(cached.body)).toBe(price);

    const admin = await t.adminHeaders();
    const signedIn = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(signedIn.headers[CACHE_HEADER]).toBeUndefined();
    expect(priceOf(signedIn.body)).toBe(price + 1000);
    const withCookie = await t.app.inject({ method: 'GET', url, headers: { cookie: 'visitor=someone' } });
    expect(withCookie.headers[CACHE_HEADER]).toBeUndefined();
    expect(priceOf(withCookie.body)).toBe(price + 1000);
  });

  it('makes an answer asked for by many at once once, the others served it as it is stored', async () => {
    const url = trpcGet('listings.search', { criteria: { classes: ['residential'], minBeds: 2 }, limit: 7 });
    const page = `/search?bed=3&n=${Date.now()}`;
    for (const [target, headers] of [
      [url, {}],
      [page, BROWSER],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url: target, headers })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
      expect(answers.map((answer) => answer.headers[CACHE_HEADER]).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    }
  });

  it('lets the others make an answer themselves when the one making it keeps none', async () => {
    const url = trpcGet('listings.details', { propertyId: '999999999', propertyType: 'resedential' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    expect(answers.map((answer) => answer.headers[CACHE_HEADER])).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('forgets an answer after PUBLIC_CACHE_SECONDS', async () => {
    const url = trpcGet('listings.search', { criteria: { classes: ['residential'] }, limit: 3 });
    expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBe('miss');
    expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBe('hit');
    await withClockAhead(60_001, async () => {
      expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBe('miss');
    });
  });

  it('keeps no failed answer, no answer of a procedure outside its list, and nothing of the admin, the REST paths or a batch with another procedure', async () => {
    const bad = trpcGet('listings.details', { propertyId: 'not-a-number', propertyType: 'resedential' });
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.app.inject({ method: 'GET', url: bad });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers[CACHE_HEADER]).toBeUndefined();
    }
    const settings = trpcGet('settings.public', undefined);
    for (let i = 0; i < 2; i += 1) expect((await t.app.inject({ method: 'GET', url: settings })).headers[CACHE_HEADER]).toBeUndefined();
    for (const url of ['/admin/home', '/api/health']) {
      for (let i = 0; i < 2; i += 1) expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBeUndefined();
    }
    const batch = `/trpc/listings.featured,settings.public?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { propertyType: 'RESEDENTIAL' } }))}`;
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.app.inject({ method: 'GET', url: batch });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers[CACHE_HEADER]).toBeUndefined();
    }
    // A procedure name the cache cannot read is answered 4xx by the router, not a failure of the cache.
    const garbled = await t.app.inject({ method: 'GET', url: '/trpc/listings.%E0%A4%A?input=%7B%7D' });
    expect(garbled.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbled.statusCode).toBeLessThan(500);
    const post = await t.app.inject({ method: 'POST', url: '/api/search', payload: { keyword: 'Toronto' } });

    expect(post.headers[CACHE_HEADER]).toBeUndefined();
  });
});

describe('the public answer cache and the changes it hears of', () => {
  const t = suiteApp({ env: { PUBLIC_CACHE_SECONDS: '5' }, sample: 30 });
  const changes = () => t.app.publicDataChanges!;
  let listingId: number;

  beforeAll(async () => {
    const { rows } = await t.services.pool.query<{ id: number }>("select id from listing where is_active and feed_class = 'residential' order by id limit 1");
    listingId = rows[0]!.id;
    await changes().listeningNow();
  });

  const priceOf = (body: string) => (JSON.parse(body) as { result: { data: { listing: { listPrice: number } } } }).result.data.listing.listPrice;
  const detailsUrl = () => trpcGet('listings.details', { propertyId: String(listingId), propertyType: 'resedential' });

  it('serves an answer past PUBLIC_CACHE_SECONDS while nothing changed, and made again once a commit changed a listing', async () => {
    const url = detailsUrl();
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    const price = priceOf(first.body);

    await withClockAhead(30_000, async () => {
      expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBe('hit');

      const heard = changes().nextChange();
      await t.services.pool.query('update listing set price = price + 1000, updated_at = now() where id = $1', [listingId]);
      await heard;
      const after = await t.app.inject({ method: 'GET', url });
      expect(after.headers[CACHE_HEADER]).toBe('miss');
      expect(priceOf(after.body)).toBe(price + 1000);
      expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBe('hit');
    });
  });

  it('hears of a change to the tables the public pages read, not of a visitor writing to the agent', async () => {
    const { rows } = await t.services.pool.query<{ table_name: string }>(
      "select tgrelid::regclass::text as table_name from pg_trigger where tgname = 'public_data_changed' order by 1",
    );
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['listing', 'listing_media', 'site_settings', 'blog_post', 'market_month']));
    expect(rows.map((row) => row.table_name)).not.toContain('enquiry');

    const heard = changes().nextChange();
    await t.services.pool.query('update site_settings set agent_name = agent_name');
    await heard;
  });

  it('serves an answer for PUBLIC_CACHE_SECONDS alone while its connection is lost, and listens again', async () => {
    const url = trpcGet('listings.search', { criteria: { classes: ['residential'] }, limit: 3 });
    expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBe('miss');
    const lost = changes().nextChange();
    await t.services.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen ${PUBLIC_DATA_CHANNEL}' and datname = current_database()`,
    );
    await lost;
    expect(changes().isListening()).toBe(false);
    await withClockAhead(5_000, async () => {
      expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBe('miss');
    });
    await changes().listeningNow();
    expect((await t.app.inject({ method: 'GET', url })).headers[CACHE_HEADER]).toBe('hit');
  });
});
