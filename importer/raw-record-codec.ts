/**
 * The feed's raw record as stored in `listing_raw.packed`: its JSON deflated (raw deflate) with a
 * preset dictionary of typical records, one format byte first. A record of ~2.4 KB packs into
 * ~0.5 KB; PostgreSQL's own pglz saves a sixth of the same jsonb (records are too small for it to
 * find repetition inside one), and the embedded PostgreSQL has no lz4. Only the admin's record view
 * and the re-mapping of a corrected field read it, one listing at a time.
 *
 * Format 2 leaves out the fields the mapping keeps exactly in a column only the importer writes
 * (RAW_FIELDS_IN_COLUMNS), a bit each in a 16-bit mask after the format byte, and reads them back
 * from the listing's row: a fifth fewer bytes (docs/decisions/2026-11-29-raw-record-without-column-fields.md).
 * Format 1 records (every field packed) still read.
 */
import type pg from 'pg';
import { deflateJson, inflateJson, unpackJson, type PackedJsonFormat } from './packed-json.ts';
import { RAW_RECORD_DICTIONARY_1 } from './raw-record-dictionary.ts';
import type { ListingRow } from '#server/modules/listings/listing-row.ts';

const DICTIONARY_1 = Buffer.from(RAW_RECORD_DICTIONARY_1, 'utf8');
/**
 * Level 6 in deflateJson's smaller window: 415 bytes a sample record (format 2's fields) where
 * level 1 packed 457, for ~9 µs more a record (docs/decisions/2026-11-29-packed-values-level-6.md).
 */
const FORMAT_1: PackedJsonFormat = { format: 1, dictionary: DICTIONARY_1, level: 6, name: 'raw record' };
/** Format 2 packs its JSON as format 1 does; the mask sits between the format byte and the deflated bytes. */
const FORMAT_2 = 2;
const MASK_BYTES = 2;

/**
 * Raw fields the mapping (map-listing.ts) copies unchanged into a column the agent cannot correct
 * and only the importer writes (listing-columns.ts: 'feed'), with that column. FROZEN order: a
 * field's bit in format 2's mask is its index. A field appended later takes the next bit.
 */
export const RAW_FIELDS_IN_COLUMNS = [
  ['ListingKey', 'listing_key'],
  ['StreetNumber', 'street_number'],
  ['StreetName', 'street_name'],
  ['StreetSuffix', 'street_suffix'],
  ['CityRegion', 'community'],
  ['PostalCode', 'postal_code'],
  ['CrossStreet', 'cross_street'],
  ['PublicRemarksExtras', 'extras'],
  ['ContractStatus', 'contract_status'],
  ['StandardStatus', 'standard_status'],
  ['MlsStatus', 'mls_status'],
  ['ListOfficeName', 'list_office_name'],
] as const satisfies readonly (readonly [string, keyof ListingRow])[];

type ColumnOfRawField = (typeof RAW_FIELDS_IN_COLUMNS)[number][1];
/** The columns a format 2 record is read back with. */
export type RawRecordColumns = Pick<ListingRow, ColumnOfRawField>;

/** The columns as SQL reads them for readRawRecord (alias `l`). */
const COLUMNS_SQL = RAW_FIELDS_IN_COLUMNS.map(([, column]) => `l.${column}`).join(', ');

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
 * The record without the fields its row's columns hold (a non-null value the column holds as it
 * is), and which those are, a bit each. The left-out fields are set to undefined, which JSON
 * leaves out, on a shallow copy.
 */
export function withoutColumnFields(raw: Record<string, unknown>, columns: RawRecordColumns): { record: Record<string, unknown>; leftOut: number } {
  let record = raw;
  let leftOut = 0;
  RAW_FIELDS_IN_COLUMNS.forEach(([field, column], bit) => {
    const value = raw[field];
    if (value === null || value === undefined || value !== columns[column]) return;
    if (record === raw) record = { ...raw };
    record[field] = undefined;
    leftOut |= 1 << bit;
  });
  return { record, leftOut };
}

/**
 * The record's JSON text, packed, `leftOut` naming the fields withoutColumnFields left out. Level
 * 1: with the dictionary it packs 565 bytes in ~50 µs where level 6 packs 497 in ~115 µs (sample
 * records, one core shared with a benchmark), and this runs on the importer's one thread for
 * every record it writes.
 */
export function packRawRecord(json: string, leftOut: number): Buffer {
  const header = Buffer.alloc(1 + MASK_BYTES);
  header[0] = FORMAT_2;
  header.writeUInt16LE(leftOut, 1);
  return Buffer.concat([header, deflateJson(json, FORMAT_1)]);
}

/** The record packRawRecord packed, its left-out fields read back from `columns` (the listing's row). */
export function unpackRawRecord(packed: Buffer, columns: RawRecordColumns | null): Record<string, unknown> {
  if (packed[0] !== FORMAT_2) return unpackJson(packed, FORMAT_1) as Record<string, unknown>;
  const leftOut = packed.readUInt16LE(1);
  const record = inflateJson(packed.subarray(1 + MASK_BYTES), FORMAT_1) as Record<string, unknown>;
  if (leftOut === 0) return record;
  if (!columns) throw new Error('a raw record packed without its column fields needs its listing’s columns');
  RAW_FIELDS_IN_COLUMNS.forEach(([field, column], bit) => {
    if (leftOut & (1 << bit)) record[field] = columns[column];
  });
  return record;
}

/**
 * A listing's raw record as the feed sent it (rooms and media left out), or null (an agent's own
 * listing). Rows moved by the migration that made listing_raw are plain jsonb until the feed
 * sends the listing again.
 */
export async function readRawRecord(pool: pg.Pool | pg.PoolClient, listingId: number): Promise<Record<string, unknown> | null> {
  const { rows } = await pool.query<{ raw: Record<string, unknown> | null; packed: Buffer | null } & RawRecordColumns>(
    `select r.raw, r.packed, ${COLUMNS_SQL} from listing_raw r join listing l on l.id = r.listing_id where r.listing_id = $1`,
    [listingId],
  );
  const row = rows[0];
  if (!row) return null;
  return row.packed ? unpackRawRecord(row.packed, row) : row.raw;
}
