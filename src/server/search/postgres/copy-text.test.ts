/** COPY's text format read back as it streams: NULLs, escapes, and chunks cut anywhere. */
import { describe, expect, it } from 'vitest';
import { type CopyFields, CopyTextReader } from './copy-text.ts';
import { copyTextLine } from './fact-copy.fixture.ts';

function readAll(bytes: Buffer, chunkBytes: number): CopyFields[] {
  const rows: CopyFields[] = [];
  const reader = new CopyTextReader((fields) => rows.push(fields));
  for (let at = 0; at < bytes.length; at += chunkBytes) reader.push(bytes.subarray(at, at + chunkBytes));
  reader.end();
  return rows;
}

describe('COPY text reader', () => {
  it('reads NULLs, empty text and the escapes PostgreSQL writes, whatever the chunks', () => {
    // As PostgreSQL writes them: a NULL, an empty string, a tab, a line break and a backslash in text.
    const bytes = Buffer.from('1\t\\N\t\tÎle-Bizard\n2\ta\\tb\tline\\nbreak\tback\\\\slash\n');
    const expected = [
      ['1', null, '', 'Île-Bizard'],
      ['2', 'a\tb', 'line\nbreak', 'back\\slash'],
    ];
    // One byte at a time cuts "Î" (two bytes in UTF-8) and every escape in two.
    for (const chunkBytes of [1, 2, 3, 7, bytes.length]) expect(readAll(bytes, chunkBytes)).toEqual(expected);
  });

  it('reads octal and hex escapes, which COPY accepts and may write', () => {
    expect(readAll(Buffer.from('\\101\\x42\\v\n'), 4)).toEqual([['AB\v']]);
  });

  it('reads back what the test stand-in writes', () => {
    const fields = [42, true, null, 'tab\there', 'Saint-Lazare \\ Québec', 43.65, -79.38];
    expect(readAll(Buffer.from(`${copyTextLine(fields)}\n`), 5)).toEqual([['42', 't', null, 'tab\there', 'Saint-Lazare \\ Québec', '43.65', '-79.38']]);
  });

  it('refuses output that ends inside a row', () => {
    const reader = new CopyTextReader(() => undefined);
    reader.push(Buffer.from('1\tcomplete\n2\ttor'));
    expect(() => reader.end()).toThrow(/ended inside a row/);
  });
});
