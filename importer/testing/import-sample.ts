/**
 * Test helper: imports the bundled sample feed into a test app's database through the real sync
 * path (all three classes), so tests of search and pages read realistic, deterministic listings.
 */
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import type { AppServices } from '#server/services.ts';
import { CentroidGeocoder } from '../geocoder.ts';
import { SampleFeedSource } from '../sources/sample-source.ts';
import { syncFeed, type SyncSummary } from '../sync-feed.ts';

export interface ImportSampleOptions {
  count: number;
  runNumber?: number;
  seed?: number;
  /** Enqueue media.fetch jobs for the photos (off by default: tests rarely need the variants). */
  withMedia?: boolean;
  /** The feed's past too (sold, leased, expired, re-listed), as the embedded default imports it. */
  withHistory?: boolean;
}

export async function importSample(testApp: { services: AppServices }, options: ImportSampleOptions): Promise<SyncSummary[]> {
  const { services } = testApp;
  const source = new SampleFeedSource({ count: options.count, runNumber: options.runNumber ?? 0, seed: options.seed, withHistory: options.withHistory });
  const summaries: SyncSummary[] = [];
  for (const feedClass of FEED_CLASSES) {
    const summary = await syncFeed({ pool: services.pool, jobs: services.jobs, source, geocoder: new CentroidGeocoder() }, feedClass, {
      skipMedia: !options.withMedia,
    });
    if (summary.status !== 'succeeded') throw new Error(`sample import of ${feedClass} failed: ${summary.error}`);
    summaries.push(summary);
  }
  return summaries;
}
