/**
 * Images for the Custom template's blocks. Mail clients are not browsers: WebP and AVIF show as
 * broken images in Outlook and older clients, so a block image is stored as JPEG (PNG when it
 * has transparency), 1200 px wide at most (sharp on a 600 px layout), rotated by EXIF and with
 * its metadata (camera, GPS) dropped.
 */
import { randomUUID } from 'node:crypto';
import { loadSharp } from '../../media/load-sharp.ts';
import { AppError } from '../../errors.ts';
import type { AppConfig } from '../../env.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { ImageTooLargeError, MAX_SOURCE_PIXELS, inspectImage } from '../../media/image-variants.ts';
import { absoluteUrl } from '../../mail/campaign-layout.ts';
import { siteUrlOf } from '../../mail/sender-identity.ts';

export const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP or GIF).';
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
const MAIL_IMAGE_WIDTH = 1200;

/** A data URL (`data:image/png;base64,...`) or bare base64. */
function decodeImage(encoded: string): Buffer {
  const base64 = encoded.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/=_-]+$/.test(base64)) throw new AppError('BAD_REQUEST', NOT_AN_IMAGE, { img: [NOT_AN_IMAGE] });
  const buffer = Buffer.from(base64, 'base64');
  if (buffer.length === 0) throw new AppError('BAD_REQUEST', NOT_AN_IMAGE, { img: [NOT_AN_IMAGE] });
  if (buffer.length > MAX_IMAGE_BYTES)
    throw new AppError('BAD_REQUEST', 'The image is too large (at most 15 MB).', { img: ['The image is too large (at most 15 MB).'] });
  return buffer;
}

export async function uploadBlockImage(storage: MediaStorage, config: AppConfig, encoded: string): Promise<{ src: string; url: string }> {
  const source = decodeImage(encoded);
  let hasAlpha: boolean;
  try {
    hasAlpha = (await inspectImage(source)).hasAlpha === true;
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      const message = `The image is too large (${error.megapixels} megapixels; at most ${MAX_SOURCE_PIXELS / 1_000_000}).`;
      throw new AppError('BAD_REQUEST', message, { img: [message] });
    }
    throw new AppError('BAD_REQUEST', NOT_AN_IMAGE, { img: [NOT_AN_IMAGE] });
  }
  const sharp = await loadSharp();
  const pipeline = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).rotate().resize({ width: MAIL_IMAGE_WIDTH, withoutEnlargement: true });
  const body = hasAlpha ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const key = `email/${randomUUID()}.${hasAlpha ? 'png' : 'jpg'}`;
  await storage.put(key, body, hasAlpha ? 'image/png' : 'image/jpeg');
  const src = storage.urlFor(key);
  return { src, url: absoluteUrl(src, siteUrlOf(config)) };
}
