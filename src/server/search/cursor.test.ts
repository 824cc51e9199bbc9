import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { criteriaFingerprint, decodeCursor, encodeCursor } from './cursor.ts';

describe('page cursors', () => {
  const criteria = { keyword: 'Toronto', classes: ['residential'], minPrice: null };

  it('round-trips the keyset position', () => {
    const fingerprint = criteriaFingerprint(criteria);
    const cursor = { tier: 1 as const, value: '1767139059346123', id: 87621 };
    expect(decodeCursor(fingerprint, encodeCursor(fingerprint, cursor))).toEqual(cursor);
    const inLeases = { tier: 1 as const, group: 1 as const, value: '1800', id: 12 };
    expect(decodeCursor(fingerprint, encodeCursor(fingerprint, inLeases))).toEqual(inLeases);
  });

  it('fingerprints criteria whatever their key order', () => {
    expect(criteriaFingerprint({ b: 1, a: { d: 2, c: 3 } })).toBe(criteriaFingerprint({ a: { c: 3, d: 2 }, b: 1 }));
    expect(criteriaFingerprint({ a: 1 })).not.toBe(criteriaFingerprint({ a: 2 }));
  });

  it('refuses a cursor made for other criteria, or a damaged one, with a 400', () => {
    const cursor = encodeCursor(criteriaFingerprint(criteria), { tier: 1, value: '1', id: 1 });
    const other = criteriaFingerprint({ ...criteria, keyword: 'Ajax' });
    expect(() => decodeCursor(other, cursor)).toThrow(AppError);
    expect(() => decodeCursor(other, 'not-a-cursor')).toThrow(/damaged/);
    const tampered = Buffer.from(JSON.stringify({ f: other, t: 1, v: "1'; drop", i: 1 })).toString('base64url');
    expect(() => decodeCursor(other, tampered)).toThrow(/damaged/);
    try {
      decodeCursor(other, cursor);
    } catch (error) {
      expect((error as AppError).status).toBe(400);
    }
  });
});
