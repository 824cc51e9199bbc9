/**
 * The tRPC link a server render's queries go through: the app router called in process with the
 * visitor's request context (same procedures, input checks and errors as over HTTP, no network).
 * Answers reach the render as JSON would carry them, so it sees exactly the values the browser
 * would get from /trpc (a Date becomes its string) and hydration finds the same markup: tRPC's
 * local link does that itself when it is given no transformer (its transformChunk passes every
 * answer and error shape through JSON.stringify and JSON.parse), as here. A link of ours that did
 * it again cost a second copy of every answer (a results page: ~40 KB of JSON).
 */
import { unstable_localLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { requestMeta } from '../rest/register-rest.ts';
import type { AppServices } from '../services.ts';
import { appRouter, type AppRouter } from '../trpc/app.router.ts';
import { createContext } from '../trpc/init.ts';

export function requestTrpcLinks(services: AppServices, request: FastifyRequest): TRPCLink<AnyRouter>[] {
  // No reply: a render never sets cookies. No transformer: answers go through JSON (above).
  const local = unstable_localLink<AppRouter>({ router: appRouter, createContext: async () => createContext(services, requestMeta(request)) });
  return [local] as TRPCLink<AnyRouter>[];
}
