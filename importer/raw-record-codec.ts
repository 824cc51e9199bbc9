/**
 * The feed's raw record as stored in `listing_raw.packed`: its JSON deflated (raw deflate) with a
 * preset dictionary of typical records, one format byte first. A record of ~2.4 KB packs into
 * ~0.5 KB; PostgreSQL's own pglz saves a sixth of the same jsonb (records are too small for it to
 * find repetition inside one), and the embedded PostgreSQL has no lz4. Only the admin's record view
 * and the re-mapping of a corrected field read it, one listing at a time.
 */
import zlib from 'node:zlib';
import type pg from 'pg';
import { RAW_RECORD_DICTIONARY_1 } from './raw-record-dictionary.ts';

const FORMAT_DEFLATE_DICTIONARY_1 = 1;
const DICTIONARY_1 = Buffer.from(RAW_RECORD_DICTIONARY_1, 'utf8');

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
  const deflated = zlib.deflateRawSync(json, { level: 1, dictionary: DICTIONARY_1 });
  const packed = Buffer.allocUnsafe(deflated.length + 1);
  packed[0] = FORMAT_DEFLATE_DICTIONARY_1;
  deflated.copy(packed, 1);
  return packed;
}

/** The record packRawRecord packed. */
export function unpackRawRecord(packed: Buffer): Record<string, unknown> {
  if (packed[0] !== FORMAT_DEFLATE_DICTIONARY_1) throw new Error(`unknown raw record format ${packed[0]}`);
  return JSON.parse(zlib.inflateRawSync(packed.subarray(1), { dictionary: DICTIONARY_1 }).toString('utf8')) as Record<string, unknown>;
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
