import { describe, expect, it } from 'vitest';
import { cleanJson, cleanText } from './pg-safe-text.ts';

describe('text PostgreSQL can store', () => {
  it('drops NUL and lone surrogates and keeps paired ones', () => {
    expect(cleanText('a\u0000b\uD800c\uDC00d😀e')).toBe('abcd😀e');
  });

  it('drops the same from JSON, leaving escaped backslashes and paired characters alone', () => {
    const value = { text: 'a\u0000b\uD83Dc', literal: '\\u0000 and \\\\ud800 typed as text', emoji: '😀' };
    const cleaned = JSON.parse(cleanJson(JSON.stringify(value))) as typeof value;
    expect(cleaned).toEqual({ text: 'abc', literal: value.literal, emoji: '😀' });
  });
});
