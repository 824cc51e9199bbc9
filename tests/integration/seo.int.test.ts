/** Server-filled heads, sitemap and robots.txt, against an app shell fixture. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { forgetPublicSiteSettings } from '#server/modules/settings/site-settings.service.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="shell" /><title>Realtor</title></head><body><div id="root"></div></body></html>`;

describe('SEO heads and sitemap', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dir: string;
  let agentName: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://realtor.example' } });
    await importSample(t, { count: 40 });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-shell-'));
    await fs.writeFile(path.join(dir, 'index.html'), SHELL);
    app = await buildApp(t.services, { clientDir: dir });
    agentName = (await t.caller().settings.public()).agent_name;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  it('gives the home page the agent-named title and RealEstateAgent data', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'realtor.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>Realtor ${agentName} - Home</title>`);
    expect(response.body).toContain('<link rel="canonical" href="http://realtor.example/" />');
    expect(response.body).not.toContain('content="shell"');
    expect(jsonLd(response.body)[0]).toMatchObject({ '@type': 'RealEstateAgent', name: agentName });
  });

  it('describes a listing as an offer with its address and price', async () => {
    const { rows } = await t.services.pool.query(
      "select id, address, municipality, price::float as price from listing where is_active and transaction_type = 'Sale' order by id limit 1",
    );
    const listing = rows[0];
    const response = await app.inject({ method: 'GET', url: `/estate/details/${listing.id}/resedential` });
    expect(response.body).toMatch(new RegExp(`<title>Realtor ${agentName} - .*${listing.address.split(' ')[1]}.*</title>`));
    const [data] = jsonLd(response.body);
    expect(data).toMatchObject({ '@type': 'RealEstateListing', offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'CAD' } });
    expect(JSON.stringify(data)).toContain(listing.municipality);
  });

  it('escapes hostile listing text in tags and JSON-LD', async () => {
    const { rows } = await t.services.pool.query(
      `update listing set address = '1 </title><script>alert(1)</script> St', remarks = '</script><img src=x onerror=alert(1)>' where id = (select min(id) from listing where is_active) returning id`,
    );
    const response = await app.inject({ method: 'GET', url: `/estate/details/${rows[0].id}/resedential` });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).not.toContain('<img src=x');
    expect(jsonLd(response.body)).toHaveLength(1);
  });

  it('takes canonical URLs and the sitemap from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    const hostile = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };
    const home = await app.inject({ method: 'GET', url: '/', headers: hostile });
    expect(home.body).toContain('<link rel="canonical" href="http://realtor.example/" />');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: hostile });
    expect(sitemap.body).toContain('<loc>http://realtor.example/');
    expect(sitemap.body).not.toContain('attacker.example');
    // Without PUBLIC_URL (development) the origin is this machine's port, not the caller's Host.
    const local = await createTestApp({ env: { PORT: '4321' } });
    try {
      const localApp = await buildApp(local.services, { clientDir: dir });
      const page = await localApp.inject({ method: 'GET', url: '/', headers: hostile });
      expect(page.body).toContain('<link rel="canonical" href="http://localhost:4321/" />');
      await localApp.close();
    } finally {
      await local.close();
    }
  });

  it('puts $-patterns of a setting into the head as they are (no String.replace expansion)', async () => {
    await t.services.pool.query("update site_settings set agent_name = 'Alex $` $& Morgan' where id = 1");
    forgetPublicSiteSettings();
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.body).toContain('<title>Realtor Alex $` $&amp; Morgan - Home</title>');
      expect(response.body.match(/<head>/g)).toHaveLength(1);
      expect(response.body.match(/<\/head>/g)).toHaveLength(1);
    } finally {
      await t.services.pool.query('update site_settings set agent_name = $1 where id = 1', [agentName]);
      forgetPublicSiteSettings();
    }
  });

  it('lists every active listing page in the sitemap, and robots.txt points to it', async () => {
    const { rows: active } = await t.services.pool.query('select id from listing where is_active');
    await t.services.pool.query('update listing set is_active = false where id = $1', [active[0].id]);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'realtor.example' } });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.filter((loc) => loc!.includes('/estate/details/'))).toHaveLength(active.length - 1);
    expect(locs).not.toContain(`http://realtor.example/estate/details/${active[0].id}/resedential`);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'realtor.example' } });
    expect(robots.body).toContain('Sitemap: http://realtor.example/sitemap.xml');
  });
});
