/**
 * The agent's free start times for a tour on one Toronto day. Working hours are Toronto wall
 * times; every candidate start is turned into a real instant (fromWallTime, DST-aware) and the
 * tour's length is added as elapsed time, so on the spring-forward day a 02:30 start does not
 * exist and on the fall-back day the extra hour is really there.
 */
import { fromWallTime, toWallTime } from '../schemas/showings.schema.ts';

/** Offered start times are on this grid of wall-clock minutes. */
export const SLOT_STEP_MINUTES = 15;

export interface DayHours {
  /** 'HH:mm' Toronto wall time. */
  start: string;
  end: string;
}

export interface TourAvailability {
  /** Index 0 = Sunday … 6 = Saturday; null = not working that weekday. */
  weeklyHours: readonly (DayHours | null)[];
  bufferMinutes: number;
}

/** A time the agent is not free: a booked tour (with its buffer), a day off or a one-off block. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface FreeSlot {
  /** Toronto wall time 'YYYY-MM-DD HH:mm'. */
  start: string;
  /** The instant, which tells the two 01:30s of the fall-back day apart. */
  at: string;
}

export interface SlotQuery {
  /** 'YYYY-MM-DD' in Toronto. */
  day: string;
  tourMinutes: number;
  availability: TourAvailability;
  busy: readonly BusyInterval[];
  /** No start before this instant (now plus a notice period). */
  notBefore: Date;
}

const MINUTE_MS = 60_000;

/** Adds `days` calendar days to 'YYYY-MM-DD' (calendar arithmetic: no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const overlaps = (a: BusyInterval, b: BusyInterval) => a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** The interval a tour keeps the agent busy: its own length plus the buffer after it. */
export function busyIntervalOf(start: Date, tourMinutes: number, bufferMinutes: number): BusyInterval {
  return { start, end: new Date(start.getTime() + (tourMinutes + bufferMinutes) * MINUTE_MS) };
}

/** The working day as instants, or null on a weekday off. */
export function workingWindow(day: string, availability: TourAvailability): BusyInterval | null {
  const hours = availability.weeklyHours[weekdayOf(day)];
  if (!hours) return null;
  const start = fromWallTime(`${day} ${hours.start}`);
  const end = fromWallTime(`${day} ${hours.end}`);
  return start && end && end > start ? { start, end } : null;
}

/**
 * Every start on the wall-clock grid within working hours where the whole tour ends by the end
 * of the working day and the tour plus its buffer overlaps nothing busy.
 */
export function freeSlots(query: SlotQuery): FreeSlot[] {
  const window = workingWindow(query.day, query.availability);
  const hours = query.availability.weeklyHours[weekdayOf(query.day)];
  if (!window || !hours) return [];
  const slots: FreeSlot[] = [];
  const seen = new Set<number>();
  for (let minute = toMinutes(hours.start); minute < toMinutes(hours.end); minute += SLOT_STEP_MINUTES) {
    const wall = `${query.day} ${toHhmm(minute)}`;
    const start = fromWallTime(wall);
    // A wall time skipped by the spring-forward change maps to another time: not a real start.
    if (!start || toWallTime(start) !== wall || seen.has(start.getTime())) continue;
    seen.add(start.getTime());
    if (start < query.notBefore) continue;
    const tourEnd = new Date(start.getTime() + query.tourMinutes * MINUTE_MS);
    if (tourEnd > window.end) continue;
    const busy = busyIntervalOf(start, query.tourMinutes, query.availability.bufferMinutes);
    if (query.busy.some((interval) => overlaps(interval, busy))) continue;
    slots.push({ start: wall, at: start.toISOString() });
  }
  return slots;
}
