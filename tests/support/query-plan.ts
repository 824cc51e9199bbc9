/**
 * Test helpers for statements whose plan is what a test holds: the plan as text, and work on one
 * connection in a transaction rolled back after it (local settings, dropped indexes or statistics,
 * throw-away rows), so the other tests see the database as it was.
 */
import type pg from 'pg';

/** EXPLAIN's lines for a statement, as one text. */
export async function explainText(db: pg.Pool | pg.PoolClient, text: string, values: unknown[] = []): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${text}`, values);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Runs `work` on one connection in a transaction that is rolled back, whatever `work` does. */
export async function inRolledBackTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    return await work(client);
  } finally {
    await client.query('rollback');
    client.release();
  }
}
