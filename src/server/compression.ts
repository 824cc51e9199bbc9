/**
 * Response compression (brotli, else gzip) for text answers: the built client's scripts and
 * styles, the app shell, and JSON from /trpc and /api. On a phone's connection the entry script
 * shrinks from ~350 KB to ~100 KB, which is most of the first page's load time.
 *
 * Built assets (/assets/*) are fingerprinted and never change while the process runs, so each is
 * compressed once, at a high level, on its first request and kept in memory (a build is a few MB
 * at most). Everything else is compressed per response at a fast level; tiny bodies are sent as is.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** Below this, the headers and the compressor's framing cost more than they save. */
const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Fast settings for bodies built per request; thorough ones for assets compressed once. */
const LEVELS = {
  dynamic: { brotliQuality: 5, gzipLevel: 6 },
  asset: { brotliQuality: 11, gzipLevel: 9 },
} as const;

function compress(body: Buffer, encoding: Encoding, levels: (typeof LEVELS)[keyof typeof LEVELS]): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(body, { level: levels.gzipLevel });
}

/** The encoding the client accepts that we prefer (br over gzip); q=0 refuses one. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function isFetchResponse(payload: unknown): payload is Response {
  return typeof Response !== 'undefined' && payload instanceof Response;
}

function isStream(payload: unknown): payload is Readable {
  return payload instanceof Readable || (typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function');
}

export function registerCompression(app: FastifyInstance, options: { clientDir: string }): void {
  const assetsDir = path.join(options.clientDir, 'assets');
  const assetCache = new Map<string, Promise<Buffer>>();

  /** A built asset compressed once; a failed attempt is forgotten so the next request retries. */
  const compressedAsset = (filePath: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${filePath}`;
    let entry = assetCache.get(key);
    if (!entry) {
      entry = fs.readFile(filePath).then((body) => compress(body, encoding, LEVELS.asset));
      entry.catch(() => assetCache.delete(key));
      assetCache.set(key, entry);
    }
    return entry;
  };

  const assetPathOf = (request: FastifyRequest): string | null => {
    const rawPath = request.url.split('?')[0] ?? '';
    if (!rawPath.startsWith('/assets/')) return null;
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return null;
    }
    const filePath = path.join(assetsDir, pathname.slice('/assets/'.length));
    return filePath.startsWith(assetsDir + path.sep) ? filePath : null;
  };

  const markEncoded = (reply: FastifyReply, encoding: Encoding) => {
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    // tRPC answers with a fetch Response: take its status and headers onto the reply to read its body.
    // A client asking for a streamed answer (trpc-accept) gets it as is, unbuffered.
    if (isFetchResponse(payload)) {
      if (request.headers['trpc-accept'] || !COMPRESSIBLE_TYPE.test(payload.headers.get('content-type') ?? '')) return payload;
      reply.code(payload.status);
      for (const [name, value] of payload.headers) if (name !== 'set-cookie') reply.header(name, value);
      if (payload.headers.getSetCookie().length > 0) reply.header('set-cookie', payload.headers.getSetCookie());
      payload = Buffer.from(await payload.arrayBuffer());
    }
    if ([204, 206, 304].includes(reply.statusCode)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE_TYPE.test(contentType)) return payload;
    // The answer depends on Accept-Encoding whether or not this request gets it compressed.
    addVary(reply, 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;

    if (isStream(payload)) {
      const assetPath = reply.statusCode === 200 ? assetPathOf(request) : null;
      if (!assetPath || Number(reply.getHeader('content-length') ?? MIN_BYTES) < MIN_BYTES) return payload;
      const body = await compressedAsset(assetPath, encoding);
      payload.destroy();
      markEncoded(reply, encoding);
      return body;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES) return body;
    markEncoded(reply, encoding);
    return compress(body, encoding, LEVELS.dynamic);
  });
}

function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (current.split(',').some((value) => value.trim().toLowerCase() === field || value.trim() === '*')) return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}
