/**
 * The blog's pictures (featured images, category images, pictures in a post's text) go through
 * the media pipeline: decoded, checked by content, re-encoded as WebP without metadata and stored
 * under `blog/`. One size is kept per use, so a picture is one file, removed with its post.
 */
import { deleteStored, storageKeyOf } from '../../media/storage.ts';
import { processUploadedImage, storeVariants } from '../admin-properties/uploaded-image.ts';
import type { MediaStorage } from '../../media/storage.ts';

export type BlogImageUse = 'featured' | 'category' | 'inline';

/** Featured and in-text pictures fill a column up to 1280 px; category tiles are at most 640 px. */
const SIZE_OF: Record<BlogImageUse, string> = { featured: '1280', category: '640', inline: '1280' };
const KEY_PREFIX = 'blog/';

export interface StoredBlogImage {
  url: string;
  width: number;
  height: number;
  key: string;
}

/**
 * True when an image field carries a new picture (a data URL or bare base64) rather than the
 * address of the current one.
 */
export const isNewImage = (value: string) => value.startsWith('data:') || !/^(\/|https?:)/i.test(value);

/** Decodes, checks and stores one picture; a file that is not an image is a 400 on `field`. */
export async function storeBlogImage(storage: MediaStorage, use: BlogImageUse, data: string, field: string): Promise<StoredBlogImage> {
  const { processed } = await processUploadedImage({ name: field, data }, field);
  const chosen = processed.variants.find((variant) => variant.sizeName === SIZE_OF[use]) ?? processed.variants.at(-1)!;
  const stored = await storeVariants(storage, `${KEY_PREFIX}${use}`, { ...processed, variants: [chosen] });
  const variant = Object.values(stored.variants)[0]!;
  return { url: variant.path, width: variant.width, height: variant.height, key: stored.keys[0]! };
}

/** Removes pictures this storage made for the blog; other addresses are left alone. */
export async function deleteBlogImages(storage: MediaStorage, urls: (string | null | undefined)[]): Promise<void> {
  const keys = urls.filter((url): url is string => Boolean(url)).map((url) => storageKeyOf(storage, url, KEY_PREFIX));
  await deleteStored(
    storage,
    keys.filter((key): key is string => key !== null),
  );
}

export async function discardStored(storage: MediaStorage, images: (StoredBlogImage | null)[]): Promise<void> {
  await deleteStored(
    storage,
    images.filter((image): image is StoredBlogImage => image !== null).map((image) => image.key),
  );
}
