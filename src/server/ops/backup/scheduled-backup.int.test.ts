/**
 * Scheduled and manual backups: the cron only enqueues (at 03:30 Toronto time by default),
 * retention keeps the newest BACKUP_KEEP archives locally and in the bucket, the bucket copies
 * are never served as media, a failed scheduled backup is recorded in plain words and mailed to
 * the agent, and the admin's list, "Back up now" and download are admin-only.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { startFakeS3, type FakeS3 } from '../../../../tests/support/fake-s3.ts';
import { startOpsSchedules } from '../ops.schedules.ts';
import { backupDirectoryOf, listBackupFiles } from './backup-files.ts';
import { readBackupStatus } from './backup-status.ts';
import { listBucketBackups } from './bucket-copy.ts';
import { directStorage } from '../../media/retried-deletes.ts';
import type { S3Storage } from '../../media/s3-storage.ts';
import { runBackup } from './backup.job.ts';
import { restoreBackup } from './restore-backup.ts';
import { testConfig } from '../../../../tests/support/test-config.ts';
import { emptyDatabase } from './testing/empty-database.ts';

const torontoTime = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);

async function queuedJobs(t: TestApp, queue: string): Promise<unknown[]> {
  const { rows } = await t.services.pool.query<{ data: unknown }>(`select data from pgboss.job where name = $1 and state = 'created' order by created_on`, [
    queue,
  ]);
  return rows.map((row) => row.data);
}

describe('scheduled backups', () => {
  let work: string;
  const apps: TestApp[] = [];
  const app = async (env: Record<string, string> = {}) => {
    const t = await createTestApp({ env: { DATA_DIR: await fs.mkdtemp(path.join(work, 'data-')), ...env } });
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-backups-'));
  });
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  afterAll(() => fs.rm(work, { recursive: true, force: true }));

  it('runs daily at 03:30 Toronto time, and a tick only enqueues the job', async () => {
    const t = await app();
    const schedule = startOpsSchedules(t.services);
    try {
      const next = schedule.backup!.getNextRun()!;
      expect(torontoTime(next)).toBe('03:30');
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600 * 1000);

      await schedule.backup!.execute();
      await schedule.watchdog.execute();
      expect(await queuedJobs(t, 'ops.backup')).toEqual([{ trigger: 'scheduled' }]);
      expect(await queuedJobs(t, 'ops.feed-watchdog')).toHaveLength(1);
      expect(await listBackupFiles(backupDirectoryOf(t.services.config))).toEqual([]);
    } finally {
      schedule.stop();
    }
  });

  it("can be switched off, and refuses a cron expression that isn't one", async () => {
    const off = await app({ BACKUP_CRON: 'off' });
    const schedule = startOpsSchedules(off.services);
    expect(schedule.backup).toBeNull();
    schedule.stop();
    const wrong = await app({ BACKUP_CRON: 'at night' });
    expect(() => startOpsSchedules(wrong.services)).toThrow(/BACKUP_CRON/);
  });

  it('keeps the newest BACKUP_KEEP archives', async () => {
    const t = await app({ BACKUP_KEEP: '2' });
    const written = [];
    for (let run = 0; run < 3; run += 1) written.push(await runBackup(t.services, 'scheduled'));
    const kept = await listBackupFiles(backupDirectoryOf(t.services.config));
    expect(kept.map((file) => file.path)).toEqual([written[2]!.path, written[1]!.path]);
    const status = await readBackupStatus(backupDirectoryOf(t.services.config));
    expect(status.lastSuccess?.file).toBe(path.basename(written[2]!.path));
    expect(status.lastFailure).toBeNull();
  });

  describe('with a media bucket', () => {
    let s3: FakeS3;
    beforeAll(async () => {
      s3 = await startFakeS3();
    });
    afterAll(() => s3.stop());

    it('copies each archive to the bucket, keeps BACKUP_KEEP there too, never serves them as media, and restores media into a bucket', async () => {
      const t = await app({ ...s3.env, BACKUP_KEEP: '2' });
      await t.services.storage.put('site/logo.webp', Buffer.from('not really a webp'), 'image/webp');
      const written = [];
      for (let run = 0; run < 3; run += 1) written.push(await runBackup(t.services, 'manual'));

      const keys = await listBucketBackups(directStorage(t.services.storage) as S3Storage);
      expect(keys).toEqual([`backups/${path.basename(written[2]!.path)}`, `backups/${path.basename(written[1]!.path)}`]);
      const copy = await s3.object(keys[0]!);
      expect(copy?.body.equals(await fs.readFile(written[2]!.path))).toBe(true);
      // Earlier copies in the bucket are not media: each backup holds the one image only.
      expect(written[2]!.manifest.media.files).toBe(1);
      expect((await t.app.inject({ method: 'GET', url: `/media/${keys[0]}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/media/site/logo.webp' })).statusCode).toBe(200);

      // Restored into another install whose media live in another bucket: the image lands there.
      const otherBucket = await startFakeS3('restored-media');
      const target = await emptyDatabase();
      try {
        const summary = await restoreBackup({ archive: written[2]!.path, databaseUrl: target.url, config: testConfig(target.url, otherBucket.env) });
        expect(summary.files).toBe(1);
        expect(await otherBucket.object('site/logo.webp')).toMatchObject({ body: Buffer.from('not really a webp'), contentType: 'image/webp' });
        expect(await otherBucket.exists(keys[0]!)).toBe(false);
      } finally {
        await target.drop();
        await otherBucket.stop();
      }
    });
  });

  it('records a failed scheduled backup in plain words and mails the agent; a failed manual one is not mailed', async () => {
    const t = await app();
    // The media folder turns into a file: the backup cannot read it, after the database part.
    await fs.rm(t.services.config.mediaDir, { recursive: true, force: true });
    await fs.writeFile(t.services.config.mediaDir, 'x');
    const directory = backupDirectoryOf(t.services.config);

    await expect(runBackup(t.services, 'manual')).rejects.toThrow();
    const mails = async () =>
      (
        await t.services.pool.query<{ subject: string; to_address: string }>(
          `select m.subject, d.to_address from email_message m join email_delivery d on d.message_id = m.id where m.kind = 'ops.backup-failed'`,
        )
      ).rows;
    expect(await mails()).toEqual([]);

    await expect(runBackup(t.services, 'scheduled')).rejects.toThrow();
    expect(await mails()).toEqual([{ subject: 'The nightly backup of your website failed', to_address: expect.stringContaining('@') }]);
    const status = await readBackupStatus(directory);
    expect(status.lastFailure).toMatchObject({ trigger: 'scheduled', message: expect.any(String) });
    // No half-written archive is left behind, and none is listed.
    expect((await fs.readdir(directory)).filter((name) => name !== 'status.json')).toEqual([]);

    const overview = await t.caller(await t.adminToken()).ops.backups();
    expect(overview.lastFailure?.message).toBe(status.lastFailure?.message);
    expect(overview.files).toEqual([]);
  });

  it('lists archives, backs up on demand and downloads for the admin only', async () => {
    const t = await app();
    const admin = t.caller(await t.adminToken());
    expect(await admin.ops.backUpNow()).toEqual({ queued: true });
    expect(await queuedJobs(t, 'ops.backup')).toEqual([{ trigger: 'manual' }]);

    const written = await runBackup(t.services, 'manual');
    const overview = await admin.ops.backups();
    expect(overview.files).toEqual([{ name: path.basename(written.path), bytes: written.bytes, createdAt: expect.any(String) }]);
    expect(overview).toMatchObject({ schedule: '30 3 * * *', keep: 7, copiesToBucket: false, lastFailure: null });

    const url = `/api/admin/backups/${path.basename(written.path)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer forged' } })).statusCode).toBe(401);
    const headers = await t.adminHeaders();
    const download = await t.app.inject({ method: 'GET', url, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(path.basename(written.path));
    expect(download.rawPayload.equals(await fs.readFile(written.path))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups/status.json', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups/..%2F..%2Fpg%2FPG_VERSION', headers })).statusCode).toBe(400);
  });
});
