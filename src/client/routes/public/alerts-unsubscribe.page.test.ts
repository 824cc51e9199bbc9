/** The unsubscribe page takes the mail link's token from the fragment, bare or as token=. */
import { describe, expect, it } from 'vitest';
import { unsubscribeTokenFromHash } from './alerts-unsubscribe.page.tsx';

describe('the unsubscribe link token', () => {
  it('reads #<token> and #token=<token>', () => {
    expect(unsubscribeTokenFromHash('#abcDEF123_-.xyz')).toBe('abcDEF123_-.xyz');
    expect(unsubscribeTokenFromHash('#token=abcDEF123_-.xyz')).toBe('abcDEF123_-.xyz');
  });

  it('gives null for an empty, short or odd fragment', () => {
    expect(unsubscribeTokenFromHash('')).toBeNull();
    expect(unsubscribeTokenFromHash('#abc')).toBeNull();
    expect(unsubscribeTokenFromHash('#abc def ghi jkl')).toBeNull();
    expect(unsubscribeTokenFromHash(`#${'a'.repeat(401)}`)).toBeNull();
  });
});
