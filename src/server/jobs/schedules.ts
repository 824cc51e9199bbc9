/**
 * Schedules only enqueue: a node-cron tick sends pg-boss jobs and returns. The work, its retries
 * and its de-duplication (stately queues + singleton keys) belong to the queue.
 */
import cron from 'node-cron';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import type { AppServices } from '../services.ts';
import { startOpsSchedules } from '../ops/ops.schedules.ts';

export interface ScheduleHandle {
  stop(): void;
}

export async function enqueueFeedSync(services: AppServices): Promise<void> {
  for (const feedClass of FEED_CLASSES) {
    await services.jobs.enqueue('importer.sync-feed', { feedClass }, { singletonKey: `sync-${feedClass}` });
  }
}

export function startSchedules(services: AppServices): ScheduleHandle {
  const { IMPORT_CRON } = services.config.env;
  if (!cron.validate(IMPORT_CRON)) throw new Error(`IMPORT_CRON is not a valid cron expression: '${IMPORT_CRON}'`);
  const tasks = [
    cron.schedule(IMPORT_CRON, () => {
      enqueueFeedSync(services).catch((error: unknown) => services.log.error(`could not enqueue the feed sync: ${String(error)}`));
    }),
    // Nightly reconcile of the feed's active keys (03:30, when the board's feed is quiet).
    cron.schedule('30 3 * * *', () => {
      Promise.all(
        FEED_CLASSES.map((feedClass) =>
          services.jobs.enqueue('importer.reconcile', { feedClass }, { singletonKey: `reconcile-${feedClass}` }),
        ),
      ).catch((error: unknown) => services.log.error(`could not enqueue the reconcile: ${String(error)}`));
    }),
  ];
  const ops = startOpsSchedules(services);
  return {
    stop: () => {
      tasks.forEach((task) => task.stop());
      ops.stop();
    },
  };
}
