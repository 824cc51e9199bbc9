/**
 * The importer's queue handlers: feed sync and reconcile per class, and the media worker.
 * The source is chosen by FEED_SOURCE; each run builds it fresh so configuration changes apply
 * on the next tick.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import type { AppServices } from '#server/services.ts';
import type { WorkerRegistration } from '#server/jobs/worker-registration.ts';
import { createFeedSource } from './sources/create-source.ts';
import { createGeocoder } from './geocoder.ts';
import { syncFeed } from './sync-feed.ts';
import { reconcileFeed } from './reconcile.ts';
import { fetchMedia } from './media/fetch-media.job.ts';
import { sweepDeletedPhotos } from './media/sweep-media.job.ts';
import { compactListingIndexes } from '#server/db/index-compaction.ts';

/** How long a compaction waits for the import runs still going (seconds). */
const COMPACTION_WAIT_SECONDS = 300;

/** How many sample-feed syncs of a class already succeeded: each new one advances the sample feed a day. */
async function sampleRunNumber(services: AppServices, feedClass: FeedClass): Promise<number> {
  const { rows } = await services.pool.query<{ n: number }>(
    `select count(*)::int as n from sync_run where source = 'sample' and feed_class = $1 and kind = 'sync' and status = 'succeeded'`,
    [feedClass],
  );
  return rows[0]?.n ?? 0;
}

export async function runFeedSync(services: AppServices, feedClass: FeedClass) {
  const runNumber = services.config.env.FEED_SOURCE === 'sample' ? await sampleRunNumber(services, feedClass) : 0;
  const source = createFeedSource(services.config, { runNumber, log: (line) => services.log.warn(line) });
  return syncFeed(
    { pool: services.pool, jobs: services.jobs, source, geocoder: createGeocoder(services.config.env.GEOCODER_URL), log: (line) => services.log.warn(line) },
    feedClass,
  );
}

/**
 * The `listings.compact-indexes` job: the rebuild, or, while an import run is going (another class
 * of a first import), the same job again in five minutes: rebuilt now, the indexes would fill page
 * by page again.
 */
export async function runIndexCompaction(services: AppServices): Promise<'rebuilt' | 'waiting'> {
  const { rows } = await services.pool.query<{ running: number }>(`select count(*)::int as running from sync_run where status = 'running'`);
  if (rows[0]!.running > 0) {
    await services.jobs.enqueue('listings.compact-indexes', {}, { startAfter: COMPACTION_WAIT_SECONDS, singletonKey: 'listings-compact-indexes' });
    return 'waiting';
  }
  await compactListingIndexes(services.pool, (line) => services.log.info(line));
  return 'rebuilt';
}

export const registerImporterWorkers: WorkerRegistration = async (services) => {
  await services.jobs.work('importer.sync-feed', { batchSize: 1 }, async ([payload]) => {
    const summary = await runFeedSync(services, payload!.feedClass);
    services.log.info(
      `import ${payload!.feedClass}: ${summary.status}, ${summary.fetched} fetched${summary.bytesFetched === null ? '' : ` (${summary.bytesFetched} bytes)`}, ${summary.inserted} new, ${summary.updated} updated, ${summary.quarantined} quarantined in ${summary.durationMs} ms`,
    );
    if (summary.status === 'failed') throw new Error(summary.error ?? 'sync failed');
  });

  await services.jobs.work('importer.reconcile', { batchSize: 1 }, async ([payload]) => {
    const runNumber = services.config.env.FEED_SOURCE === 'sample' ? Math.max(0, (await sampleRunNumber(services, payload!.feedClass)) - 1) : 0;
    const source = createFeedSource(services.config, { runNumber });
    const summary = await reconcileFeed({ pool: services.pool, jobs: services.jobs, source }, payload!.feedClass);
    if (summary.status === 'failed') throw new Error(summary.error ?? 'reconcile failed');
  });

  // Photo work is CPU-bound (sharp): two at a time leaves the web server room on a 2-core machine.
  await services.jobs.work('media.fetch', { batchSize: 1, localConcurrency: 2 }, async ([payload]) => {
    await fetchMedia(services.pool, services.storage, payload!.mediaIds);
  });

  await services.jobs.work('media.sweep', { batchSize: 1 }, async () => {
    await sweepDeletedPhotos(services.pool, services.storage);
  });

  await services.jobs.work('listings.compact-indexes', { batchSize: 1 }, async () => {
    await runIndexCompaction(services);
  });

  await services.jobs.work('search.index', { batchSize: 5 }, async (payloads) => {
    await services.search.index(payloads.flatMap((payload) => payload.listingIds));
  });
};
