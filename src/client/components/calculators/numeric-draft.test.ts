import { describe, expect, it } from 'vitest';
import type { NumericFormat } from './numeric-draft.ts';
import { caretAfterSignificantChars, cleanDraft, draftValue, formatDraft, formatValue, significantCharsBefore, stepValue } from './numeric-draft.ts';

const MONEY: NumericFormat = { decimals: 2, thousands: true, fixedDecimals: true };
const RATE: NumericFormat = { decimals: 3, thousands: false, fixedDecimals: false };
const WHOLE: NumericFormat = { decimals: 0, thousands: true, fixedDecimals: false };

describe('cleanDraft', () => {
  it('keeps digits and one decimal point, dropping separators, signs and letters', () => {
    expect(cleanDraft('1,234,567', MONEY)).toBe('1234567');
    expect(cleanDraft('$-1 000abc', MONEY)).toBe('1000');
    expect(cleanDraft('12.5', MONEY)).toBe('12.5');
  });

  it('drops leading zeros but keeps a lone zero and "0." while typing', () => {
    expect(cleanDraft('0005', MONEY)).toBe('5');
    expect(cleanDraft('0', MONEY)).toBe('0');
    expect(cleanDraft('.5', MONEY)).toBe('0.5');
    expect(cleanDraft('0.', MONEY)).toBe('0.');
  });

  it('refuses a second point, too many decimals, or any point in a whole-number field', () => {
    expect(cleanDraft('1.2.3', MONEY)).toBeNull();
    expect(cleanDraft('1.234', MONEY)).toBeNull();
    expect(cleanDraft('4.125', RATE)).toBe('4.125');
    expect(cleanDraft('4.1255', RATE)).toBeNull();
    expect(cleanDraft('1.5', WHOLE)).toBeNull();
  });

  it('gives an empty field for an empty text (worth 0)', () => {
    expect(cleanDraft('', MONEY)).toBe('');
    expect(draftValue('')).toBe(0);
    expect(draftValue('1234.5')).toBe(1234.5);
  });
});

describe('formatDraft and formatValue', () => {
  it('groups thousands while typing and keeps the typed decimals', () => {
    expect(formatDraft('1234567', MONEY)).toBe('1,234,567');
    expect(formatDraft('1234.5', MONEY)).toBe('1,234.5');
    expect(formatDraft('1234.', MONEY)).toBe('1,234.');
    expect(formatDraft('999', MONEY)).toBe('999');
    expect(formatDraft('12345', RATE)).toBe('12345');
  });

  it('shows a money value without cents when whole and with two decimals otherwise', () => {
    expect(formatValue(1_000_000, MONEY)).toBe('1,000,000');
    expect(formatValue(1000.5, MONEY)).toBe('1,000.50');
    expect(formatValue(0, MONEY)).toBe('0');
    expect(formatValue(0.1 + 0.2, MONEY)).toBe('0.30');
  });

  it('shows a rate with only the decimals it needs', () => {
    expect(formatValue(4.5, RATE)).toBe('4.5');
    expect(formatValue(4.125, RATE)).toBe('4.125');
    expect(formatValue(5, RATE)).toBe('5');
  });
});

describe('caret mapping', () => {
  it('keeps the caret after the same digit when separators move', () => {
    // "1,234|5" typed → "12,345": the caret stays after the 5th significant character.
    expect(significantCharsBefore('1,2345', 6)).toBe(5);
    expect(caretAfterSignificantChars('12,345', 5)).toBe(6);
    // "1|,000" after deleting a digit: after the 1st digit of "1,000" → position 1.
    expect(caretAfterSignificantChars('1,000', 1)).toBe(1);
    expect(caretAfterSignificantChars('1,000', 0)).toBe(0);
    expect(caretAfterSignificantChars('1,000', 9)).toBe(5);
  });
});

describe('stepValue (like <input type="number" min="0" step="50">)', () => {
  it('adds or removes one step from a multiple of the step', () => {
    expect(stepValue(1000, 1, 50, 0, Infinity)).toBe(1050);
    expect(stepValue(1000, -1, 50, 0, Infinity)).toBe(950);
  });

  it('snaps a value between multiples to the next multiple in the direction of the step', () => {
    expect(stepValue(1234, 1, 50, 0, Infinity)).toBe(1250);
    expect(stepValue(1234, -1, 50, 0, Infinity)).toBe(1200);
  });

  it('never goes below the minimum or above the maximum', () => {
    expect(stepValue(0, -1, 50, 0, Infinity)).toBe(0);
    expect(stepValue(20, -1, 50, 0, Infinity)).toBe(0);
    expect(stepValue(99.99, 1, 0.05, 0, 100)).toBe(100);
    expect(stepValue(100, 1, 0.05, 0, 100)).toBe(100);
  });

  it('steps decimal values without float noise', () => {
    expect(stepValue(4.5, 1, 0.05, 0, 50)).toBe(4.55);
    expect(stepValue(0.1 + 0.2, 1, 0.1, 0, 50)).toBe(0.4);
    expect(stepValue(4.55, -1, 0.05, 0, 50)).toBe(4.5);
  });
});
