/**
 * What a listing costs on disk, all in: every table a listing's rows live in (heap, TOAST and
 * indexes, by pg_total_relation_size) over the number of listings. A table a migration has not
 * made yet counts as nothing. Printed by bench:import (after an import through the importer) and
 * bench:search (the database it searches, at two million listings the generator's).
 */
import type pg from 'pg';

const LISTING_TABLES = ['listing', 'listing_raw', 'listing_media', 'listing_event', 'listing_property'];

export interface ListingStorage {
  listings: number;
  /** Per table, per listing: "name heap/TOAST/indexes" (TOAST with the free space and visibility maps). */
  tables: string[];
  /** Bytes of all the tables. */
  total: number;
  bytesPerListing: number;
}

export async function storagePerListing(pool: pg.Pool): Promise<ListingStorage> {
  const { rows } = await pool.query<{ name: string; bytes: string; heap: string; toast: string; indexes: string }>(
    `select name, coalesce(pg_total_relation_size(to_regclass(name)), 0)::text as bytes,
       coalesce(pg_relation_size(to_regclass(name)), 0)::text as heap,
       coalesce(pg_table_size(to_regclass(name)) - pg_relation_size(to_regclass(name)), 0)::text as toast,
       coalesce(pg_indexes_size(to_regclass(name)), 0)::text as indexes
     from unnest($1::text[]) as name`,
    [LISTING_TABLES],
  );
  const { rows: counted } = await pool.query<{ count: string }>('select count(*)::text as count from listing');
  const listings = Number(counted[0]!.count);
  const perListing = (bytes: string) => Math.round(Number(bytes) / Math.max(1, listings));
  const total = rows.reduce((sum, row) => sum + Number(row.bytes), 0);
  const tables = rows.map((row) => `${row.name} ${perListing(row.heap)}/${perListing(row.toast)}/${perListing(row.indexes)}`);
  return { listings, tables, total, bytesPerListing: Math.round(total / Math.max(1, listings)) };
}
