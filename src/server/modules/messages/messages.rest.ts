/**
 * The legacy /api paths of visitors' messages and the admin Enquiries screen. The procedures
 * take and answer the domain's names; the bodies are renamed here from the spec's (full_name,
 * property_id, enquiry_id…) before validation, a 400's fields named back, and the rows renamed to
 * the spec's (full_name, property_id, created_at…), in the spec's order.
 */
import type {
  TAgentEnquiryInput,
  TContactInquiryInput,
  TContactMessageRow,
  TEnquiryReplyInput,
  TEnquiryRow,
  TLeadStatus,
  TPropertyEnquiryInput,
} from '#shared/schemas/messages.schema.ts';
import type { TOkAnswer } from '#shared/schemas/ok-answer.ts';
import {
  LEGACY_VISITOR_FIELDS,
  callWithLegacyBody,
  fromLegacyBody,
  renameFields,
  withLegacyFieldNames,
  type Caller,
  type RestRoute,
} from '../../rest/rest-route.ts';

/** The bodies use the spec's names (legacy → domain); the procedures take the domain names. */
const CONTACT_FIELDS = { firstname: 'firstName', lastname: 'lastName', email_address: 'emailAddress', phone_number: 'phoneNumber' } as const;
const ENQUIRY_FIELDS = { property_id: 'listingId', property_type: 'listingClass', ...LEGACY_VISITOR_FIELDS } as const;

/**
 * An enquiry's body (the visitor's or one the agent logs) in the domain's names. Only the
 * visitor's contact fields are read by their spec names alone (`fromLegacyBody`); the listing's
 * are renamed over whatever the body sent.
 */
const callWithEnquiryBody = <Result>(body: unknown, call: (input: unknown) => Promise<Result>) =>
  withLegacyFieldNames(ENQUIRY_FIELDS, () => call(renameFields(fromLegacyBody(body, LEGACY_VISITOR_FIELDS), ENQUIRY_FIELDS)));

/**
 * The agent's reply to a lead (POST /admin/enquiries/reply, /admin/appointments/reply): the body's
 * `<lead>_id`, email_address and full_name renamed for the procedure (leadReplyInput), its answer's
 * `<lead>Status` sent back as `<lead>_status`.
 */
export function leadReplyRoute<Lead extends 'enquiry' | 'appointment'>(
  path: string,
  lead: Lead,
  answer: (caller: Caller, input: unknown) => Promise<TOkAnswer & Record<`${Lead}Status`, TLeadStatus>>,
): RestRoute {
  const names = { [`${lead}_id`]: `${lead}Id`, email_address: 'emailAddress', full_name: 'fullName' };
  return {
    method: 'POST',
    path,
    access: 'admin',
    handle: async (caller, { body }) => {
      const answered = await callWithLegacyBody(body, names, (input) => answer(caller, input));
      return { status: answered.status, message: answered.message, [`${lead}_status`]: answered[`${lead}Status`] };
    },
  };
}

export const toLegacyEnquiry = (row: TEnquiryRow) => ({
  id: row.id,
  full_name: row.fullName,
  email_address: row.emailAddress,
  phone_number: row.phoneNumber,
  enquiry: row.enquiry,
  status: row.status,
  property_id: row.listingId,
  property_type: row.listingClass,
  property: row.property,
  created_at: row.createdAt,
});

export const toLegacyContactMessage = (row: TContactMessageRow) => ({
  id: row.id,
  firstname: row.firstName,
  lastname: row.lastName,
  email_address: row.emailAddress,
  phone_number: row.phoneNumber,
  enquiry: row.enquiry,
  created_at: row.createdAt,
});

// The tRPC input schemas validate every body (renamed to the domain's names first); the casts only hand the raw JSON over.
export const MESSAGES_REST_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: '/public/contact/new',
    access: 'public',
    handle: (caller, { body }) => callWithLegacyBody(body, CONTACT_FIELDS, (input) => caller.messages.sendContact(input as TContactInquiryInput)),
  },
  {
    method: 'POST',
    path: '/public/enquiries/new',
    access: 'public',
    handle: (caller, { body }) => callWithEnquiryBody(body, (input) => caller.messages.sendEnquiry(input as TPropertyEnquiryInput)),
  },
  {
    method: 'GET',
    path: '/admin/enquiries',
    access: 'admin',
    handle: async (caller) => ({
      results: (await caller.messages.enquiries()).map(toLegacyEnquiry),
      contact_messages: (await caller.messages.contactMessages()).map(toLegacyContactMessage),
    }),
  },
  leadReplyRoute('/admin/enquiries/reply', 'enquiry', (caller, input) => caller.messages.answerEnquiry(input as TEnquiryReplyInput)),
  {
    method: 'POST',
    path: '/admin/enquiries/new',
    access: 'admin',
    handle: (caller, { body }) => callWithEnquiryBody(body, (input) => caller.messages.logEnquiry(input as TAgentEnquiryInput)),
  },
];
