/**
 * The `ops.backup` job: one archive under DATA_DIR/backups (plus a copy in the media bucket when
 * one is configured), then retention to BACKUP_KEEP. Scheduled by ops.schedules.ts, or queued by
 * the admin's "Back up now". A failure is recorded for the admin in plain words and, for a
 * scheduled run (nobody is watching it), mailed to the agent.
 */
import type { AppServices } from '../../services.ts';
import { S3Storage } from '../../media/s3-storage.ts';
import { directStorage } from '../../media/retried-deletes.ts';
import { mailAgent } from '../agent-alert.ts';
import { backupDirectoryOf, pruneBackups } from './backup-files.ts';
import { plainReason, updateBackupStatus } from './backup-status.ts';
import { copyToBucket, pruneBucketBackups } from './bucket-copy.ts';
import { createBackup, type BackupResult } from './create-backup.ts';

export type BackupTrigger = 'scheduled' | 'manual';

/** The database the process runs on: the URL its pool was made with (embedded or DATABASE_URL). */
export const databaseUrlOf = (services: Pick<AppServices, 'pool'>) => services.pool.options.connectionString!;

export async function runBackup(services: AppServices, trigger: BackupTrigger): Promise<BackupResult> {
  const { config } = services;
  const directory = backupDirectoryOf(config);
  try {
    const result = await createBackup({ databaseUrl: databaseUrlOf(services), config, directory });
    const storage = directStorage(services.storage);
    const bucketKey = storage instanceof S3Storage ? await copyToBucket(storage, result.path, result.bytes) : null;
    await pruneBackups(directory, config.env.BACKUP_KEEP);
    if (storage instanceof S3Storage) await pruneBucketBackups(storage, config.env.BACKUP_KEEP);
    await updateBackupStatus(directory, { lastSuccess: { at: new Date().toISOString(), file: result.path.split('/').at(-1)!, trigger, bucketKey } });
    services.log.info(`backup written: ${result.path} (${result.bytes} bytes in ${result.seconds.toFixed(1)} s)`);
    return result;
  } catch (error) {
    const reason = plainReason(error);
    const at = new Date().toISOString();
    await updateBackupStatus(directory, { lastFailure: { at, trigger, message: reason } }).catch(() => undefined);
    services.log.error(`backup failed: ${reason}`);
    if (trigger === 'scheduled') {
      await mailAgent(services, {
        kind: 'ops.backup-failed',
        entityId: at,
        subject: 'The nightly backup of your website failed',
        body: `The scheduled backup at ${at} did not complete.\n\nReason: ${reason}\n\nThe previous backups are kept. Open the Backups page to try again with "Back up now".`,
        adminPath: '/admin/backups',
      }).catch((mailError: unknown) => services.log.error(`could not queue the backup failure mail: ${String(mailError)}`));
    }
    throw error;
  }
}

export async function registerBackupWorker(services: AppServices): Promise<void> {
  await services.jobs.work('ops.backup', {}, async ([payload]) => {
    await runBackup(services, payload!.trigger);
  });
}
