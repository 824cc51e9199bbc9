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

export function packJson(json: string, { format, dictionary, level }: PackedJsonFormat): Buffer {
  const deflated = zlib.deflateRawSync(json, { level, dictionary });
  const packed = Buffer.allocUnsafe(deflated.length + 1);
  packed[0] = format;
  deflated.copy(packed, 1);
  return packed;
}

export function unpackJson(packed: Buffer, { format, dictionary, name }: PackedJsonFormat): unknown {
  if (packed[0] !== format) throw new Error(`unknown ${name} format ${packed[0]}`);
  return JSON.parse(zlib.inflateRawSync(packed.subarray(1), { dictionary }).toString('utf8'));
}
