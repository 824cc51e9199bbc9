/**
 * How a server render's queries reach the app router: called in process with the visitor's
 * request context (same procedures, input checks and errors as over HTTP, no network). Answers
 * reach the render as JSON would carry them, so it sees exactly the values the browser would get
 * from /trpc (a Date becomes its string) and hydration finds the same markup; a failure is the
 * TRPCClientError the browser's client would throw, with the same error shape (`data.httpStatus`
 * included: the render answers 404 by it).
 *
 * tRPC's own local link did the same through the client's link chain (observables, an
 * AbortController per call, aborted with a new DOMException when the call completed): a made
 * detail page cost the web process 12.6 ms with it and 10.9 ms without
 * (docs/decisions/2026-11-30-ssr-queries-called-in-process.md). One context serves the render's
 * calls, as one serves an HTTP batch.
 */
import { TRPCClientError } from '@trpc/client';
import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import type { SsrProcedureCall } from '#shared/ssr/ssr-entry.ts';
import { requestMeta } from '../rest/register-rest.ts';
import type { AppServices } from '../services.ts';
import { appRouter } from '../trpc/app.router.ts';
import { createContext, type Context } from '../trpc/init.ts';

/** What JSON carries of a value (undefined stays undefined, as tRPC leaves it). */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

export function requestProcedureCall(services: AppServices, request: FastifyRequest, signal: AbortSignal): SsrProcedureCall {
  let ctx: Context | undefined;
  return async (type, path, input) => {
    ctx ??= createContext(services, requestMeta(request));
    try {
      return asJson(await callTRPCProcedure({ router: appRouter, path, getRawInput: async () => input, ctx, type, signal, batchIndex: 0 }));
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      const shape = getTRPCErrorShape({ config: appRouter._def._config, ctx, error, input, path, type });
      throw TRPCClientError.from({ error: asJson(shape) as typeof shape }, { cause: error });
    }
  };
}
