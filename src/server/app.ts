/**
 * Builds the web server: tRPC at /trpc, the REST shim at /api, stored media at /media, and the
 * built React client with index.html for every deep link. Kept free of process concerns
 * (ports, signals) so tests can build it on any database and inject requests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import path from 'node:path';
import type { AppServices } from './services.ts';
import { appRouter, type AppRouter } from './trpc/app.router.ts';
import { createContext } from './trpc/init.ts';
import { registerRestRoutes, requestMeta } from './rest/register-rest.ts';
import { REST_ROUTES } from './rest/rest-routes.ts';
import { checkHealth } from './modules/health/health.service.ts';
import { registerUnsubscribeRoutes } from './modules/email/unsubscribe.http.ts';
import { readIndexHtml, registerSeo, renderAppShell } from './seo/register-seo.ts';
import { registerCompression } from './compression.ts';
import { registerMediaRoutes } from './media/media.http.ts';

export const CLIENT_DIST_DIR = path.resolve(import.meta.dirname, '../../dist/client');

export interface BuildAppOptions {
  logger?: boolean;
  clientDir?: string;
}

export async function buildApp(services: AppServices, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: services.config.env.LOG_LEVEL } : false,
    trustProxy: true,
    bodyLimit: 25 * 1024 * 1024,
    // tRPC batch URLs carry every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
  });
  // First, so its onSend hook covers every route registered below.
  registerCompression(app, { clientDir: options.clientDir ?? CLIENT_DIST_DIR });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(services, requestMeta(req)),
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, procedure }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  app.get('/api/health', async (_request, reply) => {
    const report = await checkHealth(services);
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });

  registerRestRoutes(app, services, REST_ROUTES);
  await app.register(registerUnsubscribeRoutes(services));

  await registerMediaRoutes(app, services);

  registerSeo(app, services);

  const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
  const indexHtml = readIndexHtml(path.join(clientDir, 'index.html'));
  if (indexHtml) {
    // wildcard: false registers a route per built file, so `/` and deep links fall through to the
    // not-found handler below, which answers with the app shell.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      decorateReply: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/: cache it forever.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/trpc/') || request.url.startsWith('/media/');
    if (isApi || request.method !== 'GET') {
      return reply.code(404).send({ status: 'error', message: `No route ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!indexHtml) {
      return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    }
    // Deep links (/estate/toronto, /admin/home, ...) are client routes: serve the app shell with
    // the page's own head (title, description, canonical, Open Graph, JSON-LD).
    return reply.type('text/html').header('cache-control', 'no-cache').send(await renderAppShell(services, request, indexHtml));
  });

  return app;
}
