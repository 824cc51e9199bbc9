/**
 * Every admin tRPC procedure checks the session on the server: each one, enumerated from the app
 * router, answers UNAUTHORIZED without a token, with an expired one and with a forged one.
 * Procedures without admin access must be listed in PUBLIC_PROCEDURES below, so a procedure
 * cannot become public by accident: adding one means reviewing it here.
 */
import { describe, expect, it } from 'vitest';
import { appRouter } from '#server/trpc/app.router.ts';
import { signAccessToken } from '#server/auth/access-token.ts';
import { suiteApp } from '../support/suite-app.ts';

const PUBLIC_PROCEDURES = new Set([
  'health.check',
  'auth.login',
  'auth.refresh',
  'settings.public',
  'lookups.municipalities',
  'lookups.geocode',
  'lookups.propertyTypes',
  'lookups.listingTypes',
  // Visitors' forms and the showing list (spam-guarded: honeypot + per-IP limits).
  'messages.sendContact',
  'messages.sendEnquiry',
  'showings.book',
  'showings.appointment',
  'showings.rate',
  'showings.comments',
  'showings.commentsByMls',
  // Showing tours: the plan and free slots (start times only, no bookings' details) and booking (spam-guarded like showings.book).
  'tours.plan',
  'tours.slots',
  'tours.book',
  // A contact's own unsubscribe link (random 64-hex token from their mail; CASL one-click).
  'email.unsubscribeStatus',
  'email.unsubscribe',
  // A saved search's unsubscribe link (issue #16): an HMAC-signed token from the visitor's alert mail.
  'alerts.unsubscribe',
  // Visitor accounts: asking for a sign-in link (same answer for every address, rate limited per
  // address and IP), using one, signing out, and who is signed in (nothing for anonymous callers).
  'account.session',
  'account.requestLink',
  'account.completeSignIn',
  'account.signOut',
  // Market and building pages: public figures; sold figures only when ctx.vowVisitor() entitles the caller.
  'market.area',
  'market.overview',
  'market.building',
]);
/** A signed-in visitor's own account: visitorProcedure scopes every query to the session's visitor. */
const VISITOR_ACCESS = 'visitor';
/** Namespaces whose procedures are public by design (visitors' reads and forms); reviewed as a whole. */
const PUBLIC_NAMESPACES = ['listings.', 'public.', 'blog.public', 'calculators.'];

type ProcedureDef = { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: { access?: string } } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);
const adminProcedures = procedures.filter(([, procedure]) => procedure._def.meta?.access === 'admin').map(([path]) => path);

function callPath(caller: unknown, path: string): Promise<unknown> {
  const target = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (target as (input?: unknown) => Promise<unknown>)(undefined);
}

describe('admin procedures', () => {
  const t = suiteApp({ startJobs: false });

  it('are found in the router', () => {
    expect(adminProcedures.length).toBeGreaterThan(2);
  });

  it('leave no procedure public unless it was reviewed as public', () => {
    const unreviewed = procedures
      .filter(
        ([path, procedure]) =>
          procedure._def.meta?.access !== 'admin' &&
          procedure._def.meta?.access !== VISITOR_ACCESS &&
          !PUBLIC_PROCEDURES.has(path) &&
          !PUBLIC_NAMESPACES.some((prefix) => path.startsWith(prefix)),
      )
      .map(([path]) => path);
    expect(unreviewed, 'public procedures not reviewed in admin-procedures.int.test.ts').toEqual([]);
  });

  it.each(procedures.filter(([, procedure]) => procedure._def.meta?.access === VISITOR_ACCESS).map(([path]) => path))(
    '%s (a visitor’s own) refuses a caller without a visitor session, an admin included',
    async (path) => {
      for (const caller of [t.caller(), t.caller(await t.adminToken())]) {
        await expect(callPath(caller, path), path).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      }
    },
  );

  it.each(adminProcedures)('%s refuses anonymous, expired and forged tokens', async (path) => {
    const secret = t.services.config.env.AUTH_SECRET;
    const sid = '00000000-0000-0000-0000-000000000000';
    const tokens = [
      undefined,
      signAccessToken({ sub: 1, sid }, secret, Date.now() - 3_600_000),
      signAccessToken({ sub: 1, sid }, 'a-forged-signing-secret'),
      'garbage',
    ];
    for (const token of tokens) {
      await expect(callPath(t.caller(token), path), `${path} with ${token ? 'a bad token' : 'no token'}`).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
