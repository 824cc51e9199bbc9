import { describe, expect, it } from 'vitest';
import { configFrom, parseEnv } from '../env.ts';
import { createMediaStorage } from './create-media-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { isSafeMediaKey, LocalDiskStorage } from './storage.ts';

const bucketEnv = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('media storage choice', () => {
  it('uses the local directory when S3_BUCKET is not set', () => {
    const config = configFrom(parseEnv({ MEDIA_DIR: '/srv/media', S3_REGION: '' }));
    expect(config.mediaBucket).toBeNull();
    expect(createMediaStorage(config)).toBeInstanceOf(LocalDiskStorage);
  });

  it('uses the bucket when S3_BUCKET is set, in us-east-1 unless S3_REGION says otherwise', async () => {
    const config = configFrom(parseEnv(bucketEnv));
    expect(config.mediaBucket).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    });
    const storage = createMediaStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    // The URLs saved in the database do not depend on the backend.
    expect(storage.urlFor('listings/C1/a b-640.webp')).toBe(new LocalDiskStorage('/x').urlFor('listings/C1/a b-640.webp'));
    expect(storage.urlFor('listings/C1/a b-640.webp')).toBe('/media/listings/C1/a%20b-640.webp');

    const s3 = storage as S3Storage;
    expect(await s3.client.config.region()).toBe('us-east-1');
    expect(s3.client.config.forcePathStyle).toBe(true);
    expect(configFrom(parseEnv({ ...bucketEnv, S3_REGION: 'auto' })).mediaBucket?.region).toBe('auto');
  });

  it('addresses AWS S3 itself (no S3_ENDPOINT) by virtual host', () => {
    const { S3_ENDPOINT: _endpoint, ...awsEnv } = bucketEnv;
    const storage = createMediaStorage(configFrom(parseEnv(awsEnv))) as S3Storage;
    expect(storage.client.config.forcePathStyle).toBe(false);
  });

  it('refuses to start with a bucket but no keys, naming each missing setting', () => {
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(() => parseEnv({ ...bucketEnv, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/);
  });

  it('refuses to start with bucket settings but no S3_BUCKET', () => {
    expect(() => parseEnv({ ...bucketEnv, S3_BUCKET: '' })).toThrow(/S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set/);
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: 'key-id' })).toThrow(/S3_BUCKET: required when S3_ACCESS_KEY_ID is set/);
  });
});

describe('isSafeMediaKey', () => {
  it.each(['listings/C1234567/upload-0123456789abcdef-640.webp', 'site/logo.webp', 'email/5f0c.jpg', 'a..b/c..webp'])('accepts %s', (key) => {
    expect(isSafeMediaKey(key)).toBe(true);
  });

  it.each(['', '..', '../x', 'a/../../x', './a', '/abs', 'a//b', 'a/', 'a\\..\\b', 'a\u0000b', 'a\nb', 'x'.repeat(1025)])('refuses %j', (key) => {
    expect(isSafeMediaKey(key)).toBe(false);
  });
});
