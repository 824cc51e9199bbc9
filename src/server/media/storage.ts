/**
 * Where images live: a local directory by default (served under /media), or an S3-compatible
 * bucket when S3_BUCKET is set (s3-storage.ts, chosen in create-media-storage.ts). Keys are
 * relative paths like `listings/C1234567/abc-640.webp`; URLs are `/media/<key>` whatever the
 * backend, so the paths saved in the database stay valid when the storage is switched.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The public URL a browser uses to fetch the object. */
  urlFor(key: string): string;
}

export const MEDIA_URL_PREFIX = '/media';

/**
 * How long browsers and CDNs keep a stored object, whatever the backend: the header
 * @fastify/static sends for the local directory (maxAge 30d, immutable), also written on each
 * bucket object. Uploads get a random part in their key, so a new picture is a new URL.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000, immutable';

/**
 * A key is relative segments without `.`/`..`, empty segments, backslashes or control
 * characters: nothing that could mean another place on a disk or in a bucket.
 */
export function isSafeMediaKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > 1024) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function mediaUrlFor(key: string, publicPrefix = MEDIA_URL_PREFIX): string {
  return `${publicPrefix}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export class LocalDiskStorage implements MediaStorage {
  constructor(
    private readonly root: string,
    private readonly publicPrefix = MEDIA_URL_PREFIX,
  ) {}

  private pathFor(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`media key escapes the storage root: ${key}`);
    return resolved;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathFor(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, target);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true });
  }

  urlFor(key: string): string {
    return mediaUrlFor(key, this.publicPrefix);
  }
}

export async function deleteStored(storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * The storage key behind a URL this storage produced for a key under `keyPrefix` (`listings/`,
 * `site/`), or null for anything else (a feed photo's URL, a foreign link): only our own files
 * are ever deleted.
 */
export function storageKeyOf(storage: MediaStorage, url: string, keyPrefix: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://storage.invalid').pathname);
  } catch {
    return null;
  }
  const at = pathname.indexOf(`/${keyPrefix}`);
  if (at < 0) return null;
  const key = pathname.slice(at + 1);
  return storage.urlFor(key) === url ? key : null;
}
