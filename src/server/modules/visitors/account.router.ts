/**
 * `account.*`: the visitor's side. Sign-in by e-mailed link (public: anyone may ask, the answer
 * never tells whether the address has an account), and the signed-in visitor's own account
 * (visitorProcedure: always the session's visitor, never an id from the input).
 */
import { z } from 'zod';
import { ZCompleteSignIn, ZConsentChange, ZListingRef, ZMergeFavourites, ZRequestSignInLink, ZUpdateVisitorDetails } from '#shared/schemas/visitor.schema.ts';
import { isHttpsSite } from '#server/auth/refresh-cookie.ts';
import { publicProcedure, router, visitorProcedure, type Context } from '#server/trpc/init.ts';
import { completeSignIn, requestSignInLink } from './sign-in-link.service.ts';
import {
  addFavourites,
  changeConsent,
  deleteAccount,
  listFavourites,
  readAccount,
  recordListingView,
  removeFavourite,
  updateDetails,
} from './visitor-account.service.ts';
import { resolveSessionVisitor } from './vow-access.ts';
import { readVisitorCookie, revokeAllVisitorSessions, revokeVisitorSession, visitorCookieHeader } from './visitor-session.ts';

const ok = { ok: true as const };

function setSessionCookie(ctx: Context, token: string | null): void {
  ctx.request.setCookies?.([visitorCookieHeader(token, isHttpsSite(ctx.services.config.env.PUBLIC_URL))]);
}

export const accountRouter = router({
  /** Who is signed in, for the header: nothing about anybody for an anonymous caller. */
  session: publicProcedure.query(async ({ ctx }) => {
    const session = await resolveSessionVisitor(ctx.services, ctx.request);
    if (!session) return { signedIn: false as const };
    const account = await readAccount(ctx.services.pool, session.visitorId);
    return { signedIn: true as const, name: account.name, needsTermsAcceptance: account.needsTermsAcceptance };
  }),
  requestLink: publicProcedure.input(ZRequestSignInLink).mutation(({ ctx, input }) => requestSignInLink(ctx.services, input.email, ctx.request.ip)),
  /** A POST from the page the link opens (a mail scanner's GET of that page does nothing). */
  completeSignIn: publicProcedure.input(ZCompleteSignIn).mutation(async ({ ctx, input }) => {
    const signedIn = await completeSignIn(ctx.services, input, ctx.request.ip);
    setSessionCookie(ctx, signedIn.sessionToken);
    return { ok: true as const, isNewAccount: signedIn.isNewAccount };
  }),
  /** Ends this browser's session (if any) and always clears the cookie. */
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const token = readVisitorCookie(ctx.request.cookie);
    if (token) await revokeVisitorSession(ctx.services.pool, token);
    setSessionCookie(ctx, null);
    return ok;
  }),
  signOutEverywhere: visitorProcedure.mutation(async ({ ctx }) => {
    await revokeAllVisitorSessions(ctx.services.pool, ctx.visitor.visitorId);
    setSessionCookie(ctx, null);
    return ok;
  }),
  me: visitorProcedure.query(({ ctx }) => readAccount(ctx.services.pool, ctx.visitor.visitorId)),
  updateDetails: visitorProcedure.input(ZUpdateVisitorDetails).mutation(async ({ ctx, input }) => {
    await updateDetails(ctx.services.pool, ctx.visitor.visitorId, { name: input.name, phone: input.phone });
    return ok;
  }),
  /** Accepts the current text (the re-accept prompt after a terms change uses it too). */
  giveConsent: visitorProcedure.input(ZConsentChange).mutation(async ({ ctx, input }) => {
    await changeConsent(ctx.services.pool, ctx.visitor.visitorId, input.kind, 'give', ctx.request.ip);
    return ok;
  }),
  /** Withdrawing the VOW terms ends VOW access at once (resolveVowVisitor reads the version in force). */
  withdrawConsent: visitorProcedure.input(ZConsentChange).mutation(async ({ ctx, input }) => {
    await changeConsent(ctx.services.pool, ctx.visitor.visitorId, input.kind, 'withdraw', ctx.request.ip);
    return ok;
  }),
  favourites: visitorProcedure.query(({ ctx }) => listFavourites(ctx.services.pool, ctx.visitor.visitorId)),
  saveListing: visitorProcedure.input(ZListingRef).mutation(({ ctx, input }) => addFavourites(ctx.services.pool, ctx.visitor.visitorId, [input.listingId])),
  unsaveListing: visitorProcedure.input(ZListingRef).mutation(async ({ ctx, input }) => {
    await removeFavourite(ctx.services.pool, ctx.visitor.visitorId, input.listingId);
    return ok;
  }),
  /** The homes saved in this browser before signing in. */
  mergeFavourites: visitorProcedure
    .input(ZMergeFavourites)
    .mutation(({ ctx, input }) => addFavourites(ctx.services.pool, ctx.visitor.visitorId, input.listingIds)),
  recordView: visitorProcedure.input(ZListingRef).mutation(async ({ ctx, input }) => {
    await recordListingView(ctx.services.pool, ctx.visitor.visitorId, input.listingId);
    return ok;
  }),
  deleteAccount: visitorProcedure.input(z.object({ confirm: z.literal(true, 'Tick the box to confirm.') })).mutation(async ({ ctx }) => {
    await deleteAccount(ctx.services.pool, ctx.visitor.visitorId);
    setSessionCookie(ctx, null);
    return ok;
  }),
});
