/**
 * Showing tours: the visitor plans the homes of their showing list into a route and books one of
 * the agent's free slots; the agent keeps working hours, days off and blocks, and confirms,
 * moves or cancels tours. Times on the wire are Toronto wall times ('YYYY-MM-DD HH:mm') for
 * people and ISO instants where two wall times can be the same (the fall-back hour).
 */
import { z } from 'zod';
import { ZOkAnswer } from './ok-answer.ts';
import { MAX_TOUR_STOPS } from '../tours/route-order.ts';
import { zId } from './ids.schema.ts';
import { HONEYPOT_FIELD, LEAD_CONTACT_FIELDS, REQUIRED, TOO_LONG, ZHoneypot } from './messages.schema.ts';
import { ZAppointmentFormFields } from './showings.schema.ts';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const INVALID_DAY = 'Please pick a valid date';
export const INVALID_TIME = 'Use a time like 09:30';

/** A calendar day 'YYYY-MM-DD' that exists. */
export const ZDay = z
  .string({ error: REQUIRED })
  .trim()
  .refine((value) => {
    const match = DAY_PATTERN.exec(value);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, INVALID_DAY);
export const ZHhmm = z.string({ error: REQUIRED }).trim().regex(HHMM_PATTERN, INVALID_TIME);
const ZInstant = z.iso.datetime({ offset: true, error: 'Please pick one of the offered times' });

// ---------------------------------------------------------------------------------------------
// The visitor's plan

export const ZTourStart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('first') }),
  z.object({ kind: z.literal('address'), address: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, TOO_LONG) }),
]);
export type TTourStart = z.infer<typeof ZTourStart>;

const ZTourListingIds = z
  .array(zId('Each home needs its listing id'), { error: 'The list of homes could not be read' })
  .min(1, 'Please add at least one home to your showing list')
  .max(MAX_TOUR_STOPS, `A tour takes at most ${MAX_TOUR_STOPS} homes`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each home can be listed once');

export const ZTourPlanInput = z.object({ listingIds: ZTourListingIds, start: ZTourStart });
export type TTourPlanInput = z.input<typeof ZTourPlanInput>;

export const ZTourStop = z.object({
  listingId: z.number(),
  address: z.string(),
  municipality: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** No exact coordinates: placed at its community (or municipality) centre. */
  approximate: z.boolean(),
  /** Minutes of driving from the previous stop (the first: from the start place; 0 when the tour starts there). */
  driveMinutes: z.number(),
});
export type TTourStop = z.infer<typeof ZTourStop>;

export const ZTourPlan = z.object({
  start: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }),
  stops: z.array(ZTourStop),
  /** 'routing' when ROUTING_URL answered; otherwise estimated from distance. */
  driveSource: z.enum(['estimate', 'routing']),
  showingMinutes: z.number(),
  /** From arriving at the first home to leaving the last: showings plus the drives between homes. */
  tourMinutes: z.number(),
});
export type TTourPlan = z.infer<typeof ZTourPlan>;

export const ZTourSlotsInput = z.object({
  day: ZDay,
  tourMinutes: z
    .number()
    .int()
    .min(10)
    .max(24 * 60),
});
/** Free start times only: nothing about who else booked what. */
export const ZTourSlots = z.object({ day: z.string(), slots: z.array(z.object({ start: z.string(), at: z.string() })) });
export type TTourSlots = z.infer<typeof ZTourSlots>;

export const SLOT_TAKEN = 'Sorry, someone has just booked this time. Please pick another time.';
export const SLOT_UNAVAILABLE = 'This time is no longer free. Please pick another time.';
export const TOUR_BOOKED = 'Your tour is booked. We sent the details to your e-mail.';

export const ZTourBookInput = ZAppointmentFormFields.omit({ appointment: true }).extend({
  listingIds: ZTourListingIds,
  start: ZTourStart,
  slotAt: ZInstant,
  [HONEYPOT_FIELD]: ZHoneypot,
});
export type TTourBookInput = z.input<typeof ZTourBookInput>;

export const ZTourBooked = ZOkAnswer.extend({
  urlCode: z.string(),
  /** Toronto wall time of the first home. */
  appointment: z.string(),
  tourMinutes: z.number(),
});
export type TTourBooked = z.infer<typeof ZTourBooked>;

// ---------------------------------------------------------------------------------------------
// The agent's side

export const ZDayHours = z
  .object({ start: ZHhmm, end: ZHhmm })
  .refine((hours) => hours.end > hours.start, { message: 'The end must be after the start', path: ['end'] });

export const ZTourSettings = z.object({
  /** Sunday first, like Date.getDay(); null = not working that day. */
  weeklyHours: z.array(ZDayHours.nullable()).length(7),
  showingMinutes: z.number({ error: REQUIRED }).int().min(10, 'At least 10 minutes').max(180, 'At most 180 minutes'),
  bufferMinutes: z.number({ error: REQUIRED }).int().min(0, 'Zero or more minutes').max(120, 'At most 120 minutes'),
});
export type TTourSettings = z.infer<typeof ZTourSettings>;

export const ZBlockInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('day_off'), day: ZDay, note: z.string().trim().max(200, TOO_LONG).default('') }),
  z
    .object({ kind: z.literal('block'), day: ZDay, start: ZHhmm, end: ZHhmm, note: z.string().trim().max(200, TOO_LONG).default('') })
    .refine((block) => block.end > block.start, { message: 'The end must be after the start', path: ['end'] }),
]);
export type TBlockInput = z.input<typeof ZBlockInput>;

export const ZBlock = z.object({ id: z.number(), start: z.string(), end: z.string(), isDayOff: z.boolean(), note: z.string() });
export type TBlock = z.infer<typeof ZBlock>;

export const ZCalendarInput = z.object({ day: ZDay, view: z.enum(['day', 'week']) });

export const TOUR_STATUSES = ['BOOKED', 'CONFIRMED', 'CANCELLED'] as const;
export const ZAdminTour = z.object({
  id: z.number(),
  appointmentId: z.number(),
  urlCode: z.string(),
  status: z.enum(TOUR_STATUSES),
  start: z.string(),
  end: z.string(),
  minutes: z.number(),
  startLabel: z.string(),
  visitor: z.object(LEAD_CONTACT_FIELDS),
  stops: z.array(
    z.object({
      sn: z.number(),
      address: z.string(),
      municipality: z.string().nullable(),
      arrive: z.string().nullable(),
      driveMinutes: z.number().nullable(),
      approximate: z.boolean(),
      statusFlag: z.string().nullable(),
    }),
  ),
});
export type TAdminTour = z.infer<typeof ZAdminTour>;

export const ZCalendar = z.object({ from: z.string(), to: z.string(), tours: z.array(ZAdminTour), blocks: z.array(ZBlock) });
export type TCalendar = z.infer<typeof ZCalendar>;

export const ZTourIdInput = z.object({ tourId: zId(REQUIRED) });
export const ZTourMoveInput = z.object({ tourId: zId(REQUIRED), slotAt: ZInstant });
export const ZBlockIdInput = z.object({ blockId: zId(REQUIRED) });
