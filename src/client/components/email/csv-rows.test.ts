import { describe, expect, it } from 'vitest';
import { CsvFileError, isUpdatable, rowsFromCsv } from './csv-rows.ts';

describe('reading a contacts CSV', () => {
  it('skips the header and sends only rows with more than 2 columns', () => {
    const result = rowsFromCsv('Full Name,Email,Phone\r\nJane Doe,jane@example.com,416-555-0134\r\nOnly,two\r\n\r\n"Smith, John",john@example.com,,Buyers\n');
    expect(result.rows).toEqual([
      ['Jane Doe', 'jane@example.com', '416-555-0134'],
      ['Smith, John', 'john@example.com', '', 'Buyers'],
    ]);
    expect(result.skipped).toBe(1);
  });

  it('reads semicolon-separated files too (papaparse guesses the delimiter)', () => {
    expect(rowsFromCsv('Name;Email;Phone\nJane;jane@example.com;1\n').rows).toEqual([['Jane', 'jane@example.com', '1']]);
  });

  it('ignores a byte order mark and trims cells', () => {
    expect(rowsFromCsv('\uFEFFName,Email,Phone\n  Ann  , ann@example.com ,1\n').rows).toEqual([['Ann', 'ann@example.com', '1']]);
  });

  it('refuses an unclosed quote, a binary file and a file with nothing to import', () => {
    expect(() => rowsFromCsv('Name,Email,Phone\n"Jane,jane@example.com,1\n')).toThrow(/quote is not closed.*Nothing was imported/);
    expect(() => rowsFromCsv('PK\u0003\u0004\u0000\u0000binary')).toThrow(CsvFileError);
    expect(() => rowsFromCsv('Name Email Phone\nJane jane@example.com 1\n')).toThrow(/No rows with a full name/);
    expect(() => rowsFromCsv('')).toThrow(/No rows/);
  });

  it('names the row of a cell that is too long (header is row 1)', () => {
    expect(() => rowsFromCsv(`Name,Email,Phone\nA,a@example.com,1\nB,${'x'.repeat(1001)},2\n`)).toThrow(/^Row 2: A cell is longer than 1000 characters/);
  });

  it('offers Update only on error rows whose email is an email', () => {
    expect(isUpdatable({ status: 'error', email: 'jane@example.com' })).toBe(true);
    expect(isUpdatable({ status: 'error', email: 'not-an-email' })).toBe(false);
    expect(isUpdatable({ status: 'error', email: '' })).toBe(false);
    expect(isUpdatable({ status: 'Success', email: 'jane@example.com' })).toBe(false);
  });
});
