/**
 * The agent's photos of a property: upload (checked by content, re-encoded to WebP variants like
 * the importer's, stored as `listings/<listing_key>/upload-<random>-<size>.webp`), delete, and the
 * main photo. A listing has exactly one main photo among its photos on show: every change that
 * could break that runs in a transaction holding the listing row's lock.
 */
import type pg from 'pg';
import type { z } from 'zod';
import type { TAdminImage, ZImageDeleteInput, ZImageUploadInput, ZSetMainImageInput } from '#shared/schemas/admin-property.schema.ts';
import { AppError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { requireListing } from './listing-snapshot.ts';
import { writeListings } from './listing-writes.ts';
import { deleteStored } from '../../media/storage.ts';
import { enqueueMediaSweep, inTransaction } from '../../jobs/job-queue.ts';
import { madePhoto, photoFileKeys, photoUrl, photoVariants, UPLOAD_FILE_NAME } from '../../media/listing-photo-files.ts';
import { processUploadedImage, storeVariants, type StoredVariants } from './uploaded-image.ts';
import type { Queryable } from '../../db/queryable.ts';

interface MediaRow {
  id: number;
  listing_key: string;
  media_key: string | null;
  is_main: boolean;
  status: TAdminImage['status'];
  /** Null while a feed photo is not made yet (listing-photo-files.ts). */
  file_token: string | null;
  width: number | null;
  height: number | null;
}

const MEDIA_ROW_COLUMNS = 'm.id, l.listing_key, m.media_key, m.is_main, m.status, m.file_token, m.width, m.height';

function toAdminImage(row: MediaRow): TAdminImage {
  const files = madePhoto(row.listing_key, row);
  return {
    id: row.id,
    url: files ? photoUrl(files, '640', '1280', '320') : null,
    thumb: files ? photoUrl(files, '320', '640') : null,
    isMain: row.is_main,
    status: row.status,
    width: row.width,
    height: row.height,
    uploaded: row.media_key === null,
  };
}

/** The photos on show (not deleted), main first, then in order. */
export async function listImages(db: Queryable, listingId: number): Promise<TAdminImage[]> {
  const { rows } = await db.query<MediaRow>(
    `select ${MEDIA_ROW_COLUMNS} from listing_media m join listing l on l.id = m.listing_id
     where m.listing_id = $1 and m.status <> 'deleted' order by m.is_main desc, m.ord, m.id`,
    [listingId],
  );
  return rows.map(toAdminImage);
}

/**
 * Keeps exactly one main photo among those on show: `chosenId` if the agent chose one, else the
 * current one, else the first. The agent's choice is remembered (agent_main) so a re-import of the
 * listing keeps it even when the photo came from the feed.
 */
async function settleMainImage(client: pg.PoolClient, listingId: number, chosenId?: number): Promise<void> {
  await client.query(
    `with chosen as (
       select id from listing_media
       where listing_id = $1 and status <> 'deleted'
       order by (id = $2) desc, is_main desc, (status = 'ready') desc, ord, id
       limit 1)
     update listing_media m set
       is_main = coalesce(m.id = (select id from chosen), false),
       agent_main = case when $3 then m.id = $2 else m.agent_main and m.status <> 'deleted' end
     where m.listing_id = $1 and (m.is_main or m.agent_main or m.id = (select id from chosen))`,
    [listingId, chosenId ?? 0, chosenId !== undefined],
  );
}

export async function uploadImages(services: AppServices, input: z.output<typeof ZImageUploadInput>): Promise<TAdminImage[]> {
  const listing = await requireListing(services.pool, input.listingId);
  // Every image is read and processed before anything is stored: one bad file stores nothing.
  const processed: ({ image: (typeof input.images)[number] } & Awaited<ReturnType<typeof processUploadedImage>>)[] = [];
  for (const image of input.images) processed.push({ image, ...(await processUploadedImage(image, 'images')) });

  const stored: StoredVariants[] = [];
  try {
    for (const item of processed) {
      stored.push(await storeVariants(services.storage, `listings/${listing.listing_key}/${UPLOAD_FILE_NAME}`, item.processed));
    }
    return await writeListings(services, async (client) => {
      await client.query('select id from listing where id = $1 for update', [listing.id]);
      const { rows: ordRows } = await client.query<{ next: number }>('select coalesce(max(ord), -1) + 1 as next from listing_media where listing_id = $1', [
        listing.id,
      ]);
      let ord = ordRows[0]!.next;
      let mainId: number | undefined;
      for (const [index, item] of processed.entries()) {
        const { rows } = await client.query<{ id: number }>(
          `insert into listing_media (listing_id, ord, is_main, status, file_token, width, height, attempts)
           values ($1, $2, false, 'ready', $3, $4, $5, 1) returning id`,
          [listing.id, ord, stored[index]!.token, item.processed.width, item.processed.height],
        );
        ord += 1;
        if (item.image.mainImage) mainId = rows[0]!.id;
      }
      await settleMainImage(client, listing.id, mainId);
      return { result: await listImages(client, listing.id), changedIds: [listing.id] };
    });
  } catch (error) {
    await deleteStored(
      services.storage,
      stored.flatMap((item) => item.keys),
    );
    throw error;
  }
}

export async function deleteImages(services: AppServices, input: z.output<typeof ZImageDeleteInput>): Promise<TAdminImage[]> {
  const listing = await requireListing(services.pool, input.listingId);
  // Named by id or by the URL of any of its variants (the legacy client's way).
  const { rows: shown } = await services.pool.query<MediaRow>(
    `select ${MEDIA_ROW_COLUMNS} from listing_media m join listing l on l.id = m.listing_id
     where m.listing_id = $1 and m.status <> 'deleted'`,
    [listing.id],
  );
  const urls = new Set(input.urls);
  const targets = shown.filter((row) => {
    if (input.mediaIds.includes(row.id)) return true;
    const files = madePhoto(row.listing_key, row);
    return files !== null && photoVariants(files).some((variant) => urls.has(variant.path));
  });
  if (targets.length === 0) throw new AppError('NOT_FOUND', 'No such image on this property.');
  const uploaded = targets.filter((row) => row.media_key === null);
  const fromFeed = targets.filter((row) => row.media_key !== null);
  const images = await writeListings(services, async (client) => {
    await client.query('select id from listing where id = $1 for update', [listing.id]);
    if (uploaded.length > 0) await client.query('delete from listing_media where id = any($1::int[])', [uploaded.map((row) => row.id)]);
    // A feed photo keeps its row (the importer matches photos by key) and is only taken off show;
    // the sweep deletes its files.
    if (fromFeed.length > 0) {
      await client.query(`update listing_media set status = 'deleted', is_main = false, agent_removed = true where id = any($1::int[])`, [
        fromFeed.map((row) => row.id),
      ]);
      await enqueueMediaSweep(services.jobs, inTransaction(client));
    }
    await settleMainImage(client, listing.id);
    return { result: await listImages(client, listing.id), changedIds: [listing.id] };
  });
  await deleteStored(
    services.storage,
    uploaded.flatMap((row) => filesOf(row)),
  );
  return images;
}

export async function setMainImage(services: AppServices, input: z.output<typeof ZSetMainImageInput>): Promise<TAdminImage[]> {
  const listing = await requireListing(services.pool, input.listingId);
  return writeListings(services, async (client) => {
    await client.query('select id from listing where id = $1 for update', [listing.id]);
    const { rows } = await client.query('select id from listing_media where id = $1 and listing_id = $2 and status <> $3', [
      input.mediaId,
      listing.id,
      'deleted',
    ]);
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such image on this property.');
    await settleMainImage(client, listing.id, input.mediaId);
    return { result: await listImages(client, listing.id), changedIds: [listing.id] };
  });
}

/** The storage keys of a row's files (none while it is not made). */
function filesOf(row: MediaRow): string[] {
  const files = madePhoto(row.listing_key, row);
  return files ? photoFileKeys(files) : [];
}

/** Files of the agent's uploads of a listing, to delete once the listing itself is deleted. */
export async function uploadedFileKeys(services: AppServices, listingId: number): Promise<string[]> {
  const { rows } = await services.pool.query<MediaRow>(
    `select ${MEDIA_ROW_COLUMNS} from listing_media m join listing l on l.id = m.listing_id where m.listing_id = $1 and m.media_key is null`,
    [listingId],
  );
  return rows.flatMap((row) => filesOf(row));
}
