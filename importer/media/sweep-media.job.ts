/**
 * `media.sweep`: deletes the files of photos taken off show (the feed no longer lists them or
 * marked them deleted, or the agent removed a feed photo). Their rows stay, so that the importer
 * still knows the key, but nothing shows them, and a board whose photo sets change would otherwise
 * keep every photo it ever made on disk. A row is swept under its lock: the importer's update of
 * the same row (the feed sending the photo again, which makes it pending) waits for the sweep to
 * commit, so files made again are never the ones being deleted.
 */
import type pg from 'pg';
import { photoFileKeys } from '#server/media/listing-photo-files.ts';
import type { MediaStorage } from '#server/media/storage.ts';
import { runInTransaction } from '#server/db/transaction.ts';

/** Rows a transaction sweeps: few enough that a slow bucket holds an import page up briefly. */
const SWEEP_BATCH = 50;

export async function sweepDeletedPhotos(pool: pg.Pool, storage: MediaStorage): Promise<number> {
  let swept = 0;
  // Rows whose files the storage refused to delete keep their token (the job fails and its retry
  // tries them again); this run passes them by. (The site's storage queues a refused file as a
  // `media.delete` job, server/media/retried-deletes.ts: this is for when it cannot.)
  const refused: number[] = [];
  for (;;) {
    const count = await runInTransaction(pool, async (client) => {
      const { rows } = await client.query<{ id: number; listing_key: string; media_key: string | null; file_token: string; width: number }>(
        `select m.id, l.listing_key, m.media_key, m.file_token, m.width from listing_media m join listing l on l.id = m.listing_id
          where m.status = 'deleted' and m.file_token is not null and m.width is not null and not (m.id = any($2::int[]))
          order by m.id limit $1 for update of m skip locked`,
        [SWEEP_BATCH, refused],
      );
      const gone: number[] = [];
      for (const row of rows) {
        const keys = photoFileKeys({ listingKey: row.listing_key, mediaKey: row.media_key, fileToken: row.file_token, width: row.width });
        const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
        (results.every((result) => result.status === 'fulfilled') ? gone : refused).push(row.id);
      }
      await client.query('update listing_media set file_token = null, width = null, height = null where id = any($1::int[])', [gone]);
      swept += gone.length;
      return rows.length;
    });
    if (count < SWEEP_BATCH) break;
  }
  if (refused.length > 0) throw new Error(`the storage refused to delete the files of ${refused.length} photos taken off show (swept ${swept})`);
  return swept;
}
