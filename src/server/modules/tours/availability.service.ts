/**
 * The agent's availability for tours: weekly hours, showing length and buffer (one row of
 * tour_settings), days off and one-off blocks, and what is busy on a day (blocks plus live
 * tours with their buffers). Free slots are computed by `#shared/tours/tour-slots.ts`.
 */
import type pg from 'pg';
import { fromWallTime, toWallTime } from '#shared/schemas/showings.schema.ts';
import type { TBlock, TBlockInput, TTourSettings } from '#shared/schemas/tours.schema.ts';
import { addDays, freeSlots, type BusyInterval, type FreeSlot } from '#shared/tours/tour-slots.ts';
import { AppError } from '../../errors.ts';

type Queryable = pg.PoolClient | pg.Pool;

/** No tour starts sooner than this from now: the agent needs time to see the booking and get there. */
export const BOOKING_NOTICE_MINUTES = 120;

export async function loadTourSettings(client: Queryable): Promise<TTourSettings> {
  const { rows } = await client.query<{ weekly_hours: TTourSettings['weeklyHours']; showing_minutes: number; buffer_minutes: number }>(
    'select weekly_hours, showing_minutes, buffer_minutes from tour_settings where id = 1',
  );
  const row = rows[0];
  if (!row) throw new AppError('SERVICE_UNAVAILABLE', 'Tour settings are missing.');
  return { weeklyHours: row.weekly_hours, showingMinutes: row.showing_minutes, bufferMinutes: row.buffer_minutes };
}

export async function saveTourSettings(client: Queryable, settings: TTourSettings): Promise<TTourSettings> {
  await client.query('update tour_settings set weekly_hours = $1::jsonb, showing_minutes = $2, buffer_minutes = $3, updated_at = now() where id = 1', [
    JSON.stringify(settings.weeklyHours),
    settings.showingMinutes,
    settings.bufferMinutes,
  ]);
  return loadTourSettings(client);
}

/** The first instant of a Toronto day and of the day after (23, 24 or 25 hours later). */
export function torontoDayRange(day: string): { start: Date; end: Date } {
  const start = fromWallTime(`${day} 00:00`)!;
  return { start, end: fromWallTime(`${addDays(day, 1)} 00:00`)! };
}

interface BlockRow {
  id: number;
  starts_at: Date;
  ends_at: Date;
  is_day_off: boolean;
  note: string;
}

const toBlock = (row: BlockRow): TBlock => ({
  id: row.id,
  start: toWallTime(row.starts_at),
  end: toWallTime(row.ends_at),
  isDayOff: row.is_day_off,
  note: row.note,
});

export async function listBlocks(client: Queryable, from: Date, to: Date): Promise<TBlock[]> {
  const { rows } = await client.query<BlockRow>(
    'select id, starts_at, ends_at, is_day_off, note from availability_block where ends_at > $1 and starts_at < $2 order by starts_at, id',
    [from, to],
  );
  return rows.map(toBlock);
}

export async function addBlock(client: Queryable, input: TBlockInput): Promise<TBlock> {
  const range =
    input.kind === 'day_off'
      ? torontoDayRange(input.day)
      : { start: fromWallTime(`${input.day} ${input.start}`), end: fromWallTime(`${input.day} ${input.end}`) };
  if (!range.start || !range.end || range.end <= range.start)
    throw new AppError('BAD_REQUEST', 'The end must be after the start', { end: ['The end must be after the start'] });
  const { rows } = await client.query<BlockRow>(
    'insert into availability_block (starts_at, ends_at, is_day_off, note) values ($1, $2, $3, $4) returning id, starts_at, ends_at, is_day_off, note',
    [range.start, range.end, input.kind === 'day_off', input.note ?? ''],
  );
  return toBlock(rows[0]!);
}

export async function removeBlock(client: Queryable, blockId: number): Promise<void> {
  const { rowCount } = await client.query('delete from availability_block where id = $1', [blockId]);
  if (!rowCount) throw new AppError('NOT_FOUND', 'Block not found');
}

/** Blocks and live tours (with their buffers) overlapping [from, to), one tour left out when it is being moved. */
export async function busyIntervals(client: Queryable, from: Date, to: Date, exceptTourId: number | null = null): Promise<BusyInterval[]> {
  const { rows } = await client.query<{ start: Date; end: Date }>(
    `select starts_at as start, ends_at as end from availability_block where ends_at > $1 and starts_at < $2
     union all
     select starts_at, busy_until from showing_tour
      where status <> 'CANCELLED' and busy_until > $1 and starts_at < $2 and id is distinct from $3`,
    [from, to, exceptTourId],
  );
  return rows;
}

/** The free starts for a tour of `tourMinutes` on a Toronto day. */
export async function slotsFor(client: Queryable, day: string, tourMinutes: number, now: Date, exceptTourId: number | null = null): Promise<FreeSlot[]> {
  const settings = await loadTourSettings(client);
  const range = torontoDayRange(day);
  const busy = await busyIntervals(client, range.start, range.end, exceptTourId);
  return freeSlots({
    day,
    tourMinutes,
    availability: { weeklyHours: settings.weeklyHours, bufferMinutes: settings.bufferMinutes },
    busy,
    notBefore: new Date(now.getTime() + BOOKING_NOTICE_MINUTES * 60_000),
  });
}
