/** The operations workers: scheduled/manual backups and the feed watchdog. */
import type { AppServices } from '../services.ts';
import { registerBackupWorker } from './backup/backup.job.ts';
import { registerWatchdogWorker } from './watchdog/feed-watchdog.ts';

export async function registerOpsWorkers(services: AppServices): Promise<void> {
  await registerBackupWorker(services);
  await registerWatchdogWorker(services);
}
