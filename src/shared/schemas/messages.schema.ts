/**
 * What visitors send (contact inquiries, property enquiries) and how the agent answers them.
 * The same schemas validate the browser forms and the server input, so the messages a visitor
 * reads under a field are the spec's own ('Required', 'Too Short!', 'Too Long!', 'Invalid email').
 */
import { z } from 'zod';
import { ZOkAnswer } from './ok-answer.ts';
import { zId } from './ids.schema.ts';

import { HONEYPOT_FIELD, REQUIRED, TOO_LONG, TOO_SHORT, INVALID_EMAIL } from './message-texts.ts';

export { HONEYPOT_FIELD, INVALID_EMAIL, MESSAGE_SENT, REQUIRED, TOO_LONG, TOO_SHORT } from './message-texts.ts';

/** Blank text and null both mean "not given" (forms send '', parsed values and legacy clients null). */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** A required text: missing or blank → 'Required' (only that message), then the length rules. */
export function requiredText(options: { min?: number; max: number }) {
  const base = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });
  return (options.min ? base.min(options.min, TOO_SHORT) : base).max(options.max, TOO_LONG);
}

export const ZPersonName = requiredText({ min: 3, max: 50 });
export const ZMessageText = requiredText({ max: 5000 });

export const ZEmailAddress = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(254, TOO_LONG)
  .pipe(z.email({ error: INVALID_EMAIL }));

/** Optional; blank means "not given" (null), otherwise 10 to 15 characters. */
export const ZPhoneNumber = z
  .preprocess(blankToUndefined, z.string({ error: 'Invalid phone number' }).trim().min(10, TOO_SHORT).max(15, TOO_LONG).optional())
  .transform((value) => value ?? null);

export const ZHoneypot = z.preprocess(blankToUndefined, z.string().max(500).optional());

const ZListingId = zId(REQUIRED);
/** The listing's class as the page names it (the detail URL's spelling: 'resedential', 'condo'…); kept as sent. */
const ZListingClassText = z.string().trim().max(30, TOO_LONG).optional().nullable();

/** The Contact Us form (POST /api/public/contact/new sends firstname, lastname, email_address, phone_number: messages.rest.ts). */
export const ZContactInquiryInput = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  emailAddress: ZEmailAddress,
  phoneNumber: ZPhoneNumber,
  enquiry: ZMessageText,
  [HONEYPOT_FIELD]: ZHoneypot,
});
export type TContactInquiryInput = z.input<typeof ZContactInquiryInput>;

/** What an enquiry says after its listing, whether the visitor sends it or the agent logs it (field order is the error order). */
const ENQUIRY_FIELDS = {
  listingClass: ZListingClassText,
  fullName: ZPersonName,
  emailAddress: ZEmailAddress,
  phoneNumber: ZPhoneNumber,
  enquiry: ZMessageText,
};

/** The "Ask about this home" form on the detail page (POST /api/public/enquiries/new sends property_id, property_type, full_name…: messages.rest.ts). */
export const ZPropertyEnquiryInput = z.object({ listingId: ZListingId, ...ENQUIRY_FIELDS, [HONEYPOT_FIELD]: ZHoneypot });
export type TPropertyEnquiryInput = z.input<typeof ZPropertyEnquiryInput>;

/** The agent logs an enquiry received by phone or in person (POST /api/admin/enquiries/new with the legacy names). */
export const ZAgentEnquiryInput = z.object({ listingId: z.preprocess(blankToUndefined, ZListingId.optional()).nullable(), ...ENQUIRY_FIELDS });
export type TAgentEnquiryInput = z.input<typeof ZAgentEnquiryInput>;

/** The agent's reply form (enquiries and showings): subject and message, both required. */
export const ZReplyFields = z.object({
  subject: requiredText({ max: 200 }),
  msg: requiredText({ max: 10_000 }),
});
export type TReplyFields = z.input<typeof ZReplyFields>;

/**
 * The payload may also carry the visitor's address and name (the legacy email_address and
 * full_name); the reply always goes to the address the visitor gave, so those are accepted but
 * not trusted.
 */
const ZLegacyRecipient = {
  emailAddress: z.string().max(254).optional().nullable(),
  fullName: z.string().max(200).optional().nullable(),
};

const ZEntityId = zId(REQUIRED);

/**
 * The agent's answer to a lead (an enquiry, a showing request), named by its id under `idKey`:
 * 'reply' accepts (NEW → ACCEPTED) with a subject and message, 'complete' closes (ACCEPTED → COMPLETED).
 */
export const leadReplyInput = <IdKey extends string>(idKey: IdKey) => {
  const id = { [idKey]: ZEntityId } as Record<IdKey, typeof ZEntityId>;
  return z.discriminatedUnion('type', [
    z.object({ ...id, type: z.literal('reply'), ...ZLegacyRecipient, ...ZReplyFields.shape }),
    z.object({
      ...id,
      type: z.literal('complete'),
      ...ZLegacyRecipient,
      subject: z.string().max(200).optional().nullable(),
      msg: z.string().max(10_000).optional().nullable(),
    }),
  ]);
};

/** POST /api/admin/enquiries/reply (enquiry_id…: messages.rest.ts). */
export const ZEnquiryReplyInput = leadReplyInput('enquiryId');
export type TEnquiryReplyInput = z.input<typeof ZEnquiryReplyInput>;

/** The lifecycle an enquiry and a showing request share as the agent answers them. */
export const LEAD_STATUSES = ['NEW', 'ACCEPTED', 'COMPLETED'] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];

/** Who sent a lead, as they typed it: the agent's enquiry and showing lists show these. */
export const LEAD_CONTACT_FIELDS = { fullName: z.string(), emailAddress: z.string(), phoneNumber: z.string().nullable() };

/** The agent's enquiry list, in the domain's names (GET /api/admin/enquiries renames them: messages.rest.ts). */
export const ZEnquiryRow = z.object({
  id: z.number(),
  ...LEAD_CONTACT_FIELDS,
  enquiry: z.string(),
  status: z.enum(LEAD_STATUSES),
  listingId: z.number().nullable(),
  /** As the visitor's page sent it (the detail URL's spelling). */
  listingClass: z.string().nullable(),
  /** The listing asked about, when it is still in the database. */
  property: z.object({ mls: z.string(), address: z.string(), municipality: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TEnquiryRow = z.infer<typeof ZEnquiryRow>;

export const ZContactMessageRow = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  enquiry: z.string(),
  createdAt: z.string(),
});
export type TContactMessageRow = z.infer<typeof ZContactMessageRow>;

/** What a visitor form gets back: the same answer whether the message was kept or dropped as spam. */
export const ZSentAnswer = ZOkAnswer;
export type TSentAnswer = z.infer<typeof ZSentAnswer>;
