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
}

export type SqlRunner = <Row extends object>(statement: SqlStatement) => Promise<Row[]>;

export function sqlRunner(orm: Orm): SqlRunner {
  return async <Row extends object>(statement: SqlStatement): Promise<Row[]> => {
    const client = (orm.em as EntityManager).getConnection().getKnex().client;
    const connection = (await client.acquireConnection()) as pg.Client;
    try {
      const result = await connection.query<Row>(statement);
      return result.rows;
    } finally {
      await client.releaseConnection(connection);
    }
  };
}
