import { describe, expect, it } from 'vitest';
import { fromWallTime } from '../schemas/showings.schema.ts';
import { busyIntervalOf, freeSlots, type DayHours, type TourAvailability } from './tour-slots.ts';

const NINE_TO_FIVE: DayHours = { start: '09:00', end: '17:00' };
/** Monday to Friday 9–5, a 15-minute buffer. */
const weekdays: TourAvailability = { weeklyHours: [null, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, null], bufferMinutes: 15 };
const at = (wall: string) => fromWallTime(wall)!;
const longAgo = new Date('2000-01-01T00:00:00Z');
const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start.slice(11));

describe('free tour slots', () => {
  it('offers quarter-hour starts within working hours where the whole tour fits', () => {
    // Tuesday 2026-12-01, a 90-minute tour: the last start is 15:30, ending at 17:00.
    const slots = freeSlots({ day: '2026-12-01', tourMinutes: 90, availability: weekdays, busy: [], notBefore: longAgo });
    expect(starts(slots)[0]).toBe('09:00');
    expect(starts(slots).at(-1)).toBe('15:30');
    expect(slots).toHaveLength(27);
    expect(slots[0]!.at).toBe('2026-12-01T14:00:00.000Z');
  });

  it('offers nothing on a weekday off or a day off', () => {
    expect(freeSlots({ day: '2026-12-05', tourMinutes: 60, availability: weekdays, busy: [], notBefore: longAgo })).toEqual([]);
    const dayOff = { start: at('2026-12-01 00:00'), end: at('2026-12-02 00:00') };
    expect(freeSlots({ day: '2026-12-01', tourMinutes: 60, availability: weekdays, busy: [dayOff], notBefore: longAgo })).toEqual([]);
  });

  it('keeps the buffer after a booked tour and before the next one', () => {
    // A tour 11:00–12:00 busy until 12:15 (its buffer).
    const booked = busyIntervalOf(at('2026-12-01 11:00'), 60, 15);
    const slots = starts(freeSlots({ day: '2026-12-01', tourMinutes: 60, availability: weekdays, busy: [booked], notBefore: longAgo }));
    // A new tour needs 60 min + 15 min buffer before 11:00: the latest start is 09:45.
    expect(slots).toContain('09:45');
    expect(slots).not.toContain('10:00');
    expect(slots).not.toContain('11:00');
    expect(slots).not.toContain('12:00');
    expect(slots).toContain('12:15');
  });

  it('leaves out a one-off block and anything before the notice time', () => {
    const dentist = { start: at('2026-12-01 13:00'), end: at('2026-12-01 14:00') };
    const slots = starts(freeSlots({ day: '2026-12-01', tourMinutes: 30, availability: weekdays, busy: [dentist], notBefore: at('2026-12-01 10:00') }));
    expect(slots[0]).toBe('10:00');
    expect(slots).toContain('12:15'); // 12:15–12:45, buffer to 13:00
    expect(slots).not.toContain('12:30');
    expect(slots).not.toContain('13:30');
    expect(slots).toContain('14:00');
  });

  it('counts real elapsed time on the spring-forward day (2026-03-08, 02:00 → 03:00)', () => {
    const sundayNight: TourAvailability = { weeklyHours: [{ start: '00:00', end: '04:00' }, null, null, null, null, null, null], bufferMinutes: 0 };
    // 00:00–04:00 on the wall is only three real hours: a 180-minute tour fits at 00:00 alone.
    expect(starts(freeSlots({ day: '2026-03-08', tourMinutes: 180, availability: sundayNight, busy: [], notBefore: longAgo }))).toEqual(['00:00']);
    // No start at a wall time that does not exist.
    const short = starts(freeSlots({ day: '2026-03-08', tourMinutes: 30, availability: sundayNight, busy: [], notBefore: longAgo }));
    expect(short.filter((start) => start.startsWith('02:'))).toEqual([]);
    expect(short).toContain('01:45');
    expect(short).toContain('03:00');
  });

  it('counts real elapsed time on the fall-back day (2026-11-01, 02:00 → 01:00)', () => {
    const sundayNight: TourAvailability = { weeklyHours: [{ start: '00:00', end: '04:00' }, null, null, null, null, null, null], bufferMinutes: 0 };
    // 00:00–04:00 on the wall is five real hours: a 240-minute tour can start up to 01:00 (EDT).
    const slots = freeSlots({ day: '2026-11-01', tourMinutes: 240, availability: sundayNight, busy: [], notBefore: longAgo });
    expect(starts(slots)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(slots.at(-1)!.at).toBe('2026-11-01T05:00:00.000Z');
  });
});
