/**
 * MikroORM on PostgreSQL: one ORM per process; the tRPC context forks an EntityManager on first
 * use, for the few CRUD tables with entities (ARCHITECTURE.md, "Data access"). Migrations are
 * applied on start (`migrate`). Other SQL runs on the pg pool (`services.pool`); the search
 * engine's statements run on this ORM's pool (`search/postgres/sql-runner.ts`).
 */
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.ts';
import { MIGRATIONS } from '../../../migrations/index.ts';

export type Orm = MikroORM;
export type Em = EntityManager;

export interface OrmOptions {
  databaseUrl: string;
  poolMax?: number;
  debug?: boolean;
  /** PostgreSQL's statement_timeout for every connection (the web role's ORM); none when unset. */
  statementTimeoutMs?: number;
  /** The migration list (tests add a failing one); defaults to migrations/index.ts. */
  migrations?: typeof MIGRATIONS;
}

export async function createOrm(options: OrmOptions): Promise<Orm> {
  // MikroORM reads host, user and database from the URL but drops its query: the process's
  // application_name (see database-url.ts) is handed to knex's connections here.
  const applicationName = new URL(options.databaseUrl).searchParams.get('application_name');
  // pg sends both as startup parameters of each connection knex opens.
  const connection = {
    ...(applicationName ? { application_name: applicationName } : {}),
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  };
  return MikroORM.init({
    clientUrl: options.databaseUrl,
    ...(Object.keys(connection).length > 0 ? { driverOptions: { connection } } : {}),
    entities: ENTITIES,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    migrations: {
      migrationsList: options.migrations ?? MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      tableName: 'mikro_orm_migrations',
      // Migrations are hand-written SQL; no schema snapshot files in migrations/.
      snapshot: false,
    },
  });
}

export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}
