import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '#server/media/storage.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { storedPhotos } from '../../tests/support/photo-files.ts';
import { importSample } from '../testing/import-sample.ts';
import { fetchMedia } from './fetch-media.job.ts';
import { sweepDeletedPhotos } from './sweep-media.job.ts';

describe('media.fetch', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-media-'));
    await importSample(t, { count: 30 });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('draws the sample photos and stores WebP variants without metadata, once', async () => {
    const { rows } = await t.services.pool.query<{ id: number }>('select id from listing_media where is_main order by id limit 2');
    const ids = rows.map((row) => row.id);
    const storage = new LocalDiskStorage(dir);
    expect(await fetchMedia(t.services.pool, storage, ids)).toEqual({ stored: 2, failed: 0 });
    const stored = await storedPhotos(t.services.pool, { ids });
    expect(stored).toHaveLength(2);
    for (const media of stored) {
      expect(media.status).toBe('ready');
      expect(Object.keys(media.variants).sort()).toEqual(['1280', '320', '640']);
      const file = path.join(dir, decodeURIComponent(media.variants['320']!.path.replace('/media/', '')));
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 320 });
      expect(metadata.exif).toBeUndefined();
    }
    // A retried job finds them ready and does nothing.
    expect(await fetchMedia(t.services.pool, storage, ids)).toEqual({ stored: 0, failed: 0 });
  });

  it('gives a replaced photo new URLs (they are served as immutable) and deletes the old files', async () => {
    const storage = new LocalDiskStorage(dir);
    const fileOf = (url: string) => path.join(dir, decodeURIComponent(url.replace('/media/', '')));
    const { rows } = await t.services.pool.query<{ id: number; source_url: string }>(
      'select id, source_url from listing_media where not is_main order by id limit 2',
    );
    const [target, other] = rows as [{ id: number; source_url: string }, { id: number; source_url: string }];
    await fetchMedia(t.services.pool, storage, [target.id]);
    const variantsOf = async () => (await storedPhotos(t.services.pool, { ids: [target.id] }))[0]!.variants;
    const before = await variantsOf();
    // The feed now sends another picture for the same photo.
    await t.services.pool.query("update listing_media set source_url = $2, status = 'pending' where id = $1", [target.id, other.source_url]);
    expect(await fetchMedia(t.services.pool, storage, [target.id])).toEqual({ stored: 1, failed: 0 });
    const after = await variantsOf();
    for (const size of ['320', '640', '1280']) {
      expect(after[size]!.path).not.toBe(before[size]!.path);
      await expect(fs.access(fileOf(after[size]!.path))).resolves.toBeUndefined();
      await expect(fs.access(fileOf(before[size]!.path))).rejects.toThrow();
    }
  });

  it('sweeps the files of photos taken off show, and makes one again when the feed sends it back', async () => {
    const storage = new LocalDiskStorage(dir);
    const fileOf = (url: string) => path.join(dir, decodeURIComponent(url.replace('/media/', '')));
    const exists = (url: string) =>
      fs.access(fileOf(url)).then(
        () => true,
        () => false,
      );
    // Photos no other test here takes.
    const { rows } = await t.services.pool.query<{ id: number }>(
      "select id from listing_media where status = 'pending' and not is_main order by id offset 20 limit 2",
    );
    const [removed, kept] = rows.map((row) => row.id) as [number, number];
    await fetchMedia(t.services.pool, storage, [removed, kept]);
    const made = await storedPhotos(t.services.pool, { ids: [removed, kept] });
    const removedBefore = made.find((photo) => photo.id === removed);
    const keptBefore = made.find((photo) => photo.id === kept);
    const urls = (photo: (typeof made)[number] | undefined) => Object.values(photo!.variants).map((variant) => variant.path);
    expect(urls(removedBefore)).toHaveLength(3);

    // The feed stops listing it (the importer takes it off show), then a sweep runs.
    await t.services.pool.query("update listing_media set status = 'deleted' where id = $1", [removed]);
    expect(await sweepDeletedPhotos(t.services.pool, storage)).toBe(1);
    for (const url of urls(removedBefore)) expect(await exists(url), url).toBe(false);
    for (const url of urls(keptBefore)) expect(await exists(url), url).toBe(true);
    expect((await storedPhotos(t.services.pool, { ids: [removed] }))[0]!.variants).toEqual({});
    expect(await sweepDeletedPhotos(t.services.pool, storage)).toBe(0);

    // The feed sends it again: pending, made again under the same names.
    await t.services.pool.query("update listing_media set status = 'pending' where id = $1", [removed]);
    expect(await fetchMedia(t.services.pool, storage, [removed])).toEqual({ stored: 1, failed: 0 });
    const again = await storedPhotos(t.services.pool, { ids: [removed] });
    expect(urls(again[0])).toEqual(urls(removedBefore));
    for (const url of urls(again[0])) expect(await exists(url), url).toBe(true);
  });

  it('keeps a photo to sweep again when the storage refuses to delete its files, and fails the job so it is retried', async () => {
    const storage = new LocalDiskStorage(dir);
    const { rows } = await t.services.pool.query<{ id: number }>(
      "select id from listing_media where status = 'pending' and not is_main order by id offset 30 limit 2",
    );
    const ids = rows.map((row) => row.id);
    expect(ids).toHaveLength(2);
    await fetchMedia(t.services.pool, storage, ids);
    const refusedId = ids[0]!;
    const refusedKeys = new Set(
      Object.values((await storedPhotos(t.services.pool, { ids: [refusedId] }))[0]!.variants).map((variant) => variant.path.replace('/media/', '')),
    );
    await t.services.pool.query("update listing_media set status = 'deleted' where id = any($1::int[])", [ids]);
    // A bucket that refuses one photo's files (an outage, a permission) and deletes the other's.
    const refusing = Object.assign(Object.create(storage) as LocalDiskStorage, {
      delete: (key: string) => (refusedKeys.has(decodeURIComponent(key)) ? Promise.reject(new Error('503 Slow Down')) : storage.delete(key)),
    });
    await expect(sweepDeletedPhotos(t.services.pool, refusing)).rejects.toThrow(/refused to delete the files of 1 photos/);
    const tokens = await t.services.pool.query<{ id: number; file_token: string | null }>(
      'select id, file_token from listing_media where id = any($1::int[])',
      [ids],
    );
    expect(tokens.rows.find((row) => row.id === refusedId)!.file_token).not.toBeNull();
    expect(tokens.rows.find((row) => row.id === ids[1])!.file_token).toBeNull();
    // The retry, with the storage back, sweeps it.
    expect(await sweepDeletedPhotos(t.services.pool, storage)).toBe(1);
  });

  /**
   * A media server that answers once four downloads are waiting (or once no more will come): a
   * job that asks for one photo at a time waits out the 300 ms fallback on each, counted at 1.
   */
  async function gatedFetcher(total: number) {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#4a7' } })
      .jpeg()
      .toBuffer();
    let waiting: Array<() => void> = [];
    const seen = { asked: 0, mostAtOnce: 0 };
    const answerAll = () => {
      for (const answer of waiting) answer();
      waiting = [];
    };
    const fetcher = (_url: string) =>
      new Promise<Buffer>((resolve) => {
        seen.asked += 1;
        waiting.push(() => resolve(photo));
        seen.mostAtOnce = Math.max(seen.mostAtOnce, waiting.length);
        if (waiting.length === 4 || seen.asked === total) answerAll();
        else setTimeout(answerAll, 300);
      });
    return { fetcher, seen };
  }

  const pendingPhotos = async (count: number, sourceUrl: string) =>
    (
      await t.services.pool.query<{ id: number }>(
        `update listing_media set source_url = ${sourceUrl}
         where id in (select id from listing_media where status = 'pending' order by id limit $1) returning id`,
        [count],
      )
    ).rows.map((row) => row.id);

  it("downloads four photos at once from a board's media server while it processes them one by one", async () => {
    const ids = await pendingPhotos(9, `'https://media.example.test/' || id || '.jpg'`);
    const { fetcher, seen } = await gatedFetcher(ids.length);
    expect(await fetchMedia(t.services.pool, new LocalDiskStorage(dir), ids, fetcher)).toEqual({ stored: 9, failed: 0 });
    expect(seen).toEqual({ asked: 9, mostAtOnce: 4 });
  });

  it('draws sample photos one at a time: drawing is CPU work, as processing is', async () => {
    const ids = await pendingPhotos(3, 'source_url');
    const { fetcher, seen } = await gatedFetcher(ids.length);
    expect(await fetchMedia(t.services.pool, new LocalDiskStorage(dir), ids, fetcher)).toEqual({ stored: 3, failed: 0 });
    expect(seen).toEqual({ asked: 3, mostAtOnce: 1 });
  });

  it('records a failure on the photo and fails the job so it is retried', async () => {
    const { rows } = await t.services.pool.query<{ id: number }>(
      "update listing_media set source_url = 'https://127.0.0.1:9/missing.jpg', status = 'pending' where id = (select max(id) from listing_media) returning id",
    );
    await expect(fetchMedia(t.services.pool, new LocalDiskStorage(dir), [rows[0]!.id])).rejects.toThrow(/failed/);
    const { rows: after } = await t.services.pool.query('select status, attempts, last_error from listing_media where id = $1', [rows[0]!.id]);
    expect(after[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(after[0].last_error).toBeTruthy();
  });
});
