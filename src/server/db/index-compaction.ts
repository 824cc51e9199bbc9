/**
 * Rebuilds the listing tables' indexes after an import that wrote many listings.
 *
 * An index filled one page of listings at a time ends up far larger than one built over the same
 * rows at once: a GIN index takes each page's words into posting lists it keeps splitting, and a
 * B-tree over prices or places splits pages all over the tree. After a 30,000-listing first import
 * the full-text index held 506 bytes a listing and the admin's trigram index 450; rebuilt, 338
 * and 246, and the four sort indexes ~60 bytes less each
 * (docs/decisions/2026-11-27-index-compaction-after-bulk-import.md).
 *
 * `REINDEX INDEX CONCURRENTLY` builds each index again beside the old one and swaps them: reads
 * and writes go on meanwhile, and one index at a time needs its own size again on disk, not the
 * whole table's. A rebuild that fails leaves an invalid copy (`…_ccnew`), which the next
 * compaction drops before it starts.
 */
import type { Queryable } from './queryable.ts';

/** The tables an import writes listing by listing. */
export const COMPACTED_TABLES = ['listing', 'listing_raw', 'listing_media', 'listing_event', 'listing_property'] as const;

/** A run (one class of the feed) that inserted at least this many listings… */
export const COMPACT_FROM_INSERTED = 10_000;
/** …and at least this share of all listings (a first import, a board's history) leaves indexes worth rebuilding. */
export const COMPACT_FROM_SHARE = 0.25;

export function needsIndexCompaction(inserted: number, listings: number): boolean {
  return inserted >= COMPACT_FROM_INSERTED && inserted >= listings * COMPACT_FROM_SHARE;
}

/** The indexes of the listing tables (`i`: pg_index, `c`: the index's pg_class row), for the statements below. */
const LISTING_INDEXES_SQL = `pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
  where t.relname in (${COMPACTED_TABLES.map((table) => `'${table}'`).join(', ')}) and t.relnamespace = 'public'::regnamespace`;

export interface CompactionResult {
  indexes: number;
  bytesBefore: number;
  bytesAfter: number;
}

async function indexBytes(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(`select coalesce(sum(pg_relation_size(i.indexrelid)), 0)::text as bytes from ${LISTING_INDEXES_SQL}`);
  return Number(rows[0]!.bytes);
}

/** Rebuilds every index of the listing tables, one at a time, without blocking the site. */
export async function compactListingIndexes(db: Queryable, log: (line: string) => void = () => undefined): Promise<CompactionResult> {
  // A copy an interrupted rebuild left behind is invalid: never used, but written on every insert.
  const { rows: leftovers } = await db.query<{ name: string }>(
    `select c.relname as name from ${LISTING_INDEXES_SQL} and not i.indisvalid and c.relname like '%\\_ccnew%'`,
  );
  for (const { name } of leftovers) await db.query(`drop index concurrently if exists public."${name}"`);

  const { rows: indexes } = await db.query<{ name: string }>(
    `select c.relname as name from ${LISTING_INDEXES_SQL} and i.indisvalid order by pg_relation_size(i.indexrelid) desc`,
  );
  const bytesBefore = await indexBytes(db);
  for (const { name } of indexes) await db.query(`reindex index concurrently public."${name}"`);
  const bytesAfter = await indexBytes(db);
  log(`compacted ${indexes.length} indexes of the listing tables: ${Math.round(bytesBefore / 1048576)} MB → ${Math.round(bytesAfter / 1048576)} MB`);
  return { indexes: indexes.length, bytesBefore, bytesAfter };
}
