/**
 * Appointments booked from a visitor's showing list and the agent's handling of them:
 * NEW → ACCEPTED (the agent's reply mail) → COMPLETED (a thank-you mail inviting ratings), plus the
 * per-property schedule the agent saves. Writes that send mail run in one pg transaction with the
 * outbox rows and the mail.send job; the rest goes through the EntityManager.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { numericOrNull } from '../../db/pg-numeric.ts';
import type pg from 'pg';
import type { z } from 'zod';
import { runInTransaction } from '#server/db/transaction.ts';
import { legacyFromFeedClass, type FeedClass } from '#shared/listing-classes.ts';
import {
  APPOINTMENT_CREATED,
  URL_CODE_PATTERN,
  fromWallTime,
  toWallTime,
  type TAdminAppointment,
  type TAppointmentCreated,
  type TPublicAppointment,
  type TVisitingEntry,
  type ZAppointmentInput,
  type ZAppointmentReplyInput,
  type ZSaveShowingListInput,
} from '#shared/schemas/showings.schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { loadAgentSignature } from '../../mail/agent-signature.ts';
import { queueMail } from '../../mail/mail-outbox.ts';
import { Appointment, type IAppointment, type IShowingEntry } from './showing.entity.ts';
import { confirmationMail, replyMail, thankYouMail, type AppointmentForMail } from './appointment-mail.ts';
import { generateUrlCode } from './url-code.ts';
import { hitLimit } from '../../limits/request-limit.ts';
import { publicListingSql } from '../listings/public-listing.ts';
import { queueLeadNotice } from '../settings/lead-notice.ts';
import { leadContact, moveLead, type LeadStatus } from '../messages/lead-status.ts';
import { DAY_MS } from '#shared/time.ts';

type AppointmentData = z.output<typeof ZAppointmentInput>;
type AppointmentReplyData = z.output<typeof ZAppointmentReplyInput>;
type SaveShowingListData = z.output<typeof ZSaveShowingListInput>;

export const SHOWING_REPLY_SENT = 'Successfully replied';
export const SHOWING_COMPLETED = 'Marked as completed';
export const LIST_SAVED = 'List saved successfully';
const APPOINTMENT_NOT_FOUND = 'Appointment not found';
const URL_CODE_ATTEMPTS = 10;
const ADMIN_LIST_LIMIT = 500;

/**
 * Confirmation mails per visitor-typed address: the address is not verified, so the booking form
 * must not become a way to mail a third party over and over. Bookings over it are stored (the
 * agent sees them) without a mail.
 */
export const CONFIRMATIONS_PER_ADDRESS = { max: 3, windowMs: DAY_MS };
export const NO_LONGER_AVAILABLE = (address: string) => `${address} is no longer available. Please remove it from your showing list.`;

interface ListingFacts {
  visible: boolean;
  id: number;
  listing_key: string;
  address: string;
  municipality: string;
  price: string | null;
  feed_class: FeedClass;
  latitude: number | null;
  longitude: number | null;
}

/** Who asks for a showing, as the booking forms (the showing list's and the tour's) send it. */
type AppointmentVisitor = Pick<AppointmentData, 'fullName' | 'emailAddress' | 'phoneNumber' | 'message'>;

/**
 * Inserts an appointment (a showing-list booking or a tour) under the proposed code when free,
 * else under fresh random codes; null when every code tried was taken.
 */
export async function insertAppointment(
  client: pg.PoolClient,
  visitor: AppointmentVisitor,
  when: { appointment: string | null; appointmentAt: Date | null },
  proposedCode?: string,
): Promise<{ id: number; url_code: string } | null> {
  const candidates = [proposedCode, ...Array.from({ length: URL_CODE_ATTEMPTS }, generateUrlCode)].filter((code): code is string => !!code);
  for (const code of candidates) {
    // ON CONFLICT DO NOTHING keeps the transaction usable when a code is taken (no aborted statement).
    const { rows } = await client.query<{ id: number; url_code: string }>(
      `insert into appointment (full_name, email_address, phone_number, message, appointment, appointment_at, url_code)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (url_code) do nothing returning id, url_code`,
      [visitor.fullName, visitor.emailAddress, visitor.phoneNumber, visitor.message, when.appointment, when.appointmentAt, code],
    );
    if (rows[0]) return rows[0];
  }
  return null;
}

/** Counts a confirmation mail to the visitor's typed address and tells whether it is within today's CONFIRMATIONS_PER_ADDRESS. */
export const mayConfirmTo = (client: pg.PoolClient, emailAddress: string) =>
  hitLimit(client, `mail:appointment-confirmation:${emailAddress.toLowerCase()}`, CONFIRMATIONS_PER_ADDRESS);

/** The agent hears of every request (showing list or tour), whatever the visitor's confirmation limit. */
export const queueAppointmentLead = (
  client: pg.PoolClient,
  services: AppServices,
  appointmentId: number,
  visitor: AppointmentVisitor,
  addresses: string[],
  when: string | null,
) =>
  queueLeadNotice(client, services, {
    kind: 'appointment',
    id: appointmentId,
    name: visitor.fullName,
    email: visitor.emailAddress,
    phone: visitor.phoneNumber ?? null,
    message: visitor.message,
    properties: addresses,
    when,
  });

/**
 * Books the appointment and its showing entries and queues the visitor's confirmation, all or
 * nothing. A property still in the database is stored with the database's facts (MLS number,
 * address, price) and linked; one that has left it keeps the visitor's copy, unlinked.
 */
export async function bookAppointment(services: AppServices, input: AppointmentData): Promise<TAppointmentCreated> {
  return runInTransaction(services.pool, async (client) => {
    const ids = input.properties.map((entry) => entry.listingId);
    const { rows: listings } = await client.query<ListingFacts>(
      `select id, listing_key, address, municipality, price, feed_class, latitude, longitude, ${publicListingSql()} as visible
         from listing where id = any($1::int[])`,
      [ids],
    );
    const listingById = new Map(listings.map((listing) => [listing.id, listing]));
    // A listing the site no longer shows (hidden by the agent, or inactive) cannot be booked.
    const unavailable = input.properties.filter((entry) => listingById.get(entry.listingId)?.visible === false);
    if (unavailable.length > 0) {
      throw new AppError('BAD_REQUEST', NO_LONGER_AVAILABLE(unavailable[0]!.address), {
        properties: unavailable.map((entry) => NO_LONGER_AVAILABLE(entry.address)),
      });
    }
    const appointment = await insertAppointment(
      client,
      input,
      { appointment: input.appointment, appointmentAt: input.appointment ? fromWallTime(input.appointment) : null },
      input.urlCode,
    );
    if (!appointment) throw new AppError('SERVICE_UNAVAILABLE', 'Could not create the appointment right now. Please try again.');

    // Only the database's addresses go into the mail; entries it no longer has are counted.
    const addresses: string[] = [];
    let unlisted = 0;
    for (const [index, entry] of input.properties.entries()) {
      const listing = listingById.get(entry.listingId);
      const facts = listing
        ? {
            listingId: listing.id,
            mls: listing.listing_key,
            address: listing.address,
            municipality: listing.municipality,
            price: numericOrNull(listing.price),
            propertyType: legacyFromFeedClass(listing.feed_class),
            latitude: listing.latitude,
            longitude: listing.longitude,
          }
        : {
            listingId: null,
            mls: entry.mls ?? null,
            address: entry.address,
            municipality: entry.municipality ?? null,
            price: entry.price ?? null,
            propertyType: entry.listingClass ?? null,
            latitude: entry.latitude ?? null,
            longitude: entry.longitude ?? null,
          };
      await client.query(
        `insert into showing_entry (appointment_id, listing_id, sn, mls, address, municipality, price, property_type, latitude, longitude)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          appointment.id,
          facts.listingId,
          index + 1,
          facts.mls,
          facts.address,
          facts.municipality,
          facts.price,
          facts.propertyType,
          facts.latitude,
          facts.longitude,
        ],
      );
      if (listing) addresses.push(listing.municipality ? `${listing.address}, ${listing.municipality}` : listing.address);
      else unlisted += 1;
    }

    if (await mayConfirmTo(client, input.emailAddress)) {
      const forMail: AppointmentForMail = {
        ...appointment,
        full_name: input.fullName,
        email_address: input.emailAddress,
        appointment: input.appointment,
        addresses,
      };
      await queueMail(client, services.jobs, confirmationMail(services.config, forMail, unlisted, await loadAgentSignature(client)));
    }
    await queueAppointmentLead(client, services, appointment.id, input, addresses, input.appointment);
    return { status: 'ok' as const, message: APPOINTMENT_CREATED, urlCode: appointment.url_code, appointment: input.appointment };
  });
}

function toVisitingEntry(entry: IShowingEntry): TVisitingEntry {
  return {
    sn: entry.sn,
    listingId: entry.listing?.id ?? null,
    mls: entry.mls ?? null,
    address: entry.address ?? '',
    municipality: entry.municipality ?? null,
    listingClass: entry.propertyType ?? null,
    latitude: entry.latitude ?? null,
    longitude: entry.longitude ?? null,
    availableTime: entry.availableTime ? toWallTime(entry.availableTime) : null,
    rating: entry.rating ?? null,
    comment: entry.comment ?? null,
  };
}

/** Scheduled properties in the agent's order, then those still to be confirmed. */
function visitingOrder(entries: IShowingEntry[]): IShowingEntry[] {
  return [...entries].sort((a, b) => a.sn - b.sn || a.id - b.id);
}

export async function findAppointmentByCode(em: EntityManager, code: string): Promise<IAppointment> {
  const normalized = code.trim().toLowerCase();
  const appointment = URL_CODE_PATTERN.test(normalized) ? await em.findOne(Appointment, { urlCode: normalized }, { populate: ['entries'] }) : null;
  if (!appointment) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND);
  return appointment;
}

/** What the visitor sees by the url_code: no contact details, only the plan. */
export async function publicAppointment(em: EntityManager, code: string): Promise<TPublicAppointment> {
  const appointment = await findAppointmentByCode(em, code);
  return {
    urlCode: appointment.urlCode,
    appointment: appointment.appointment ?? null,
    status: appointment.status,
    properties: visitingOrder(appointment.entries.getItems()).map(toVisitingEntry),
  };
}

export async function listAppointments(em: EntityManager, filter: 'ANY' | 'COMPLETED'): Promise<TAdminAppointment[]> {
  const appointments = await em.find(Appointment, filter === 'COMPLETED' ? { status: 'COMPLETED' } : { status: { $in: ['NEW', 'ACCEPTED'] } }, {
    populate: ['entries'],
    // Upcoming first while available; the most recently closed first once completed.
    orderBy: filter === 'COMPLETED' ? { updatedAt: 'desc', id: 'desc' } : { appointmentAt: 'asc nulls last', id: 'asc' },
    limit: ADMIN_LIST_LIMIT,
  });
  return appointments.map((appointment) => ({
    id: appointment.id,
    ...leadContact(appointment),
    message: appointment.message,
    appointment: appointment.appointment ?? null,
    urlCode: appointment.urlCode,
    status: appointment.status,
    createdAt: appointment.createdAt.toISOString(),
    properties: visitingOrder(appointment.entries.getItems()).map((entry) => ({
      ...toVisitingEntry(entry),
      id: entry.id,
      price: entry.price ?? null,
      isListed: entry.isListed,
    })),
  }));
}

interface AppointmentForUpdate {
  id: number;
  full_name: string;
  email_address: string;
  url_code: string;
  appointment: string | null;
  status: LeadStatus;
}

/**
 * 'reply' accepts a NEW appointment and mails the agent's answer (accepting twice is a 409, so a
 * double click never mails twice); 'complete' closes an ACCEPTED one and mails a thank-you that
 * invites the visitor to rate the homes. Mails go to the address the visitor booked with.
 */
export async function answerAppointment(
  services: AppServices,
  input: AppointmentReplyData,
): Promise<{ message: string; appointmentStatus: 'ACCEPTED' | 'COMPLETED' }> {
  return runInTransaction(services.pool, async (client) => {
    const { rows } = await client.query<AppointmentForUpdate>(
      'select id, full_name, email_address, url_code, appointment, status from appointment where id = $1 for update',
      [input.appointmentId],
    );
    const appointment = rows[0];
    if (!appointment) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND);
    const forMail: AppointmentForMail = { ...appointment, addresses: [] };
    const signature = await loadAgentSignature(client);

    const appointmentStatus = await moveLead(client, 'appointment', appointment, input.type, 'showing');
    if (input.type === 'complete') {
      await queueMail(client, services.jobs, thankYouMail(services.config, forMail, signature));
      return { message: SHOWING_COMPLETED, appointmentStatus };
    }
    await queueMail(client, services.jobs, replyMail(services.config, forMail, input.subject, input.msg, signature));
    return { message: SHOWING_REPLY_SENT, appointmentStatus };
  });
}

/**
 * Saves the agent's schedule: the listed properties in the given order with their times; any
 * property of the appointment left out goes after them, unscheduled. Every item must name a
 * property of this appointment (by entry id, or by its listing's id).
 */
export async function saveShowingList(em: EntityManager, input: SaveShowingListData): Promise<void> {
  await em.transactional(async (tx) => {
    const appointment = await tx.findOne(Appointment, { id: input.appointmentId }, { populate: ['entries'] });
    if (!appointment) throw notFound('Appointment');
    const entries = visitingOrder(appointment.entries.getItems());

    const problems: string[] = [];
    const chosen = new Set<IShowingEntry>();
    const ordered = [...input.list].sort((a, b) => a.sn - b.sn);
    const scheduled = ordered.flatMap((item) => {
      const entry = entries.find((candidate) => (item.id != null ? candidate.id === item.id : candidate.listing?.id === item.listingId));
      if (!entry) {
        problems.push(`Property ${item.id ?? item.listingId} is not part of this appointment`);
        return [];
      }
      if (chosen.has(entry)) {
        problems.push(`Property ${item.id ?? item.listingId} is listed twice`);
        return [];
      }
      chosen.add(entry);
      return [{ entry, availableTime: item.availableTime }];
    });
    if (problems.length > 0) throw new AppError('BAD_REQUEST', problems[0]!, { list: problems });

    scheduled.forEach(({ entry, availableTime }, index) => {
      entry.sn = index + 1;
      entry.availableTime = availableTime ? fromWallTime(availableTime) : null;
      // Listed even without a time: the agent confirms it later, and the list must still show it.
      entry.isListed = true;
    });
    entries
      .filter((entry) => !chosen.has(entry))
      .forEach((entry, index) => {
        entry.sn = scheduled.length + index + 1;
        entry.availableTime = null;
        entry.isListed = false;
      });
  });
}
