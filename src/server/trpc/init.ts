/**
 * The tRPC skeleton: request context, error formatting and the two procedure kinds.
 * - publicProcedure: anyone.
 * - adminProcedure: a valid, unrevoked session's access token is required, checked on the server
 *   for every call (the client's stored `auth` value is only a convenience).
 * AppError codes are mapped to tRPC codes here, once; zod input errors become BAD_REQUEST with
 * field messages in `error.data.fieldErrors`.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NUL_TEXT, findNulText } from '#shared/schemas/nul-text.ts';
import { AppError, GENERIC_ERROR, type FieldErrors } from '../errors.ts';
import type { AppServices } from '../services.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import { resolveSessionVisitor, resolveVowVisitor, type VowVisitor } from '../modules/visitors/vow-access.ts';

export interface RequestMeta {
  ip: string;
  authorization?: string | undefined;
  userAgent?: string | undefined;
  /** Fastify's id of the HTTP request (also in the x-request-id header and the log). */
  requestId?: string | undefined;
  /** The raw Cookie header (only the auth refresh reads it). */
  cookie?: string | undefined;
  /** Adds Set-Cookie headers to the answer; absent for callers without one (tests, jobs). */
  setCookies?: (values: string[]) => void;
}

export interface Context {
  services: AppServices;
  em: EntityManager;
  request: RequestMeta;
  /** The signed-in visitor entitled to VOW data (sold prices, history), or null; resolved once per request. */
  vowVisitor: () => Promise<VowVisitor | null>;
}

export function createContext(services: AppServices, request: RequestMeta): Context {
  let em: EntityManager | undefined;
  let vowVisitor: Promise<VowVisitor | null> | undefined;
  return {
    services,
    request,
    vowVisitor: () => {
      vowVisitor ??= resolveVowVisitor(services, request);
      return vowVisitor;
    },
    // Forked on first use: the public reads (search, cards, detail) use plain SQL and never need it.
    get em() {
      em ??= services.orm.em.fork() as EntityManager;
      return em;
    },
  };
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function fieldErrorsOf(cause: unknown): FieldErrors | undefined {
  if (cause instanceof ZodError) {
    const flat = z.flattenError(cause);
    const fields: FieldErrors = { ...(flat.fieldErrors as FieldErrors) };
    if (flat.formErrors.length > 0) fields._form = flat.formErrors;
    return fields;
  }
  if (cause instanceof AppError) return cause.fieldErrors;
  return undefined;
}

export interface ProcedureMeta {
  /** Set by adminProcedure, vowProcedure and visitorProcedure; the security tests enumerate procedures by it. */
  access?: 'admin' | 'vow' | 'visitor';
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const fieldErrors = fieldErrorsOf(error.cause);
      const isInputError = error.cause instanceof ZodError;
      // An AppError's message is ours to show; anything else that became a 500 is hidden.
      const isUnexpected = error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof AppError);
      return {
        ...shape,
        message: isInputError ? 'Please check the highlighted fields.' : isUnexpected ? GENERIC_ERROR : shape.message,
        data: { ...shape.data, stack: undefined, fieldErrors: fieldErrors ?? null, requestId: ctx?.request.requestId ?? null },
      };
    },
  });

/**
 * Text with a NUL character is refused before any schema runs (see nul-text.ts), under the field
 * it was sent in, like a zod field message.
 */
const refuseNulText = t.middleware(async ({ getRawInput, next }) => {
  const path = findNulText(await getRawInput());
  if (path) {
    // Keyed like zod's flattened field errors: by the first step of the path (a row index for CSV rows).
    const field = path.length > 0 ? String(path[0]) : '_form';
    throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_TEXT, cause: new AppError('BAD_REQUEST', NUL_TEXT, { [field]: [NUL_TEXT] }) });
  }
  return next();
});

/** Turns a domain AppError into the matching tRPC error; hides unexpected errors' messages. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      return { ...result, error: new TRPCError({ code: cause.code, message: cause.message, cause }) };
    }
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
const baseProcedure = t.procedure.use(mapAppErrors);
export const publicProcedure = baseProcedure.use(refuseNulText);

// The session is checked before anything looks at the input (an anonymous caller learns nothing).
export const adminProcedure = baseProcedure
  .meta({ access: 'admin' })
  .use(async ({ ctx, next }) => {
    const user = await ctx.services.auth.authenticate(ctx.em, bearerToken(ctx.request.authorization));
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' });
    return next({ ctx: { ...ctx, user: user satisfies AuthenticatedUser } });
  })
  .use(refuseNulText);

/** Only for a visitor entitled to VOW data; anyone else is told to sign in, before the input is read. */
export const vowProcedure = baseProcedure
  .meta({ access: 'vow' })
  .use(async ({ ctx, next }) => {
    const visitor = await ctx.vowVisitor();
    if (!visitor) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to see sold prices and history.' });
    return next({ ctx: { ...ctx, visitor } });
  })
  .use(refuseNulText);

/**
 * A signed-in visitor's own account (details, consents, saved homes), VOW terms accepted or not:
 * a visitor whose terms are out of date must still reach the page that asks them again. Every
 * query under it is scoped to `ctx.visitor.visitorId`, never to an id from the input.
 */
export const visitorProcedure = baseProcedure
  .meta({ access: 'visitor' })
  .use(async ({ ctx, next }) => {
    const session = await resolveSessionVisitor(ctx.services, ctx.request);
    if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
    return next({ ctx: { ...ctx, visitor: session } });
  })
  .use(refuseNulText);
