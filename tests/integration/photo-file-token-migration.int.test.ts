/**
 * Migration 20261130020000 turns each made photo's map of variant URLs into the token of its file
 * names. Run here on rows of the old shape (in a rolled-back transaction that puts the old column
 * back): a feed photo and an upload keep their files, read back at the URLs they had; a photo
 * whose URLs do not follow the names (a key that needed escaping) is made again; a pending photo
 * stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { PHOTO_FILE_TOKEN_SQL } from '../../migrations/Migration20261130020000_photo_file_token.ts';
import { photoVariants } from '#server/media/listing-photo-files.ts';
import { suiteApp } from '../support/suite-app.ts';
import { inRolledBackTransaction } from '../support/query-plan.ts';

const oldVariants = (base: string, widths: [string, number][]) =>
  JSON.stringify(
    Object.fromEntries(widths.map(([size, width]) => [size, { path: `${base}-${size}.webp`, width, height: Math.round(width / 1.5), format: 'webp' }])),
  );

describe('migration 20261130020000: photo file tokens', () => {
  const t = suiteApp();

  it('keeps every made photo at the URLs it had, and makes again one whose URLs it cannot name', async () => {
    await inRolledBackTransaction(t.services.pool, async (client) => {
      await client.query('alter table listing_media add column variants jsonb');
      await client.query('alter table listing_media drop column file_token');
      await client.query('alter table listing_media add column file_token text');
      const { rows: listing } = await client.query<{ id: number }>(
        `insert into listing (listing_key, origin, feed_class, address, municipality) values ('T7000001', 'feed', 'residential', '1 Token Road', 'Toronto') returning id`,
      );
      const id = listing[0]!.id;
      const insert = (mediaKey: string | null, status: string, variants: string | null, width: number | null) =>
        client
          .query<{ id: number }>(
            `insert into listing_media (listing_id, media_key, ord, status, variants, width, height) values ($1, $2, 0, $3, $4, $5, 500) returning id`,
            [id, mediaKey, status, variants, width],
          )
          .then((result) => result.rows[0]!.id);
      const full = [
        ['320', 320],
        ['640', 640],
        ['1280', 1000],
      ] as [string, number][];
      const feed = await insert('T7000001-M1', 'ready', oldVariants('/media/listings/T7000001/T7000001-M1-c96bf0328e89', full), 1000);
      const upload = await insert(null, 'ready', oldVariants('/media/listings/T7000001/upload-0123456789abcdef', [...full.slice(0, 2), ['1280', 640]]), 640);
      const escaped = await insert('T7000001 M2', 'ready', oldVariants('/media/listings/T7000001/T7000001%20M2-aaaaaaaaaaaa', full), 1000);
      const pending = await insert('T7000001-M3', 'pending', null, null);

      await client.query(PHOTO_FILE_TOKEN_SQL);
      const { rows } = await client.query<{
        id: number;
        media_key: string | null;
        status: string;
        file_token: string | null;
        width: number | null;
        variants: unknown;
      }>('select id, media_key, status, file_token, width, variants from listing_media where listing_id = $1', [id]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const urlsOf = (rowId: number) => {
        const row = byId.get(rowId)!;
        return photoVariants({ listingKey: 'T7000001', mediaKey: row.media_key, fileToken: row.file_token!, width: row.width! }).map((variant) => variant.path);
      };
      expect(urlsOf(feed)).toEqual(['-320', '-640', '-1280'].map((size) => `/media/listings/T7000001/T7000001-M1-c96bf0328e89${size}.webp`));
      // 640 px wide: its '1280' variant is its own width, as processImage makes it.
      expect(urlsOf(upload)).toEqual(['-320', '-640', '-1280'].map((size) => `/media/listings/T7000001/upload-0123456789abcdef${size}.webp`));
      expect(byId.get(escaped)).toMatchObject({ status: 'pending', file_token: null, variants: null });
      expect(byId.get(pending)).toMatchObject({ status: 'pending', file_token: null });
      expect(rows.every((row) => row.variants === null)).toBe(true);
    });
  });
});
