/**
 * Server-rendered public pages (src/server/ssr + the built dist/server/entry-server.js): the
 * listing, search and home pages arrive with their content, links, head, nonce'd state scripts
 * and cache headers; the admin stays a client shell; a slow or failing render degrades.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, CLIENT_DIST_DIR } from '#server/app.ts';
import { SERVER_DIST_DIR } from '#server/ssr/ssr-entry-loader.ts';
import { slugify } from '#shared/market/slug.ts';
import { refreshMarket } from '#server/modules/market/market-refresh.ts';
import { suiteApp } from '../support/suite-app.ts';

if (!fs.existsSync(path.join(SERVER_DIST_DIR, 'entry-server.js')) || !fs.existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  throw new Error('The server-rendering tests need the build: run `npm run build` first (npm test does).');
}

interface ListingRow {
  id: number;
  address: string;
  listing_key: string;
  municipality: string;
}

describe('server-rendered public pages', () => {
  const t = suiteApp({ sample: 60 });
  let app: FastifyInstance;
  let listing: ListingRow;

  beforeAll(async () => {
    app = t.app;
    const { rows } = await t.services.pool.query<ListingRow>(
      "select id, address, listing_key, municipality from listing where is_active and feed_class = 'residential' order by id limit 1",
    );
    listing = rows[0]!;
  });

  /** The markup React rendered, without the separators it puts between adjacent texts. */
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">')).replaceAll('<!-- -->', '');
  const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
  const nonceOf = (headers: Record<string, unknown>) => /'nonce-([^']+)'/.exec(cspOf(headers))?.[1];

  it('renders a listing with its facts, links to other listings and search, and the head it had', async () => {
    const response = await app.inject({ method: 'GET', url: `/estate/details/${listing.id}/resedential` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const root = rootOf(html);
    expect(root).toContain(listing.address);
    expect(root).toContain(`MLS® ${listing.listing_key}`);
    expect(root).toContain('Listing courtesy of');
    expect(root).toMatch(/href="\/estate\/details\/\d+\/\w+"/);
    expect(root).toContain('href="/search"');
    expect(html).toContain('application/ld+json');
    expect(html).toMatch(/<title>Realtor .* - .*<\/title>/);
    // The page's own chunk and styles are linked, so it is styled before scripts run.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/property-details[-.][^"]+\.css"/);
    // Its chunk is named for the starter script, which preloads it after the first paint (entry-start.ts).
    expect(html).toMatch(/<meta name="page-chunks" content="[^"]*\/assets\/property-details\.page-[^"]+\.js/);
    expect(html).not.toContain('<noscript>');
  });

  it('gives every inline script the answer nonce that the CSP allows', async () => {
    const response = await app.inject({ method: 'GET', url: `/estate/details/${listing.id}/resedential` });
    const nonce = nonceOf(response.headers);
    expect(nonce).toBeTruthy();
    const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inlineScripts.length).toBeGreaterThan(1);
    // The page starter is the same text in every answer: the policy allows it by its hash (entry-start.ts);
    // a revalidated page keeps its stored policy, as a 304 sends none (security-headers.ts).
    const [starter, ...others] = inlineScripts;
    expect(starter![1]).toBe(' type="module"');
    expect(cspOf(response.headers)).toContain(`'sha256-${createHash('sha256').update(starter![2]!).digest('base64')}'`);
    for (const [, attributes] of others) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.body).toContain('$_TSR');
    const again = await app.inject({ method: 'GET', url: `/estate/details/${listing.id}/resedential` });
    expect(nonceOf(again.headers)).not.toBe(nonce);
  });

  it('renders search results from the URL criteria', async () => {
    const response = await app.inject({ method: 'GET', url: `/search?keyword=${encodeURIComponent(listing.municipality)}` });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toMatch(/\d+ propert(y|ies) found/);
    expect(root).toMatch(/href="\/estate\/details\/\d+\/\w+"/);
  });

  it('renders home with the curated listings and the agent', async () => {
    const agentName = (await t.caller().settings.public()).agent_name;
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(agentName);
    expect(root).toMatch(/href="\/estate\/details\/\d+\/\w+"/);
  });

  it('renders the market pages with their figures, not a spinner', async () => {
    await refreshMarket(t.services.pool);
    for (const url of ['/market', `/market/${slugify(listing.municipality)}?class=houses`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const root = rootOf(response.body);
      expect(root).not.toContain('Loading the market figures');
      expect(root).toMatch(/real estate market/);
      expect(root).toContain('class="market-choice');
    }
    const unknown = await app.inject({ method: 'GET', url: '/market/atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('We have no market figures for this place');
    const noBuilding = await app.inject({ method: 'GET', url: '/building/99999-nowhere-st-atlantis' });
    expect(noBuilding.statusCode).toBe(404);
    expect(noBuilding.body).toContain('We know of no condo building at this address');
  });

  it('answers a listing that is gone with 404 and its friendly page', async () => {
    const response = await app.inject({ method: 'GET', url: '/estate/details/999999999/resedential' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('This property is no longer available');
  });

  it('leaves the admin to the browser', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/home' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches public pages with an ETag and answers a revisit with 304', async () => {
    const url = `/estate/details/${listing.id}/resedential`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+/);
    expect(first.headers.vary).toContain('Cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const revisit = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.body).toBe('');
    // No policy on the 304: the browser keeps the stored one, whose nonce the kept page's scripts carry.
    expect(revisit.headers['content-security-policy']).toBeUndefined();
    expect(revisit.headers['x-frame-options']).toBe('DENY');
    await t.services.pool.query('update listing set price = price + 1000 where id = $1', [listing.id]);
    const changed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never caches publicly an answer to a request with a cookie or Authorization', async () => {
    for (const headers of [{ cookie: 'session=abc' }, { authorization: 'Bearer abc' }]) {
      const response = await app.inject({ method: 'GET', url: `/estate/details/${listing.id}/resedential`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('serves the client shell when the render takes too long', async () => {
    const slow = await buildApp(t.services, { renderTimeoutMs: 1 });
    try {
      const response = await slow.inject({ method: 'GET', url: `/estate/details/${listing.id}/resedential` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    } finally {
      await slow.close();
    }
  });
});
