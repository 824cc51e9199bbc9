/**
 * Runs numbered-parameter SQL ($1, $2…) on a connection of the ORM's own pool, so the engines
 * need no pool of their own and keep PostgreSQL's native parameters (arrays included).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
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

export function sqlRunner(orm: Orm): SqlRunner {
  return async <Row extends object>(statement: SqlStatement): Promise<Row[]> => {
    const client = (orm.em as EntityManager).getConnection().getKnex().client;
    const connection = (await client.acquireConnection()) as pg.Client;
    try {
      return await runStatement<Row>(connection, statement);
    } finally {
      await client.releaseConnection(connection);
    }
  };
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
