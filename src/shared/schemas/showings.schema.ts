/**
 * The visitor's showing list, appointments booked from it, the agent's showing schedule and
 * visitors' feedback. Times on the wire are Toronto wall-clock text 'YYYY-MM-DD HH:mm' (the
 * legacy format, and what the agent thinks in); the server stores the matching instant.
 */
import { z } from 'zod';
import { ZOkAnswer } from './ok-answer.ts';
import { zId } from './ids.schema.ts';
import { SHOWING_RATING_STEP, blankToNull, toNumberOrNull } from './showing-list-entry.ts';
import {
  HONEYPOT_FIELD,
  LEAD_CONTACT_FIELDS,
  LEAD_STATUSES,
  REQUIRED,
  TOO_LONG,
  ZEmailAddress,
  ZHoneypot,
  ZMessageText,
  leadReplyInput,
  requiredText,
} from './messages.schema.ts';

export { LEGACY_SHOWING_ENTRY_FIELDS, SHOWING_RATING_STEP } from './showing-list-entry.ts';

export const APPOINTMENT_CREATED = 'Your appointment created successfully';
export const INVALID_DATE = 'You must select a valid date';
export const URL_CODE_LENGTH = 6;
export const URL_CODE_PATTERN = /^[0-9a-z]{6}$/;
export const MAX_SHOWING_PROPERTIES = 20;
const ZUrlCode = z.string({ error: REQUIRED }).trim().toLowerCase().regex(URL_CODE_PATTERN, 'Invalid url code');

// ---------------------------------------------------------------------------------------------
// Toronto wall-clock time

export const APPOINTMENT_TIME_ZONE = 'America/Toronto';
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/;

const wallPartsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APPOINTMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm' in Toronto for an instant. */
export function toWallTime(date: Date): string {
  const parts = Object.fromEntries(wallPartsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The instant of a Toronto wall-clock time ('YYYY-MM-DD HH:mm' or the 'T' form); null when not a real date. */
export function fromWallTime(text: string): Date | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset at the guessed instant, then once more at the corrected one (DST edges).
  const offsetAt = (instant: number) => Date.parse(`${toWallTime(new Date(instant)).replace(' ', 'T')}:00Z`) - instant;
  const firstGuess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(firstGuess));
}

/** Normalises a picker value ('2026-05-01T14:30') to the wire form ('2026-05-01 14:30'). */
export function normalizeWallTime(text: string): string | null {
  const instant = fromWallTime(text);
  return instant ? toWallTime(instant) : null;
}

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const ZOptionalWallTime = z.preprocess(
  blankToNull,
  z
    .string()
    .nullable()
    .transform((value, ctx) => {
      if (value === null) return null;
      const normalized = normalizeWallTime(value);
      if (!normalized) ctx.addIssue({ code: 'custom', message: INVALID_DATE });
      return normalized;
    }),
);

// ---------------------------------------------------------------------------------------------
// The visitor's showing list (browser storage key `showings`) and the properties of an appointment

export const ZRating = z.coerce
  .number()
  .min(0.5, 'A rating is 0.5 to 5 stars')
  .max(5, 'A rating is 0.5 to 5 stars')
  .refine((value) => Number.isInteger(value / SHOWING_RATING_STEP), 'A rating goes in half stars');

/**
 * One property in the showing list; extra keys a page may keep are ignored. The browser reads the
 * stored list with its plain copy, `parseShowingListEntry` (showing-list-entry.ts): change both.
 */
export const ZShowingListEntry = z.object({
  // The message names the field the way the /api callers send it.
  listingId: zId('Each property needs its property_id'),
  mls: z.preprocess(blankToNull, z.string().trim().max(40).nullable()).optional(),
  address: requiredText({ max: 300 }),
  municipality: z.preprocess(blankToNull, z.string().trim().max(120).nullable()).optional(),
  price: z.preprocess(toNumberOrNull, z.number().nonnegative().max(1e12).nullable()).optional(),
  /** The class as the detail URL spells it ('resedential', 'condo', 'commercial'). */
  listingClass: z.preprocess(blankToNull, z.string().trim().max(30).nullable()).optional(),
  latitude: z.preprocess(toNumberOrNull, z.number().min(-90).max(90).nullable()).optional(),
  longitude: z.preprocess(toNumberOrNull, z.number().min(-180).max(180).nullable()).optional(),
  /** The thumbnail image URL (the legacy listing field name). */
  url: z.preprocess(blankToNull, z.string().max(2000).nullable()).optional(),
  availableTime: z.preprocess(blankToNull, z.string().max(40).nullable()).optional(),
  rating: z.preprocess(blankToNull, ZRating.nullable()).optional(),
  comment: z.preprocess(blankToNull, z.string().trim().max(2000, TOO_LONG).nullable()).optional(),
});
export type TShowingListEntry = z.input<typeof ZShowingListEntry>;
export type TShowingListEntryParsed = z.output<typeof ZShowingListEntry>;

const INVALID_LIST = 'The list of properties could not be read';

/** The legacy client sends a list as JSON text; newer callers send the array itself. */
function listOf<Entry extends z.ZodType<{ listingId?: number | null }>>(entry: Entry, options: { min: number; tooFew: string }) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        // Not a list (and without a length, so only the "could not be read" message applies).
        return { unreadable: value.slice(0, 40) };
      }
    },
    z
      .array(entry, { error: INVALID_LIST })
      .min(options.min, options.tooFew)
      .max(MAX_SHOWING_PROPERTIES, `At most ${MAX_SHOWING_PROPERTIES} properties at a time`)
      .refine((entries) => {
        const ids = entries.flatMap((item) => (item.listingId == null ? [] : [item.listingId]));
        return new Set(ids).size === ids.length;
      }, 'Each property can be listed once'),
  );
}

// ---------------------------------------------------------------------------------------------
// Booking (POST /api/public/appointments/new)

/** The spec leaves the appointment phone unvalidated (unlike the enquiry forms): only a sane length. */
const ZAppointmentPhone = z.preprocess(blankToUndefined, z.string().trim().max(30, TOO_LONG).optional()).transform((value) => value ?? null);

/** The appointment form on /showings: name, email and message required; phone optional. */
export const ZAppointmentFormFields = z.object({
  fullName: requiredText({ max: 100 }),
  emailAddress: ZEmailAddress,
  phoneNumber: ZAppointmentPhone,
  message: ZMessageText,
  // The picker offers only future times; the server holds the same line (5 minutes of slack for slow submits).
  appointment: ZOptionalWallTime.refine((value) => value === null || (fromWallTime(value)?.getTime() ?? 0) > Date.now() - 5 * 60_000, INVALID_DATE)
    .optional()
    .transform((value) => value ?? null),
});
export type TAppointmentFormFields = z.input<typeof ZAppointmentFormFields>;

export const ZAppointmentInput = ZAppointmentFormFields.extend({
  properties: listOf(ZShowingListEntry, { min: 1, tooFew: 'Please add at least one property to your showing list' }),
  /** The legacy client proposed a code; the server keeps it when free, else makes its own. */
  urlCode: z.preprocess(blankToUndefined, ZUrlCode.optional()),
  [HONEYPOT_FIELD]: ZHoneypot,
});
export type TAppointmentInput = z.input<typeof ZAppointmentInput>;

export const ZAppointmentCreated = ZOkAnswer.extend({
  urlCode: z.string(),
  appointment: z.string().nullable(),
});
export type TAppointmentCreated = z.infer<typeof ZAppointmentCreated>;

export const ZUrlCodeInput = z.object({ urlCode: ZUrlCode });

// ---------------------------------------------------------------------------------------------
// What a visitor sees of a booked appointment (by its urlCode). The answers below speak the
// domain's names; showings.rest.ts names them the spec's way (url_code, property_id…) for /api.

export const ZVisitingEntry = z.object({
  sn: z.number(),
  listingId: z.number().nullable(),
  mls: z.string().nullable(),
  address: z.string(),
  municipality: z.string().nullable(),
  /** As stored with the booking: the detail URL's spelling ('resedential', 'condo', 'commercial'). */
  listingClass: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Toronto wall-clock 'YYYY-MM-DD HH:mm'; null until the agent schedules the property. */
  availableTime: z.string().nullable(),
  rating: z.number().nullable(),
  comment: z.string().nullable(),
});
export type TVisitingEntry = z.infer<typeof ZVisitingEntry>;

export const ZPublicAppointment = z.object({
  urlCode: z.string(),
  appointment: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  properties: z.array(ZVisitingEntry),
});
export type TPublicAppointment = z.infer<typeof ZPublicAppointment>;

// ---------------------------------------------------------------------------------------------
// Feedback (POST /api/public/comments)

export const RATING_LABELS: Record<string, string> = {
  '0.5': 'Useless',
  '1': 'Useless+',
  '1.5': 'Poor',
  '2': 'Poor+',
  '2.5': 'Ok',
  '3': 'Ok+',
  '3.5': 'Good',
  '4': 'Good+',
  '4.5': 'Excellent',
  '5': 'Excellent+',
};
export const DEFAULT_RATING = 2;

/** One rated property: named by its listing id when known, else by MLS number or address. */
export const ZCommentEntry = z
  .object({
    listingId: z.preprocess(blankToNull, zId().nullable()).optional(),
    mls: z.preprocess(blankToNull, z.string().trim().max(40).nullable()).optional(),
    address: z.preprocess(blankToNull, z.string().trim().max(300).nullable()).optional(),
    rating: z.preprocess(blankToNull, ZRating.nullable()).optional(),
    comment: z.preprocess(blankToNull, z.string().trim().max(2000, TOO_LONG).nullable()).optional(),
  })
  .refine((entry) => entry.listingId != null || entry.mls != null || entry.address != null, 'Each rated property needs its property_id, MLS number or address');

/**
 * With the appointment's url_code the visitor is known (name and e-mail from the booking);
 * without it both are required.
 */
export const ZCommentInput = z
  .object({
    customerName: z.preprocess(blankToUndefined, requiredText({ max: 100 }).optional()),
    emailAddress: z.preprocess(blankToUndefined, ZEmailAddress.optional()),
    data: listOf(ZCommentEntry, { min: 1, tooFew: 'Please rate at least one property' }).refine(
      (entries) => entries.some((entry) => entry.rating != null || entry.comment != null),
      'Please rate at least one property',
    ),
    appointment: z.preprocess(blankToUndefined, ZUrlCode.optional()),
  })
  .superRefine((input, ctx) => {
    if (input.appointment) return;
    if (!input.customerName) ctx.addIssue({ code: 'custom', path: ['customerName'], message: REQUIRED });
    if (!input.emailAddress) ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: REQUIRED });
  });
export type TCommentInput = z.input<typeof ZCommentInput>;

/** The rating modal's own fields. */
export const ZRatingFields = z.object({
  rating: ZRating,
  comment: z.preprocess(blankToNull, z.string().trim().max(2000, TOO_LONG).nullable()),
});

/** A visitor's feedback as anyone may read it: no e-mail, first name only. */
export const ZPublicComment = z.object({
  id: z.number(),
  mls: z.string().nullable(),
  address: z.string().nullable(),
  customerName: z.string(),
  rating: z.number().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TPublicComment = z.infer<typeof ZPublicComment>;

export const ZAdminComment = ZPublicComment.extend({
  customerEmail: z.string(),
  listingId: z.number().nullable(),
  appointmentId: z.number().nullable(),
});
export type TAdminComment = z.infer<typeof ZAdminComment>;

/** A property's average rating (null before any) and its comments. */
const ZAverageRating = z.object({ rating: z.number().nullable(), count: z.number() });
export const ZPublicCommentSummary = z.object({ rating: ZAverageRating, comments: z.array(ZPublicComment) });
export const ZAdminCommentSummary = z.object({ rating: ZAverageRating, comments: z.array(ZAdminComment) });
export type TPublicCommentSummary = z.infer<typeof ZPublicCommentSummary>;
export type TAdminCommentSummary = z.infer<typeof ZAdminCommentSummary>;

export const ZCommentSearchInput = z.object({ q: z.string().trim().min(1, REQUIRED).max(100, TOO_LONG) });
export const ZMlsInput = z.object({ mls: z.string().trim().min(1, REQUIRED).max(40, TOO_LONG) });
export const ZListingIdInput = z.object({ listingId: zId(REQUIRED) });
export const LATEST_COMMENTS_COUNT = 50;

// ---------------------------------------------------------------------------------------------
// The agent's side (admin showings)

export const APPOINTMENT_FILTERS = ['ANY', 'COMPLETED'] as const;
export const ZAppointmentFilterInput = z.object({
  status: z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), z.enum(APPOINTMENT_FILTERS, { error: 'Use ANY or COMPLETED' })),
});

export const ZAdminShowingEntry = ZVisitingEntry.extend({
  id: z.number(),
  price: z.number().nullable(),
  /** The agent put it on the available list (Manage showing list), with or without a time. */
  isListed: z.boolean(),
});
export type TAdminShowingEntry = z.infer<typeof ZAdminShowingEntry>;

export const ZAdminAppointment = z.object({
  id: z.number(),
  ...LEAD_CONTACT_FIELDS,
  message: z.string(),
  appointment: z.string().nullable(),
  urlCode: z.string(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
  properties: z.array(ZAdminShowingEntry),
});
export type TAdminAppointment = z.infer<typeof ZAdminAppointment>;

const ZAppointmentId = zId(REQUIRED);

/** POST /api/admin/appointments/reply (appointment_id…: showings.rest.ts). */
export const ZAppointmentReplyInput = leadReplyInput('appointmentId');
export type TAppointmentReplyInput = z.input<typeof ZAppointmentReplyInput>;

export const MISSING_SHOWING_TIME = 'Please enter Date and Time for the property';

/**
 * POST /api/admin/appointments/showings/saveList: the agent's schedule, in visiting order.
 * An item names its showing entry by `id`, or by its listing's id (`listingId`; legacy callers' `property_id`).
 * A missing time is allowed (the property stays "to be confirmed").
 */
export const ZSaveShowingListInput = z.object({
  appointmentId: ZAppointmentId,
  list: z
    .array(
      z
        .object({
          sn: z.coerce.number().int().min(0).max(1000),
          id: zId().optional(),
          listingId: z.preprocess(blankToUndefined, zId().optional()).nullable(),
          availableTime: ZOptionalWallTime,
        })
        .refine((item) => item.id != null || item.listingId != null, 'Each item needs its id or property_id'),
    )
    .max(MAX_SHOWING_PROPERTIES),
});
export type TSaveShowingListInput = z.input<typeof ZSaveShowingListInput>;
