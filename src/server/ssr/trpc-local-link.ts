/**
 * The tRPC link a server render's queries go through: the app router called in process with the
 * visitor's request context (same procedures, input checks and errors as over HTTP, no network).
 * Answers are passed through JSON, so the render sees exactly the values the browser would get
 * from /trpc (a Date becomes its string) and hydration finds the same markup.
 */
import { unstable_localLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { FastifyRequest } from 'fastify';
import { requestMeta } from '../rest/register-rest.ts';
import type { AppServices } from '../services.ts';
import { appRouter, type AppRouter } from '../trpc/app.router.ts';
import { createContext } from '../trpc/init.ts';

export function requestTrpcLinks(services: AppServices, request: FastifyRequest): TRPCLink<AnyRouter>[] {
  // No reply: a render never sets cookies.
  const local = unstable_localLink<AppRouter>({ router: appRouter, createContext: async () => createContext(services, requestMeta(request)) });
  return [asOverHttp, local] as TRPCLink<AnyRouter>[];
}

const asOverHttp: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (envelope) => {
          const { result } = envelope;
          const data = 'data' in result && result.data !== undefined ? JSON.parse(JSON.stringify(result.data)) : undefined;
          observer.next(data === undefined ? envelope : { ...envelope, result: { ...result, data } });
        },
        error: (error) => observer.error(error),
        complete: () => observer.complete(),
      }),
    );
