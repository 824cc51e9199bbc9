/**
 * Builds the web server: tRPC at /trpc, the REST shim at /api, stored media at /media, and the
 * built React client with index.html for every deep link. Kept free of process concerns
 * (ports, signals) so tests can build it on any database and inject requests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppServices } from './services.ts';
import { appRouter, type AppRouter } from './trpc/app.router.ts';
import { createContext } from './trpc/init.ts';
import { registerBuiltAssets } from './built-assets.ts';
import { registerRestRoutes, requestMeta } from './rest/register-rest.ts';
import { REST_ROUTES } from './rest/rest-routes.ts';
import { checkHealth } from './modules/health/health.service.ts';
import { registerUnsubscribeRoutes } from './modules/email/unsubscribe.http.ts';
import { registerAlertRoutes } from './modules/alerts/alerts.http.ts';
import { readIndexHtml, registerSeo, renderAppShell } from './seo/register-seo.ts';
import { registerMediaRoutes } from './media/media.http.ts';
import { REQUEST_RECEIVE_TIMEOUT_MS, JSON_BODY_LIMIT, registerErrorAnswer, registerHttpLimits, requestIdOptions, trustProxyOption } from './http-edge.ts';
import { TRPC_MAX_BATCH_SIZE } from '#shared/http-limits.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerMetrics } from './metrics/metrics.ts';
import { registerPublicAnswerCache } from './public-answer-cache.ts';
import { PublicDataChanges } from './public-data-changes.ts';
import { COMPRESSED_ENCODINGS, COMPRESS_FROM_BYTES } from './answer-compression.ts';
import { registerBackupDownload } from './ops/ops.http.ts';
import { httpLoggerOptions } from './http-log.ts';
import { loadSsrEntry } from './ssr/ssr-entry-loader.ts';
import { readPageAssets } from './ssr/page-assets.ts';
import { buildIdOf, servePublicPage, type PageRenderer } from './ssr/render-page.ts';
import { startEntryAfterFirstPaint } from './ssr/entry-start.ts';
import { PROJECT_DIR } from './project-dir.ts';

export const CLIENT_DIST_DIR = path.join(PROJECT_DIR, 'dist/client');

export interface BuildAppOptions {
  /** JSON request logs at LOG_LEVEL (http-log.ts), to stdout or to `logStream`. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  clientDir?: string;
  /** Answer 503 when a request takes longer (default ANSWER_DEADLINE_MS). */
  answerDeadlineMs?: number;
  /** The built server-rendering entry (default dist/server); public pages are served as the client shell without one. */
  serverDir?: string;
  /** How long a server render may take before the client shell is served instead (SSR_RENDER_TIMEOUT_MS). */
  renderTimeoutMs?: number;
}

export async function buildApp(services: AppServices, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger || options.logStream ? httpLoggerOptions(services.config.env.LOG_LEVEL, options.logStream) : false,
    // Off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For picks the client IP.
    trustProxy: trustProxyOption(services.config.env.TRUST_PROXY),
    // Routes that take admin uploads raise it for signed-in admins (http-edge.ts).
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
    ...requestIdOptions,
    // tRPC batch URLs carry every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
  });
  registerHttpLimits(app, services, options.answerDeadlineMs);
  registerErrorAnswer(app);
  // Compresses text answers (app shell, JSON from /trpc and /api, sitemap) per response. It hooks
  // each route as the route is added, so it comes first; the not-found handler is not a route.
  // Built assets are compressed at build time (vite.config.ts) and served as they are.
  await app.register(fastifyCompress, {
    encodings: [...COMPRESSED_ENCODINGS],
    // Quality 2 for answers made per request: a 40 KB results page compresses to 6.4 KB in
    // ~0.15 ms of this process's CPU, where the plugin's default quality 4 (5.8 KB) measured
    // ~0.5 ms on two cores. Built assets are compressed at build time at full quality.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    threshold: COMPRESS_FROM_BYTES,
    // Answers up to 128 KB (a results page is ~40 KB of JSON) are compressed in one synchronous
    // call; above the plugin's two-core default (8 KB) they went through a stream pipeline on
    // the thread pool, which cost ~1.5 ms per answer.
    syncThreshold: 128 * 1024,
    globalDecompression: false,
  });
  // A streamed tRPC answer (httpBatchStreamLink) is chunked application/json: a compressor would
  // hold its chunks back until the end, so it is sent as it is (the plugin's documented opt-out).
  app.addHook('onRequest', async (request) => {
    if (asksForStreamedAnswer(request.headers)) request.headers['x-no-compression'] = '1';
  });
  const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
  const builtIndexHtml = readIndexHtml(path.join(clientDir, 'index.html'));
  // The page's scripts start after its first paint, from an inline starter the CSP allows by its hash (ssr/entry-start.ts).
  const shell = builtIndexHtml === null ? null : startEntryAfterFirstPaint(builtIndexHtml);
  const indexHtml = shell?.html ?? null;

  // CSP, framing, nosniff, referrer policy, HSTS over https: on every answer (security-headers.ts).
  await registerSecurityHeaders(app, services.config.env.PUBLIC_URL, shell?.scriptHash ? [shell.scriptHash] : []);

  // Before every route, so its response hook times them all (src/server/metrics).
  registerMetrics(app, services);
  // Anonymous public answers (pages, listing and market queries) while the data they show is
  // unchanged; after the limits and the metrics, so a hit is still limited and counted
  // (public-answer-cache.ts). Its own connection listens for the commits that change that data.
  if (services.config.env.PUBLIC_CACHE_SECONDS > 0) {
    const changes = new PublicDataChanges(services.pool.options.connectionString!, (line) => services.log.warn(line));
    changes.start();
    app.addHook('onClose', () => changes.close());
    app.decorate('publicDataChanges', changes);
    registerPublicAnswerCache(app, services.config.env.PUBLIC_CACHE_SECONDS, { changes });
  }

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, requestMeta(req, res)),
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      onError: ({ error, path: procedure, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, procedure }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  app.get('/api/health', async (_request, reply) => {
    const report = await checkHealth(services);
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });

  registerRestRoutes(app, services, REST_ROUTES);
  registerBackupDownload(app, services);
  await app.register(registerUnsubscribeRoutes(services));
  await app.register(registerAlertRoutes(services));

  await registerMediaRoutes(app, services);

  registerSeo(app, services);

  if (indexHtml) {
    // The fingerprinted files from memory (built-assets.ts); the few others from disk.
    registerBuiltAssets(app, path.join(clientDir, 'assets'));
    // wildcard: false registers a route per built file, so `/` and deep links fall through to the
    // app shell route below.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      decorateReply: true,
      // The .br/.gz siblings the build writes are sent to clients that accept them (they get no routes
      // of their own); @fastify/compress leaves an answer that already has a Content-Encoding alone.
      preCompressed: true,
      // Source maps stay on the server (vite.config.ts writes them hidden): no route is made for them.
      // .vite/manifest.json is the server's (page-assets.ts), not the public's.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map', '**/.vite/**', 'assets/**'],
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }

  // Public pages are rendered on the server and hydrated (src/server/ssr, src/client/entry-server.tsx).
  const ssrEntry = indexHtml ? await loadSsrEntry(options.serverDir) : null;
  const renderer: PageRenderer | null =
    indexHtml && ssrEntry ? { entry: ssrEntry, assets: readPageAssets(clientDir), buildId: buildIdOf(indexHtml), timeoutMs: options.renderTimeoutMs } : null;

  // Deep links (/estate/toronto, /admin/home, ...) are client routes: serve the page with its own
  // head (title, description, canonical, Open Graph, JSON-LD), server-rendered for public routes,
  // the app shell otherwise. A route rather than the not-found handler so that it is compressed;
  // the built files' own routes are more specific.
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    if (!indexHtml) {
      return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    }
    const shellHtml = await renderAppShell(services, request, indexHtml);
    if (renderer && (await servePublicPage(services, renderer, request, reply, shellHtml))) return reply;
    return reply.type('text/html').header('cache-control', 'no-cache').send(shellHtml);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ status: 'error', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );

  return app;
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/trpc/') || url.startsWith('/media/');
}

/** tRPC streams its answer when asked to by either header (see its getAcceptHeader). */
function asksForStreamedAnswer(headers: IncomingHttpHeaders): boolean {
  return [headers['trpc-accept'], headers.accept].some((value) => value?.includes('application/jsonl'));
}
