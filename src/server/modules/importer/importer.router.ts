import { z } from 'zod';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { adminProcedure, router } from '../../trpc/init.ts';
import { enqueueFeedSync } from '../../jobs/schedules.ts';
import { importerStatus } from './importer.service.ts';

export const importerRouter = router({
  /** Recent runs with their live counters (a running run's counters move page by page). */
  status: adminProcedure.query(({ ctx }) => importerStatus(ctx.services.pool)),
  /** "Sync now": the same de-duplicated jobs the schedule sends. */
  runNow: adminProcedure.input(z.object({ feedClass: z.enum(FEED_CLASSES).optional() }).optional()).mutation(async ({ ctx, input }) => {
    if (input?.feedClass) {
      await ctx.services.jobs.enqueue('importer.sync-feed', { feedClass: input.feedClass }, { singletonKey: `sync-${input.feedClass}` });
    } else {
      await enqueueFeedSync(ctx.services);
    }
    return { queued: true as const };
  }),
});
