/**
 * Where images live: a local directory by default (served under /media), swappable by config.
 * Keys are relative paths like `listings/C1234567/abc-640.webp`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The public URL a browser uses to fetch the object. */
  urlFor(key: string): string;
}

export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: string, private readonly publicPrefix = '/media') {}

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
    return `${this.publicPrefix}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
