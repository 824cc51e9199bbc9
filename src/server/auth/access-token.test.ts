import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './access-token.ts';

const SECRET = 'unit-test-secret-0123456789';

describe('access tokens', () => {
  it('round-trips a signed payload', () => {
    const token = signAccessToken({ sub: 7, sid: 'abc' }, SECRET);
    expect(verifyAccessToken(token, SECRET)).toMatchObject({ sub: 7, sid: 'abc' });
  });

  it('rejects another secret, a tampered payload and an expired token', () => {
    const token = signAccessToken({ sub: 7, sid: 'abc' }, SECRET);
    expect(verifyAccessToken(token, 'another-secret-entirely')).toBeNull();
    const [version, , signature] = token.split('.');
    const tampered = `${version}.${Buffer.from(JSON.stringify({ sub: 1, sid: 'abc', exp: 9e9 })).toString('base64url')}.${signature}`;
    expect(verifyAccessToken(tampered, SECRET)).toBeNull();
    const now = Date.now();
    expect(verifyAccessToken(token, SECRET, now + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000)).toBeNull();
  });

  it('rejects garbage', () => {
    for (const garbage of ['', 'v1', 'v1..', 'v2.a.b', 'v1.!!!.x']) expect(verifyAccessToken(garbage, SECRET)).toBeNull();
  });
});
