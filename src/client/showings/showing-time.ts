/** Showing times are Toronto wall-clock text on the wire; people read them in a friendlier form. */
import { onFirstUse } from '../lib/on-first-use.ts';
import { APPOINTMENT_TIME_ZONE, fromWallTime, toWallTime } from '#shared/schemas/showings.schema.ts';

const readable = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: APPOINTMENT_TIME_ZONE,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** 'Sat, Jun 1, 2030, 2:30 p.m.' for '2030-06-01 14:30'; the text itself when it is not a time. */
export function formatShowingTime(wallTime: string | null, whenMissing = 'To be confirmed'): string {
  if (!wallTime) return whenMissing;
  const instant = fromWallTime(wallTime);
  return instant ? readable().format(instant) : wallTime;
}

/** The value a datetime-local input takes for a wall time ('2030-06-01T14:30'). */
export const toPickerValue = (wallTime: string | null) => (wallTime ? wallTime.replace(' ', 'T') : '');

/** Now in Toronto, as a datetime-local minimum. */
export const pickerNow = () => toPickerValue(toWallTime(new Date()));
