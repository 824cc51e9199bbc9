/**
 * The media files a backup copies and a restore puts back, whichever storage is configured (the
 * local MEDIA_DIR or the S3 bucket, as chosen by create-media-storage.ts). MediaStorage itself only
 * writes; listing and reading whole files is needed by backups alone, so it lives here.
 * Files are handled one at a time as buffers: media are images of a few hundred KB.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../env.ts';
import { createMediaStorage } from '../../media/create-media-storage.ts';
import { S3Storage } from '../../media/s3-storage.ts';
import { isSafeMediaKey, type MediaStorage } from '../../media/storage.ts';
import { isBackupKey } from './bucket-copy.ts';

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

export interface MediaFiles {
  kind: 'local' | 's3';
  keys(): AsyncIterable<string>;
  /** null when the file went away since it was listed (deleted while the backup ran). */
  read(key: string): Promise<MediaFile | null>;
  write(key: string, file: MediaFile): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function openMediaFiles(config: Pick<AppConfig, 'mediaBucket' | 'mediaDir'>): MediaFiles {
  const storage = createMediaStorage(config);
  return storage instanceof S3Storage ? bucketFiles(storage) : directoryFiles(config.mediaDir, storage);
}

function directoryFiles(root: string, storage: MediaStorage): MediaFiles {
  async function* walk(directory: string): AsyncGenerator<string> {
    const entries = await fs.readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      // LocalDiskStorage writes `<file>.<pid>.tmp` then renames it: a half-written file is no media.
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        const key = path.relative(root, full).split(path.sep).join('/');
        if (isSafeMediaKey(key)) yield key;
      }
    }
  }
  return {
    kind: 'local',
    keys: () => walk(root),
    async read(key) {
      try {
        return { body: await fs.readFile(path.join(root, ...key.split('/'))), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    write: (key, file) => storage.put(key, file.body, file.contentType),
  };
}

function bucketFiles(storage: S3Storage): MediaFiles {
  return {
    kind: 's3',
    async *keys() {
      let token: string | undefined;
      do {
        const page = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, ContinuationToken: token }));
        // The bucket also holds copies of earlier backups: those are not media.
        for (const object of page.Contents ?? []) if (object.Key && isSafeMediaKey(object.Key) && !isBackupKey(object.Key)) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async read(key) {
      const object = await storage.read(key, { withBody: true });
      if (!object?.body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return { body: Buffer.concat(chunks), contentType: object.contentType ?? contentTypeOf(key) };
    },
    write: (key, file) => storage.put(key, file.body, file.contentType),
  };
}
