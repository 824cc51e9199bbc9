/** The agent's site pictures as visitors get them (site-pictures.ts stores them). */
import type { TPublicSiteSettings } from '#shared/schemas/site-settings.schema.ts';
import { SITE_IMAGE_SLOT_IDS } from '#shared/site-images.ts';
import { ownEntry } from '#shared/own-entry.ts';
import type { StoredSiteImage } from './site-settings.entity.ts';

/** The stored pictures as visitors get them: largest variant as src, all as a srcset. */
export function publicSitePictures(stored: Record<string, StoredSiteImage> | null | undefined): TPublicSiteSettings['site_images'] {
  const pictures: TPublicSiteSettings['site_images'] = {};
  for (const slot of SITE_IMAGE_SLOT_IDS) {
    const image = stored ? ownEntry(stored, slot) : undefined;
    if (!image) continue;
    const variants = Object.values(image.variants).sort((a, b) => a.width - b.width);
    const largest = variants.at(-1);
    if (!largest) continue;
    pictures[slot] = {
      src: largest.path,
      srcset: variants.map((variant) => `${variant.path} ${variant.width}w`).join(', '),
      width: image.width,
      height: image.height,
    };
  }
  return pictures;
}
