/**
 * Key reconciliation: listings that silently left the feed's scope (sold, expired, withdrawn from
 * IDX) are taken off the site by comparing the feed's active keys with ours; they are kept as
 * rows with market_status 'removed' and a `removed` listing event, so their history survives. A partial answer
 * from the feed would look like a mass removal, so the pass refuses to act when more than
 * MAX_VANISH_SHARE of the active listings would vanish at once.
 */
import type pg from 'pg';
import type { FeedClass } from '#shared/listing-classes.ts';
import { enqueueSearchIndex, type JobQueue } from '#server/jobs/job-queue.ts';
import type { FeedSource } from './sources/feed-source.ts';
import { runInTransaction } from '#server/db/transaction.ts';

export const MAX_VANISH_SHARE = 0.1;
/** Below this many active listings the share test is meaningless (a small feed may lose 2 of 10). */
const MIN_ACTIVE_FOR_SAFETY_STOP = 50;

export interface ReconcileSummary {
  runId: number;
  status: 'succeeded' | 'failed';
  active: number;
  vanished: number;
  removed: number;
  error: string | null;
}

export async function reconcileFeed(
  deps: { pool: pg.Pool; jobs: JobQueue; source: FeedSource },
  feedClass: FeedClass,
  options: { maxVanishShare?: number } = {},
): Promise<ReconcileSummary> {
  const { pool, jobs, source } = deps;
  const { rows: runRows } = await pool.query<{ id: number }>(`insert into sync_run (source, feed_class, kind) values ($1, $2, 'reconcile') returning id`, [
    source.name,
    feedClass,
  ]);
  const runId = runRows[0]!.id;
  const bytesAtStart = source.bytesFetched;
  const fetchedBytes = () => (bytesAtStart === undefined || source.bytesFetched === undefined ? null : source.bytesFetched - bytesAtStart);
  try {
    const feedKeys = new Set<string>();
    for await (const keys of source.activeKeys(feedClass)) for (const key of keys) feedKeys.add(key);

    const { rows: active } = await pool.query<{ id: number; listing_key: string }>(
      `select id, listing_key from listing where origin = 'feed' and feed_class = $1 and is_active`,
      [feedClass],
    );
    const vanished = active.filter((row) => !feedKeys.has(row.listing_key));
    const share = active.length === 0 ? 0 : vanished.length / active.length;
    const maxShare = options.maxVanishShare ?? MAX_VANISH_SHARE;
    if (active.length >= MIN_ACTIVE_FOR_SAFETY_STOP && share > maxShare) {
      throw new Error(
        `refusing to remove ${vanished.length} of ${active.length} ${feedClass} listings (${(share * 100).toFixed(1)}% > ${maxShare * 100}%): the feed's answer looks partial`,
      );
    }
    const ids = vanished.map((row) => row.id);
    if (ids.length > 0) {
      await runInTransaction(pool, async (client) => {
        // The feed gives no time for a disappearance: the event is dated by this pass, and a
        // listing is removed once (the next pass only looks at active listings).
        await client.query(
          `with previous as (select id, market_status from listing where id = any($1::int[])),
           removed as (
             update listing set is_active = false, removed_at = now(), updated_at = now(), market_status = 'removed', status_changed_at = now()
             where id = any($1::int[])
             returning id, property_id, status_changed_at
           )
           insert into listing_event (listing_id, property_id, kind, occurred_at, from_status, to_status)
           select removed.id, removed.property_id, 'removed', removed.status_changed_at, previous.market_status, 'removed'
           from removed join previous using (id)
           on conflict (listing_id, kind, occurred_at) do nothing`,
          [ids],
        );
        await enqueueSearchIndex(jobs, client, ids);
      });
    }
    await pool.query(`update sync_run set status = 'succeeded', finished_at = now(), fetched = $2, removed = $3, bytes_fetched = $4 where id = $1`, [
      runId,
      feedKeys.size,
      ids.length,
      fetchedBytes(),
    ]);
    return { runId, status: 'succeeded', active: active.length, vanished: vanished.length, removed: ids.length, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await pool.query(`update sync_run set status = 'failed', finished_at = now(), error = $2, bytes_fetched = $3 where id = $1`, [
      runId,
      message,
      fetchedBytes(),
    ]);
    return { runId, status: 'failed', active: 0, vanished: 0, removed: 0, error: message };
  }
}
