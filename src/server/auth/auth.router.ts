import { z } from 'zod';
import { ZChangePasswordInput, ZLoginInput, ZRefreshInput } from '#shared/schemas/auth.schema.ts';
import { AppError } from '../errors.ts';
import { adminProcedure, publicProcedure, router, type Context } from '../trpc/init.ts';
import { SESSION_EXPIRED, type AuthTokens } from './auth.service.ts';
import { isHttpsSite, readRefreshCookie, refreshCookieHeaders } from './refresh-cookie.ts';

/** What sign-in and refresh answer: the refresh token only when the caller sent one in the body. */
export type IssuedTokens = Omit<AuthTokens, 'refresh_token'> & { refresh_token?: string };

const isSecureSite = (ctx: Context) => isHttpsSite(ctx.services.config.env.PUBLIC_URL);

/** Puts the refresh token in the cookie; the body keeps it only for a caller that sent it there. */
function issue(ctx: Context, tokens: AuthTokens, keepInBody: boolean): IssuedTokens {
  ctx.request.setCookies?.(refreshCookieHeaders(tokens.refresh_token, isSecureSite(ctx)));
  if (keepInBody) return tokens;
  const { refresh_token: _inCookie, ...rest } = tokens;
  return rest;
}

function clearRefreshCookie(ctx: Context): void {
  ctx.request.setCookies?.(refreshCookieHeaders(null, isSecureSite(ctx)));
}

export const authRouter = router({
  login: publicProcedure.input(ZLoginInput).mutation(async ({ ctx, input }) => {
    const tokens = await ctx.services.auth.login(ctx.em, ctx.services.pool, input.email, input.password, ctx.request.ip);
    return issue(ctx, tokens, false);
  }),
  refresh: publicProcedure.input(ZRefreshInput).mutation(async ({ ctx, input }) => {
    const fromBody = input?.refresh_token;
    const presented = fromBody ?? readRefreshCookie(ctx.request.cookie);
    try {
      if (!presented) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
      return issue(ctx, await ctx.services.auth.refresh(ctx.em, presented), fromBody !== undefined);
    } catch (error) {
      // A refused token is dead for good (expired, revoked, reused): stop the browser sending it.
      if (error instanceof AppError && error.code === 'UNAUTHORIZED') clearRefreshCookie(ctx);
      throw error;
    }
  }),
  logout: adminProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await ctx.services.auth.logout(ctx.em, ctx.user.sessionId);
    clearRefreshCookie(ctx);
    return { ok: true as const };
  }),
  /** Every other session of the account is revoked; this one stays signed in. */
  changePassword: adminProcedure
    .input(ZChangePasswordInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.auth.changePassword(ctx.em, ctx.services.pool, ctx.user, input.current_password, input.new_password);
      return { ok: true as const };
    }),
  me: adminProcedure.query(({ ctx }) => ({ userId: ctx.user.userId })),
});
