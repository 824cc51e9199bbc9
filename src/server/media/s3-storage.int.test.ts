/**
 * Media in an S3-compatible bucket (s3rver in this process): objects are written with their
 * content type and cache header, served under the same /media URLs as the local directory
 * (bytes, 304, HEAD, 404), deleted, and nothing outside the bucket's keys is reachable. End to
 * end: an admin photo upload lands in the bucket and is served from it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { suiteApp } from '../../../tests/support/suite-app.ts';
import { startFakeS3, type FakeS3 } from '../../../tests/support/fake-s3.ts';
import { storedPhotos } from '../../../tests/support/photo-files.ts';
import { S3Storage } from './s3-storage.ts';
import { MEDIA_CACHE_CONTROL } from './storage.ts';
import { directStorage } from './retried-deletes.ts';

/** A request sent byte for byte: fetch and inject would resolve `..` before it left. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('S3-compatible media storage', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3?.stop());
  const t = suiteApp(() => ({ env: s3.env }));
  const storage = (): S3Storage => {
    const direct = directStorage(t.services.storage);
    if (!(direct instanceof S3Storage)) throw new Error('S3_BUCKET is set: the app should store media in the bucket');
    return direct;
  };

  it('puts an object with its content type and the long immutable cache header', async () => {
    const body = Buffer.from('not really a webp, but bytes are bytes');
    await storage().put('listings/S3TEST/put-640.webp', body, 'image/webp');
    const stored = await s3.object('listings/S3TEST/put-640.webp');
    expect(stored).toEqual({ body, contentType: 'image/webp', cacheControl: MEDIA_CACHE_CONTROL });
    expect(storage().urlFor('listings/S3TEST/put-640.webp')).toBe('/media/listings/S3TEST/put-640.webp');
  });

  it('serves an object under /media with its type, cache header and ETag, and 304 when unchanged', async () => {
    const body = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
      .webp()
      .toBuffer();
    await storage().put('site/logo-abc-320.webp', body, 'image/webp');

    const served = await t.app.inject({ method: 'GET', url: '/media/site/logo-abc-320.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(body)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': MEDIA_CACHE_CONTROL, 'content-length': String(body.length) });
    const etag = served.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const again = await t.app.inject({ method: 'GET', url: '/media/site/logo-abc-320.webp', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await t.app.inject({ method: 'GET', url: '/media/site/logo-abc-320.webp', headers: { 'if-none-match': '"another-version"' } });
    expect(changed.statusCode).toBe(200);

    const head = await t.app.inject({ method: 'HEAD', url: '/media/site/logo-abc-320.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': String(body.length), etag });
    expect(head.rawPayload.length).toBe(0);
  });

  it('deletes an object, after which /media answers 404; deleting it again is harmless', async () => {
    await storage().put('email/gone.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await s3.exists('email/gone.jpg')).toBe(true);
    await storage().delete('email/gone.jpg');
    expect(await s3.exists('email/gone.jpg')).toBe(false);
    await expect(storage().delete('email/gone.jpg')).resolves.toBeUndefined();
    const served = await t.app.inject({ method: 'GET', url: '/media/email/gone.jpg' });
    expect(served.statusCode).toBe(404);
  });

  it('answers 404 for a key that is not in the bucket', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/media/listings/NOPE/never-stored-640.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error' });
    expect((await t.app.inject({ method: 'HEAD', url: '/media/listings/NOPE/never-stored-640.webp' })).statusCode).toBe(404);
  });

  it('refuses keys that leave the media keys, in storage and over HTTP', async () => {
    // Another bucket on the same endpoint holds something /media must never serve.
    await s3.client.send(new CreateBucketCommand({ Bucket: 'private' }));
    await s3.client.send(new PutObjectCommand({ Bucket: 'private', Key: 'secret.txt', Body: 'top secret', ContentType: 'text/plain' }));
    await storage().put('listings/S3TEST/a-320.webp', Buffer.from('public'), 'image/webp');

    for (const key of ['../private/secret.txt', 'listings/../../private/secret.txt', '/abs.webp', 'a//b.webp', 'a\\b.webp', './x.webp', '']) {
      await expect(storage().put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/not a valid media key/);
      await expect(storage().delete(key), key).rejects.toThrow(/not a valid media key/);
      expect(await storage().read(key, { withBody: true }), key).toBeNull();
    }

    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    for (const rawPath of [
      '/media/../private/secret.txt',
      '/media/%2e%2e/private/secret.txt',
      '/media/%2E%2E%2Fprivate%2Fsecret.txt',
      '/media/listings/S3TEST/..%2F..%2F..%2Fprivate/secret.txt',
      '/media/listings/S3TEST/a-320.webp/../../../../private/secret.txt',
      '/media/listings%5C..%5C..%5Cprivate%5Csecret.txt',
    ]) {
      const response = await rawGet(port, rawPath);
      expect(response.body, rawPath).not.toContain('top secret');
      expect(response.status, rawPath).toBe(404);
    }
    // The same server still serves a real key byte for byte.
    expect(await rawGet(port, '/media/listings/S3TEST/a-320.webp')).toEqual({ status: 200, body: 'public' });
  });

  it('stores an admin photo upload in the bucket and serves its variants under /media, and deletes them with the photo', async () => {
    const headers = await t.adminHeaders();
    const { rows } = await t.services.pool.query<{ id: number }>(
      `insert into listing (listing_key, origin, feed_class, address, municipality, in_own_listing) values ('S3000001', 'agent', 'residential', '3 Bucket Lane', 'Toronto', true) returning id`,
    );
    const listingId = rows[0]!.id;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 90, b: 30 } } })
      .png()
      .toBuffer();

    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties/image/upload',
      headers,
      payload: {
        property_id: listingId,
        images: [{ name: 'porch.png', type: 'image/png', data: `data:image/png;base64,${png.toString('base64')}`, mainImage: true }],
      },
    });
    expect(uploaded.statusCode).toBe(200);
    const photos = (await storedPhotos(t.services.pool, { listingId })).filter((photo) => photo.status === 'ready');
    expect(photos).toHaveLength(1);
    const variants = Object.values(photos[0]!.variants);
    expect(variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([320, 640, 900]);

    for (const variant of variants) {
      expect(variant.path).toMatch(/^\/media\/listings\/S3000001\/upload-[0-9a-f]{16}-\d+\.webp$/);
      const key = variant.path.slice('/media/'.length);
      const stored = await s3.object(key);
      expect(stored?.contentType, key).toBe('image/webp');
      expect(await sharp(stored!.body).metadata(), key).toMatchObject({
        format: 'webp',
        width: variant.width,
        height: Math.round((variant.width * 600) / 900),
      });

      const served = await t.app.inject({ method: 'GET', url: variant.path });
      expect(served.statusCode, key).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(stored!.body), key).toBe(true);
    }

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties/image/delete',
      headers,
      payload: { property_id: listingId, urls: [variants[0]!.path] },
    });
    expect(removed.statusCode).toBe(200);
    for (const variant of variants) expect(await s3.exists(variant.path.slice('/media/'.length)), variant.path).toBe(false);
  });
});
