/**
 * A legacy TREB export file (JSON array, NDJSON or CSV with the legacy column names: Ml_num,
 * Addr, Orig_dol, Type_own1_out, S_r, Rm1_out, ...). The whole file is read and sorted once by
 * (timestamp, key) so it pages exactly like the RESO source; export files are a one-off
 * migration path, so holding one in memory is acceptable.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import type { FeedClass } from '#shared/listing-classes.ts';
import type { FeedCursor, FeedScope, FeedSource } from './feed-source.ts';
import { legacyClassOf, legacyToReso } from './legacy-treb.ts';

type Row = Record<string, unknown>;

export async function readLegacyFile(filePath: string): Promise<Row[]> {
  const content = await fs.readFile(filePath, 'utf8');
  const extension = path.extname(filePath).toLowerCase();
  if (extension === '.csv') {
    const parsed = Papa.parse<Row>(content, { header: true, skipEmptyLines: true, dynamicTyping: false });
    if (parsed.errors.length > 0 && parsed.data.length === 0) throw new Error(`could not read ${filePath}: ${parsed.errors[0]?.message}`);
    return parsed.data;
  }
  if (extension === '.ndjson' || extension === '.jsonl') {
    return content
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line, index) => {
        try {
          return JSON.parse(line) as Row;
        } catch {
          throw new Error(`${filePath}:${index + 1} is not valid JSON`);
        }
      });
  }
  const parsed = JSON.parse(content) as unknown;
  if (Array.isArray(parsed)) return parsed as Row[];
  const wrapped = (parsed as { value?: unknown; data?: unknown }).value ?? (parsed as { data?: unknown }).data;
  if (Array.isArray(wrapped)) return wrapped as Row[];
  throw new Error(`${filePath} holds neither an array of records nor { value: [...] }`);
}

export class TrebFileSource implements FeedSource {
  readonly name = 'file';
  private records: Row[] | undefined;

  constructor(
    private readonly filePath: string,
    /** An export from a VOW (or back-office) licence carries sold prices and dates (Sp_dol, Cd, Dom). */
    readonly scope: FeedScope = 'idx',
  ) {}

  private async load(): Promise<Row[]> {
    if (!this.records) {
      const rows = await readLegacyFile(this.filePath);
      // Records that are already RESO-shaped pass through; legacy ones are translated.
      this.records = rows.map((row) => ('ListingKey' in row ? row : { ...legacyToReso(row), __legacyClass: legacyClassOf(row) }));
    }
    return this.records;
  }

  private static compare(a: Row, b: Row): number {
    const ta = String(a.ModificationTimestamp ?? '');
    const tb = String(b.ModificationTimestamp ?? '');
    if (ta !== tb) return ta < tb ? -1 : 1;
    const ka = String(a.ListingKey ?? '');
    const kb = String(b.ListingKey ?? '');
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  }

  async *pages(feedClass: FeedClass, cursor: FeedCursor | null, pageSize: number): AsyncIterable<unknown[]> {
    const records = (await this.load())
      .filter((row) => classOf(row) === feedClass)
      .filter((row) => !cursor || TrebFileSource.compare(row, { ModificationTimestamp: cursor.ts, ListingKey: cursor.key }) > 0)
      .sort(TrebFileSource.compare);
    for (let index = 0; index < records.length; index += pageSize) {
      yield records.slice(index, index + pageSize).map(({ __legacyClass: _class, ...rest }) => rest);
    }
  }

  async *activeKeys(feedClass: FeedClass): AsyncIterable<string[]> {
    const keys = (await this.load())
      .filter((row) => classOf(row) === feedClass && String(row.ContractStatus ?? 'Available') !== 'Unavailable')
      .map((row) => String(row.ListingKey));
    yield keys;
  }
}

function classOf(row: Row): FeedClass | undefined {
  if (typeof row.__legacyClass === 'string') return row.__legacyClass as FeedClass;
  const type = String(row.PropertyType ?? '').toLowerCase();
  if (type.includes('condo')) return 'condo';
  if (type.includes('commercial')) return 'commercial';
  if (type.includes('resid')) return 'residential';
  return undefined;
}
