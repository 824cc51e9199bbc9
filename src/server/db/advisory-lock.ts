/**
 * A PostgreSQL session-level advisory lock held on one dedicated connection for the whole of
 * `work`. Taking it through a pool would be wrong: the lock belongs to whichever pooled connection
 * ran `pg_advisory_lock`, the unlock may run on another (and do nothing), and the lock then stays
 * held by an idle connection until the pool closes it, while every other process waits.
 */
import pg from 'pg';

export async function withAdvisoryLock<T>(databaseUrl: string, key: number, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // a lost connection rejects the pending query; the lock goes with it
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) {
      onWait?.();
      await client.query('select pg_advisory_lock($1)', [key]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
