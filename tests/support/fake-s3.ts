/**
 * A real S3 API in the test process (s3rver on 127.0.0.1, an ephemeral port and a temp
 * directory), with one bucket, the S3_* settings that point the app at it, and a client to look
 * inside the bucket.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// s3rver's built-in account: it checks SigV4 signatures against this key pair.
const ACCESS_KEY = 'S3RVER';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** A client signed with the fake's account, for setting up what a test needs. */
  client: S3Client;
  /** Environment overrides for createTestApp/testConfig. */
  env: Record<string, string>;
  /** The stored object (bytes and content type), or null when the key is not in the bucket. */
  object(key: string): Promise<{ body: Buffer; contentType: string | undefined; cacheControl: string | undefined } | null>;
  exists(key: string): Promise<boolean>;
  stop(): Promise<void>;
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export async function startFakeS3(bucket = 'realtor-media'): Promise<FakeS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-fake-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY } });

  return {
    endpoint,
    bucket,
    client,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY },
    async object(key) {
      try {
        const output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { body: Buffer.from(await output.Body!.transformToByteArray()), contentType: output.ContentType, cacheControl: output.CacheControl };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
