/**
 * Booking a planned tour: the plan is made again on the server (the client's copy is not
 * trusted), the slot must be one the agent still has free, and the appointment, its stops, the
 * tour and the mails are written in one transaction. Two visitors taking one slot at once both
 * pass the free-slot check; the exclusion constraint on showing_tour lets one insert commit and
 * fails the other (23P01), which is told to pick another time.
 */
import type pg from 'pg';
import type { z } from 'zod';
import { toWallTime } from '#shared/schemas/showings.schema.ts';
import { SLOT_TAKEN, SLOT_UNAVAILABLE, TOUR_BOOKED, type TTourBooked, type ZTourBookInput } from '#shared/schemas/tours.schema.ts';
import { busyIntervalOf } from '#shared/tours/tour-slots.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { AppError } from '../../errors.ts';
import { loadAgentSignature } from '../../mail/agent-signature.ts';
import { queueMail } from '../../mail/mail-outbox.ts';
import type { AppServices } from '../../services.ts';
import { insertAppointment, mayConfirmTo, queueAppointmentLead } from '../showings/appointments.service.ts';
import { loadTourSettings, slotsFor } from './availability.service.ts';
import { tourMail } from './tour-mail.ts';
import { arrivalOffsets, planTour } from './tour-plan.ts';

type TourBookData = z.output<typeof ZTourBookInput>;

const EXCLUSION_VIOLATION = '23P01';

export const isExclusionViolation = (error: unknown) => (error as { code?: string }).code === EXCLUSION_VIOLATION;

export async function agentName(client: pg.PoolClient): Promise<string | null> {
  const { rows } = await client.query<{ agent_name: string | null }>('select agent_name from site_settings where id = 1');
  return rows[0]?.agent_name || null;
}

export async function bookTour(services: AppServices, input: TourBookData, now = new Date()): Promise<TTourBooked> {
  return runInTransaction(services.pool, async (client) => {
    const settings = await loadTourSettings(client);
    const { plan, homes } = await planTour(client, { routingUrl: services.config.env.ROUTING_URL, showingMinutes: settings.showingMinutes }, input);
    const startsAt = new Date(input.slotAt);
    const day = toWallTime(startsAt).slice(0, 10);
    const offered = await slotsFor(client, day, plan.tourMinutes, now);
    if (!offered.some((slot) => slot.at === startsAt.toISOString())) throw new AppError('CONFLICT', SLOT_UNAVAILABLE, { slotAt: [SLOT_UNAVAILABLE] });

    const wallStart = toWallTime(startsAt);
    const appointment = await insertAppointment(client, input, { appointment: wallStart, appointmentAt: startsAt });
    if (!appointment) throw new AppError('SERVICE_UNAVAILABLE', 'Could not book the tour right now. Please try again.');

    const offsets = arrivalOffsets(plan);
    for (const [index, home] of homes.entries()) {
      const stop = plan.stops[index]!;
      await client.query(
        `insert into showing_entry (appointment_id, listing_id, sn, mls, address, municipality, price, property_type, latitude, longitude,
                                    available_time, is_listed, drive_minutes, is_approximate)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, $12, $13)`,
        [
          appointment.id,
          home.listingId,
          index + 1,
          home.listingKey,
          home.address,
          home.municipality,
          home.price,
          home.propertyType,
          home.exactLatitude,
          home.exactLongitude,
          new Date(startsAt.getTime() + offsets[index]! * 60_000),
          stop.driveMinutes,
          home.approximate,
        ],
      );
    }

    const busy = busyIntervalOf(startsAt, plan.tourMinutes, settings.bufferMinutes);
    const endsAt = new Date(startsAt.getTime() + plan.tourMinutes * 60_000);
    let tourId: number;
    try {
      const { rows } = await client.query<{ id: number }>(
        `insert into showing_tour (appointment_id, starts_at, ends_at, busy_until, start_label, drive_source)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [appointment.id, startsAt, endsAt, busy.end, plan.start.label, plan.driveSource],
      );
      tourId = rows[0]!.id;
    } catch (error) {
      if (isExclusionViolation(error)) throw new AppError('CONFLICT', SLOT_TAKEN, { slotAt: [SLOT_TAKEN] });
      throw error;
    }

    const addresses = homes.map((home) => [home.address, home.municipality].filter(Boolean).join(', '));
    if (await mayConfirmTo(client, input.emailAddress)) {
      await queueMail(
        client,
        services.jobs,
        tourMail(
          services.config,
          {
            id: tourId,
            url_code: appointment.url_code,
            full_name: input.fullName,
            email_address: input.emailAddress,
            starts_at: startsAt,
            ends_at: endsAt,
            status: 'BOOKED',
            ics_sequence: 0,
            addresses,
          },
          'booked',
          await loadAgentSignature(client),
          await agentName(client),
        ),
      );
    }
    await queueAppointmentLead(client, services, appointment.id, input, addresses, wallStart);
    return { status: 'ok' as const, message: TOUR_BOOKED, urlCode: appointment.url_code, appointment: wallStart, tourMinutes: plan.tourMinutes };
  });
}
