/**
 * What the server does for the first load's speed (Lighthouse, issue #5): the detail page's shell
 * preloads the gallery's first photo with the gallery's own srcset/sizes, every shell carries the
 * public site settings (no request before the first render), and text answers are compressed.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_GALLERY_SIZES } from '#shared/listing-photos.ts';
import { SITE_SETTINGS_SCRIPT_ID } from '#shared/shell-data.ts';
import { buildApp } from '#server/app.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Realtor</title></head><body><div id="root"></div></body></html>`;

describe('app shell and answers for a fast first load', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    await importSample(t, { count: 30 });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-shell-'));
    await fs.writeFile(path.join(dir, 'index.html'), SHELL);
    app = await buildApp(t.services, { clientDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('preloads the first gallery photo of a detail page, as the gallery asks for it', async () => {
    const { rows } = await t.services.pool.query<{ listing_id: number; listing_key: string }>(
      `update listing_media m set status = 'ready', width = 1600, height = 1067, variants = jsonb_build_object(
         '320', jsonb_build_object('path', '/media/listings/' || l.listing_key || '/p-320.webp', 'width', 320, 'height', 213, 'format', 'webp'),
         '1280', jsonb_build_object('path', '/media/listings/' || l.listing_key || '/p-1280.webp', 'width', 1280, 'height', 853, 'format', 'webp'))
       from listing l
       where m.listing_id = l.id and m.id = (select min(id) from listing_media where is_main and listing_id = (select min(id) from listing where is_active and feed_class = 'residential'))
       returning m.listing_id, l.listing_key`,
    );
    const { listing_id: id, listing_key: key } = rows[0]!;
    const details = await t.caller().listings.details({ propertyId: id, propertyType: 'resedential' });
    const first = details.res.images[0]!;
    expect(first.url).toBe(`/media/listings/${key}/p-1280.webp`);

    const html = (await app.inject({ method: 'GET', url: `/estate/details/${id}/resedential` })).body;
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    expect(preload).toBe(
      `<link rel="preload" as="image" href="${first.url}" imagesrcset="${first.srcset}" imagesizes="${DETAIL_GALLERY_SIZES}" fetchpriority="high" />`,
    );
    // A listing without a ready photo preloads nothing.
    const other = await t.services.pool.query<{ id: number }>(`select id from listing where is_active and feed_class = 'residential' and id <> $1 order by id limit 1`, [id]);
    expect((await app.inject({ method: 'GET', url: `/estate/details/${other.rows[0]!.id}/resedential` })).body).not.toContain('rel="preload"');
  });

  it('carries the public site settings in every shell, escaped for a script element', async () => {
    await t.services.pool.query(`update site_settings set site_short_description = 'Homes </script><script>alert(1)</script> in the GTA'`);
    for (const url of ['/', '/estate/toronto', '/admin/login']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const json = new RegExp(`<script type="application/json" id="${SITE_SETTINGS_SCRIPT_ID}">(.*?)</script>`).exec(html)?.[1];
      expect(json, url).toBeDefined();
      expect(JSON.parse(json!)).toEqual(await t.caller().settings.public());
      expect(html).not.toContain('<script>alert(1)</script>');
    }
  });

  it('compresses the shell and JSON answers for clients that accept it', async () => {
    const shell = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toContain('<div id="root">');

    const input = encodeURIComponent(JSON.stringify({ criteria: { propertyType: 'RESEDENTIAL', keyword: '' }, limit: 24 }));
    const trpc = await app.inject({ method: 'GET', url: `/trpc/listings.search?input=${input}`, headers: { 'accept-encoding': 'gzip' } });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(zlib.gunzipSync(trpc.rawPayload).toString()) as { result: { data: { data: unknown[] } } };
    expect(answer.result.data.data.length).toBeGreaterThan(0);

    const rest = await app.inject({ method: 'POST', url: '/api/search', payload: { propertyType: 'RESEDENTIAL', keyword: '' }, headers: { 'accept-encoding': 'br' } });
    expect(rest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(rest.rawPayload).toString())).toHaveProperty('results');

    // A tRPC error keeps its status through compression.
    const missing = await app.inject({ method: 'GET', url: `/trpc/listings.details?input=${encodeURIComponent(JSON.stringify({ propertyId: 987654321, propertyType: 'resedential' }))}`, headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
  });
});
