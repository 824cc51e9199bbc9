/** `visitors.*`: the agent's Visitors screen (admin only). */
import { ZVisitorId, ZVisitorListInput } from '#shared/schemas/visitor.schema.ts';
import { ZAgentSavedSearch, type TAlertHistoryItem, type TAlertStats, type TSavedSearch } from '#shared/schemas/saved-search.schema.ts';
import { AppError } from '#server/errors.ts';
import { adminProcedure, router } from '#server/trpc/init.ts';
import { listVisitors, visitorTimeline, visitorsCsv } from './visitor-admin.service.ts';
import { deleteAccount } from './visitor-account.service.ts';

export const visitorsAdminRouter = router({
  list: adminProcedure.input(ZVisitorListInput).query(({ ctx, input }) => listVisitors(ctx.services.pool, { search: input.search })),
  timeline: adminProcedure.input(ZVisitorId).query(({ ctx, input }) => visitorTimeline(ctx.services.pool, input.visitorId)),
  exportCsv: adminProcedure.query(({ ctx }) => visitorsCsv(ctx.services.pool)),
  /** A visitor who asks the agent (by mail or phone) to delete their account: the same deletion as theirs. */
  delete: adminProcedure.input(ZVisitorId).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx.services.pool, input.visitorId);
    return { ok: true as const };
  }),
  // CONTRACT STUBS (issue #16): the implementations land with the alerts service.
  /** A visitor's saved searches and the alert items sent to them (newest first, at most 200). */
  alerts: adminProcedure.input(ZVisitorId).query((): { searches: TSavedSearch[]; history: TAlertHistoryItem[] } => {
    throw new AppError('NOT_IMPLEMENTED', 'Saved searches are not available yet.');
  }),
  /** A saved search for a client, by e-mail (an account is made for a new address; consent recorded as given to the agent). */
  createSavedSearch: adminProcedure.input(ZAgentSavedSearch).mutation((): { id: number; visitorId: number } => {
    throw new AppError('NOT_IMPLEMENTED', 'Saved searches are not available yet.');
  }),
  /** The dashboard card: searches saved, alerts sent and clicks in the last 30 days. */
  alertStats: adminProcedure.query((): TAlertStats => {
    throw new AppError('NOT_IMPLEMENTED', 'Saved searches are not available yet.');
  }),
});
