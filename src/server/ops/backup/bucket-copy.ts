/**
 * Off-machine copies: when media live in an S3-compatible bucket, each scheduled or manual backup
 * is also put under `backups/` in that bucket, and the same retention applies there. The /media
 * route refuses that prefix, so a private archive never becomes a public URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Storage } from '../../media/s3-storage.ts';
import { isArchiveFileName } from './archive-format.ts';

export const BUCKET_BACKUP_PREFIX = 'backups/';

export const isBackupKey = (key: string) => key.startsWith(BUCKET_BACKUP_PREFIX);

export async function copyToBucket(storage: S3Storage, archivePath: string, bytes: number): Promise<string> {
  const key = `${BUCKET_BACKUP_PREFIX}${path.basename(archivePath)}`;
  await storage.client.send(
    new PutObjectCommand({ Bucket: storage.bucket, Key: key, Body: fs.createReadStream(archivePath), ContentLength: bytes, ContentType: 'application/gzip' }),
  );
  return key;
}

/** Keys of the archives in the bucket, newest first. */
export async function listBucketBackups(storage: S3Storage): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: BUCKET_BACKUP_PREFIX, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key && isArchiveFileName(object.Key.slice(BUCKET_BACKUP_PREFIX.length))) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort().reverse();
}

export async function pruneBucketBackups(storage: S3Storage, keep: number): Promise<string[]> {
  const stale = (await listBucketBackups(storage)).slice(keep);
  for (const key of stale) await storage.client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: key }));
  return stale;
}
