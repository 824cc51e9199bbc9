/** `visitors.*`: the agent's Visitors screen (admin only). */
import { ZVisitorId, ZVisitorListInput } from '#shared/schemas/visitor.schema.ts';
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
});
