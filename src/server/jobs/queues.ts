/**
 * The queue registry: every pg-boss queue's name, payload schema and retry policy in one list.
 * Add a queue here, then its handler in `<name>.job.ts` next to the module that owns the work.
 * Senders go through JobQueue.enqueue, which validates the payload against the schema here.
 */
import { z } from 'zod';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { isSafeMediaKey } from '../media/storage.ts';

const FeedClassSchema = z.enum(FEED_CLASSES);

export const QUEUES = {
  'importer.sync-feed': {
    payload: z.object({ feedClass: FeedClassSchema, count: z.number().int().positive().optional() }),
    // One queued and one active run per feed class: overlapping cron ticks never double-run.
    options: { policy: 'stately', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 3600 },
  },
  'importer.reconcile': {
    payload: z.object({ feedClass: FeedClassSchema }),
    options: { policy: 'stately', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
  },
  'search.index': {
    payload: z.object({ listingIds: z.array(z.number().int().positive()).min(1).max(5000) }),
    options: { policy: 'standard', retryLimit: 8, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 },
  },
  'media.fetch': {
    payload: z.object({ mediaIds: z.array(z.number().int().positive()).min(1).max(500) }),
    options: { policy: 'standard', retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
  },
  'media.sweep': {
    // Deletes the files of photos taken off show (importer/media/sweep-media.job.ts). Enqueued by an
    // import run that changed listings and by the agent's removal of a feed photo.
    payload: z.object({}),
    // One running and one waiting: a burst of import runs makes one more sweep, not one each.
    options: { policy: 'stately', retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
  },
  'media.delete': {
    // Files whose delete the storage refused when it was asked (media/retried-deletes.ts).
    payload: z.object({ keys: z.array(z.string().refine(isSafeMediaKey, 'Not a media key.')).min(1).max(100) }),
    // A bucket's outage can last hours: back off up to an hour and keep trying for about a day.
    options: { policy: 'standard', retryLimit: 30, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 },
  },
  'mail.send': {
    payload: z.object({ deliveryId: z.number().int().positive() }),
    // SMTP outages can last hours; back off up to an hour and keep trying for about a day.
    options: { policy: 'standard', retryLimit: 30, retryDelay: 15, retryBackoff: true, retryDelayMax: 3600 },
  },
  'ops.backup': {
    payload: z.object({ trigger: z.enum(['scheduled', 'manual']) }),
    // One running and one waiting at most; a failed backup is reported, not retried (the next
    // schedule or "Back up now" tries again).
    options: { policy: 'stately', retryLimit: 0, expireInSeconds: 6 * 3600 },
  },
  'listings.compact-indexes': {
    // Rebuilds the listing tables' indexes after an import run that wrote many listings
    // (db/index-compaction.ts). One running and one waiting: the classes of a first import each ask.
    payload: z.object({}),
    options: { policy: 'stately', retryLimit: 2, retryDelay: 600, expireInSeconds: 6 * 3600 },
  },
  'market.refresh': {
    // full: rebuild every area (nightly); otherwise only the areas changed since the last refresh.
    payload: z.object({ full: z.boolean().optional() }),
    // One running and one waiting: a burst of import runs makes one more refresh, not one each.
    options: { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800 },
  },
  'ops.feed-watchdog': {
    payload: z.object({}),
    // Each tick decides from the sync history alone; a lost tick is made up by the next one.
    options: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  },
  'tours.recheck': {
    // The day (Toronto) whose tours are checked; the morning schedule sends tomorrow's.
    payload: z.object({
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
    // Each stop is flagged once, so a retry never mails twice.
    options: { policy: 'stately', retryLimit: 3, retryDelay: 300, expireInSeconds: 900 },
  },
  'alerts.match': {
    // Matches the listing events recorded since the last run against every saved search, then
    // queues the instant alert mails (modules/alerts). Enqueued by the import run that wrote the
    // events, and by a safety schedule.
    payload: z.object({}),
    // One running and one waiting: a burst of import runs makes one more match, not one each.
    options: { policy: 'stately', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 },
  },
  'alerts.digest': {
    // The 07:00 Toronto digest: daily searches every day, weekly ones too on Mondays.
    payload: z.object({ weekly: z.boolean() }),
    // Items are marked in the transaction that queues their mail, so a retry never mails twice.
    options: { policy: 'stately', retryLimit: 5, retryDelay: 120, retryBackoff: true, expireInSeconds: 1800 },
  },
} as const;

export type QueueName = keyof typeof QUEUES;
export type QueuePayload<Name extends QueueName> = z.infer<(typeof QUEUES)[Name]['payload']>;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];
