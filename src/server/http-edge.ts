/**
 * What one HTTP request may cost the web process and what it gets back when it fails: body size
 * per route, time to answer, the request id that ties a client's error to the log, and one error
 * answer (a generic message for 5xx; details only in the log). Registered first in app.ts so that
 * every route added after it is covered.
 *
 * Bodies are JSON everywhere (the spec sends images base64-encoded inside JSON), so the limit is
 * by who asks rather than by content type: anyone gets JSON_BODY_LIMIT; a signed-in admin gets
 * ADMIN_BODY_LIMIT on the routes that carry images (/api/admin/* and /trpc). A body over the
 * caller's limit is refused with 413 before it is buffered.
 */
import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from './services.ts';
import type { TrustProxy } from './env.ts';
import { GENERIC_ERROR } from './errors.ts';
import { bearerToken } from './trpc/init.ts';
import { loggableUrl } from './http-log.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Several base64 images of at most 15 MB in total per save (MAX_IMAGE_BYTES is per image). */
export const ADMIN_BODY_LIMIT = 25 * 1024 * 1024;
/** Time to receive a whole request (slow uploads of ADMIN_BODY_LIMIT included). */
export const REQUEST_RECEIVE_TIMEOUT_MS = 120_000;
/**
 * Time from a received request to its answer. A database that stops answering (a paused or
 * unreachable server, which no server-side statement_timeout can end) gives a 503 instead of a
 * request that hangs for ever.
 */
export const ANSWER_DEADLINE_MS = 30_000;
/**
 * PostgreSQL's statement_timeout on the web role's connections (runtime.ts): a runaway query is
 * cancelled by the server before the answer deadline, and its connection goes back to the pool.
 * The importer, workers, migrations and commands run without one.
 */
export const WEB_STATEMENT_TIMEOUT_MS = 15_000;
/** The admin's requests (image uploads are processed while the request waits) get longer. */
export const ADMIN_ANSWER_DEADLINE_MS = 120_000;

export const REQUEST_ID_HEADER = 'x-request-id';
export const TOO_SLOW = 'The server took too long to answer. Please try again in a moment.';
const BODY_TOO_LARGE = 'The request is too large.';

/** Fastify options of this module: ids are ours (a client-sent id would let anyone forge log lines). */
export const requestIdOptions = { genReqId: () => randomUUID(), requestIdHeader: false } as const;

/**
 * TRUST_PROXY in the form Fastify's types accept: a hop count becomes the function Fastify builds
 * for it itself (its types lack the number form).
 */
export function trustProxyOption(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

const takesAdminBodies = (url: string) => url === '/trpc/:path' || url.startsWith('/api/admin/');

class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'FST_ERR_CTP_BODY_TOO_LARGE';
  constructor() {
    super(BODY_TOO_LARGE);
  }
}

/** Passes a chunked body through until it exceeds `limit` bytes, then fails it with 413. */
function limitedStream(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received += chunk.length;
      callback(received > limit ? new BodyTooLargeError() : null, received > limit ? undefined : chunk);
    },
  });
}

async function isSignedInAdmin(services: AppServices, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request.headers.authorization);
  return token !== undefined && (await services.auth.authenticate(services.orm.em.fork(), token)) !== null;
}

export function registerHttpLimits(app: FastifyInstance, services: AppServices, answerDeadlineMs = ANSWER_DEADLINE_MS): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.addHook('onRoute', (route) => {
    if (takesAdminBodies(route.url)) route.bodyLimit = ADMIN_BODY_LIMIT;
  });

  // Requests allowed an admin-sized body: they also get the admin's answer deadline.
  const adminUploads = new WeakSet<FastifyRequest>();
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!takesAdminBodies(request.routeOptions.url ?? '')) return payload;
    // /api/admin/* is authenticated in onRequest (register-rest.ts) before the body is read.
    if (request.url.startsWith('/api/admin/')) return payload;
    const length = Number(request.headers['content-length'] ?? 0);
    const chunked = request.headers['transfer-encoding'] !== undefined;
    // Most requests (every GET, every small body) are decided here, without a session lookup.
    if (!chunked && length <= JSON_BODY_LIMIT) return payload;
    if (await isSignedInAdmin(services, request)) {
      adminUploads.add(request);
      return payload;
    }
    if (length > JSON_BODY_LIMIT) throw new BodyTooLargeError();
    return payload.pipe(limitedStream(JSON_BODY_LIMIT));
  });

  // The deadline starts once the body is in, so a slow upload is bounded by the receive timeout only.
  app.addHook('preHandler', async (request, reply) => {
    const isAdmin = request.url.startsWith('/api/admin/') || adminUploads.has(request);
    const deadlineMs = isAdmin ? Math.max(answerDeadlineMs, ADMIN_ANSWER_DEADLINE_MS) : answerDeadlineMs;
    const timer = setTimeout(() => answerTooSlow(request, reply, deadlineMs), deadlineMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    reply.raw.once('finish', () => clearTimeout(timer));
  });
}

function answerTooSlow(request: FastifyRequest, reply: FastifyReply, deadlineMs: number): void {
  if (reply.sent || reply.raw.headersSent) return;
  request.log.error({ url: loggableUrl(request), deadlineMs }, 'request answered 503 after its deadline');
  void reply.code(503).header('retry-after', '5').send({ status: 'error', message: TOO_SLOW, requestId: request.id });
}

/**
 * Errors no route handled (body parsing, hooks, the app shell, media). A 4xx keeps Fastify's
 * message (it describes the request, e.g. a body too large); a 5xx is logged with its details and
 * the client gets the generic message and the request id, in development too.
 */
export function registerErrorAnswer(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: loggableUrl(request) }, 'request failed');
    const message = status >= 500 ? GENERIC_ERROR : (error.message ?? GENERIC_ERROR);
    return reply.code(status).send({ status: 'error', message, requestId: request.id });
  });
}
