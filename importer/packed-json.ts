/**
 * JSON text packed for storage: raw deflate with a preset dictionary, one format byte first.
 * PostgreSQL's pglz finds little to repeat inside one small value (and the embedded PostgreSQL
 * has no lz4); a dictionary of typical values gives deflate what a single value lacks. Each kind
 * of value (the raw record, the room list) has its own format byte and dictionary.
 */
import zlib from 'node:zlib';

export interface PackedJsonFormat {
  /** The first byte of every value packed in this format. */
  format: number;
  /** FROZEN once values are stored: they unpack only with these exact bytes. */
  dictionary: Buffer;
  /** zlib's level: the packing runs on the importer's one thread for every listing it writes. */
  level: number;
  /** What the values are, for the error about a value of another format. */
  name: string;
}

export function packJson(json: string, format: PackedJsonFormat): Buffer {
  return Buffer.concat([Buffer.of(format.format), deflateJson(json, format)]);
}

export function unpackJson(packed: Buffer, format: PackedJsonFormat): unknown {
  if (packed[0] !== format.format) throw new Error(`unknown ${format.name} format ${packed[0]}`);
  return inflateJson(packed.subarray(1), format);
}

/**
 * deflate's window and hash table: a 16 KB window holds a whole dictionary (each is smaller:
 * packed-json.test.ts), and the smaller state is set up faster for every value than zlib's
 * default 32 KB window and memLevel 8, which is most of the time packing a record takes. Inflate's
 * default window reads what a smaller one wrote, so values packed before still read.
 */
export const DEFLATE_WINDOW_BITS = 14;
const DEFLATE_MEM_LEVEL = 6;

/** The deflated bytes alone, for a format that puts more than its byte before them. */
export function deflateJson(json: string, { dictionary, level }: Pick<PackedJsonFormat, 'dictionary' | 'level'>): Buffer {
  return zlib.deflateRawSync(json, { level, dictionary, windowBits: DEFLATE_WINDOW_BITS, memLevel: DEFLATE_MEM_LEVEL });
}

export function inflateJson(deflated: Buffer, { dictionary }: Pick<PackedJsonFormat, 'dictionary'>): unknown {
  return JSON.parse(zlib.inflateRawSync(deflated, { dictionary }).toString('utf8'));
}
