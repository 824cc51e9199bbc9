import { z } from 'zod';
import { ZLoginInput, ZRefreshInput } from '#shared/schemas/auth.schema.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/init.ts';

export const authRouter = router({
  login: publicProcedure
    .input(ZLoginInput)
    .mutation(({ ctx, input }) => ctx.services.auth.login(ctx.em, input.email, input.password, ctx.request.ip)),
  refresh: publicProcedure
    .input(ZRefreshInput)
    .mutation(({ ctx, input }) => ctx.services.auth.refresh(ctx.em, input.refresh_token)),
  logout: adminProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await ctx.services.auth.logout(ctx.em, ctx.user.sessionId);
    return { ok: true as const };
  }),
  me: adminProcedure.query(({ ctx }) => ({ userId: ctx.user.userId })),
});
