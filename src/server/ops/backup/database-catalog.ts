/**
 * What the backup reads from PostgreSQL's catalog: the app's tables (schema `public`, without
 * MikroORM's migration log, which the restore rebuilds by migrating), their stored columns, the
 * foreign keys that order them, sequences and materialized views. Read inside the backup's
 * snapshot, so the list and the rows agree.
 */
import pg from 'pg';

type Queryable = Pick<pg.ClientBase, 'query'>;

export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface CatalogTable {
  name: string;
  /** Stored columns in table order (generated columns are computed again on restore). */
  columns: string[];
  isPartitioned: boolean;
}

export async function listTables(db: Queryable): Promise<CatalogTable[]> {
  const { rows } = await db.query<{ name: string; kind: string; columns: string[] }>(
    `select c.relname as name, c.relkind::text as kind,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> $1`,
    [MIGRATIONS_TABLE],
  );
  const { rows: keys } = await db.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = rows.map((row) => ({ name: row.name, columns: row.columns, isPartitioned: row.kind === 'p' }));
  return orderParentsFirst(tables, keys);
}

/**
 * Parents before the tables that reference them, so a restore without the right to switch off
 * foreign-key checks (a managed database) can still load the rows in archive order. Ties and
 * cycles fall back to the name order, which keeps archives of equal databases equal.
 */
export function orderParentsFirst<T extends { name: string }>(tables: T[], keys: { child: string; parent: string }[]): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const parentsOf = new Map<string, Set<string>>(tables.map((table) => [table.name, new Set()]));
  for (const { child, parent } of keys) {
    if (child !== parent && byName.has(parent)) parentsOf.get(child)?.add(parent);
  }
  const ordered: T[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const readyAt = remaining.findIndex((table) => [...parentsOf.get(table.name)!].every((parent) => placed.has(parent)));
    const [next] = remaining.splice(Math.max(readyAt, 0), 1);
    ordered.push(next!);
    placed.add(next!.name);
  }
  return ordered;
}

export async function listSequences(db: Queryable): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const sequences = [];
  for (const { name } of rows) {
    const { rows: state } = await db.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from public.${pg.escapeIdentifier(name)}`,
    );
    sequences.push({ name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return sequences;
}

export async function listMaterializedViews(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'm' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Applied migrations oldest first; empty when the database was never migrated. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows: exists } = await db.query<{ present: boolean }>(`select to_regclass($1) is not null as present`, [`public.${MIGRATIONS_TABLE}`]);
  if (!exists[0]?.present) return [];
  const { rows } = await db.query<{ name: string }>(`select name from public.${MIGRATIONS_TABLE} order by id`);
  return rows.map((row) => row.name);
}

export const quoteColumns = (columns: string[]) => columns.map((column) => pg.escapeIdentifier(column)).join(', ');
