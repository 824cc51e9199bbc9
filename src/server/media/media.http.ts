/**
 * GET /media/<key>: the stored images at the same URLs whatever the backend. The local directory
 * is served by @fastify/static; a bucket is streamed through this server (GetObject), so the
 * bucket can stay private and the paths saved in the database never change with the storage.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppServices } from '../services.ts';
import { S3Storage } from './s3-storage.ts';
import { MEDIA_CACHE_CONTROL } from './storage.ts';
import { directStorage } from './retried-deletes.ts';
import { isBackupKey } from '../ops/backup/bucket-copy.ts';

export async function registerMediaRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const storage = directStorage(services.storage);
  if (storage instanceof S3Storage) {
    registerBucketMedia(app, storage);
    return;
  }
  await app.register(fastifyStatic, {
    root: services.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });
}

function registerBucketMedia(app: FastifyInstance, storage: S3Storage): void {
  // HEAD is answered from HeadObject instead of Fastify's default of reading the whole body.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      // Backup archives share the bucket (ops/backup/bucket-copy.ts) and are never public.
      if (isBackupKey(request.params['*'])) return reply.callNotFound();
      // The router has decoded the path; read() refuses `..`, empty segments and backslashes.
      const found = await storage.read(request.params['*'], { ifNoneMatch: request.headers['if-none-match'], withBody: request.method === 'GET' });
      if (!found) return reply.callNotFound();
      reply.header('cache-control', MEDIA_CACHE_CONTROL);
      if (found.notModified) return reply.code(304).send();
      if (found.etag) reply.header('etag', found.etag);
      if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
      if (found.contentLength !== undefined) reply.header('content-length', found.contentLength);
      reply.type(found.contentType ?? 'application/octet-stream');
      return reply.send(found.body ?? undefined);
    },
  });
}
