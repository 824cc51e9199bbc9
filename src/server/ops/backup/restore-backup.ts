/**
 * Restores a backup archive into an empty install: check the whole archive (nothing is changed
 * when it is damaged), refuse a database that holds data unless forced, migrate to the archive's
 * migration, load every table with COPY in one transaction, set sequences past the restored
 * rows, put the media back, then apply the migrations newer than the archive.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { AppConfig } from '../../env.ts';
import { createOrm } from '../../db/orm.ts';
import { MIGRATIONS } from '../../../../migrations/index.ts';
import { CONTENT_TYPE_PAX, type Manifest, type TableEntry } from './archive-format.ts';
import { readAll, readArchive } from './archive-reader.ts';
import { appliedMigrations, listTables, quoteColumns } from './database-catalog.ts';
import { contentTypeOf, openMediaFiles } from './media-files.ts';
import { verifyArchive } from './verify-archive.ts';

export class RestoreRefusedError extends Error {}

export interface RestoreOptions {
  archive: string;
  databaseUrl: string;
  config: Pick<AppConfig, 'mediaBucket' | 'mediaDir'>;
  /** Replace a database that already holds data (its schemas are dropped first). */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  mediaBytes: number;
  /** Migrations newer than the archive, applied after its rows were loaded. */
  migratedAfter: string[];
  /** Mails still waiting at backup time: their jobs are not in the archive, so they are not re-sent by themselves. */
  pendingMails: number;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const log = options.log ?? (() => undefined);
  log(`checking ${options.archive}…`);
  const manifest = await verifyArchive(options.archive);
  const known = MIGRATIONS.map((migration) => migration.name);
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `the archive comes from a newer version of the app (${manifest.app.version}; unknown migration ${unknown[0]}): upgrade the app first`,
    );
  }

  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'realtor-restore' });
  await client.connect();
  try {
    await makeRoom(client, manifest, options.force ?? false, log);
    log(`migrating to ${manifest.lastMigration}…`);
    await migrate(options.databaseUrl, manifest.lastMigration);
    const counts = await loadArchive(client, options, manifest, log);
    log('applying newer migrations…');
    const migratedAfter = await migrate(options.databaseUrl);
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from email_delivery where status = 'pending'`);
    return { manifest, ...counts, migratedAfter, pendingMails: rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}

/** Refuses a database holding data (or migrated past the archive) unless forced; forced, empties it. */
async function makeRoom(client: pg.Client, manifest: Manifest, force: boolean, log: (line: string) => void): Promise<void> {
  const applied = await appliedMigrations(client);
  const isAhead = applied.some((name) => !manifest.migrations.includes(name));
  const filled: string[] = [];
  for (const table of await listTables(client)) {
    const { rows } = await client.query<{ present: boolean }>(`select exists (select 1 from public.${pg.escapeIdentifier(table.name)}) as present`);
    if (rows[0]?.present) filled.push(table.name);
  }
  if (filled.length === 0 && !isAhead) return;
  if (!force) {
    const why =
      filled.length > 0 ? `it already holds data (in ${filled.length} tables, e.g. ${filled.slice(0, 3).join(', ')})` : 'its schema is newer than the archive';
    throw new RestoreRefusedError(`Refusing to restore into this database: ${why}. A restore replaces everything; run it again with --force to do so.`);
  }
  log('--force: dropping the existing schema');
  await client.query('drop schema if exists pgboss cascade');
  await client.query('drop schema public cascade');
  await client.query('create schema public');
}

async function migrate(databaseUrl: string, to?: string): Promise<string[]> {
  const orm = await createOrm({ databaseUrl, poolMax: 2 });
  try {
    const applied = await orm.getMigrator().up(to ? { to } : undefined);
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}

/** The second pass over the archive: table parts into PostgreSQL, then media into the storage. */
async function loadArchive(client: pg.Client, options: RestoreOptions, manifest: Manifest, log: (line: string) => void) {
  const tableOf = new Map<string, TableEntry>();
  for (const table of manifest.tables) for (const part of table.parts) tableOf.set(part.path, table);
  const target = new Set((await listTables(client)).map((table) => table.name));
  const missing = manifest.tables.find((table) => !target.has(table.name));
  if (missing) throw new Error(`table ${missing.name} does not exist after migrating to ${manifest.lastMigration}`);

  const files = openMediaFiles(options.config);
  let copying: { table: string; stream: NodeJS.WritableStream & { end(): void } } | undefined;
  let isLoadingRows = false;
  let filesRestored = 0;
  let mediaBytes = 0;
  let triggersOff: string[] = [];
  let indexes: string[] = [];

  const endCopy = async () => {
    if (!copying) return;
    copying.stream.end();
    await finished(copying.stream as NodeJS.WritableStream);
    copying = undefined;
  };
  const finishRows = async () => {
    if (!isLoadingRows) return;
    await endCopy();
    for (const name of triggersOff) await client.query(`alter table public.${pg.escapeIdentifier(name)} enable trigger user`);
    log(`rebuilding ${indexes.length} indexes…`);
    for (const definition of indexes) await client.query(definition);
    await setSequences(client, manifest);
    await client.query('commit');
    isLoadingRows = false;
    for (const view of manifest.materializedViews) await client.query(`refresh materialized view public.${pg.escapeIdentifier(view)}`);
    log(`rows restored: ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} in ${manifest.tables.length} tables`);
  };

  await client.query('begin');
  isLoadingRows = true;
  try {
    triggersOff = await withoutChecks(client, manifest);
    if (manifest.tables.length > 0) {
      await client.query(`truncate ${manifest.tables.map((table) => `public.${pg.escapeIdentifier(table.name)}`).join(', ')} restart identity`);
    }
    indexes = await dropIndexes(client, manifest);
    log(
      `loading ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows${triggersOff.length > 0 ? ' (foreign keys checked: no right to defer them)' : ''}…`,
    );
    for await (const entry of readArchive(options.archive)) {
      const table = tableOf.get(entry.path);
      if (table) {
        if (copying?.table !== table.name) {
          await endCopy();
          const stream = client.query(copyFrom(`copy public.${pg.escapeIdentifier(table.name)} (${quoteColumns(table.columns)}) from stdin`));
          copying = { table: table.name, stream };
        }
        for await (const chunk of entry.body) {
          if (!copying.stream.write(chunk)) await once(copying.stream as NodeJS.EventEmitter, 'drain');
        }
      } else if (entry.path.startsWith('media/')) {
        await finishRows();
        const key = entry.path.slice('media/'.length);
        const body = await readAll(entry.body);
        await files.write(key, { body, contentType: entry.pax[CONTENT_TYPE_PAX] ?? contentTypeOf(key) });
        filesRestored += 1;
        mediaBytes += body.length;
      }
    }
    await finishRows();
  } catch (error) {
    if (isLoadingRows) await client.query('rollback').catch(() => undefined);
    throw error;
  }
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: filesRestored,
    mediaBytes,
  };
}

/**
 * Rows go in as they were, without foreign-key checks or triggers firing (the archive is one
 * consistent snapshot). `session_replication_role = replica` does both but needs a superuser
 * (the embedded database); elsewhere the app's own triggers are switched off inside the
 * transaction (and back on before it commits) and foreign keys are checked, which the archive's
 * parents-first table order satisfies. Returns the tables whose triggers must be switched back on.
 */
async function withoutChecks(client: pg.Client, manifest: Manifest): Promise<string[]> {
  await client.query('savepoint replica');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query('release savepoint replica');
    return [];
  } catch {
    await client.query('rollback to savepoint replica');
    const names = manifest.tables.map((table) => table.name);
    for (const name of names) await client.query(`alter table public.${pg.escapeIdentifier(name)} disable trigger user`);
    return names;
  }
}

/**
 * Like pg_restore, rows go into tables without their indexes, which are then built once from
 * the loaded rows: building a GIN or trigram index in bulk is many times faster than updating it
 * row by row. Indexes that back a constraint (primary keys, unique constraints, the targets of
 * foreign keys) stay. Returns the definitions to run after the load.
 */
async function dropIndexes(client: pg.Client, manifest: Manifest): Promise<string[]> {
  await client.query(`set local maintenance_work_mem = '256MB'`);
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select x.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class x on x.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid
      where t.relnamespace = 'public'::regnamespace and t.relname = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by x.relname`,
    [manifest.tables.map((table) => table.name)],
  );
  for (const row of rows) await client.query(`drop index public.${pg.escapeIdentifier(row.name)}`);
  return rows.map((row) => row.definition);
}

/** Sequences go past every restored id, and never below where the backed-up database had them. */
async function setSequences(client: pg.Client, manifest: Manifest): Promise<void> {
  const { rows: owners } = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`,
  );
  const ownerOf = new Map(owners.map((owner) => [owner.sequence, owner]));
  for (const sequence of manifest.sequences) {
    const owner = ownerOf.get(sequence.name);
    const { rows } = owner
      ? await client.query<{ max: string | null }>(
          `select max(${pg.escapeIdentifier(owner.column)})::text as max from public.${pg.escapeIdentifier(owner.table)}`,
        )
      : { rows: [{ max: null }] };
    const highest = rows[0]?.max ?? null;
    const archived = BigInt(sequence.lastValue);
    if (highest !== null && BigInt(highest) >= archived) {
      await client.query(`select setval($1, $2::bigint, true)`, [`public.${sequence.name}`, highest]);
    } else {
      await client.query(`select setval($1, $2::bigint, $3)`, [`public.${sequence.name}`, sequence.lastValue, sequence.isCalled]);
    }
  }
}
