/** The one place the media storage is chosen: the bucket when S3_BUCKET is set, else the local directory. */
import type { AppConfig } from '../env.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalDiskStorage, type MediaStorage } from './storage.ts';

export function createMediaStorage(config: Pick<AppConfig, 'mediaBucket' | 'mediaDir'>): MediaStorage {
  return config.mediaBucket ? new S3Storage(config.mediaBucket) : new LocalDiskStorage(config.mediaDir);
}
