/**
 * The legacy /api paths of showings (appointments, visiting lists) and feedback comments. The
 * procedures take and answer the domain's names; the bodies are renamed here from the spec's
 * (full_name, url_code, appointment_id, customer_name…) before validation, a 400's fields named
 * back, and the answers renamed to the spec's rows (url_code, property_id, propertyType, in_list,
 * customer_name, created_at…), in the spec's order.
 */
import {
  LEGACY_SHOWING_ENTRY_FIELDS,
  type TAdminAppointment,
  type TAdminComment,
  type TAppointmentCreated,
  type TAppointmentInput,
  type TAppointmentReplyInput,
  type TCommentInput,
  type TPublicAppointment,
  type TPublicComment,
  type TSaveShowingListInput,
  type TVisitingEntry,
} from '#shared/schemas/showings.schema.ts';
import {
  LEGACY_VISITOR_FIELDS,
  answerData,
  bodyRecord,
  callWithLegacyBody,
  renameFields,
  withLegacyFieldNames,
  type Caller,
  type FieldNames,
  type RestRoute,
} from '../../rest/rest-route.ts';
import { leadReplyRoute } from '../messages/messages.rest.ts';

const LISTING_ID_FIELD = { property_id: 'listingId' } as const;
/** The spec's body names (legacy → domain) of the procedures' inputs. */
const BOOKING_FIELDS = { ...LEGACY_VISITOR_FIELDS, url_code: 'urlCode' } as const;
const URL_CODE_FIELD = { url_code: 'urlCode' } as const;
const COMMENT_FIELDS = { customer_name: 'customerName', email_address: 'emailAddress' } as const;
const SAVE_LIST_FIELDS = { appointment_id: 'appointmentId' } as const;

/**
 * A body whose list field (`properties`, `data`, `list`) holds entries under the legacy names:
 * the entries renamed to the procedure's names. `jsonText`: the field may also be the list as
 * JSON text (the legacy client's appointment and comments). Anything else is passed on as it
 * is, for the procedure's own message.
 */
function withListRenamed(body: unknown, listField: string, names: FieldNames, jsonText: boolean): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  let list = (body as Record<string, unknown>)[listField];
  if (jsonText && typeof list === 'string') {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return body;
    }
  }
  if (!Array.isArray(list)) return body;
  return { ...body, [listField]: list.map((entry) => renameFields(entry, names)) };
}

const bodyField = (body: unknown, ...names: string[]) => {
  const record = bodyRecord(body);
  const value = names.map((name) => record[name]).find((candidate) => candidate !== undefined);
  return typeof value === 'string' ? value : '';
};

/** The visitor's appointment by the code in the path or body; a bad code's 400 names `url_code`, as the spec does. */
const appointmentByCode = (caller: Caller, urlCode: string) => withLegacyFieldNames(URL_CODE_FIELD, () => caller.showings.appointment({ urlCode }));

export const toLegacyBooking = ({ status, message, urlCode, appointment }: TAppointmentCreated) => ({ status, message, url_code: urlCode, appointment });

export const toLegacyVisitingEntry = (entry: TVisitingEntry) => ({
  sn: entry.sn,
  property_id: entry.listingId,
  mls: entry.mls,
  address: entry.address,
  municipality: entry.municipality,
  propertyType: entry.listingClass,
  latitude: entry.latitude,
  longitude: entry.longitude,
  availableTime: entry.availableTime,
  rating: entry.rating,
  comment: entry.comment,
});

export const toLegacyAppointment = (appointment: TPublicAppointment) => ({
  url_code: appointment.urlCode,
  appointment: appointment.appointment,
  status: appointment.status,
  properties: appointment.properties.map(toLegacyVisitingEntry),
});

export const toLegacyAdminAppointment = (appointment: TAdminAppointment) => ({
  id: appointment.id,
  full_name: appointment.fullName,
  email_address: appointment.emailAddress,
  phone_number: appointment.phoneNumber,
  message: appointment.message,
  appointment: appointment.appointment,
  url_code: appointment.urlCode,
  status: appointment.status,
  created_at: appointment.createdAt,
  properties: appointment.properties.map((entry) => ({ ...toLegacyVisitingEntry(entry), id: entry.id, price: entry.price, in_list: entry.isListed })),
});

export const toLegacyPublicComment = (comment: TPublicComment) => ({
  id: comment.id,
  mls: comment.mls,
  address: comment.address,
  customer_name: comment.customerName,
  rating: comment.rating,
  comment: comment.comment,
  created_at: comment.createdAt,
});

export const toLegacyAdminComment = (comment: TAdminComment) => ({
  ...toLegacyPublicComment(comment),
  customer_email: comment.customerEmail,
  property_id: comment.listingId,
  appointment_id: comment.appointmentId,
});

// The tRPC input schemas validate every body and parameter (renamed to the domain's names first); the casts only hand the raw JSON over.
export const SHOWINGS_REST_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: '/public/appointments/new',
    access: 'public',
    handle: async (caller, { body }) =>
      toLegacyBooking(
        await callWithLegacyBody(withListRenamed(body, 'properties', LEGACY_SHOWING_ENTRY_FIELDS, true), BOOKING_FIELDS, (input) =>
          caller.showings.book(input as TAppointmentInput),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/public/showings/get/:id',
    access: 'public',
    // The visiting list page reads data: [{ address, availableTime }] (plus the entry's other facts).
    handle: answerData(async (caller, { params }) => (await appointmentByCode(caller, params.id ?? '')).properties.map(toLegacyVisitingEntry)),
  },
  {
    method: 'GET',
    path: '/public/showings/:id',
    access: 'public',
    handle: async (caller, { params }) => ({ data: toLegacyAppointment(await appointmentByCode(caller, params.id ?? '')) }),
  },
  {
    method: 'POST',
    path: '/public/showings',
    access: 'public',
    // The same appointment as GET /public/showings/:id, looked up by the url_code in the body.
    handle: async (caller, { body }) => ({ data: toLegacyAppointment(await appointmentByCode(caller, bodyField(body, 'url_code', 'id'))) }),
  },
  {
    method: 'GET',
    path: '/public/comments',
    access: 'public',
    handle: answerData(async (caller) => (await caller.showings.comments()).map(toLegacyPublicComment)),
  },
  {
    method: 'GET',
    path: '/public/comments/:x',
    access: 'public',
    handle: async (caller, { params }) => {
      const { rating, comments } = await caller.showings.commentsByMls({ mls: params.x ?? '' });
      return { data: { rating, comments: comments.map(toLegacyPublicComment) } };
    },
  },
  {
    method: 'POST',
    path: '/public/comments',
    access: 'public',
    handle: (caller, { body }) =>
      callWithLegacyBody(withListRenamed(body, 'data', LISTING_ID_FIELD, true), COMMENT_FIELDS, (input) => caller.showings.rate(input as TCommentInput)),
  },
  {
    method: 'GET',
    path: '/admin/appointments/:id',
    access: 'admin',
    handle: async (caller, { params }) => ({ results: (await caller.showings.appointments({ status: params.id as 'ANY' })).map(toLegacyAdminAppointment) }),
  },
  leadReplyRoute('/admin/appointments/reply', 'appointment', (caller, input) => caller.showings.answerAppointment(input as TAppointmentReplyInput)),
  {
    method: 'POST',
    path: '/admin/appointments/showings/saveList',
    access: 'admin',
    handle: (caller, { body }) =>
      callWithLegacyBody(withListRenamed(body, 'list', LISTING_ID_FIELD, false), SAVE_LIST_FIELDS, (input) =>
        caller.showings.saveShowingList(input as TSaveShowingListInput),
      ),
  },
  {
    method: 'GET',
    path: '/admin/comments',
    access: 'admin',
    handle: answerData(async (caller) => (await caller.showings.adminComments()).map(toLegacyAdminComment)),
  },
  {
    method: 'GET',
    path: '/admin/comments/search/:q',
    access: 'admin',
    handle: answerData(async (caller, { params }) => (await caller.showings.searchComments({ q: params.q ?? '' })).map(toLegacyAdminComment)),
  },
  {
    method: 'GET',
    path: '/admin/comments/property/:id',
    access: 'admin',
    handle: async (caller, { params }) =>
      withLegacyFieldNames(LISTING_ID_FIELD, async () => {
        const { rating, comments } = await caller.showings.propertyComments({ listingId: params.id ?? '' });
        return { data: { rating, comments: comments.map(toLegacyAdminComment) } };
      }),
  },
];
