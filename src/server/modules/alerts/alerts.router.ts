/**
 * `alerts.*`: a visitor's saved searches and the unsubscribe links of their alert mails (issue #16).
 * The saved searches are always the session's visitor's (visitorProcedure); unsubscribing takes
 * the signed token of a mail's link, so it works without signing in.
 */
import { ZSaveSearch, ZSavedSearchId, ZUnsubscribeToken, ZUpdateSavedSearch, type TSavedSearch } from '#shared/schemas/saved-search.schema.ts';
import { LISTING_ALERTS_CONSENT } from '#shared/vow-terms.ts';
import { publicProcedure, router, visitorProcedure } from '#server/trpc/init.ts';
import { alertsConsentInForce } from './alert-consent.ts';
import { listSavedSearches, removeSavedSearch, saveSearch, stopAllAlertsOf, unsubscribeByToken, updateSavedSearch } from './saved-search.service.ts';

const ok = { ok: true as const };

export const alertsRouter = router({
  list: visitorProcedure.query(({ ctx }): Promise<TSavedSearch[]> => listSavedSearches(ctx.services.pool, ctx.visitor.visitorId)),
  /**
   * The listing-alerts consent (CASL) the "Save this search" dialog shows beside the frequency:
   * its text, and whether the visitor's consent to this version is in force. Saving a search with
   * e-mail (or switching one to e-mail) records it; "Stop all alerts" withdraws it.
   */
  consent: visitorProcedure.query(async ({ ctx }) => ({
    ...LISTING_ALERTS_CONSENT,
    isGiven: await alertsConsentInForce(ctx.services.pool, ctx.visitor.visitorId),
  })),
  save: visitorProcedure
    .input(ZSaveSearch)
    .mutation(({ ctx, input }): Promise<{ id: number }> => saveSearch(ctx.services, ctx.visitor.visitorId, input, ctx.request.ip)),
  update: visitorProcedure.input(ZUpdateSavedSearch).mutation(async ({ ctx, input }) => {
    await updateSavedSearch(ctx.services.pool, ctx.visitor.visitorId, input, ctx.request.ip);
    return ok;
  }),
  remove: visitorProcedure.input(ZSavedSearchId).mutation(async ({ ctx, input }) => {
    await removeSavedSearch(ctx.services.pool, ctx.visitor.visitorId, input.id);
    return ok;
  }),
  /** Stops every alert of the signed-in visitor (the account page's "Stop all alerts"). */
  stopAll: visitorProcedure.mutation(async ({ ctx }) => {
    await stopAllAlertsOf(ctx.services.pool, ctx.visitor.visitorId, ctx.request.ip);
    return ok;
  }),
  /** The mail's unsubscribe link: one search, or all alerts of the visitor (the token says which). */
  unsubscribe: publicProcedure
    .input(ZUnsubscribeToken)
    .mutation(
      ({ ctx, input }): Promise<{ ok: true; scope: 'search' | 'all'; searchName: string | null }> =>
        unsubscribeByToken(ctx.services.pool, ctx.services.config.env.AUTH_SECRET, input.token, ctx.request.ip),
    ),
});
