/**
 * The web process's shared cache of anonymous public answers, a few seconds long: what a CDN in
 * front of the site may already do with the pages' `s-maxage` (ssr/cache-policy.ts), done in the
 * process for the answers many visitors ask for at once (the popular searches, the map's
 * viewports, the listing everyone opens). A hit costs the write; a miss costs the queries, React's
 * render and one compression (bench:load, docs/decisions/2026-11-27-public-answer-cache.md).
 *
 * - Only GET requests without a Cookie or an Authorization header are served or stored: nothing
 *   personal (a signed-in visitor's favourites, VOW data, the agent's session) passes through it.
 * - Only answers that say they are for everyone: server-rendered pages sent with a `public`
 *   Cache-Control, and the public listing and market queries of CACHED_PROCEDURES (their answers
 *   depend on the input alone). Status 200 only.
 * - A page is kept with the CSP nonce it was rendered with, as a shared cache keeps a page and its
 *   headers together: a hit's policy names that nonce.
 * - Crawlers have entries of their own: the router renders a whole page for them (isbot).
 * - An answer is served while nothing it was made from has changed, for at most UNCHANGED_MAX_MS
 *   (a shared cache's `s-maxage` for the listing pages), and for at most PUBLIC_CACHE_SECONDS
 *   (0 turns the cache off) once something did: a change is a commit to a public table, which the
 *   web process hears of (public-data-changes.ts; a process not listening counts every moment as
 *   a change). The time an answer is made from is its request's start: a change committed while
 *   it was being made counts. The agent, signed in, always sees the site as it is.
 * - An answer is kept compressed, as the client that asked for it accepts (brotli, else gzip, else
 *   as it is; each its own entry): a hit is sent as stored, with no compression per request, and a
 *   results page of ~100 KB (held by V8 as ~200 KB of UTF-16) is kept in ~14 KB.
 * - At most MAX_BYTES of stored answers, the least recently used dropped first.
 * - An answer is made once for the requests that ask for it while it is being made: they wait for
 *   it, then are served it as a hit if they may be (docs/decisions/2026-11-30-answers-made-once.md).
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { etagMatches, isPersonalRequest } from './ssr/cache-policy.ts';
import { adoptCachedNonce, cspNonce } from './security-headers.ts';
import { answerEncodingOf, COMPRESS_FROM_BYTES, type AnswerEncoding } from './answer-compression.ts';
import { BUILT_ASSETS_PREFIX } from './built-assets.ts';

/** Public queries whose answer depends on their input alone (no visitor, no time of the request). */
const CACHED_PROCEDURES = new Set([
  'listings.search',
  'listings.all',
  'listings.map',
  'listings.keywordMatch',
  'listings.suggestions',
  'listings.featured',
  'listings.brokerage',
  'listings.details',
  'market.area',
  'market.overview',
  'market.building',
]);

/** The headers that belong to the answer itself; the security headers are set afresh for every request. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'etag', 'content-encoding'] as const;

/**
 * Brotli's quality for a kept answer: compressed once, sent many times. Quality 4 measured 0.7 ms
 * and 13.7 KB for a 105 KB results page where the per-request quality 2 (app.ts) takes 0.3 ms and
 * 15.1 KB.
 */
const compressors: Record<Exclude<AnswerEncoding, 'identity'>, (body: Buffer) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => zlib.gzipSync(body),
};

/** Adds a (lower-case) header name to the answer's Vary header once. */
function addVary(reply: FastifyReply, name: string): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary.toLowerCase().split(/\s*,\s*/);
  if (!names.includes(name)) reply.header('vary', vary ? `${vary}, ${name}` : name);
}

export const MAX_BYTES = 16 * 1024 * 1024;
/** How long an answer of data that has not changed is served: as long as a shared cache may keep a listing page. */
export const UNCHANGED_MAX_MS = 60_000;
/** The header that tells a hit from a miss (to the load benchmark, and to an operator with curl). */
export const CACHE_HEADER = 'x-cache';

interface CachedAnswer {
  /** As sent: compressed with the key's encoding, or as it is below COMPRESS_FROM_BYTES. */
  body: Buffer;
  /** KEPT_HEADERS as the answer had them (its ETag among them). */
  headers: [string, string][];
  nonce: string;
  /** When the request it answered began: the data it was made from is of that time or later. */
  madeAt: number;
}

/** A request the cache may serve: its key, the encoding its answer is kept in, when it began, and (while it makes its key's answer) what lets the others go on. */
interface KeyedRequest {
  key: string;
  encoding: AnswerEncoding;
  startedAt: number;
  made?: () => void;
}

/** Where the cache hears of changes: when the public data last changed (now, when it cannot tell). */
export interface PublicDataClock {
  changedAt(): number;
}

/** Without a listener every moment counts as a change: an answer is served for the TTL alone. */
const ALWAYS_CHANGING: PublicDataClock = { changedAt: () => Date.now() };

/** What the cache keeps a request's answer under (the URL alone would mix crawlers' and visitors' pages). */
function cacheableUrlOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || isPersonalRequest(request.headers)) return null;
  const url = request.url;
  if (url.startsWith('/trpc/')) {
    // A batch is cached when each of its procedures is; a streamed answer (jsonl) never.
    const procedures = url.slice('/trpc/'.length).split('?')[0]!.split(',');
    const isStreamed = [request.headers['trpc-accept'], request.headers.accept].some((value) => value?.includes('application/jsonl'));
    return !isStreamed && procedures.every((procedure) => CACHED_PROCEDURES.has(procedure)) ? url : null;
  }
  if (url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/admin') || url.startsWith(BUILT_ASSETS_PREFIX)) return null;
  return `${isbot(request.headers['user-agent']) ? 'bot' : 'browser'} ${url}`;
}

/** The cache's key for a request it may serve, or null for one it must not. */
function keyOf(request: FastifyRequest): { key: string; encoding: AnswerEncoding } | null {
  const url = cacheableUrlOf(request);
  if (url === null) return null;
  const encoding = answerEncodingOf(request);
  return { key: `${encoding} ${url}`, encoding };
}

const isFetchResponse = (payload: unknown): payload is Response => Object.prototype.toString.call(payload) === '[object Response]';

/**
 * The body of an answer the cache may keep, or null: a page sent with a `public` Cache-Control,
 * or a cached procedure's 200. tRPC answers with a fetch Response, whose status and headers
 * Fastify would copy after the send hooks: they are copied here, and the body (a page of results
 * is ~40 KB) is read whole and sent as the bytes read.
 */
async function publicBodyOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<string | Buffer | null> {
  if (isFetchResponse(payload)) {
    if (payload.status !== 200 || !request.url.startsWith('/trpc/')) return null;
    reply.code(200);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  }
  const isPublicPage = reply.statusCode === 200 && String(reply.getHeader('cache-control') ?? '').startsWith('public');
  return isPublicPage && (typeof payload === 'string' || Buffer.isBuffer(payload)) ? payload : null;
}

export function registerPublicAnswerCache(
  app: FastifyInstance,
  ttlSeconds: number,
  { changes = ALWAYS_CHANGING, maxBytes = MAX_BYTES }: { changes?: PublicDataClock; maxBytes?: number } = {},
): void {
  if (ttlSeconds <= 0) return;
  const ttlMs = ttlSeconds * 1000;
  const isServable = (answer: CachedAnswer, now: number) => {
    const age = now - answer.madeAt;
    return age < UNCHANGED_MAX_MS && (age < ttlMs || answer.madeAt > changes.changedAt());
  };
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const answers = new Map<string, CachedAnswer>();
  let bytes = 0;
  const forget = (key: string, answer: CachedAnswer) => {
    answers.delete(key);
    bytes -= answer.body.byteLength;
  };
  const keys = new WeakMap<FastifyRequest, KeyedRequest>();
  /**
   * The answers being made, by key, each settled once its maker has stored it or given up: a
   * request for the same key waits for it rather than making it too. Without this, every hot
   * answer that a change expired was made once per request that came while it was being made,
   * and under writes (bench:load --change-seconds 0.2) a site paced at 1,000 requests/s fell
   * behind and never caught up (answers after seconds).
   */
  const making = new Map<string, Promise<void>>();
  /** The kept answer for the key if it may be served now; a stale one is forgotten. */
  const servable = (key: string, now: number): CachedAnswer | null => {
    const answer = answers.get(key);
    if (!answer) return null;
    if (isServable(answer, now)) return answer;
    forget(key, answer);
    return null;
  };

  app.addHook('onRequest', async (request, reply) => {
    const keyed = keyOf(request);
    if (keyed === null) return;
    const startedAt = Date.now();
    const entry: KeyedRequest = { ...keyed, startedAt };
    keys.set(request, entry);
    const { key } = keyed;
    let answer = servable(key, startedAt);
    const inMaking = answer ? undefined : making.get(key);
    // Served as made for a request that began before this one: as a kept answer is, while nothing changed since.
    if (inMaking) answer = await inMaking.then(() => servable(key, startedAt));
    if (!answer) {
      startMaking(entry, reply);
      return;
    }
    answers.delete(key);
    answers.set(key, answer);
    adoptCachedNonce(reply, answer.nonce);
    for (const [name, value] of answer.headers) reply.header(name, value);
    reply.header(CACHE_HEADER, 'hit');
    const etag = answer.headers.find(([name]) => name === 'etag')?.[1];
    if (etag && etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.code(200).send(answer.body);
  });

  /** This request makes the key's answer: others wait until it is stored, or until the request ends without it. */
  const startMaking = (keyed: KeyedRequest, reply: FastifyReply) => {
    const { key } = keyed;
    if (making.has(key)) return;
    let settle = () => {};
    making.set(
      key,
      new Promise<void>((resolve) => {
        settle = resolve;
      }),
    );
    const made = () => {
      if (keyed.made !== made) return;
      keyed.made = undefined;
      making.delete(key);
      settle();
    };
    keyed.made = made;
    // Whatever happens to the request (an error, the visitor gone), its end lets the others go on.
    reply.raw.once('close', made);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const keyed = keys.get(request);
    if (keyed === undefined || reply.getHeader(CACHE_HEADER) === 'hit') return payload;
    try {
      return await storeAnswer(request, reply, payload, keyed);
    } finally {
      keyed.made?.();
    }
  });

  /** Keeps the answer when it is for everyone, and answers the body to send (compressed once, as kept). */
  const storeAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown, keyed: KeyedRequest): Promise<unknown> => {
    const found = await publicBodyOf(request, reply, payload);
    if (found === null) return payload;
    const { key, encoding, startedAt } = keyed;
    const plain = Buffer.isBuffer(found) ? found : Buffer.from(found);
    // Sent compressed here, the compression plugin's own hook leaves it as it is (a Content-Encoding is set).
    const body = encoding === 'identity' || plain.byteLength < COMPRESS_FROM_BYTES ? plain : compressors[encoding](plain);
    if (body !== plain) reply.header('content-encoding', encoding);
    addVary(reply, 'accept-encoding');
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
      const value = reply.getHeader(name);
      return value === undefined ? [] : [[name, String(value)]];
    });
    const earlier = answers.get(key);
    if (earlier) forget(key, earlier);
    answers.set(key, { body, headers, nonce: cspNonce(reply), madeAt: startedAt });
    bytes += body.byteLength;
    for (const [oldest, answer] of answers) {
      if (bytes <= maxBytes) break;
      forget(oldest, answer);
    }
    reply.header(CACHE_HEADER, 'miss');
    return body;
  };
}
