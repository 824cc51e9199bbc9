/**
 * The agent's photos through POST /api/admin/properties/image/upload and /image/delete: content
 * checks (a renamed text file is refused, nothing stored), the size limit, WebP variants written
 * to storage under the names the importer's photos follow, and exactly one main photo through every change.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#shared/schemas/admin-property.schema.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { fieldErrors } from '../../../../tests/support/json-shape.ts';
import { storedPhotos } from '../../../../tests/support/photo-files.ts';
import { deleteFilesNow, directStorage } from '../../media/retried-deletes.ts';

const pngOf = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
const dataUrl = (buffer: Buffer, type: string) => `data:${type};base64,${buffer.toString('base64')}`;

describe('property photos', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.adminHeaders();
    const { rows } = await t.services.pool.query<{ id: number }>(
      `insert into listing (listing_key, origin, feed_class, address, municipality, in_own_listing) values ('P7000001', 'agent', 'residential', '9 Photo Street', 'Toronto', true) returning id`,
    );
    listingId = rows[0]!.id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const media = async () =>
    (await storedPhotos(t.services.pool, { listingId })).map((photo) => ({
      id: photo.id,
      is_main: photo.isMain,
      status: photo.status,
      variants: photo.variants,
      media_key: photo.mediaKey,
    }));
  const fileOf = (url: string) => path.join(t.services.config.mediaDir, decodeURIComponent(url.replace(/^\/media\//, '')));
  const storedFiles = () => {
    const dir = path.join(t.services.config.mediaDir, 'listings', 'P7000001');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('refuses a file that is not an image, whatever its name and type, and stores nothing', async () => {
    const response = await post('/api/admin/properties/image/upload', {
      property_id: listingId,
      images: [
        { name: 'good.png', type: 'image/png', data: dataUrl(await pngOf(400, 300, [10, 120, 200]), 'image/png'), mainImage: true },
        { name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('these are not pixels').toString('base64'), mainImage: false },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: 'unsupported image type', errors: { images: [expect.stringContaining('notes.jpg')] } });
    expect(await media()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('calls an image over the pixel limit too large, not an unsupported type', async () => {
    // 8000 × 7000 = 56 megapixels of one colour: a small PNG file over the 50-megapixel limit.
    const big = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await post('/api/admin/properties/image/upload', {
      property_id: listingId,
      images: [{ name: 'poster.png', data: dataUrl(big, 'image/png'), mainImage: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The image is too large.',
      errors: { images: ['poster.png is 56 megapixels; the limit is 50 megapixels.'] },
    });
    expect(await media()).toEqual([]);
  });

  it('refuses an empty upload, two main images and images over 15 MB with a message', async () => {
    const none = await post('/api/admin/properties/image/upload', { property_id: listingId, images: [] });
    expect(fieldErrors(none)).toEqual({ images: ['Please upload at least one image'] });

    const png = dataUrl(await pngOf(20, 20, [0, 0, 0]), 'image/png');
    const twoMains = await post('/api/admin/properties/image/upload', {
      property_id: listingId,
      images: [
        { name: 'a', data: png, mainImage: true },
        { name: 'b', data: png, mainImage: true },
      ],
    });
    expect(fieldErrors(twoMains)).toEqual({ images: ['Only one image can be the main image.'] });

    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 100, 7).toString('base64');
    const tooLarge = await post('/api/admin/properties/image/upload', { property_id: listingId, images: [{ name: 'huge.png', data: huge }] });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      message: 'Each image must be 15 MB or less.',
      errors: { images: [expect.stringContaining('huge.png is 15.0 MB; the limit is 15 MB.')] },
    });
    expect(await media()).toEqual([]);
  });

  it('stores WebP variants of real images, ready, with exactly one main photo', async () => {
    const wide = await pngOf(1600, 1000, [200, 40, 40]);
    const jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 20, g: 160, b: 60 } } })
      .jpeg()
      .toBuffer();
    const response = await post('/api/admin/properties/image/upload', {
      property_id: listingId,
      images: [
        { name: 'front.png', type: 'image/png', data: dataUrl(wide, 'image/png'), mainImage: false },
        { name: 'garden.jpg', type: 'image/jpeg', data: jpeg.toString('base64'), mainImage: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', message: 'Successfully uploaded' });
    const rows = await media();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'ready' && row.media_key === null)).toBe(true);
    expect(rows.filter((row) => row.is_main).map((row) => row.id)).toEqual([rows[1]!.id]);
    expect(Object.keys(rows[0]!.variants).sort()).toEqual(['1280', '320', '640']);
    expect(rows[0]!.variants['640']).toEqual({
      sizeName: '640',
      path: expect.stringMatching(/^\/media\/listings\/P7000001\/upload-[0-9a-f]{16}-640\.webp$/),
      width: 640,
    });
    // A 500 px source is never enlarged: 320 and its own 500 px width.
    expect(Object.keys(rows[1]!.variants).sort()).toEqual(['320', '640']);
    for (const row of rows) {
      for (const variant of Object.values(row.variants)) {
        const metadata = await sharp(fs.readFileSync(fileOf(variant.path))).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: variant.width });
      }
    }
    const served = await t.app.inject({ method: 'GET', url: rows[0]!.variants['320']!.path });
    expect(served.statusCode).toBe(200);
  });

  it('keeps one main photo as photos are added, marked main and removed', async () => {
    const small = dataUrl(await pngOf(200, 150, [90, 90, 200]), 'image/png');
    await post('/api/admin/properties/image/upload', { property_id: listingId, images: [{ name: 'extra.png', data: small }] });
    let rows = await media();
    expect(rows.filter((row) => row.is_main)).toHaveLength(1);

    const third = rows.at(-1)!;
    const marked = await post('/api/admin/properties/image/upload', {
      property_id: listingId,
      images: [{ name: 'new-main.png', data: small, mainImage: true }],
    });
    expect(marked.statusCode).toBe(200);
    rows = await media();
    const newMain = rows.at(-1)!;
    expect(rows.filter((row) => row.is_main).map((row) => row.id)).toEqual([newMain.id]);

    // Deleting the main photo by one of its URLs promotes the first remaining one and deletes its files.
    const removed = await post('/api/admin/properties/image/delete', { property_id: listingId, urls: [newMain.variants['320']!.path] });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(newMain.variants['320']!.path))).toBe(false);
    rows = await media();
    expect(rows.map((row) => row.id)).not.toContain(newMain.id);
    expect(rows.filter((row) => row.is_main).map((row) => row.id)).toEqual([rows[0]!.id]);

    const byId = await post('/api/admin/properties/image/delete', { property_id: listingId, media_ids: [third.id] });
    expect(byId.json().images.map((image: { id: number }) => image.id)).not.toContain(third.id);

    const nothing = await post('/api/admin/properties/image/delete', { property_id: listingId });
    expect(fieldErrors(nothing)).toEqual({ media_ids: ['Choose at least one image to remove.'] });
    const unknown = await post('/api/admin/properties/image/delete', { property_id: listingId, media_ids: [99_999_999] });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes a feed photo off show, keeping its row for the importer, and queues the sweep of its files', async () => {
    const { rows } = await t.services.pool.query<{ id: number }>(
      `insert into listing_media (listing_id, media_key, ord, status, file_token, width, height, source_url)
       values ($1, 'P7000001-M9', 50, 'ready', 'abcdefabcdef', 640, 480, 'https://feed/p9.jpg') returning id`,
      [listingId],
    );
    await t.services.pool.query("delete from pgboss.job where name = 'media.sweep'");
    const removed = await post('/api/admin/properties/image/delete', { property_id: listingId, media_ids: [rows[0]!.id] });
    expect(removed.statusCode).toBe(200);
    const { rows: after } = await t.services.pool.query('select status, agent_removed from listing_media where id = $1', [rows[0]!.id]);
    expect(after).toEqual([{ status: 'deleted', agent_removed: true }]);
    const { rows: sweeps } = await t.services.pool.query("select state from pgboss.job where name = 'media.sweep'");
    expect(sweeps).toEqual([{ state: 'created' }]);
  });

  it("queues a photo's files whose delete the storage refused, and the job deletes them once it can", async () => {
    const upload = await post('/api/admin/properties/image/upload', {
      property_id: listingId,
      images: [{ name: 'refused.png', data: dataUrl(await pngOf(400, 300, [90, 30, 160]), 'image/png'), mainImage: false }],
    });
    expect(upload.statusCode).toBe(200);
    const photo = (await media()).at(-1)!;
    const files = Object.values(photo.variants).map((variant) => variant.path);
    const keys = files.map((url) => decodeURIComponent(url.replace(/^\/media\//, '')));
    await t.services.pool.query("delete from pgboss.job where name = 'media.delete'");

    // The bucket refuses every delete for a while (an outage): the agent's delete still succeeds.
    const direct = directStorage(t.services.storage);
    const deleteFile = direct.delete.bind(direct);
    let refusing = true;
    direct.delete = (key) => (refusing ? Promise.reject(new Error('503 Slow Down')) : deleteFile(key));
    try {
      const removed = await post('/api/admin/properties/image/delete', { property_id: listingId, media_ids: [photo.id] });
      expect(removed.statusCode).toBe(200);
      expect((await media()).map((row) => row.id)).not.toContain(photo.id);
      expect(files.every((url) => fs.existsSync(fileOf(url)))).toBe(true);
      const { rows: queued } = await t.services.pool.query<{ data: { keys: string[] } }>("select data from pgboss.job where name = 'media.delete'");
      expect(queued.flatMap((job) => job.data.keys).sort()).toEqual([...keys].sort());

      // The job's run while the bucket still refuses fails (pg-boss retries it) and deletes nothing.
      await expect(deleteFilesNow(t.services.storage, keys)).rejects.toThrow(`refused to delete ${keys.length} of ${keys.length} files`);
      expect(files.every((url) => fs.existsSync(fileOf(url)))).toBe(true);
      refusing = false;
      await deleteFilesNow(t.services.storage, keys);
      expect(files.some((url) => fs.existsSync(fileOf(url)))).toBe(false);
      // Again (a retry after a partial success) is no error.
      await deleteFilesNow(t.services.storage, keys);
    } finally {
      direct.delete = deleteFile;
    }
  });

  it('marks an existing photo as the main one through tRPC', async () => {
    const caller = t.caller(await t.adminToken());
    const rows = await media();
    const notMain = rows.find((row) => !row.is_main)!;
    const answer = await caller.adminProperties.setMainImage({ listingId, mediaId: notMain.id });
    expect(answer.images[0]).toMatchObject({ id: notMain.id, isMain: true });
    expect((await media()).filter((row) => row.is_main).map((row) => row.id)).toEqual([notMain.id]);
  });

  it('answers 404 for photos of a property that does not exist', async () => {
    const png = dataUrl(await pngOf(20, 20, [0, 0, 0]), 'image/png');
    const response = await post('/api/admin/properties/image/upload', { property_id: 99_999_999, images: [{ name: 'a.png', data: png }] });
    expect(response.statusCode).toBe(404);
  });
});
