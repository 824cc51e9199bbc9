import { describe, expect, it } from 'vitest';
import { signAlertToken, verifyAlertToken } from './alert-tokens.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hmac';

describe('alert tokens', () => {
  it('round-trips each scope', () => {
    for (const scope of ['search', 'all'] as const) {
      const token = signAlertToken(SECRET, scope, 1234);
      expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(verifyAlertToken(SECRET, token)).toEqual({ scope, id: 1234 });
    }
    const click = signAlertToken(SECRET, 'click', 12, 3456);
    expect(click).toMatch(/^c12-3456\.[A-Za-z0-9_-]{22}$/);
    expect(verifyAlertToken(SECRET, click)).toEqual({ scope: 'click', id: 12, eventId: 3456 });
    expect(verifyAlertToken(SECRET, click.replace('c12-3456', 'c12-3457'))).toBeNull();
    expect(verifyAlertToken(SECRET, click.replace('c12-3456', 's12-3456'))).toBeNull();
  });

  it('refuses a changed id, scope, signature or secret', () => {
    const token = signAlertToken(SECRET, 'search', 42);
    const signaturePart = token.split('.')[1]!;
    expect(verifyAlertToken(SECRET, `s43.${signaturePart}`)).toBeNull();
    expect(verifyAlertToken(SECRET, `a42.${signaturePart}`)).toBeNull();
    const flipped = signaturePart.slice(0, -1) + (signaturePart.endsWith('A') ? 'B' : 'A');
    expect(verifyAlertToken(SECRET, `s42.${flipped}`)).toBeNull();
    expect(verifyAlertToken('another-secret-entirely-for-this-test', token)).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const token of [
      '',
      'x1.aaaaaaaaaaaaaaaaaaaaaa',
      's0.aaaaaaaaaaaaaaaaaaaaaa',
      's1',
      's1.',
      `s${'9'.repeat(40)}.aaaaaaaaaaaaaaaaaaaaaa`,
      's1.<script>',
    ]) {
      expect(verifyAlertToken(SECRET, token)).toBeNull();
    }
  });
});
