/**
 * How the site compresses its answers, for the two places that do: @fastify/compress per request
 * (app.ts) and the public answer cache once per kept answer (public-answer-cache.ts). They must
 * agree on what a client accepts and on what is too small to be worth it.
 */
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** In the order the site prefers them. */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type CompressedEncoding = (typeof COMPRESSED_ENCODINGS)[number];
export type AnswerEncoding = CompressedEncoding | 'identity';

/** Answers smaller than this are sent as they are. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The encoding a request's client accepts, negotiated as @fastify/compress does (`x-gzip` and `*`
 * read as gzip) among those `offered`; identity for a request marked `x-no-compression` (a
 * streamed tRPC answer, app.ts).
 */
export function answerEncodingOf(request: FastifyRequest, offered: readonly CompressedEncoding[] = COMPRESSED_ENCODINGS): AnswerEncoding {
  const header = request.headers['accept-encoding'];
  if (header === undefined || offered.length === 0 || request.headers['x-no-compression'] !== undefined) return 'identity';
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...offered]) ?? 'identity';
}
