/**
 * A listing photo's variants as the site serves them, read from its row the way the read models
 * read it (src/server/media/listing-photo-files.ts), by size name: for tests of what was made.
 */
import type pg from 'pg';
import { madePhoto, type PhotoVariant, photoVariants } from '#server/media/listing-photo-files.ts';

export interface StoredPhoto {
  id: number;
  status: string;
  isMain: boolean;
  mediaKey: string | null;
  /** Empty while the photo is not made. */
  variants: Record<string, PhotoVariant>;
}

export async function storedPhotos(pool: pg.Pool, where: { ids: number[] } | { listingId: number }): Promise<StoredPhoto[]> {
  const { rows } = await pool.query<{
    id: number;
    status: string;
    is_main: boolean;
    listing_key: string;
    media_key: string | null;
    file_token: string | null;
    width: number | null;
  }>(
    `select m.id, m.status, m.is_main, l.listing_key, m.media_key, m.file_token, m.width
       from listing_media m join listing l on l.id = m.listing_id
      where ${'ids' in where ? 'm.id = any($1::int[])' : 'm.listing_id = $1'} order by m.id`,
    ['ids' in where ? where.ids : where.listingId],
  );
  return rows.map((row) => {
    const files = madePhoto(row.listing_key, row);
    return {
      id: row.id,
      status: row.status,
      isMain: row.is_main,
      mediaKey: row.media_key,
      variants: files ? Object.fromEntries(photoVariants(files).map((variant) => [variant.sizeName, variant])) : {},
    };
  });
}
