/** What the admin sees of the importer: recent runs with live counters, watermarks and quarantined records. */
import type pg from 'pg';

export interface ImporterStatus {
  runs: {
    id: number; source: string; feedClass: string | null; kind: string; status: string; startedAt: string; finishedAt: string | null;
    pages: number; fetched: number; inserted: number; updated: number; removed: number; quarantined: number; error: string | null;
  }[];
  watermarks: { source: string; feedClass: string; lastTs: string | null; lastKey: string | null }[];
  quarantined: { id: number; listingKey: string | null; feedClass: string | null; reason: string; createdAt: string }[];
  quarantinedTotal: number;
  listings: { feedClass: string; active: number; total: number }[];
  pendingPhotos: number;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function importerStatus(pool: pg.Pool): Promise<ImporterStatus> {
  const [runs, watermarks, quarantined, quarantinedTotal, listings, photos] = await Promise.all([
    pool.query(`select * from sync_run order by started_at desc, id desc limit 15`),
    pool.query(`select * from sync_state order by source, feed_class`),
    pool.query(`select id, listing_key, feed_class, reason, created_at from quarantined_record order by created_at desc, id desc limit 20`),
    pool.query<{ n: number }>(`select count(*)::int as n from quarantined_record`),
    pool.query<{ feed_class: string; active: number; total: number }>(
      `select feed_class, count(*) filter (where is_active)::int as active, count(*)::int as total from listing group by feed_class order by feed_class`,
    ),
    pool.query<{ n: number }>(`select count(*)::int as n from listing_media where status = 'pending'`),
  ]);
  return {
    runs: runs.rows.map((row) => ({
      id: row.id, source: row.source, feedClass: row.feed_class, kind: row.kind, status: row.status,
      startedAt: row.started_at.toISOString(), finishedAt: iso(row.finished_at), pages: row.pages, fetched: row.fetched,
      inserted: row.inserted, updated: row.updated, removed: row.removed, quarantined: row.quarantined, error: row.error,
    })),
    watermarks: watermarks.rows.map((row) => ({ source: row.source, feedClass: row.feed_class, lastTs: iso(row.last_ts), lastKey: row.last_key })),
    quarantined: quarantined.rows.map((row) => ({ id: row.id, listingKey: row.listing_key, feedClass: row.feed_class, reason: row.reason, createdAt: row.created_at.toISOString() })),
    quarantinedTotal: quarantinedTotal.rows[0]?.n ?? 0,
    listings: listings.rows.map((row) => ({ feedClass: row.feed_class, active: row.active, total: row.total })),
    pendingPhotos: photos.rows[0]?.n ?? 0,
  };
}
