/** How tours read to people: lengths in hours and minutes, wall times as a clock time. */
import { toWallTime } from '#shared/schemas/showings.schema.ts';
import { addDays } from '#shared/tours/tour-slots.ts';

/** '1 h 25 min' / '40 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '2:30 p.m.' for '2030-06-04 14:30'. */
export function formatClock(wallTime: string): string {
  const hour = Number(wallTime.slice(11, 13));
  const minute = wallTime.slice(14, 16);
  const suffix = hour < 12 ? 'a.m.' : 'p.m.';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${suffix}`;
}

/** Today in Toronto as 'YYYY-MM-DD' (a date input's min). */
export const torontoToday = () => toWallTime(new Date()).slice(0, 10);

/** Tomorrow in Toronto: the first day a visitor usually can book (a tour needs notice). */
export const torontoTomorrow = () => addDays(torontoToday(), 1);
