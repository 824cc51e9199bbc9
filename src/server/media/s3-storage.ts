/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...). Objects are written with
 * their content type and the long immutable Cache-Control, and read back by the /media route
 * (media-routes.ts), so URLs stay `/media/<key>` as with the local directory.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isSafeMediaKey, MEDIA_CACHE_CONTROL, MEDIA_URL_PREFIX, mediaUrlFor, type MediaStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A custom endpoint (R2, MinIO, ...), addressed path-style; unset = AWS S3 in `region`. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
}

/** One stored object as the /media route needs it; `body` is null for HEAD and for a 304. */
export interface MediaObject {
  notModified: boolean;
  body: Readable | null;
  contentType?: string | undefined;
  contentLength?: number | undefined;
  etag?: string | undefined;
  lastModified?: Date | undefined;
}

export interface ReadOptions {
  /** The browser's If-None-Match, passed on so the bucket answers 304 without the bytes. */
  ifNoneMatch?: string | undefined;
  withBody: boolean;
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

export class S3Storage implements MediaStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(
    options: S3StorageOptions,
    private readonly publicPrefix = MEDIA_URL_PREFIX,
  ) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      // Compatible stores are reached at <endpoint>/<bucket>/<key>: MinIO has no per-bucket host
      // names by default, and R2 accepts both forms.
      forcePathStyle: Boolean(options.endpoint),
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Since SDK 3.729 every PutObject carries a CRC32 checksum header that R2 and older MinIO
      // refuse: send (and check) checksums only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that stops answering must fail the request, not hold a /media response forever.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  private checkedKey(key: string): string {
    if (!isSafeMediaKey(key)) throw new Error(`not a valid media key: ${key}`);
    return key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.checkedKey(key), Body: body, ContentType: contentType, CacheControl: MEDIA_CACHE_CONTROL }),
    );
  }

  /** Deleting a missing object succeeds, as with the local directory. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checkedKey(key) }));
  }

  urlFor(key: string): string {
    return mediaUrlFor(key, this.publicPrefix);
  }

  /** The object behind `key`, or null when there is none (or the key is not one of ours). */
  async read(key: string, options: ReadOptions): Promise<MediaObject | null> {
    if (!isSafeMediaKey(key)) return null;
    const input = { Bucket: this.bucket, Key: key, IfNoneMatch: options.ifNoneMatch };
    try {
      const output = options.withBody ? await this.client.send(new GetObjectCommand(input)) : await this.client.send(new HeadObjectCommand(input));
      const body = 'Body' in output && output.Body instanceof Readable ? output.Body : null;
      return {
        notModified: false,
        body,
        contentType: output.ContentType,
        contentLength: output.ContentLength,
        etag: output.ETag,
        lastModified: output.LastModified,
      };
    } catch (error) {
      // The SDK reports a 304 as an error without headers: the browser's copy is current.
      if (statusOf(error) === 304) return { notModified: true, body: null };
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }
}
