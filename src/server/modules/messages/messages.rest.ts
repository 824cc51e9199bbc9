/** The legacy /api paths of visitors' messages and the admin Enquiries screen. */
import type { TAgentEnquiryInput, TContactInquiryInput, TEnquiryReplyInput, TPropertyEnquiryInput } from '#shared/schemas/messages.schema.ts';
import { renameFields, withLegacyFieldNames, type RestRoute } from '../../rest/rest-route.ts';

/** The enquiry bodies name the listing the legacy way; the procedures take the domain names. */
const ENQUIRY_FIELDS = { property_id: 'listingId', property_type: 'listingClass' } as const;

// The tRPC input schemas validate every body; the casts only hand the raw JSON over.
export const MESSAGES_REST_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: '/public/contact/new',
    access: 'public',
    handle: (caller, { body }) => caller.messages.sendContact(body as TContactInquiryInput),
  },
  {
    method: 'POST',
    path: '/public/enquiries/new',
    access: 'public',
    handle: (caller, { body }) =>
      withLegacyFieldNames(ENQUIRY_FIELDS, () => caller.messages.sendEnquiry(renameFields(body, ENQUIRY_FIELDS) as TPropertyEnquiryInput)),
  },
  {
    method: 'GET',
    path: '/admin/enquiries',
    access: 'admin',
    handle: async (caller) => ({ results: await caller.messages.enquiries(), contact_messages: await caller.messages.contactMessages() }),
  },
  {
    method: 'POST',
    path: '/admin/enquiries/reply',
    access: 'admin',
    handle: (caller, { body }) => caller.messages.answerEnquiry(body as TEnquiryReplyInput),
  },
  {
    method: 'POST',
    path: '/admin/enquiries/new',
    access: 'admin',
    handle: (caller, { body }) =>
      withLegacyFieldNames(ENQUIRY_FIELDS, () => caller.messages.logEnquiry(renameFields(body, ENQUIRY_FIELDS) as TAgentEnquiryInput)),
  },
];
