/**
 * Images the admin sends encoded in JSON (property photos, the site's logo, favicon and profile
 * picture): decoded, size-checked and processed by content with processImage — the name and the
 * declared type are never trusted. Every failure is a 400 naming the file.
 */
import { randomBytes } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '#shared/schemas/admin-property.schema.ts';
import { ImageTooLargeError, MAX_SOURCE_PIXELS, processImage, UnsupportedImageError, type ProcessedImage } from '../../media/image-variants.ts';
import { deleteStored, type MediaStorage } from '../../media/storage.ts';
import { AppError } from '../../errors.ts';

export const UNSUPPORTED_IMAGE = 'unsupported image type';
export const IMAGE_TOO_LARGE = 'The image is too large.';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface EncodedImage {
  name: string;
  data: string;
}

const refuse = (field: string, message: string, detail: string) => new AppError('BAD_REQUEST', message, { [field]: [detail] });

/** base64 or a data URL → bytes; anything else is refused. */
export function decodeImageData(image: EncodedImage, field: string): Buffer {
  const match = /^data:[^,]*?;base64,(.*)$/s.exec(image.data);
  const base64 = (match ? match[1]! : image.data).replace(/\s+/g, '');
  if (base64.length === 0 || !BASE64.test(base64)) throw refuse(field, 'The image could not be read.', `${image.name}: the data is not base64.`);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw refuse(field, 'Each image must be 15 MB or less.', `${image.name} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the limit is 15 MB.`);
  }
  return bytes;
}

/** Decodes and processes one image; a file that is not an image is a 400 'unsupported image type'. */
export async function processUploadedImage(image: EncodedImage, field: string): Promise<{ bytes: Buffer; processed: ProcessedImage }> {
  const bytes = decodeImageData(image, field);
  try {
    return { bytes, processed: await processImage(bytes) };
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      throw refuse(field, IMAGE_TOO_LARGE, `${image.name} is ${error.megapixels} megapixels; the limit is ${MAX_SOURCE_PIXELS / 1_000_000} megapixels.`);
    }
    if (error instanceof UnsupportedImageError) {
      throw refuse(field, UNSUPPORTED_IMAGE, `${image.name} is not a supported image (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF).`);
    }
    throw error;
  }
}

export interface StoredVariants {
  keys: string[];
  /** The random part of the files' names (a listing photo's `file_token`, listing-photo-files.ts). */
  token: string;
  variants: Record<string, { path: string; width: number; height: number; format: string }>;
}

/** Stores every variant under `<prefix>-<random>-<size>.webp`. */
export async function storeVariants(storage: MediaStorage, prefix: string, processed: ProcessedImage): Promise<StoredVariants> {
  const token = randomBytes(8).toString('hex');
  const stem = `${prefix}-${token}`;
  const stored: StoredVariants = { keys: [], token, variants: {} };
  try {
    for (const variant of processed.variants) {
      const key = `${stem}-${variant.sizeName}.webp`;
      await storage.put(key, variant.body, 'image/webp');
      stored.keys.push(key);
      stored.variants[variant.sizeName] = { path: storage.urlFor(key), width: variant.width, height: variant.height, format: 'webp' };
    }
  } catch (error) {
    await deleteStored(storage, stored.keys);
    throw error;
  }
  return stored;
}
