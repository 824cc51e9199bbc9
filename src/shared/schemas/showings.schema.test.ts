import { describe, expect, it } from 'vitest';
import { ZAppointmentFormFields, ZRatingFields, fromWallTime, normalizeWallTime, toWallTime } from './showings.schema.ts';

describe('Toronto wall-clock times', () => {
  it.each([
    ['2030-06-01 14:30', '2030-06-01T18:30:00.000Z'], // EDT, UTC-4
    ['2030-01-15 09:05', '2030-01-15T14:05:00.000Z'], // EST, UTC-5
    ['2026-03-08 03:30', '2026-03-08T07:30:00.000Z'], // just after the spring-forward gap
    ['2026-11-01 00:30', '2026-11-01T04:30:00.000Z'], // before fall-back
  ])('%s is %s and back', (wall, iso) => {
    const instant = fromWallTime(wall);
    expect(instant?.toISOString()).toBe(iso);
    expect(toWallTime(instant!)).toBe(wall);
  });

  it('accepts the picker form and refuses impossible dates', () => {
    expect(normalizeWallTime('2030-06-01T14:30')).toBe('2030-06-01 14:30');
    for (const text of ['2030-02-30 10:00', '2030-06-01 24:00', 'tomorrow', '2030-6-1 10:00']) expect(fromWallTime(text)).toBeNull();
  });
});

describe('appointment form rules', () => {
  const valid = { fullName: 'Ana', emailAddress: 'ana@example.com', phoneNumber: '', message: 'Hi', appointment: '' };

  it('needs name, e-mail and message; phone and date are optional', () => {
    expect(ZAppointmentFormFields.parse(valid)).toMatchObject({ phoneNumber: null, appointment: null });
    const result = ZAppointmentFormFields.safeParse({ ...valid, fullName: '', emailAddress: '', message: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['fullName', 'Required'],
      ['emailAddress', 'Required'],
      ['message', 'Required'],
    ]);
  });

  it('leaves the phone unvalidated apart from its length (public spec, section 5)', () => {
    expect(ZAppointmentFormFields.parse({ ...valid, phoneNumber: ' 555-1234 ' }).phoneNumber).toBe('555-1234');
    expect(ZAppointmentFormFields.safeParse({ ...valid, phoneNumber: '1'.repeat(31) }).success).toBe(false);
  });

  it('refuses a date in the past with the spec message', () => {
    const result = ZAppointmentFormFields.safeParse({ ...valid, appointment: '2001-01-01T10:00' });
    expect(result.error?.issues[0]?.message).toBe('You must select a valid date');
  });

  it('rates in half stars from 0.5 to 5', () => {
    expect(ZRatingFields.parse({ rating: 4.5, comment: '' })).toEqual({ rating: 4.5, comment: null });
    for (const rating of [0, 4.3, 5.5]) expect(ZRatingFields.safeParse({ rating, comment: null }).success).toBe(false);
  });
});
