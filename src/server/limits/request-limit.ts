/**
 * Fixed-window limits counted in PostgreSQL, so that a limit holds however many web processes
 * answer (an in-memory counter per process multiplied it by their number). One upsert per hit:
 * the row of `key` is created, counted, or restarted when its window has ended, atomically.
 */
import type { Queryable } from '../db/queryable.ts';

export interface Limit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Records one hit on `key` and tells whether it is within the limit. Inside a transaction the hit
 * is undone with it (and hits on the same key wait for it).
 */
export async function hitLimit(db: Queryable, key: string, limit: Limit): Promise<boolean> {
  const { rows } = await db.query<{ hits: number; inserted: boolean }>(
    `insert into request_limit (key, hits, window_ends_at) values ($1, 1, now() + $2 * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when request_limit.window_ends_at <= now() then 1 else request_limit.hits + 1 end,
       window_ends_at = case when request_limit.window_ends_at <= now() then excluded.window_ends_at else request_limit.window_ends_at end
     returning hits, (xmax = 0) as inserted`,
    [key, limit.windowMs],
  );
  const row = rows[0]!;
  // A new key is the moment to drop a few ended windows: the table stays as small as the keys in use.
  if (row.inserted) {
    await db.query(`delete from request_limit where key in (select key from request_limit where window_ends_at < now() limit 50 for update skip locked)`);
  }
  return row.hits <= limit.max;
}

/** Ends `key`'s window: its next hit starts a new one (a successful sign-in clears its failures). */
export async function clearLimit(db: Queryable, key: string): Promise<void> {
  await db.query('delete from request_limit where key = $1', [key]);
}
