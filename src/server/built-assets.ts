/**
 * Serves the build's fingerprinted files (the client's assets/ directory) from memory, each with
 * the precompressed sibling the build wrote for the encoding the client accepts.
 *
 * @fastify/static reads every answer from disk: a stat, an open, the reads and a close, each a trip
 * through libuv's thread pool that waits for a turn of the event loop. Under load the turns are
 * long (a page render holds the loop for milliseconds), so a script waited behind four or five of
 * them: in bench:load's mixed traffic an asset's p50 was 49 ms where an API answer kept in memory
 * took 12 ms (docs/decisions/2026-11-30-built-assets-from-memory.md). A file under a fingerprinted
 * name never changes, so each variant is read once, when first asked for, and kept: at most the
 * size of the build's assets (~2.4 MB with every variant; a public visit asks for ~0.2 MB of them).
 */
import { existsSync, promises as fs, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { answerEncodingOf, COMPRESSED_ENCODINGS, type AnswerEncoding, type CompressedEncoding } from './answer-compression.ts';
import { etagMatches } from './ssr/cache-policy.ts';

/** The built files' path; the public answer cache leaves it alone (their own headers say immutable). */
export const BUILT_ASSETS_PREFIX = '/assets/';
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

const SIBLING_EXTENSIONS: Record<CompressedEncoding, string> = { br: '.br', gzip: '.gz' };

interface BuiltAsset {
  contentType: string;
  /** The compressed siblings the build wrote, in the site's order of preference. */
  encodings: CompressedEncoding[];
  /** Each variant's bytes, read on first request. */
  bytes: Map<AnswerEncoding, Promise<Buffer>>;
}

/** The directory's servable files by name: source maps stay on the server, siblings are variants. */
function listBuiltAssets(assetsDir: string): Map<string, BuiltAsset> {
  // A client built without any asset (some tests' fixtures) has no directory.
  const names = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const assets = new Map<string, BuiltAsset>();
  for (const name of names) {
    if (/\.(map|br|gz)$/.test(name)) continue;
    assets.set(name, {
      contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      encodings: COMPRESSED_ENCODINGS.filter((encoding) => names.has(name + SIBLING_EXTENSIONS[encoding])),
      bytes: new Map(),
    });
  }
  return assets;
}

export function registerBuiltAssets(app: FastifyInstance, assetsDir: string): void {
  const assets = listBuiltAssets(assetsDir);
  const bytesOf = (name: string, asset: BuiltAsset, encoding: AnswerEncoding): Promise<Buffer> => {
    let bytes = asset.bytes.get(encoding);
    if (!bytes) {
      bytes = fs.readFile(path.join(assetsDir, encoding === 'identity' ? name : name + SIBLING_EXTENSIONS[encoding]));
      // A failed read (the build replaced under a running server) is tried again next time.
      bytes.catch(() => asset.bytes.delete(encoding));
      asset.bytes.set(encoding, bytes);
    }
    return bytes;
  };

  // Everything under the prefix, so that a path not built (an old chunk, a nested path) is a 404
  // here rather than the app shell the catch-all route would send.
  app.get<{ Params: { '*': string } }>(`${BUILT_ASSETS_PREFIX}*`, async (request, reply) => {
    const name = request.params['*'];
    const asset = assets.get(name);
    if (!asset) return reply.callNotFound();
    const encoding = answerEncodingOf(request, asset.encodings);
    let bytes: Buffer;
    try {
      bytes = await bytesOf(name, asset, encoding);
    } catch {
      return reply.callNotFound();
    }
    // The name carries the content's hash: it and the encoding make a strong validator.
    const etag = `"${name}:${encoding}"`;
    reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etag).header('content-type', asset.contentType);
    if (asset.encodings.length > 0) reply.header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bytes);
  });
}
