/**
 * Where a listing photo's files are, from what its row keeps. Every variant of a photo is stored
 * as `listings/<listing key>/<name>-<token>-<size>.webp`: <name> is the feed's media key (`upload`
 * for a photo the agent uploaded, whose row has none), <token> the part that changes with the
 * photo (the first 12 hex digits of the source's SHA-256 for a feed photo, 16 random hex digits
 * for an upload: files are served as immutable, so a replaced photo needs new names), and <size>
 * each width processImage was asked for. The row keeps the token and the largest variant's width
 * (`file_token`, `width`): every variant's URL follows from them and the listing's key, where a
 * map of the URLs took ~460 bytes a photo (issue #26: ≤ 4 KB a listing, photo rows included).
 */
import { VARIANT_WIDTHS } from './image-variants.ts';
import { mediaUrlFor } from './storage.ts';

/** The name part of an uploaded photo's files (its row has no media key). */
export const UPLOAD_FILE_NAME = 'upload';

export interface PhotoFiles {
  listingKey: string;
  /** The feed's media key; null for the agent's upload. */
  mediaKey: string | null;
  fileToken: string;
  /** The largest variant's width (the row's `width`). */
  width: number;
}

export interface PhotoVariant {
  sizeName: string;
  width: number;
  path: string;
}

/** A photo row's files, or null while the photo is not made (no token yet, or swept). */
export function madePhoto(listingKey: string, row: { media_key: string | null; file_token: string | null; width: number | null }): PhotoFiles | null {
  return row.file_token && row.width ? { listingKey, mediaKey: row.media_key, fileToken: row.file_token, width: row.width } : null;
}

/** The card photo's files from a row that reads them as MAIN_PHOTO_COLUMNS names them (`main_…`), or null. */
export function madeMainPhoto(row: {
  listing_key: string;
  main_media_key: string | null;
  main_file_token: string | null;
  main_width: number | null;
}): PhotoFiles | null {
  return madePhoto(row.listing_key, { media_key: row.main_media_key, file_token: row.main_file_token, width: row.main_width });
}

/**
 * The variants processImage made of a photo whose largest variant is `width` wide: one per size
 * up to the first the photo is narrower than (that one at the photo's own width, never enlarged).
 * image-variants.test.ts holds this equal to what processImage makes.
 */
export function variantWidths(width: number): { sizeName: string; width: number }[] {
  const made: { sizeName: string; width: number }[] = [];
  for (const size of VARIANT_WIDTHS) {
    made.push({ sizeName: String(size), width: Math.min(size, width) });
    if (width < size) break;
  }
  return made;
}

/** The storage key of one variant. */
export function photoFileKey(files: Omit<PhotoFiles, 'width'>, sizeName: string): string {
  return `listings/${files.listingKey}/${files.mediaKey ?? UPLOAD_FILE_NAME}-${files.fileToken}-${sizeName}.webp`;
}

/** The storage keys of every variant (to delete them). */
export function photoFileKeys(files: PhotoFiles): string[] {
  return variantWidths(files.width).map((variant) => photoFileKey(files, variant.sizeName));
}

/** Every variant with its URL, narrowest first. */
export function photoVariants(files: PhotoFiles): PhotoVariant[] {
  return variantWidths(files.width).map((variant) => ({ ...variant, path: mediaUrlFor(photoFileKey(files, variant.sizeName)) }));
}

/** A variant's URL: the one of `sizes` made first in that order, else the largest. */
export function photoUrl(files: PhotoFiles, ...sizes: string[]): string {
  const variants = photoVariants(files);
  const chosen = sizes.map((size) => variants.find((variant) => variant.sizeName === size)).find(Boolean) ?? variants.at(-1)!;
  return chosen.path;
}
