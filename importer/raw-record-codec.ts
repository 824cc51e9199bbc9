/**
 * The feed's raw record as stored in `listing_raw.packed`: its JSON deflated (raw deflate) with a
 * preset dictionary of typical records, one format byte first. A record of ~2.4 KB packs into
 * ~0.5 KB; PostgreSQL's own pglz saves a sixth of the same jsonb (records are too small for it to
 * find repetition inside one), and the embedded PostgreSQL has no lz4. Only the admin's record view
 * and the re-mapping of a corrected field read it, one listing at a time.
 */
import type pg from 'pg';
import { packJson, unpackJson, type PackedJsonFormat } from './packed-json.ts';
import { RAW_RECORD_DICTIONARY_1 } from './raw-record-dictionary.ts';

const FORMAT_1: PackedJsonFormat = { format: 1, dictionary: Buffer.from(RAW_RECORD_DICTIONARY_1, 'utf8'), level: 1, name: 'raw record' };

/**
 * The raw fields SQL reads by name (the building page: `coalesce(raw, read_fields) ->> 'BuildingName'`),
 * written beside the packed record when the record has any.
 */
export const RAW_FIELDS_READ_IN_SQL = ['BuildingName', 'YearBuilt'] as const;

export function rawFieldsReadInSql(raw: Record<string, unknown>): Record<string, unknown> | null {
  const present = RAW_FIELDS_READ_IN_SQL.filter((name) => raw[name] !== undefined && raw[name] !== null);
  return present.length === 0 ? null : Object.fromEntries(present.map((name) => [name, raw[name]]));
}

/**
 * The record's JSON text, packed. Level 1: with the dictionary it packs 565 bytes in ~50 µs where
 * level 6 packs 497 in ~115 µs (sample records, one core shared with a benchmark), and this runs
 * on the importer's one thread for every record it writes.
 */
export function packRawRecord(json: string): Buffer {
  return packJson(json, FORMAT_1);
}

/** The record packRawRecord packed. */
export function unpackRawRecord(packed: Buffer): Record<string, unknown> {
  return unpackJson(packed, FORMAT_1) as Record<string, unknown>;
}

/**
 * A listing's raw record as the feed sent it (rooms and media left out), or null (an agent's own
 * listing). Rows moved by the migration that made listing_raw are plain jsonb until the feed
 * sends the listing again.
 */
export async function readRawRecord(pool: pg.Pool | pg.PoolClient, listingId: number): Promise<Record<string, unknown> | null> {
  const { rows } = await pool.query<{ raw: Record<string, unknown> | null; packed: Buffer | null }>(
    'select raw, packed from listing_raw where listing_id = $1',
    [listingId],
  );
  const row = rows[0];
  if (!row) return null;
  return row.packed ? unpackRawRecord(row.packed) : row.raw;
}
