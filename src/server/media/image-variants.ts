/**
 * Turns one source image into web-ready WebP variants with sharp: auto-rotated by EXIF, metadata
 * stripped (sharp drops it unless asked to keep it), never enlarged. Widths suit srcset on cards
 * (320/640) and the detail gallery (1280).
 */
import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.ts';

export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);
export const MAX_SOURCE_PIXELS = 50_000_000;

export interface ImageVariant {
  /** The size asked for (320/640/1280): the variant's name, whatever the source allowed. */
  sizeName: string;
  width: number;
  height: number;
  body: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

export class UnsupportedImageError extends Error {}

/** An accepted image with more than MAX_SOURCE_PIXELS pixels (too large, not of the wrong type). */
export class ImageTooLargeError extends Error {
  constructor(readonly megapixels: number) {
    super(`image of ${megapixels} megapixels`);
  }
}

/**
 * The header facts of an image we accept. Read without sharp's pixel limit (only the header is
 * read), so an image over the limit is told apart from something that is not an image.
 */
export async function inspectImage(source: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError('not an image');
  }
  if (!metadata.format || !ACCEPTED_IMAGE_FORMATS.has(metadata.format)) {
    throw new UnsupportedImageError(`unsupported image type: ${metadata.format ?? 'unknown'}`);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_SOURCE_PIXELS) throw new ImageTooLargeError(Math.round(pixels / 1_000_000));
  return metadata;
}

export async function processImage(source: Buffer): Promise<ProcessedImage> {
  await inspectImage(source);
  const sharp = await loadSharp();
  const base = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).rotate();
  const variants: ImageVariant[] = [];
  for (const width of VARIANT_WIDTHS) {
    const { data, info } = await base
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ sizeName: String(width), width: info.width, height: info.height, body: data });
    if (info.width < width) break; // the source is smaller than the next size: no point in more
  }
  const largest = variants.at(-1)!;
  return { width: largest.width, height: largest.height, variants };
}
