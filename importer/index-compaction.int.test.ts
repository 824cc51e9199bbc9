/**
 * The index compaction after a large import (db/index-compaction.ts) against real PostgreSQL: it
 * rebuilds every index of the listing tables in place, leaves them valid and used, and drops the
 * invalid copy an interrupted rebuild leaves behind.
 */
import { describe, expect, it } from 'vitest';
import { COMPACTED_TABLES, compactListingIndexes } from '#server/db/index-compaction.ts';
import { importerTestApp } from './testing/importer-test-app.ts';
import { importSample } from './testing/import-sample.ts';
import { runIndexCompaction } from './importer.jobs.ts';
import { explainText } from '../tests/support/query-plan.ts';

const INDEXES_SQL = `select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
  where t.relname = any($1::text[]) order by 1`;

describe('listing index compaction', () => {
  const { app, sql } = importerTestApp();

  it('rebuilds every index of the listing tables, valid, and drops an interrupted rebuild’s copy', async () => {
    await importSample(app(), { count: 400 });
    const before = await sql<{ name: string; valid: boolean }>(INDEXES_SQL, [COMPACTED_TABLES]);
    expect(before.length).toBeGreaterThan(20);
    // What an interrupted REINDEX CONCURRENTLY leaves: an invalid copy named …_ccnew.
    await sql('create index listing_pkey_ccnew on listing (id)');
    await sql("update pg_index set indisvalid = false where indexrelid = 'listing_pkey_ccnew'::regclass");
    const oidsOf = (names: string[]) =>
      sql<{ name: string; oid: number }>('select relname as name, oid::int as oid from pg_class where relname = any($1::text[])', [names]);
    const names = before.map((index) => index.name);
    const oids = await oidsOf(names);

    const result = await compactListingIndexes(app().services.pool);

    expect(result.indexes).toBe(before.length);
    const after = await sql<{ name: string; valid: boolean }>(INDEXES_SQL, [COMPACTED_TABLES]);
    expect(after).toEqual(before.map((index) => ({ name: index.name, valid: true })));
    // Rebuilt: each index is a new relation under its old name.
    const rebuilt = await oidsOf(names);
    const oldOid = new Map(oids.map((row) => [row.name, row.oid]));
    expect(rebuilt.filter((row) => oldOid.get(row.name) === row.oid)).toEqual([]);
    // And used as before: a listing by its key through the unique index.
    const [listing] = await sql<{ listing_key: string }>('select listing_key from listing order by id limit 1');
    expect(await explainText(app().services.pool, 'select id from listing where listing_key = $1', [listing!.listing_key])).toMatch(/listing_key_unique/);
  });

  it('waits while an import run is going, asking again in five minutes, and rebuilds once none is', async () => {
    const [run] = await sql<{ id: number }>(
      `insert into sync_run (source, feed_class, kind, status) values ('sample', 'condo', 'sync', 'running') returning id`,
    );
    const oid = async () => (await sql<{ oid: number }>("select 'listing_pkey'::regclass::oid::int as oid"))[0]!.oid;
    const before = await oid();
    expect(await runIndexCompaction(app().services)).toBe('waiting');
    const queued = await sql<{ later: boolean }>(
      `select start_after > now() + interval '4 minutes' as later from pgboss.job where name = 'listings.compact-indexes' and state = 'created'`,
    );
    expect(queued).toEqual([{ later: true }]);
    expect(await oid()).toBe(before);

    await sql(`update sync_run set status = 'succeeded', finished_at = now() where id = $1`, [run!.id]);
    expect(await runIndexCompaction(app().services)).toBe('rebuilt');
    expect(await oid()).not.toBe(before);
  });
});
