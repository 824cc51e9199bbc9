/**
 * Reads a contacts CSV in the browser (papaparse) into the rows the import call takes. The first
 * row is the header and is skipped; only rows with more than 2 columns are sent (admin spec,
 * section 5). A file that is not readable CSV, or has nothing to import, is refused here with a
 * clear message and nothing is sent.
 */
import Papa from 'papaparse';
import { z } from 'zod';
import { MAX_IMPORT_ROWS, ZImportInput, type TImportResultRow } from '#shared/schemas/email.schema.ts';

export interface CsvRows {
  rows: string[][];
  /** Rows after the header with 2 columns or fewer (blank lines are not counted). */
  skipped: number;
}

export class CsvFileError extends Error {}

const NOTHING_IMPORTED = 'Nothing was imported.';

export function rowsFromCsv(text: string): CsvRows {
  if (text.includes('\u0000')) throw new CsvFileError(`This is not a CSV text file. ${NOTHING_IMPORTED}`);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    const where = broken.row !== undefined ? ` near row ${broken.row + 1}` : '';
    throw new CsvFileError(`The file could not be read as CSV: a quote is not closed${where}. ${NOTHING_IMPORTED}`);
  }
  const body = parsed.data.slice(1).map((cells) => cells.map((cell) => String(cell ?? '').trim()));
  const rows = body.filter((cells) => cells.length > 2);
  if (rows.length === 0) {
    throw new CsvFileError(`No rows with a full name, an email and a phone column were found after the header row. ${NOTHING_IMPORTED}`);
  }
  if (rows.length > MAX_IMPORT_ROWS)
    throw new CsvFileError(`The file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once. ${NOTHING_IMPORTED}`);
  const checked = ZImportInput.safeParse(rows);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const rowIndex = typeof issue.path[0] === 'number' ? issue.path[0] : null;
    throw new CsvFileError(`${rowIndex !== null ? `Row ${rowIndex + 1}: ` : ''}${issue.message} ${NOTHING_IMPORTED}`);
  }
  return { rows, skipped: body.length - rows.length };
}

const ZEmail = z.email();

/**
 * An error row can be written over the existing entry (Update) only when its email is an email:
 * a row refused for its address would fail again, so it offers nothing to click.
 */
export function isUpdatable(row: Pick<TImportResultRow, 'status' | 'email'>): boolean {
  return row.status === 'error' && ZEmail.safeParse(row.email.trim()).success;
}
