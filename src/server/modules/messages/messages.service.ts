/**
 * Visitors' messages (Contact Us inquiries, "Ask about this home" enquiries) and the agent's
 * handling of enquiries: NEW → ACCEPTED by a reply mail → COMPLETED.
 * Reads and simple writes go through the EntityManager; a reply changes the status and queues
 * its mail in one pg transaction (the outbox), so neither happens without the other.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { runInTransaction } from '#server/db/transaction.ts';
import type {
  TContactMessageRow,
  TEnquiryRow,
  ZAgentEnquiryInput,
  ZContactInquiryInput,
  ZEnquiryReplyInput,
  ZPropertyEnquiryInput,
} from '#shared/schemas/messages.schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { loadAgentSignature } from '../../mail/agent-signature.ts';
import { queueMail } from '../../mail/mail-outbox.ts';
import { renderSimpleMail } from '../../mail/simple-mail.ts';
import { queueLeadNotice } from '../settings/lead-notice.ts';
import { ContactInquiry, Enquiry } from './message.entity.ts';
import { leadContact, moveLead, type LeadStatus } from './lead-status.ts';

type ContactInquiryData = z.output<typeof ZContactInquiryInput>;
type PropertyEnquiryData = z.output<typeof ZPropertyEnquiryInput> | z.output<typeof ZAgentEnquiryInput>;
type EnquiryReplyData = z.output<typeof ZEnquiryReplyInput>;

export const REPLY_SENT = 'Successfully replied';
export const MARKED_COMPLETED = 'Marked as completed';
export const UNKNOWN_PROPERTY = 'This property is no longer available.';
/** How many rows the admin lists show; the legacy screens never paged. */
const ADMIN_LIST_LIMIT = 500;

/** Stores the inquiry and queues the agent's notice in one transaction. */
export async function saveContactInquiry(services: AppServices, input: ContactInquiryData): Promise<number> {
  return runInTransaction(services.pool, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      'insert into contact_inquiry (firstname, lastname, email_address, phone_number, enquiry) values ($1, $2, $3, $4, $5) returning id',
      [input.firstName, input.lastName, input.emailAddress, input.phoneNumber ?? null, input.enquiry],
    );
    const id = rows[0]!.id;
    await queueLeadNotice(client, services, {
      kind: 'contact',
      id,
      name: `${input.firstName} ${input.lastName}`,
      email: input.emailAddress,
      phone: input.phoneNumber ?? null,
      message: input.enquiry,
    });
    return id;
  });
}

/**
 * Stores a property enquiry; a visitor's (notifyAgent) also queues the agent's notice in the same
 * transaction. One the agent logs in the admin does not mail the agent.
 */
export async function saveEnquiry(services: AppServices, input: PropertyEnquiryData, options: { notifyAgent: boolean }): Promise<number> {
  const listingId = input.listingId ?? null;
  return runInTransaction(services.pool, async (client) => {
    let about: string[] = [];
    if (listingId !== null) {
      const { rows } = await client.query<{ address: string; municipality: string; listing_key: string }>(
        'select address, municipality, listing_key from listing where id = $1',
        [listingId],
      );
      if (!rows[0]) throw new AppError('BAD_REQUEST', UNKNOWN_PROPERTY, { listingId: [UNKNOWN_PROPERTY] });
      about = [`${rows[0].address}, ${rows[0].municipality} (MLS® ${rows[0].listing_key})`];
    }
    const { rows } = await client.query<{ id: number }>(
      `insert into enquiry (listing_id, property_type, full_name, email_address, phone_number, enquiry)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [listingId, input.listingClass ?? null, input.fullName, input.emailAddress, input.phoneNumber ?? null, input.enquiry],
    );
    const id = rows[0]!.id;
    if (options.notifyAgent) {
      await queueLeadNotice(client, services, {
        kind: 'enquiry',
        id,
        name: input.fullName,
        email: input.emailAddress,
        phone: input.phoneNumber ?? null,
        message: input.enquiry,
        properties: about,
      });
    }
    return id;
  });
}

export async function listEnquiries(em: EntityManager): Promise<TEnquiryRow[]> {
  const enquiries = await em.find(Enquiry, {}, { populate: ['listing'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: ADMIN_LIST_LIMIT });
  return enquiries.map((enquiry) => ({
    id: enquiry.id,
    ...leadContact(enquiry),
    enquiry: enquiry.enquiry,
    status: enquiry.status,
    listingId: enquiry.listing?.id ?? null,
    listingClass: enquiry.propertyType ?? null,
    property: enquiry.listing ? { mls: enquiry.listing.listingKey, address: enquiry.listing.address, municipality: enquiry.listing.municipality } : null,
    createdAt: enquiry.createdAt.toISOString(),
  }));
}

export async function listContactMessages(em: EntityManager): Promise<TContactMessageRow[]> {
  const messages = await em.find(ContactInquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: ADMIN_LIST_LIMIT });
  return messages.map((message) => ({
    id: message.id,
    firstName: message.firstname,
    lastName: message.lastname,
    emailAddress: message.emailAddress,
    phoneNumber: message.phoneNumber ?? null,
    enquiry: message.enquiry,
    createdAt: message.createdAt.toISOString(),
  }));
}

interface EnquiryForUpdate {
  id: number;
  full_name: string;
  email_address: string;
  status: LeadStatus;
}

/**
 * 'reply' accepts a NEW enquiry and mails the agent's answer; accepting twice is refused (409) so a
 * double click never sends two mails. 'complete' is allowed only from ACCEPTED (409 otherwise).
 * The reply goes to the address the visitor gave, whatever the request says.
 */
export async function answerEnquiry(services: AppServices, input: EnquiryReplyData): Promise<{ message: string; enquiryStatus: 'ACCEPTED' | 'COMPLETED' }> {
  return runInTransaction(services.pool, async (client) => {
    const { rows } = await client.query<EnquiryForUpdate>('select id, full_name, email_address, status from enquiry where id = $1 for update', [
      input.enquiryId,
    ]);
    const enquiry = rows[0];
    if (!enquiry) throw notFound('Enquiry');

    const enquiryStatus = await moveLead(client, 'enquiry', enquiry, input.type, 'enquiry');
    if (input.type === 'complete') return { message: MARKED_COMPLETED, enquiryStatus };

    const { html, text } = renderSimpleMail({
      greeting: `Hi ${enquiry.full_name},`,
      body: input.msg,
      signature: await loadAgentSignature(client),
    });
    await queueMail(client, services.jobs, {
      kind: 'enquiry.reply',
      entityId: enquiry.id,
      to: { email: enquiry.email_address, name: enquiry.full_name },
      subject: input.subject,
      html,
      text,
      template: 'reply',
    });
    return { message: REPLY_SENT, enquiryStatus };
  });
}
