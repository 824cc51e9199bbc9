/**
 * A stand-in for the listing facts' COPY reads (ListingFacts.load) in tests and bench:facts: the
 * text PostgreSQL would write for these rows, handed over in small chunks cut anywhere (inside a
 * line, inside a character), as a socket delivers them.
 */
import type { FactRow } from './listing-facts.ts';
import type { CopyOutRunner } from './sql-runner.ts';

/** factColumns()'s columns, in its order. */
const FACT_COLUMNS: (keyof FactRow)[] = [
  'id',
  'is_member',
  'newest',
  'latitude',
  'longitude',
  'feed_class',
  'transaction_type',
  'property_sub_type',
  'price',
  'bedrooms',
  'bathrooms',
  'parking_spaces',
  'municipality',
  'municipality_district',
  'community',
];

const CHUNK_BYTES = 997;
/** The characters COPY's text format escapes. */
const FORMAT_CHARACTERS = /[\\\t\n\r]/;

/** A row's fields as a line of COPY's text format (NULL as `\N`, the format's own characters escaped), without its line break. */
export function copyTextLine(fields: readonly (string | number | boolean | null)[]): string {
  return fields
    .map((field) => {
      if (field === null) return '\\N';
      if (typeof field === 'boolean') return field ? 't' : 'f';
      const text = String(field);
      return FORMAT_CHARACTERS.test(text)
        ? text.replace(/[\\\t\n\r]/g, (character) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[character]!)
        : text;
    })
    .join('\t');
}

/** Answers a load's COPY of the rows after an id, as many as its limit, from `rowsAfter`. */
export function factCopyRunner(rowsAfter: (after: number, limit: number) => FactRow[]): CopyOutRunner {
  return async (copySql, onChunk) => {
    const chunk = /id > (\d+) order by id limit (\d+)\) to stdout$/.exec(copySql);
    if (!chunk) throw new Error(`no stand-in for: ${copySql.slice(0, 80)}`);
    const lines = rowsAfter(Number(chunk[1]), Number(chunk[2])).map((row) => `${copyTextLine(FACT_COLUMNS.map((column) => row[column]))}\n`);
    const bytes = Buffer.from(lines.join(''));
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) onChunk(bytes.subarray(at, at + CHUNK_BYTES));
  };
}
