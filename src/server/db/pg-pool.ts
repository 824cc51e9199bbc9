/**
 * Every pg pool of the app comes from here, with 'error' listeners on the pool and on each client.
 * pg emits 'error' when a connection dies (a terminated backend, a database restart); without a
 * listener that is an uncaught exception that ends the process. pg-pool listens only while a client
 * is idle, so a connection lost while checked out (inside a transaction) needs its own listener.
 * The query in flight rejects with the error anyway, and the pool drops the broken client.
 */
import pg from 'pg';
import { describeError, throttledLog } from './db-errors.ts';

export interface PoolOptions {
  max?: number;
  /** PostgreSQL's statement_timeout for every connection (sent at connect); none when unset. */
  statementTimeoutMs?: number;
  log?: (line: string) => void;
}

export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 4,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  const log = throttledLog(options.log ?? ((line) => console.warn(line)));
  const report = (error: unknown) => log(`[database] ${describeError(error)}`);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}
