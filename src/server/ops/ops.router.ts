/** The admin's view of operations: backups (list, "Back up now", last failure) and the feed watchdog. */
import { z } from 'zod';
import { adminProcedure, router } from '../trpc/init.ts';
import { backupDirectoryOf, listBackupFiles } from './backup/backup-files.ts';
import { readBackupStatus } from './backup/backup-status.ts';
import { feedHealth } from './watchdog/feed-watchdog.ts';

const ZBackupOverview = z.object({
  files: z.array(z.object({ name: z.string(), bytes: z.number(), createdAt: z.string() })),
  lastSuccess: z.object({ at: z.string(), file: z.string(), trigger: z.string(), bucketKey: z.string().nullable() }).nullable(),
  lastFailure: z.object({ at: z.string(), trigger: z.string(), message: z.string() }).nullable(),
  isRunning: z.boolean(),
  schedule: z.string(),
  keep: z.number(),
  copiesToBucket: z.boolean(),
});

const ZStaleFeed = z.object({
  feedClass: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  staleSince: z.string(),
});

export const opsRouter = router({
  backups: adminProcedure.output(ZBackupOverview).query(async ({ ctx }) => {
    const { config, jobs } = ctx.services;
    const directory = backupDirectoryOf(config);
    // findJobs reads the jobs themselves; getQueues' counts are refreshed only by pg-boss's monitor.
    const [files, status, backupJobs] = await Promise.all([
      listBackupFiles(directory),
      readBackupStatus(directory),
      jobs.boss.findJobs('ops.backup', { limit: 100 }),
    ]);
    return {
      files: files.map((file) => ({ name: file.name, bytes: file.bytes, createdAt: file.createdAt.toISOString() })),
      ...status,
      isRunning: backupJobs.some((job) => ['created', 'retry', 'active'].includes(job.state)),
      schedule: config.env.BACKUP_CRON,
      keep: config.env.BACKUP_KEEP,
      copiesToBucket: config.mediaBucket !== null,
    };
  }),
  backUpNow: adminProcedure
    .input(z.object({}).strict().optional())
    .output(z.object({ queued: z.boolean() }))
    .mutation(async ({ ctx }) => ({ queued: (await ctx.services.jobs.enqueue('ops.backup', { trigger: 'manual' })) !== null })),
  staleFeeds: adminProcedure.output(z.array(ZStaleFeed)).query(async ({ ctx }) => {
    const health = await feedHealth(ctx.services.pool, ctx.services.config.env.FEED_STALE_MINUTES);
    return health
      .filter((feed) => feed.isStale)
      .map((feed) => ({
        feedClass: feed.feedClass,
        lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
        lastError: feed.lastError,
        staleSince: feed.staleSince!.toISOString(),
      }));
  }),
});
