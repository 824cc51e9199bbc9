/**
 * Runs numbered-parameter SQL ($1, $2…) on a connection of the ORM's own pool, so the engines
 * need no pool of their own and keep PostgreSQL's native parameters (arrays included).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Orm } from '../../db/orm.ts';

export interface SqlStatement {
  text: string;
  values: unknown[];
  /** A prepared statement's name (db/prepared-statement.ts): only for text that never changes. */
  name?: string;
  /** PostgreSQL's work_mem for this statement alone (it then runs in a transaction of its own), e.g. '64MB'. */
  workMem?: string;
}

export type SqlRunner = <Row extends object>(statement: SqlStatement) => Promise<Row[]>;

/**
 * Runs a `copy (…) to stdout` and hands each chunk of its output to `onChunk` as it arrives. The
 * output is read to its end even after `onChunk` throws, so the connection goes back to the pool
 * with nothing left on the wire; the first error is thrown then.
 */
export type CopyOutRunner = (copySql: string, onChunk: (chunk: Buffer) => void) => Promise<void>;

/** Runs `use` on a connection of the ORM's pool, given back afterwards whatever happens. */
async function withConnection<T>(orm: Orm, use: (connection: pg.Client) => Promise<T>): Promise<T> {
  const client = (orm.em as EntityManager).getConnection().getKnex().client;
  const connection = (await client.acquireConnection()) as pg.Client;
  try {
    return await use(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}

export function copyOutRunner(orm: Orm): CopyOutRunner {
  return async (copySql, onChunk) => {
    const failure = await withConnection(orm, async (connection) => {
      let first: { error: unknown } | null = null;
      for await (const chunk of connection.query(copyTo(copySql)) as AsyncIterable<Buffer>) {
        if (first) continue;
        try {
          onChunk(chunk);
        } catch (error) {
          first = { error };
        }
      }
      return first;
    });
    if (failure) throw failure.error;
  };
}

export function sqlRunner(orm: Orm): SqlRunner {
  return <Row extends object>(statement: SqlStatement): Promise<Row[]> => withConnection(orm, (connection) => runStatement<Row>(connection, statement));
}

/** Runs one statement on a connection, with its own work_mem when it asks for one. */
export async function runStatement<Row extends object>(connection: pg.ClientBase, statement: SqlStatement): Promise<Row[]> {
  const { workMem, ...query } = statement;
  if (!workMem) return (await connection.query<Row>(query)).rows;
  await connection.query(`begin; set local work_mem = '${workMem}'`);
  try {
    const result = await connection.query<Row>(query);
    await connection.query('commit');
    return result.rows;
  } catch (error) {
    await connection.query('rollback');
    throw error;
  }
}
