/** What the admin sees of the importer: recent runs with live counters, watermarks and quarantined records. */
import type pg from 'pg';
import { numericOrNull } from '../../db/pg-numeric.ts';
import type { SyncProgress } from '#importer/sync-feed.ts';

export interface ImporterStatus {
  runs: ({
    id: number;
    source: string;
    feedClass: string | null;
    kind: string;
    status: string;
    startedAt: string;
    finishedAt: string | null;
    error: string | null;
    warning: string | null;
  } & Omit<SyncProgress, 'runId' | 'events'>)[];
  watermarks: { source: string; feedClass: string; lastTs: string | null; lastKey: string | null }[];
  quarantined: {
    id: number;
    listingKey: string | null;
    feedClass: string | null;
    reason: string;
    createdAt: string;
    lastSeenAt: string;
    timesSeen: number;
    /** The record is an update of a listing on the site that was not applied: the site still shows this version. */
    heldBack: { listingId: number; siteVersion: string } | null;
  }[];
  quarantinedTotal: number;
  listings: { feedClass: string; active: number; total: number }[];
  /** Photos queued to be made (in media.fetch jobs not done yet). */
  pendingPhotos: number;
  /** When `listings` and `pendingPhotos` were counted (a while ago, during a sync: countsOf). */
  countedAt: string;
}

type Counts = Pick<ImporterStatus, 'listings' | 'pendingPhotos' | 'countedAt'>;

/**
 * Listings by class, active and in all: an index-only scan of listing_class_active_idx (at
 * 1,952,105 listings ~110 ms, where reading the table took 1.2–2.9 s).
 */
export const LISTING_COUNTS_SQL = `select feed_class, count(*) filter (where is_active)::int as active, count(*)::int as total
  from listing group by feed_class order by feed_class`;

/**
 * While a sync runs the admin's panel asks for the status every two seconds, and the counts read
 * every listing's index entry and the job table's waiting media jobs, beside the import: they are
 * then reused for this long. The runs' own counters stay live.
 */
export const COUNTS_REUSE_MS = 30_000;
const lastCounts = new WeakMap<pg.Pool, { at: number; counts: Promise<Counts> }>();

function countsOf(pool: pg.Pool, syncRunning: boolean): Promise<Counts> {
  const kept = lastCounts.get(pool);
  if (kept && syncRunning && Date.now() - kept.at < COUNTS_REUSE_MS) return kept.counts;
  const at = Date.now();
  const counts = Promise.all([
    pool.query<{ feed_class: string; active: number; total: number }>(LISTING_COUNTS_SQL),
    // The photos in queued media.fetch jobs: an off-market listing's gallery stays pending, unqueued,
    // until a visitor opens it (closedListingDetail), so pending rows are not what is waiting.
    pool.query<{ n: number }>(
      `select coalesce(sum(jsonb_array_length(data->'mediaIds')), 0)::int as n from pgboss.job
       where name = 'media.fetch' and state in ('created', 'retry', 'active')`,
    ),
  ]).then(([listings, photos]) => ({
    listings: listings.rows.map((row) => ({ feedClass: row.feed_class, active: row.active, total: row.total })),
    pendingPhotos: photos.rows[0]?.n ?? 0,
    countedAt: new Date(at).toISOString(),
  }));
  lastCounts.set(pool, { at, counts });
  counts.catch(() => {
    if (lastCounts.get(pool)?.counts === counts) lastCounts.delete(pool);
  });
  return counts;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A quarantined version newer than the listing the site shows is an update that was not applied
 * (the older version stays on the site); one older than it was superseded by a later good version.
 */
function heldBack(row: { listing_id: number | null; site_ts: Date | null; record_ts: string | null }): { listingId: number; siteVersion: string } | null {
  if (row.listing_id === null || !row.site_ts) return null;
  const recordTime = row.record_ts === null ? Number.NaN : Date.parse(row.record_ts);
  if (!Number.isNaN(recordTime) && recordTime <= row.site_ts.getTime()) return null;
  return { listingId: row.listing_id, siteVersion: row.site_ts.toISOString() };
}

export async function importerStatus(pool: pg.Pool): Promise<ImporterStatus> {
  const runs = await pool.query(`select * from sync_run order by started_at desc, id desc limit 15`);
  const syncRunning = runs.rows.some((row) => row.status === 'running');
  const [watermarks, quarantined, quarantinedTotal, counts] = await Promise.all([
    pool.query(`select * from sync_state order by source, feed_class`),
    pool.query(
      `select q.id, q.listing_key, q.feed_class, q.reason, q.created_at, q.last_seen_at, q.times_seen, q.record_ts, l.id as listing_id, l.modification_ts as site_ts
       from quarantined_record q left join listing l on l.listing_key = q.listing_key and l.origin = 'feed'
       order by q.last_seen_at desc, q.id desc limit 20`,
    ),
    pool.query<{ n: number }>(`select count(*)::int as n from quarantined_record`),
    countsOf(pool, syncRunning),
  ]);
  return {
    runs: runs.rows.map((row) => ({
      id: row.id,
      source: row.source,
      feedClass: row.feed_class,
      kind: row.kind,
      status: row.status,
      startedAt: row.started_at.toISOString(),
      finishedAt: iso(row.finished_at),
      pages: row.pages,
      fetched: row.fetched,
      inserted: row.inserted,
      updated: row.updated,
      removed: row.removed,
      quarantined: row.quarantined,
      error: row.error,
      warning: row.warning,
      bytesFetched: numericOrNull(row.bytes_fetched),
    })),
    watermarks: watermarks.rows.map((row) => ({ source: row.source, feedClass: row.feed_class, lastTs: iso(row.last_ts), lastKey: row.last_key })),
    quarantined: quarantined.rows.map((row) => ({
      id: row.id,
      listingKey: row.listing_key,
      feedClass: row.feed_class,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      timesSeen: row.times_seen,
      heldBack: heldBack(row),
    })),
    quarantinedTotal: quarantinedTotal.rows[0]?.n ?? 0,
    ...counts,
  };
}
