/**
 * Schedules only enqueue: a node-cron tick sends pg-boss jobs and returns. The work, its retries
 * and its de-duplication (stately queues + singleton keys) belong to the queue.
 */
import cron, { type ScheduledTask } from 'node-cron';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import type { AppServices } from '../services.ts';
import { BACKUP_TIMEZONE, startOpsSchedules } from '../ops/ops.schedules.ts';
import { TOUR_RECHECK_CRON } from '../modules/tours/tour-recheck.job.ts';
import { startMarketSchedule } from '../modules/market/market.jobs.ts';
import { startAlertSchedules } from '../modules/alerts/alerts.jobs.ts';
import { cronSetting } from './cron-setting.ts';
import { enqueueTick } from './enqueue-tick.ts';

export interface ScheduleHandle {
  /** Null when IMPORT_CRON is `off`. */
  feedSync: ScheduledTask | null;
  reconcile: ScheduledTask;
  indexCompaction: ScheduledTask;
  tourRecheck: ScheduledTask;
  alertDigest: ScheduledTask;
  stop(): void;
}

/** The nightly reconcile of the feed's active keys: 03:30 in Toronto, when the board's feed is quiet. */
export const RECONCILE_CRON = '30 3 * * *';

/**
 * The weekly rebuild of the listing tables' indexes: Sunday 04:30 in Toronto, after the reconcile
 * and the backup. A bulk import has its own rebuild; this one takes back what a week of daily
 * changes leaves (B-tree pages split by new prices and dates, GIN posting lists grown word by
 * word), so the indexes stay near the size a rebuild gives and the storage per listing does not
 * creep up over the years (db/index-compaction.ts).
 */
export const INDEX_COMPACTION_CRON = '30 4 * * 0';

export async function enqueueFeedSync(services: AppServices): Promise<void> {
  for (const feedClass of FEED_CLASSES) {
    await services.jobs.enqueue('importer.sync-feed', { feedClass }, { singletonKey: `sync-${feedClass}` });
  }
}

export function startSchedules(services: AppServices): ScheduleHandle {
  const importCron = cronSetting('IMPORT_CRON', services.config.env.IMPORT_CRON);
  // Before any task starts: it checks BACKUP_CRON, and a refused setting must leave nothing running.
  const ops = startOpsSchedules(services);
  const feedSync = importCron
    ? cron.schedule(
        importCron,
        enqueueTick(services, 'feed sync', () => enqueueFeedSync(services)),
      )
    : null;
  // In the board's time zone, like the backup: the server's own zone (often UTC) would move it
  // into the Toronto evening, and with daylight saving twice a year.
  const reconcile = cron.schedule(
    RECONCILE_CRON,
    enqueueTick(services, 'reconcile', () =>
      Promise.all(FEED_CLASSES.map((feedClass) => services.jobs.enqueue('importer.reconcile', { feedClass }, { singletonKey: `reconcile-${feedClass}` }))),
    ),
    { timezone: BACKUP_TIMEZONE, name: 'reconcile' },
  );
  const indexCompaction = cron.schedule(
    INDEX_COMPACTION_CRON,
    enqueueTick(services, 'index rebuild', () => services.jobs.enqueue('listings.compact-indexes', {}, { singletonKey: 'listings-compact-indexes' })),
    { timezone: BACKUP_TIMEZONE, name: 'index-compaction' },
  );
  // The morning before each tour, in Toronto time: the job re-checks tomorrow's stops.
  const tourRecheck = cron.schedule(
    TOUR_RECHECK_CRON,
    enqueueTick(services, 'tour re-check', () => services.jobs.enqueue('tours.recheck', {}, { singletonKey: 'tours-recheck' })),
    { timezone: BACKUP_TIMEZONE, name: 'tour-recheck' },
  );
  const market = startMarketSchedule(services, BACKUP_TIMEZONE);
  // Listing alerts: a safety match every few minutes, the digest at 07:00 Toronto.
  const alerts = startAlertSchedules(services, BACKUP_TIMEZONE);
  return {
    feedSync,
    reconcile,
    indexCompaction,
    tourRecheck,
    alertDigest: alerts.digest,
    stop: () => {
      void feedSync?.stop();
      void reconcile.stop();
      void indexCompaction.stop();
      void tourRecheck.stop();
      ops.stop();
      void market.stop();
      alerts.stop();
    },
  };
}
