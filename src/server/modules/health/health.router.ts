import { publicProcedure, router } from '../../trpc/init.ts';
import { checkHealth } from './health.service.ts';

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }) => checkHealth(ctx.services)),
});
