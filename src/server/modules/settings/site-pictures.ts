/**
 * The site pictures the agent sets in Settings (Home slideshow, city tiles, Buy tiles; slots in
 * src/shared/site-images.ts): each upload is processed like a listing photo (sharp, WebP variants
 * 320/640/1280 px wide, never larger than the source) and stored under `site/picture-<slot>-…`;
 * visitors get the variants as a srcset with the picture's size. Removing one goes back to the
 * bundled default drawing.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ZSitePictureInput } from '#shared/schemas/site-settings.schema.ts';
import type { SiteImageSlotId } from '#shared/site-images.ts';
import { ownEntry } from '#shared/own-entry.ts';
import { deleteStored, storageKeyOf } from '../../media/storage.ts';
import type { AppServices } from '../../services.ts';
import { processUploadedImage, storeVariants } from '../admin-properties/uploaded-image.ts';
import type { StoredSiteImage } from './site-settings.entity.ts';
import { forgetPublicSiteSettings, loadSiteSettings } from './site-settings.service.ts';

const keysOf = (services: AppServices, image: StoredSiteImage | undefined) =>
  Object.values(image?.variants ?? {})
    .map((variant) => storageKeyOf(services.storage, variant.path, 'site/'))
    .filter((key): key is string => key !== null);

/** Sets (or, with null, clears) one slot's picture; a file that is not an image is a 400 and changes nothing. */
export async function saveSitePicture(services: AppServices, em: EntityManager, input: z.output<typeof ZSitePictureInput>): Promise<void> {
  const slot: SiteImageSlotId = input.slot;
  let next: StoredSiteImage | null = null;
  let newKeys: string[] = [];
  if (input.image !== null) {
    const { processed } = await processUploadedImage({ name: 'image', data: input.image }, 'image');
    const stored = await storeVariants(services.storage, `site/picture-${slot}`, processed);
    newKeys = stored.keys;
    next = {
      variants: Object.fromEntries(
        Object.entries(stored.variants).map(([size, variant]) => [size, { path: variant.path, width: variant.width, height: variant.height }]),
      ),
      width: processed.width,
      height: processed.height,
    };
  }
  const settings = await loadSiteSettings(em);
  const replaced = ownEntry(settings.siteImages ?? {}, slot);
  const others = Object.entries(settings.siteImages ?? {}).filter(([key]) => key !== slot);
  settings.siteImages = Object.fromEntries(next ? [...others, [slot, next]] : others);
  try {
    await em.flush();
  } catch (error) {
    await deleteStored(services.storage, newKeys);
    throw error;
  } finally {
    forgetPublicSiteSettings();
  }
  await deleteStored(services.storage, keysOf(services, replaced));
}
