/**
 * `alerts.*`: a visitor's saved searches and the unsubscribe links of their alert mails (issue #16).
 * The saved searches are always the session's visitor's (visitorProcedure); unsubscribing takes
 * the signed token of a mail's link, so it works without signing in.
 */
import { ZSaveSearch, ZSavedSearchId, ZUnsubscribeToken, ZUpdateSavedSearch, type TSavedSearch } from '#shared/schemas/saved-search.schema.ts';
import { AppError } from '#server/errors.ts';
import { publicProcedure, router, visitorProcedure } from '#server/trpc/init.ts';

// CONTRACT STUB: the implementations land with the alerts service.
function notYet(): never {
  throw new AppError('NOT_IMPLEMENTED', 'Saved searches are not available yet.');
}

export const alertsRouter = router({
  list: visitorProcedure.query((): TSavedSearch[] => notYet()),
  save: visitorProcedure.input(ZSaveSearch).mutation((): { id: number } => notYet()),
  update: visitorProcedure.input(ZUpdateSavedSearch).mutation((): { ok: true } => notYet()),
  remove: visitorProcedure.input(ZSavedSearchId).mutation((): { ok: true } => notYet()),
  /** Stops every alert of the signed-in visitor (the account page's "Stop all alerts"). */
  stopAll: visitorProcedure.mutation((): { ok: true } => notYet()),
  /** The mail's unsubscribe link: one search, or all alerts of the visitor (the token says which). */
  unsubscribe: publicProcedure.input(ZUnsubscribeToken).mutation((): { ok: true; scope: 'search' | 'all'; searchName: string | null } => notYet()),
});
