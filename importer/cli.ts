/**
 * `npm run import -- [options]`: one import run from the command line, on the configured
 * database (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR: the running site's when
 * `npm start` is up, else started for the run). Prints progress per page and a summary; exits
 * non-zero on failure.
 *
 *   --source sample|reso|file   (default FEED_SOURCE)
 *   --count N --run N           sample feed size and day (default FEED_SAMPLE_COUNT, 0)
 *   --url U --token T           RESO Web API base URL and bearer token
 *   --path P                    TREB export file (JSON, NDJSON or CSV)
 *   --class residential|condo|commercial   one class only (default all three)
 *   --reconcile                 also remove listings that left the feed
 *   --no-media                  do not queue photo processing
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { configFrom, parseEnv } from '#server/env.ts';
import { openDatabase } from '#server/db/database-url.ts';
import { createPool } from '#server/db/pg-pool.ts';
import { createOrm } from '#server/db/orm.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { AuthService } from '#server/auth/auth.service.ts';
import { prepareDatabase } from '#server/runtime.ts';
import { createFeedSource } from './sources/create-source.ts';
import { createGeocoder } from './geocoder.ts';
import { syncFeed } from './sync-feed.ts';
import { reconcileFeed } from './reconcile.ts';

const ArgsSchema = z.object({
  source: z.enum(['sample', 'reso', 'file']).optional(),
  count: z.coerce.number().int().min(1).max(2_000_000).optional(),
  run: z.coerce.number().int().min(0).optional(),
  url: z.url().optional(),
  token: z.string().min(1).optional(),
  path: z.string().min(1).optional(),
  class: z.enum(FEED_CLASSES).optional(),
  reconcile: z.boolean().optional(),
  'no-media': z.boolean().optional(),
});

/** ", 12.3 MB fetched (2.1 KB a record)" for a source that fetches over the network. */
function fetchedText(summary: { bytesFetched: number | null; fetched: number }): string {
  if (summary.bytesFetched === null) return '';
  const perRecord = summary.fetched > 0 ? ` (${(summary.bytesFetched / summary.fetched / 1024).toFixed(1)} KB a record)` : '';
  return `, ${(summary.bytesFetched / 1024 ** 2).toFixed(1)} MB fetched${perRecord}`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      source: { type: 'string' },
      count: { type: 'string' },
      run: { type: 'string' },
      url: { type: 'string' },
      token: { type: 'string' },
      path: { type: 'string' },
      class: { type: 'string' },
      reconcile: { type: 'boolean' },
      'no-media': { type: 'boolean' },
    },
  });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'));
    return 2;
  }
  const args = parsed.data;
  const overrides: Record<string, string> = {};
  if (args.source) overrides.FEED_SOURCE = args.source;
  if (args.count) overrides.FEED_SAMPLE_COUNT = String(args.count);
  if (args.url) overrides.FEED_RESO_URL = args.url;
  if (args.token) overrides.FEED_RESO_TOKEN = args.token;
  if (args.path) overrides.FEED_FILE_PATH = args.path;
  const config = configFrom(parseEnv({ ...process.env, ...overrides }));

  const database = await openDatabase(config, { purpose: 'command', role: 'cli', log: (line) => console.log(line) });
  const orm = await createOrm({ databaseUrl: database.url, poolMax: 2 });
  const pool = createPool(database.url, { max: 3, log: (line) => console.warn(line) });
  const jobs = new JobQueue(database.url, (line) => console.warn(line));
  let failed = false;
  try {
    await prepareDatabase(orm, config, { auth: new AuthService(config.env.AUTH_SECRET) });
    await jobs.start();
    const source = createFeedSource(config, { runNumber: args.run ?? 0, log: (line) => console.warn(line) });
    const geocoder = createGeocoder(config.env.GEOCODER_URL);
    for (const feedClass of args.class ? [args.class] : FEED_CLASSES) {
      const summary = await syncFeed({ pool, jobs, source, geocoder, log: (line) => console.error(line) }, feedClass, {
        skipMedia: args['no-media'],
        onPage: (progress) =>
          process.stdout.write(
            `\r${feedClass}: page ${progress.pages}, ${progress.fetched} fetched, ${progress.inserted} new, ${progress.updated} updated, ${progress.quarantined} quarantined`,
          ),
      });
      process.stdout.write('\n');
      const rate = summary.durationMs > 0 ? Math.round((summary.fetched / summary.durationMs) * 1000) : 0;
      console.log(
        `${feedClass}: ${summary.status} in ${(summary.durationMs / 1000).toFixed(1)} s (${rate}/s) — ${summary.inserted} new, ${summary.updated} updated, ${summary.removed} off the market, ${summary.quarantined} quarantined${fetchedText(summary)}${summary.error ? ` — ${summary.error}` : ''}`,
      );
      if (summary.warning) console.warn(`${feedClass}: warning — ${summary.warning}`);
      failed ||= summary.status === 'failed';
      if (args.reconcile && summary.status === 'succeeded') {
        const result = await reconcileFeed({ pool, jobs, source }, feedClass);
        console.log(`${feedClass} reconcile: ${result.status}, ${result.removed} removed${result.error ? ` — ${result.error}` : ''}`);
        failed ||= result.status === 'failed';
      }
    }
  } finally {
    await jobs.stop();
    await pool.end();
    await orm.close(true);
    await database.stop();
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
