/**
 * One of the site's pictures (src/shared/site-images.ts): the agent's upload from Settings (WebP
 * variants as a srcset) or the bundled drawing. Always with width and height, so the page keeps
 * its layout while the picture loads; `loading` lazy below the fold.
 */
import type { TPublicSiteSettings } from '#shared/schemas/site-settings.schema.ts';
import { SITE_IMAGE_SLOTS, type SiteImageSlotId } from '#shared/site-images.ts';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';

export interface SitePictureSource {
  src: string;
  srcSet: string | undefined;
  width: number;
  height: number;
  /** The agent chose it (else it is the bundled drawing). */
  isCustom: boolean;
}

export function sitePictureSource(settings: Pick<TPublicSiteSettings, 'site_images'> | undefined, slot: SiteImageSlotId): SitePictureSource {
  const custom = settings?.site_images?.[slot];
  if (custom) return { src: custom.src, srcSet: custom.srcset, width: custom.width, height: custom.height, isCustom: true };
  const bundled = SITE_IMAGE_SLOTS.find((entry) => entry.slot === slot)!;
  return { src: bundled.defaultSrc, srcSet: undefined, width: bundled.width, height: bundled.height, isCustom: false };
}

interface SitePictureProps {
  slot: SiteImageSlotId;
  className?: string;
  /** How wide the picture is shown, for the browser's choice among the variants. */
  sizes: string;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
  alt?: string;
}

export function SitePicture({ slot, className, sizes, loading, fetchPriority, alt = '' }: SitePictureProps) {
  const picture = sitePictureSource(useSiteSettings(), slot);
  return (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      alt={alt}
    />
  );
}
