/**
 * Visitor accounts: what the sign-in, sign-up and account forms send (tRPC inputs and the client's
 * forms share them). The link token travels in the e-mailed link's fragment and is only checked
 * for shape here; the server decides what it is worth.
 */
import { z } from 'zod';
import { CONSENT_KINDS } from '../vow-terms.ts';
import { zId } from './ids.schema.ts';

const ZVisitorEmail = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'Use at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((email) => email.toLowerCase());

export const ZVisitorName = z.string().trim().min(1, 'Enter your name.').max(120, 'Use at most 120 characters.');
export const ZVisitorPhone = z
  .string()
  .trim()
  .max(40, 'Use at most 40 characters.')
  .regex(/^[0-9+().\-\s]*$/, 'Use digits, spaces and + ( ) - only.')
  .optional()
  .transform((phone) => (phone ? phone : null));

/** The entry form: an e-mail address only, for new and returning visitors alike. */
export const ZRequestSignInLink = z.object({ email: ZVisitorEmail });
export type TRequestSignInLink = z.input<typeof ZRequestSignInLink>;

/** Random link and session tokens are 43 base64url characters (32 bytes). */
export const ZLinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid. Ask for a new one.');

/**
 * Completing sign-in (POST, from the page the link opens). A sign-up link also needs the name and
 * the VOW terms; the server checks that by the link's purpose. The consents are booleans the
 * visitor ticked themselves, never defaulted to true.
 */
export const ZCompleteSignIn = z.object({
  token: ZLinkToken,
  name: ZVisitorName.optional(),
  phone: ZVisitorPhone,
  acceptVowTerms: z.boolean().optional(),
  acceptMarketing: z.boolean().optional(),
});
export type TCompleteSignIn = z.infer<typeof ZCompleteSignIn>;

export const ZUpdateVisitorDetails = z.object({ name: ZVisitorName, phone: ZVisitorPhone });
export type TUpdateVisitorDetails = z.input<typeof ZUpdateVisitorDetails>;

export const ZConsentKind = z.enum(CONSENT_KINDS);
export const ZConsentChange = z.object({ kind: ZConsentKind });

export const ZListingRef = z.object({ listingId: zId() });
/** Saves kept in the browser before sign-in, merged into the account (bounded: a list, not a dump). */
export const ZMergeFavourites = z.object({ listingIds: z.array(zId()).max(200, 'At most 200 saved homes at once.') });

export const ZVisitorId = z.object({ visitorId: zId() });
export const ZVisitorListInput = z
  .object({ search: z.string().trim().max(100).optional() })
  .optional()
  .transform((input) => input ?? {});
