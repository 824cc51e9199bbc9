/** `visitors.*`: the agent's Visitors screen (admin only). */
import { ZVisitorId, ZVisitorListInput } from '#shared/schemas/visitor.schema.ts';
import { ZAgentSavedSearch } from '#shared/schemas/saved-search.schema.ts';
import { alertStats, createSavedSearchForClient, visitorAlerts } from '#server/modules/alerts/alerts-admin.service.ts';
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
  /** A visitor's saved searches and the alert items sent to them (newest first, at most 200). */
  alerts: adminProcedure.input(ZVisitorId).query(({ ctx, input }) => visitorAlerts(ctx.services.pool, input.visitorId)),
  /** A saved search for a client, by e-mail (an account is made for a new address; consent recorded as given to the agent). */
  createSavedSearch: adminProcedure.input(ZAgentSavedSearch).mutation(({ ctx, input }) => createSavedSearchForClient(ctx.services, input, ctx.request.ip)),
  /** The dashboard card: searches saved, alerts sent and clicks in the last 30 days. */
  alertStats: adminProcedure.query(({ ctx }) => alertStats(ctx.services.pool)),
});
