/**
 * The operations schedule (started with the importer's in jobs/schedules.ts): a daily backup at
 * BACKUP_CRON in Toronto time, and the feed watchdog every five minutes. Both only enqueue.
 */
import cron, { type ScheduledTask } from 'node-cron';
import type { AppServices } from '../services.ts';
import { cronSetting } from '../jobs/cron-setting.ts';
import { enqueueTick } from '../jobs/enqueue-tick.ts';

export const BACKUP_TIMEZONE = 'America/Toronto';
const WATCHDOG_CRON = '*/5 * * * *';

export interface OpsSchedule {
  backup: ScheduledTask | null;
  watchdog: ScheduledTask;
  stop(): void;
}

export function startOpsSchedules(services: AppServices): OpsSchedule {
  const backupCron = cronSetting('BACKUP_CRON', services.config.env.BACKUP_CRON);
  const backup = backupCron
    ? cron.schedule(
        backupCron,
        enqueueTick(services, 'backup', () => services.jobs.enqueue('ops.backup', { trigger: 'scheduled' })),
        { timezone: BACKUP_TIMEZONE, name: 'backup' },
      )
    : null;
  const watchdog = cron.schedule(
    WATCHDOG_CRON,
    enqueueTick(services, 'feed watchdog', () => services.jobs.enqueue('ops.feed-watchdog', {})),
    { name: 'feed-watchdog' },
  );
  return {
    backup,
    watchdog,
    stop: () => {
      void backup?.stop();
      void watchdog.stop();
    },
  };
}
