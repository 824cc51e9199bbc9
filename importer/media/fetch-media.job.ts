/**
 * `media.fetch`: downloads (or, for the sample feed, draws) each pending listing photo and stores
 * its WebP variants. Idempotent: a photo already `ready` with the same source URL is skipped, so
 * a retried job repeats no work. Failures are recorded on the row; the job retries with backoff.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { processImage } from '#server/media/image-variants.ts';
import { deleteStored, type MediaStorage } from '#server/media/storage.ts';
import { photoFileKey, photoFileKeys } from '#server/media/listing-photo-files.ts';
import { SAMPLE_MEDIA_SCHEME, samplePhotoSpec } from '../sources/sample/photo-spec.ts';
import { renderSamplePhoto } from './render-sample-photo.ts';
import { aheadOf } from './ahead-of.ts';

const DOWNLOAD_TIMEOUT_MS = 20_000;
const MAX_DOWNLOAD_BYTES = 25 * 1024 * 1024;

/**
 * Photos a job downloads at once, ahead of the one it is processing. A board's media server takes
 * a few hundred milliseconds a photo, and one download at a time left the worker waiting on the
 * network for most of a job; the processing (sharp, the CPU-bound part) stays one photo at a time
 * per job, so the web process keeps its share of the cores. A sample photo is drawn, not
 * downloaded: CPU work too, so those are drawn one at a time.
 */
const DOWNLOADS_IN_FLIGHT = 4;

export type SourceFetcher = (url: string) => Promise<Buffer>;

/** A sample feed's photo: drawn here, not downloaded. */
const isSamplePhoto = (url: string) => url.startsWith(SAMPLE_MEDIA_SCHEME);

export async function fetchSource(url: string, fetchImpl: typeof fetch = fetch): Promise<Buffer> {
  if (isSamplePhoto(url)) {
    const spec = samplePhotoSpec(url);
    if (!spec) throw new Error(`not a sample photo URL: ${url}`);
    return renderSamplePhoto(spec);
  }
  if (!/^https?:\/\//i.test(url)) throw new Error(`unsupported media URL: ${url}`);
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`download failed with HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_DOWNLOAD_BYTES) throw new Error(`image too large (${length} bytes)`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_DOWNLOAD_BYTES) throw new Error(`image too large (${body.length} bytes)`);
  return body;
}

interface PendingMedia {
  id: number;
  media_key: string | null;
  listing_key: string;
  source_url: string | null;
  status: string;
  /** The files of the photo made before, if any (a photo whose source changed is made again). */
  file_token: string | null;
  width: number | null;
}

export async function fetchMedia(
  pool: pg.Pool,
  storage: MediaStorage,
  mediaIds: number[],
  fetcher: SourceFetcher = (url) => fetchSource(url),
): Promise<{ stored: number; failed: number }> {
  const { rows } = await pool.query<PendingMedia>(
    `select m.id, m.media_key, l.listing_key, m.source_url, m.status, m.file_token, m.width
     from listing_media m join listing l on l.id = m.listing_id
     where m.id = any($1::int[]) and m.status in ('pending', 'failed')`,
    [mediaIds],
  );
  let stored = 0;
  let failed = 0;
  const withSource = rows.filter((media) => media.source_url);
  const drawsOnly = withSource.every((media) => isSamplePhoto(media.source_url!));
  const downloads = aheadOf(withSource, drawsOnly ? 1 : DOWNLOADS_IN_FLIGHT, (media) => fetcher(media.source_url!));
  for (const { item: media, result: download } of downloads) {
    try {
      const source = await download;
      const image = await processImage(source);
      // The content hash in the names: files are served as immutable, so a replaced photo needs new URLs.
      const files = { listingKey: media.listing_key, mediaKey: media.media_key, fileToken: createHash('sha256').update(source).digest('hex').slice(0, 12) };
      for (const variant of image.variants) await storage.put(photoFileKey(files, variant.sizeName), variant.body, 'image/webp');
      const { rowCount } = await pool.query(
        `update listing_media set status = 'ready', file_token = $2, width = $3, height = $4, attempts = attempts + 1,
           last_error = null
         where id = $1 and source_url = $5`,
        [media.id, files.fileToken, image.width, image.height, media.source_url],
      );
      if (rowCount && media.file_token !== null && media.width !== null) {
        // The replaced photo's files, once nothing points at them.
        const current = new Set(photoFileKeys({ ...files, width: image.width }));
        const replaced = photoFileKeys({ ...files, fileToken: media.file_token, width: media.width });
        await deleteStored(
          storage,
          replaced.filter((key) => !current.has(key)),
        );
      }
      stored += 1;
    } catch (error) {
      failed += 1;
      await pool.query(`update listing_media set status = 'failed', attempts = attempts + 1, last_error = $2 where id = $1`, [
        media.id,
        error instanceof Error ? error.message : String(error),
      ]);
    }
  }
  if (failed > 0 && stored === 0) throw new Error(`${failed} of ${rows.length} photos failed`);
  return { stored, failed };
}
