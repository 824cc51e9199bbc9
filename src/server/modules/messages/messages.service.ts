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
import { Listing } from '../listings/listing.entity.ts';
import { ContactInquiry, Enquiry } from './message.entity.ts';

type ContactInquiryData = z.output<typeof ZContactInquiryInput>;
type PropertyEnquiryData = z.output<typeof ZPropertyEnquiryInput> | z.output<typeof ZAgentEnquiryInput>;
type EnquiryReplyData = z.output<typeof ZEnquiryReplyInput>;

export const REPLY_SENT = 'Successfully replied';
export const MARKED_COMPLETED = 'Marked as completed';
export const UNKNOWN_PROPERTY = 'This property is no longer available.';
/** How many rows the admin lists show; the legacy screens never paged. */
const ADMIN_LIST_LIMIT = 500;

export async function saveContactInquiry(em: EntityManager, input: ContactInquiryData): Promise<void> {
  em.create(ContactInquiry, {
    firstname: input.firstname,
    lastname: input.lastname,
    emailAddress: input.email_address,
    phoneNumber: input.phone_number,
    enquiry: input.enquiry,
  });
  await em.flush();
}

export async function saveEnquiry(em: EntityManager, input: PropertyEnquiryData): Promise<number> {
  const propertyId = input.property_id ?? null;
  if (propertyId !== null && (await em.count(Listing, { id: propertyId })) === 0) {
    throw new AppError('BAD_REQUEST', UNKNOWN_PROPERTY, { property_id: [UNKNOWN_PROPERTY] });
  }
  const enquiry = em.create(Enquiry, {
    listing: propertyId,
    propertyType: input.property_type ?? null,
    fullName: input.full_name,
    emailAddress: input.email_address,
    phoneNumber: input.phone_number,
    enquiry: input.enquiry,
  });
  await em.flush();
  return enquiry.id;
}

export async function listEnquiries(em: EntityManager): Promise<TEnquiryRow[]> {
  const enquiries = await em.find(Enquiry, {}, { populate: ['listing'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: ADMIN_LIST_LIMIT });
  return enquiries.map((enquiry) => ({
    id: enquiry.id,
    full_name: enquiry.fullName,
    email_address: enquiry.emailAddress,
    phone_number: enquiry.phoneNumber ?? null,
    enquiry: enquiry.enquiry,
    status: enquiry.status,
    property_id: enquiry.listing?.id ?? null,
    property_type: enquiry.propertyType ?? null,
    property: enquiry.listing
      ? { mls: enquiry.listing.listingKey, address: enquiry.listing.address, municipality: enquiry.listing.municipality }
      : null,
    created_at: enquiry.createdAt.toISOString(),
  }));
}

export async function listContactMessages(em: EntityManager): Promise<TContactMessageRow[]> {
  const messages = await em.find(ContactInquiry, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: ADMIN_LIST_LIMIT });
  return messages.map((message) => ({
    id: message.id,
    firstname: message.firstname,
    lastname: message.lastname,
    email_address: message.emailAddress,
    phone_number: message.phoneNumber ?? null,
    enquiry: message.enquiry,
    created_at: message.createdAt.toISOString(),
  }));
}

interface EnquiryForUpdate {
  id: number;
  full_name: string;
  email_address: string;
  status: 'NEW' | 'ACCEPTED' | 'COMPLETED';
}

/**
 * 'reply' accepts a NEW enquiry and mails the agent's answer; accepting twice is refused (409) so a
 * double click never sends two mails. 'complete' is allowed only from ACCEPTED (409 otherwise).
 * The reply goes to the address the visitor gave, whatever the request says.
 */
export async function answerEnquiry(services: AppServices, input: EnquiryReplyData): Promise<{ message: string; enquiry_status: 'ACCEPTED' | 'COMPLETED' }> {
  return runInTransaction(services.pool, async (client) => {
    const { rows } = await client.query<EnquiryForUpdate>(
      'select id, full_name, email_address, status from enquiry where id = $1 for update',
      [input.enquiry_id],
    );
    const enquiry = rows[0];
    if (!enquiry) throw notFound('Enquiry');

    if (input.type === 'complete') {
      if (enquiry.status !== 'ACCEPTED') {
        throw new AppError('CONFLICT', enquiry.status === 'COMPLETED' ? 'This enquiry is already completed.' : 'Only an accepted enquiry can be marked as completed.');
      }
      await client.query(`update enquiry set status = 'COMPLETED', updated_at = now() where id = $1`, [enquiry.id]);
      return { message: MARKED_COMPLETED, enquiry_status: 'COMPLETED' as const };
    }

    if (enquiry.status !== 'NEW') {
      throw new AppError('CONFLICT', enquiry.status === 'ACCEPTED' ? 'This enquiry has already been accepted.' : 'This enquiry is already completed.');
    }
    await client.query(`update enquiry set status = 'ACCEPTED', updated_at = now() where id = $1`, [enquiry.id]);
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
    return { message: REPLY_SENT, enquiry_status: 'ACCEPTED' as const };
  });
}
