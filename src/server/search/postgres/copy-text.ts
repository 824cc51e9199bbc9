/**
 * PostgreSQL's COPY text format read as it streams: one line a row, fields split by tabs, `\N`
 * for NULL, and a backslash before the characters that would break the format (a tab, a line
 * break, a backslash). The search reads its listing facts this way: a million rows as node-pg
 * result rows cost a web process ~5 s of CPU (a string and a parser call per field, and the row
 * objects to collect), where split lines cost ~2 s (docs/decisions/2026-11-30-facts-loaded-through-copy.md).
 */
import { StringDecoder } from 'node:string_decoder';

/** A row's fields as COPY wrote them: text, or null for NULL. */
export type CopyFields = (string | null)[];

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** A field's text without COPY's escapes (octal and hex sequences included, which COPY reads and may write). */
function unescapeField(field: string): string {
  return field.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, escaped: string) => {
    if (escaped[0] === 'x' && escaped.length > 1) return String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
    if (/^[0-7]/.test(escaped)) return String.fromCharCode(Number.parseInt(escaped, 8));
    return ESCAPES[escaped] ?? escaped;
  });
}

/**
 * Reads COPY text output chunk by chunk (a chunk may end inside a line, or inside a character's
 * bytes), handing each complete row to `onRow`.
 */
export class CopyTextReader {
  private readonly decoder = new StringDecoder('utf8');
  private rest = '';
  rows = 0;

  constructor(private readonly onRow: (fields: CopyFields) => void) {}

  push(chunk: Buffer): void {
    const text = this.rest + this.decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      this.row(text.slice(start, end));
      start = end + 1;
    }
    this.rest = text.slice(start);
  }

  /** After the last chunk: COPY ends every row with a line break, so anything left is a torn row. */
  end(): void {
    const rest = this.rest + this.decoder.end();
    if (rest !== '') throw new Error(`COPY output ended inside a row: ${rest.slice(0, 80)}`);
  }

  private row(line: string): void {
    const fields: CopyFields = line.split('\t');
    for (let k = 0; k < fields.length; k++) {
      const field = fields[k]!;
      if (field === '\\N') fields[k] = null;
      else if (field.includes('\\')) fields[k] = unescapeField(field);
    }
    this.rows++;
    this.onRow(fields);
  }
}
