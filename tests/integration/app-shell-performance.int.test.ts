/**
 * What the server does for the first load's speed (Lighthouse, issue #5): the detail page's shell
 * preloads the gallery's first photo with the gallery's own srcset/sizes, every shell carries the
 * public site settings (no request before the first render), and text answers are compressed:
 * per response by @fastify/compress, and the built assets once, at build time (vite.config.ts).
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
import { forgetPublicSiteSettings } from '#server/modules/settings/site-settings.service.ts';
import { suiteApp } from '../support/suite-app.ts';

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Realtor</title></head><body><div id="root"></div></body></html>`;
/** The body as a browser reads it, whichever encoding the server chose. */
function decodedBody(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString();
}

const STYLE = 'body { margin: 0 }\n';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, index) => `word-${index}`))};\n`;

describe('app shell and answers for a fast first load', () => {
  const t = suiteApp({ sample: 30 });
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-shell-'));
    await fs.writeFile(path.join(dir, 'index.html'), SHELL);
    // A built script with the siblings the build writes beside it.
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'assets', 'index-abc.js'), SCRIPT);
    await fs.writeFile(path.join(dir, 'assets', 'index-abc.js.br'), zlib.brotliCompressSync(SCRIPT));
    await fs.writeFile(path.join(dir, 'assets', 'index-abc.js.gz'), zlib.gzipSync(SCRIPT));
    await fs.writeFile(path.join(dir, 'assets', 'index-abc.js.map'), '{}');
    await fs.writeFile(path.join(dir, 'assets', 'index-abc.css'), STYLE);
    app = await buildApp(t.services, { clientDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('preloads the first gallery photo of a detail page, as the gallery asks for it', async () => {
    const { rows } = await t.services.pool.query<{ listing_id: number; listing_key: string; media_key: string }>(
      `update listing_media m set status = 'ready', width = 1280, height = 853, file_token = '0123456789ab'
       from listing l
       where m.listing_id = l.id and m.id = (select min(id) from listing_media where is_main and listing_id = (select min(id) from listing where is_active and feed_class = 'residential'))
       returning m.listing_id, l.listing_key, m.media_key`,
    );
    const { listing_id: id, listing_key: key, media_key: mediaKey } = rows[0]!;
    const details = await t.caller().listings.details({ propertyId: id, propertyType: 'resedential' });
    const first = details.listing.photos[0]!;
    expect(first.url).toBe(`/media/listings/${key}/${mediaKey}-0123456789ab-1280.webp`);

    const html = (await app.inject({ method: 'GET', url: `/estate/details/${id}/resedential` })).body;
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    expect(preload).toBe(
      `<link rel="preload" as="image" href="${first.url}" imagesrcset="${first.srcset}" imagesizes="${DETAIL_GALLERY_SIZES}" fetchpriority="high" />`,
    );
    // A listing without a ready photo preloads nothing.
    const other = await t.services.pool.query<{ id: number }>(
      `select id from listing where is_active and feed_class = 'residential' and id <> $1 order by id limit 1`,
      [id],
    );
    expect((await app.inject({ method: 'GET', url: `/estate/details/${other.rows[0]!.id}/resedential` })).body).not.toContain('rel="preload"');
  });

  it('carries the public site settings in every shell, escaped for a script element', async () => {
    await t.services.pool.query(`update site_settings set site_short_description = 'Homes </script><script>alert(1)</script> in the GTA'`);
    forgetPublicSiteSettings();
    for (const url of ['/', '/estate/toronto', '/admin/login']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const json = new RegExp(`<script type="application/json" id="${SITE_SETTINGS_SCRIPT_ID}">(.*?)</script>`).exec(html)?.[1];
      expect(json, url).toBeDefined();
      expect(JSON.parse(json!)).toEqual(await t.caller().settings.public());
      expect(html).not.toContain('<script>alert(1)</script>');
    }
  });

  it('compresses the shell and JSON answers for clients that accept it, brotli first', async () => {
    const shell = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toContain('<div id="root">');

    const deepLink = await app.inject({ method: 'GET', url: '/estate/toronto', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(deepLink.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(deepLink.rawPayload).toString()).toContain('<div id="root">');
    const identity = await app.inject({ method: 'GET', url: '/estate/toronto' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toContain('<div id="root">');

    const input = encodeURIComponent(JSON.stringify({ criteria: { propertyType: 'RESEDENTIAL', keyword: '' }, limit: 24 }));
    const trpc = await app.inject({ method: 'GET', url: `/trpc/listings.search?input=${input}`, headers: { 'accept-encoding': 'gzip' } });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers['content-encoding']).toBe('gzip');
    expect(trpc.headers['content-type']).toMatch(/application\/json/);
    expect(trpc.headers.vary).toMatch(/trpc-accept.*accept-encoding/);
    const answer = JSON.parse(zlib.gunzipSync(trpc.rawPayload).toString()) as { result: { data: { data: unknown[] } } };
    expect(answer.result.data.data.length).toBeGreaterThan(0);

    const rest = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { propertyType: 'RESEDENTIAL', keyword: '' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(rest.headers['content-encoding']).toBe('br');
    expect(rest.headers.vary).toMatch(/accept-encoding/);
    expect(JSON.parse(zlib.brotliDecompressSync(rest.rawPayload).toString())).toHaveProperty('results');

    // A tRPC error keeps its status and content type through compression.
    const missingInput = encodeURIComponent(JSON.stringify({ propertyId: 987654321, propertyType: 'resedential' }));
    const missing = await app.inject({ method: 'GET', url: `/trpc/listings.details?input=${missingInput}`, headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(decodedBody(missing))).toMatchObject({ error: { data: { httpStatus: 404 } } });
  });

  it('sends small answers and streamed tRPC answers as they are', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { 'accept-encoding': 'br, gzip' } });
    expect(robots.rawPayload.length).toBeLessThan(1024);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body).toContain('Sitemap:');

    // httpBatchStreamLink asks for JSON lines; compressing would hold each line back until the end.
    const input = encodeURIComponent(JSON.stringify({ 0: { criteria: { propertyType: 'RESEDENTIAL', keyword: '' }, limit: 24 } }));
    const streamed = await app.inject({
      method: 'GET',
      url: `/trpc/listings.search?batch=1&input=${input}`,
      headers: { 'accept-encoding': 'br, gzip', 'trpc-accept': 'application/jsonl' },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
    expect(streamed.body.trim().split('\n').length).toBeGreaterThan(1);
  });

  it("serves a built asset's precompressed sibling as built, to clients that accept it", async () => {
    const built = (extension: string) => fs.readFile(path.join(dir, 'assets', `index-abc.js${extension}`));
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    // Not compressed a second time on the way out.
    expect(br.rawPayload.equals(await built('.br'))).toBe(true);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(await built('.gz'))).toBe(true);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    expect(plain.body).toBe(SCRIPT);

    // `br;q=0` refuses brotli; a file without siblings is sent as it is (compressed on the way
    // out like any answer when it is worth it).
    const refused = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const style = await app.inject({ method: 'GET', url: '/assets/index-abc.css', headers: { 'accept-encoding': 'br' } });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    expect(style.headers.vary ?? '').not.toMatch(/accept-encoding/);
    expect(style.body).toBe(STYLE);
  });

  it('answers a revisit of a built asset with its ETag by a 304, and unknown or source-map asset paths with a 404', async () => {
    const first = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"index-abc\.js:br"$/);
    const again = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
    // Another encoding is another validator.
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })).statusCode).toBe(
      200,
    );

    // A script that is not there is a 404, not the app shell a browser would fail to run.
    for (const url of [
      '/assets/index-old.js',
      '/assets/index-abc.js.map',
      '/assets/index-abc.js.br',
      '/assets/..%2Findex.html',
      '/assets/nested/index-abc.js',
      '/assets/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('answers unknown API paths with a JSON 404, not the app shell', async () => {
    for (const url of ['/api/no-such-path', '/trpc/listings/nested', '/media/nothing/here.webp']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 'error' });
    }
    expect((await app.inject({ method: 'POST', url: '/estate/toronto' })).statusCode).toBe(404);
  });
});
