/**
 * What SQL helpers take: anything that runs a query, the pool (autocommit) or one connection of
 * it (inside `runInTransaction`), so the caller decides which transaction a statement joins.
 */
import type pg from 'pg';

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
