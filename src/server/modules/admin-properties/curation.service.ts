/**
 * The agent's choices about listings: which are in the own listing ("Brokerage's Properties"),
 * and removing a property. Removing the agent's own property deletes it (rooms and photos go
 * with it); removing an imported listing hides it: `agent_hidden` is a curation column the
 * importer never writes, so a re-import cannot bring it back (is_active is also cleared so the
 * site drops it at once; the public read model adds `and not agent_hidden` for later imports).
 */
import { AppError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { requireListing } from './listing-snapshot.ts';
import { writeListings } from './listing-writes.ts';
import { uploadedFileKeys } from './property-images.service.ts';
import { deleteStored } from '../../media/storage.ts';

export const ADDED_TO_LIST = 'Successfully added to list';
export const REMOVED_FROM_LIST = 'Successfully removed from list';

export async function setOwnListing(services: AppServices, input: { listingId: number; isOwnListing: boolean }) {
  return writeListings(services, async (client) => {
    const { rows } = await client.query<{ id: number; in_own_listing: boolean }>(
      `update listing set in_own_listing = $2, updated_at = now() where id = $1 and not agent_hidden returning id, in_own_listing`,
      [input.listingId, input.isOwnListing],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', `Property #${input.listingId} not found.`);
    return {
      result: {
        status: 'ok' as const,
        message: input.isOwnListing ? ADDED_TO_LIST : REMOVED_FROM_LIST,
        listingId: input.listingId,
        isOwnListing: rows[0]!.in_own_listing,
      },
      changedIds: [input.listingId],
    };
  });
}

export const FEATURED = 'Marked as featured';
export const UNFEATURED = 'No longer featured';

/** Home's "Featured Properties": only a listing on the site can be featured (a hidden one cannot come back this way). */
export async function setFeatured(services: AppServices, input: { listingId: number; isFeatured: boolean }) {
  return writeListings(services, async (client) => {
    const { rows } = await client.query<{ id: number; is_featured: boolean }>(
      `update listing set is_featured = $2, updated_at = now() where id = $1 and not agent_hidden and (is_active or not $2) returning id, is_featured`,
      [input.listingId, input.isFeatured],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', `Property #${input.listingId} is not on the site.`);
    return {
      result: { status: 'ok' as const, message: input.isFeatured ? FEATURED : UNFEATURED, listingId: input.listingId, isFeatured: rows[0]!.is_featured },
      changedIds: [input.listingId],
    };
  });
}

export async function removeProperty(services: AppServices, input: { listingId: number }) {
  const listing = await requireListing(services.pool, input.listingId);
  if (listing.agent_hidden) throw new AppError('NOT_FOUND', `Property #${input.listingId} not found.`);
  const message = `Property #${listing.id} successfully deleted`;
  if (listing.origin === 'feed') {
    await writeListings(services, async (client) => {
      await client.query(
        `update listing set agent_hidden = true, is_active = false, in_own_listing = false, is_featured = false, updated_at = now() where id = $1`,
        [listing.id],
      );
      return { result: undefined, changedIds: [listing.id] };
    });
    return { status: 'ok' as const, message, listingId: listing.id, hidden: true };
  }
  const fileKeys = await uploadedFileKeys(services, listing.id);
  await writeListings(services, async (client) => {
    await client.query('delete from listing where id = $1', [listing.id]);
    return { result: undefined, changedIds: [listing.id] };
  });
  await deleteStored(services.storage, fileKeys);
  return { status: 'ok' as const, message, listingId: listing.id, hidden: false };
}
