/**
 * Safe upgrades: two processes starting at once on a new database migrate it once (one waits on
 * the advisory lock, which is released afterwards), and a failing migration changes nothing and
 * stops the start with the migration's name and the database's message.
 */
import { randomBytes } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createOrm, type Orm } from '#server/db/orm.ts';
import { StartupError } from '#server/db/data-dir.ts';
import { AuthService } from '#server/auth/auth.service.ts';
import { prepareDatabase } from '#server/runtime.ts';
import { MIGRATIONS } from '../../migrations/index.ts';
import { createTestDatabase, queryOnce, type TestDatabase } from '../support/test-database.ts';
import { testConfig } from '../support/test-config.ts';

class FineMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table upgrade_fine (id int);');
  }
}
class BrokenMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table upgrade_broken (id int);');
    this.addSql('select 1 / 0;');
  }
}

describe('migrations at start', () => {
  const orms: Orm[] = [];
  const databases: Pick<TestDatabase, 'drop'>[] = [];
  afterAll(async () => {
    for (const orm of orms) await orm.close(true);
    for (const database of databases) await database.drop();
  });

  it('runs them once when two processes start together on a new database, and leaves no lock held', { timeout: 180_000 }, async () => {
    const serverUrl = new URL(inject('databaseServerUrl'));
    const name = `realtor_upgrade_${randomBytes(4).toString('hex')}`;
    await queryOnce(serverUrl.toString(), `create database ${name}`);
    serverUrl.pathname = `/${name}`;
    const url = serverUrl.toString();
    databases.push({ drop: () => queryOnce(inject('databaseServerUrl'), `drop database if exists ${name} with (force)`).then(() => undefined) });

    const config = testConfig(url);
    const auth = new AuthService(config.env.AUTH_SECRET);
    const [first, second] = [await createOrm({ databaseUrl: url, poolMax: 3 }), await createOrm({ databaseUrl: url, poolMax: 3 })];
    orms.push(first!, second!);
    // Without the lock the second one's CREATE TABLEs fail on the first one's tables.
    await Promise.all([prepareDatabase(first!, config, { auth }), prepareDatabase(second!, config, { auth })]);

    const applied = await queryOnce<{ name: string }>(url, 'select name from mikro_orm_migrations order by id');
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    const locks = await queryOnce<{ n: number }>(
      url,
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(locks[0]!.n).toBe(0);
  });

  it('stops on a failing migration with its name and the database message, and changes nothing', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const config = testConfig(database.url);
    const orm = await createOrm({
      databaseUrl: database.url,
      poolMax: 2,
      migrations: [
        ...MIGRATIONS,
        { name: 'Migration20991230000000_fine', class: FineMigration },
        { name: 'Migration20991231000000_broken', class: BrokenMigration },
      ],
    });
    orms.push(orm);

    const failure = await prepareDatabase(orm, config, { auth: new AuthService(config.env.AUTH_SECRET) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(/Migration20991231000000_broken failed.*division by zero/);

    const tables = await queryOnce<{ table_name: string }>(
      database.url,
      `select table_name from information_schema.tables where table_name in ('upgrade_fine', 'upgrade_broken')`,
    );
    expect(tables).toEqual([]);
    const applied = await queryOnce<{ name: string }>(database.url, `select name from mikro_orm_migrations where name like 'Migration2099%'`);
    expect(applied).toEqual([]);
  });
});
