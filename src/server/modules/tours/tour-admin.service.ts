/**
 * The agent's side of tours: the calendar (a day or a week, tours with their stops and the
 * blocks), and confirming, moving and cancelling a tour. Each change raises the tour's calendar
 * SEQUENCE and mails the visitor the updated file in the same transaction.
 */
import type pg from 'pg';
import { toWallTime } from '#shared/schemas/showings.schema.ts';
import { SLOT_TAKEN, SLOT_UNAVAILABLE, type TAdminTour, type TCalendar } from '#shared/schemas/tours.schema.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { AppError } from '../../errors.ts';
import { loadAgentSignature } from '../../mail/agent-signature.ts';
import { queueMail } from '../../mail/mail-outbox.ts';
import type { AppServices } from '../../services.ts';
import { addDays, weekdayOf } from '#shared/tours/tour-slots.ts';
import { listBlocks, loadTourSettings, slotsFor, torontoDayRange } from './availability.service.ts';
import { agentName, isExclusionViolation } from './tour-booking.service.ts';
import { tourMail, type TourForMail, type TourMailKind } from './tour-mail.ts';

const TOUR_NOT_FOUND = 'Tour not found';

interface TourRow {
  id: number;
  appointment_id: number;
  url_code: string;
  status: 'BOOKED' | 'CONFIRMED' | 'CANCELLED';
  starts_at: Date;
  ends_at: Date;
  busy_until: Date;
  ics_sequence: number;
  start_label: string;
  full_name: string;
  email_address: string;
  phone_number: string | null;
}

const TOUR_SELECT = `
  select t.id, t.appointment_id, a.url_code, t.status, t.starts_at, t.ends_at, t.busy_until, t.ics_sequence, t.start_label,
         a.full_name, a.email_address, a.phone_number
    from showing_tour t join appointment a on a.id = t.appointment_id`;

interface StopRow {
  appointment_id: number;
  sn: number;
  address: string | null;
  municipality: string | null;
  available_time: Date | null;
  drive_minutes: number | null;
  is_approximate: boolean;
  status_flag: string | null;
}

async function stopsOf(client: pg.PoolClient | pg.Pool, appointmentIds: number[]): Promise<Map<number, StopRow[]>> {
  const { rows } = await client.query<StopRow>(
    `select appointment_id, sn, address, municipality, available_time, drive_minutes, is_approximate, status_flag
       from showing_entry where appointment_id = any($1::int[]) order by appointment_id, sn, id`,
    [appointmentIds],
  );
  const byAppointment = new Map<number, StopRow[]>();
  for (const row of rows) byAppointment.set(row.appointment_id, [...(byAppointment.get(row.appointment_id) ?? []), row]);
  return byAppointment;
}

export const addressLine = (stop: { address: string | null; municipality: string | null }) => [stop.address, stop.municipality].filter(Boolean).join(', ');

function toAdminTour(row: TourRow, stops: StopRow[]): TAdminTour {
  return {
    id: row.id,
    appointmentId: row.appointment_id,
    urlCode: row.url_code,
    status: row.status,
    start: toWallTime(row.starts_at),
    end: toWallTime(row.ends_at),
    minutes: Math.round((row.ends_at.getTime() - row.starts_at.getTime()) / 60_000),
    startLabel: row.start_label,
    visitor: { fullName: row.full_name, emailAddress: row.email_address, phoneNumber: row.phone_number },
    stops: stops.map((stop) => ({
      sn: stop.sn,
      address: stop.address ?? '',
      municipality: stop.municipality,
      arrive: stop.available_time ? toWallTime(stop.available_time) : null,
      driveMinutes: stop.drive_minutes,
      approximate: stop.is_approximate,
      statusFlag: stop.status_flag,
    })),
  };
}

/** Tours (cancelled ones too, marked) and blocks of one Toronto day or of the week (Monday first) holding it. */
export async function tourCalendar(pool: pg.Pool, day: string, view: 'day' | 'week'): Promise<TCalendar> {
  const weekday = weekdayOf(day);
  const first = view === 'day' ? day : addDays(day, -((weekday + 6) % 7));
  const last = view === 'day' ? day : addDays(first, 6);
  const from = torontoDayRange(first).start;
  const to = torontoDayRange(last).end;
  const { rows } = await pool.query<TourRow>(`${TOUR_SELECT} where t.starts_at < $2 and t.ends_at > $1 order by t.starts_at, t.id`, [from, to]);
  const stops = await stopsOf(
    pool,
    rows.map((row) => row.appointment_id),
  );
  return { from: first, to: last, tours: rows.map((row) => toAdminTour(row, stops.get(row.appointment_id) ?? [])), blocks: await listBlocks(pool, from, to) };
}

async function lockTour(client: pg.PoolClient, tourId: number): Promise<TourRow> {
  const { rows } = await client.query<TourRow>(`${TOUR_SELECT} where t.id = $1 for update of t`, [tourId]);
  if (!rows[0]) throw new AppError('NOT_FOUND', TOUR_NOT_FOUND);
  return rows[0];
}

async function mailVisitor(services: AppServices, client: pg.PoolClient, tour: TourRow, kind: TourMailKind): Promise<void> {
  const stops = (await stopsOf(client, [tour.appointment_id])).get(tour.appointment_id) ?? [];
  const forMail: TourForMail = { ...tour, addresses: stops.map(addressLine) };
  await queueMail(client, services.jobs, tourMail(services.config, forMail, kind, await loadAgentSignature(client), await agentName(client)));
}

async function loadAdminTour(client: pg.PoolClient, tourId: number): Promise<TAdminTour> {
  const row = await lockTour(client, tourId);
  return toAdminTour(row, (await stopsOf(client, [row.appointment_id])).get(row.appointment_id) ?? []);
}

export async function confirmTour(services: AppServices, tourId: number): Promise<TAdminTour> {
  return runInTransaction(services.pool, async (client) => {
    const tour = await lockTour(client, tourId);
    if (tour.status !== 'BOOKED')
      throw new AppError('CONFLICT', tour.status === 'CONFIRMED' ? 'This tour is already confirmed.' : 'A cancelled tour cannot be confirmed.');
    const { rows } = await client.query<TourRow>(
      `update showing_tour set status = 'CONFIRMED', ics_sequence = ics_sequence + 1, updated_at = now() where id = $1 returning status, ics_sequence`,
      [tourId],
    );
    await client.query(`update appointment set status = 'ACCEPTED', updated_at = now() where id = $1 and status = 'NEW'`, [tour.appointment_id]);
    await mailVisitor(services, client, { ...tour, ...rows[0]! }, 'confirmed');
    return loadAdminTour(client, tourId);
  });
}

export async function cancelTour(services: AppServices, tourId: number): Promise<TAdminTour> {
  return runInTransaction(services.pool, async (client) => {
    const tour = await lockTour(client, tourId);
    if (tour.status === 'CANCELLED') throw new AppError('CONFLICT', 'This tour is already cancelled.');
    const { rows } = await client.query<TourRow>(
      `update showing_tour set status = 'CANCELLED', ics_sequence = ics_sequence + 1, updated_at = now() where id = $1 returning status, ics_sequence`,
      [tourId],
    );
    await mailVisitor(services, client, { ...tour, ...rows[0]! }, 'cancelled');
    return loadAdminTour(client, tourId);
  });
}

/** Moves a live tour to another free start (its own time does not count as busy); the stops' times move with it. */
export async function moveTour(services: AppServices, tourId: number, slotAt: string, now = new Date()): Promise<TAdminTour> {
  return runInTransaction(services.pool, async (client) => {
    const tour = await lockTour(client, tourId);
    if (tour.status === 'CANCELLED') throw new AppError('CONFLICT', 'A cancelled tour cannot be moved.');
    const startsAt = new Date(slotAt);
    const minutes = Math.round((tour.ends_at.getTime() - tour.starts_at.getTime()) / 60_000);
    const offered = await slotsFor(client, toWallTime(startsAt).slice(0, 10), minutes, now, tourId);
    if (!offered.some((slot) => slot.at === startsAt.toISOString())) throw new AppError('CONFLICT', SLOT_UNAVAILABLE, { slotAt: [SLOT_UNAVAILABLE] });
    const shiftMs = startsAt.getTime() - tour.starts_at.getTime();
    const settings = await loadTourSettings(client);
    let updated: TourRow;
    try {
      const { rows } = await client.query<TourRow>(
        `update showing_tour set starts_at = $2, ends_at = $3, busy_until = $4, ics_sequence = ics_sequence + 1, updated_at = now()
          where id = $1 returning starts_at, ends_at, busy_until, ics_sequence`,
        [tourId, startsAt, new Date(tour.ends_at.getTime() + shiftMs), new Date(tour.ends_at.getTime() + shiftMs + settings.bufferMinutes * 60_000)],
      );
      updated = { ...tour, ...rows[0]! };
    } catch (error) {
      if (isExclusionViolation(error)) throw new AppError('CONFLICT', SLOT_TAKEN, { slotAt: [SLOT_TAKEN] });
      throw error;
    }
    await client.query(
      `update showing_entry set available_time = available_time + make_interval(secs => $2::double precision / 1000) where appointment_id = $1`,
      [tour.appointment_id, shiftMs],
    );
    await client.query('update appointment set appointment = $2, appointment_at = $3, updated_at = now() where id = $1', [
      tour.appointment_id,
      toWallTime(startsAt),
      startsAt,
    ]);
    await mailVisitor(services, client, updated, 'moved');
    return loadAdminTour(client, tourId);
  });
}
