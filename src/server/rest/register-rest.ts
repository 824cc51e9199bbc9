/**
 * Mounts the REST shim under /api. Admin routes authenticate first (401 before any work);
 * tRPC and zod errors become the same JSON error body with field messages.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError, z } from 'zod';
import type { AppServices } from '../services.ts';
import { createCaller } from '../trpc/app.router.ts';
import { bearerToken, createContext, type RequestMeta } from '../trpc/init.ts';
import { AppError, GENERIC_ERROR } from '../errors.ts';
import { LegacyFieldErrors, renameFields, type RestRoute } from './rest-route.ts';

export function requestMeta(request: FastifyRequest, reply?: FastifyReply): RequestMeta {
  return {
    ip: request.ip,
    authorization: request.headers.authorization,
    userAgent: request.headers['user-agent'],
    requestId: request.id,
    cookie: request.headers.cookie,
    ...(reply ? { setCookies: (values: string[]) => void reply.header('set-cookie', values) } : {}),
  };
}

/** The JSON error answer; a 5xx says only that something went wrong (details go to the log) and gives the request id. */
export function errorBody(error: unknown, requestId?: string): { status: number; body: Record<string, unknown> } {
  const answer = errorAnswer(error);
  return answer.status >= 500 ? { status: answer.status, body: { status: 'error', message: GENERIC_ERROR, requestId } } : answer;
}

function errorAnswer(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof LegacyFieldErrors) {
    const answer = errorAnswer(error.cause);
    const errors = answer.body.errors;
    return errors ? { ...answer, body: { ...answer.body, errors: renameFields(errors, error.names) } } : answer;
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { status: 'error', message: 'Please check the highlighted fields.', errors: z.flattenError(error).fieldErrors } };
  }
  if (error instanceof TRPCError) {
    const cause = error.cause;
    const errors = cause instanceof ZodError ? z.flattenError(cause).fieldErrors : cause instanceof AppError ? cause.fieldErrors : undefined;
    const status = getHTTPStatusCodeFromError(error);
    const message = status >= 500 ? GENERIC_ERROR : cause instanceof ZodError ? 'Please check the highlighted fields.' : error.message;
    return { status, body: { status: 'error', message, ...(errors ? { errors } : {}) } };
  }
  if (error instanceof AppError) {
    return { status: error.status, body: { status: 'error', message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) } };
  }
  return { status: 500, body: { status: 'error', message: GENERIC_ERROR } };
}

async function sendUnauthorizedUnlessAdmin(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const em = services.orm.em.fork();
  const user = await services.auth.authenticate(em, bearerToken(request.headers.authorization));
  if (user) return true;
  await reply.code(401).send({ status: 'error', message: 'Your session has expired. Please sign in again.' });
  return false;
}

export function registerRestRoutes(app: FastifyInstance, services: AppServices, routes: RestRoute[]): void {
  // Defence in depth: nothing under /api/admin runs for an anonymous caller, whatever the route does.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/admin')) await sendUnauthorizedUnlessAdmin(services, request, reply);
  });

  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      handler: async (request, reply) => {
        if (route.access === 'admin' && !request.url.startsWith('/api/admin')) {
          if (!(await sendUnauthorizedUnlessAdmin(services, request, reply))) return reply;
        }
        const caller = createCaller(createContext(services, requestMeta(request, reply)));
        try {
          const result = await route.handle(caller, {
            params: (request.params ?? {}) as Record<string, string>,
            query: (request.query ?? {}) as Record<string, unknown>,
            body: request.body,
          });
          return reply.send(result ?? { status: 'ok' });
        } catch (error) {
          const { status, body } = errorBody(error, request.id);
          if (status >= 500) request.log.error({ err: error instanceof LegacyFieldErrors ? error.cause : error }, 'REST route failed');
          return reply.code(status).send(body);
        }
      },
    });
  }
}
