/** The legacy /api paths of showings (appointments, visiting lists) and feedback comments. */
import {
  LEGACY_SHOWING_ENTRY_FIELDS,
  type TAppointmentInput,
  type TAppointmentReplyInput,
  type TCommentInput,
  type TSaveShowingListInput,
} from '#shared/schemas/showings.schema.ts';
import { renameFields, withLegacyFieldNames, type FieldNames, type RestRoute } from '../../rest/rest-route.ts';

const LISTING_ID_FIELD = { property_id: 'listingId' } as const;

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
  const record = (body ?? {}) as Record<string, unknown>;
  const value = names.map((name) => record[name]).find((candidate) => candidate !== undefined);
  return typeof value === 'string' ? value : '';
};

// The tRPC input schemas validate every body and parameter; the casts only hand the raw JSON over.
export const SHOWINGS_REST_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: '/public/appointments/new',
    access: 'public',
    handle: (caller, { body }) => caller.showings.book(withListRenamed(body, 'properties', LEGACY_SHOWING_ENTRY_FIELDS, true) as TAppointmentInput),
  },
  {
    method: 'GET',
    path: '/public/showings/get/:id',
    access: 'public',
    // The visiting list page reads data: [{ address, availableTime }] (plus the entry's other facts).
    handle: async (caller, { params }) => ({ data: (await caller.showings.appointment({ url_code: params.id ?? '' })).properties }),
  },
  {
    method: 'GET',
    path: '/public/showings/:id',
    access: 'public',
    handle: async (caller, { params }) => ({ data: await caller.showings.appointment({ url_code: params.id ?? '' }) }),
  },
  {
    method: 'POST',
    path: '/public/showings',
    access: 'public',
    // The same appointment as GET /public/showings/:id, looked up by the url_code in the body.
    handle: async (caller, { body }) => ({ data: await caller.showings.appointment({ url_code: bodyField(body, 'url_code', 'id') }) }),
  },
  {
    method: 'GET',
    path: '/public/comments',
    access: 'public',
    handle: async (caller) => ({ data: await caller.showings.comments() }),
  },
  {
    method: 'GET',
    path: '/public/comments/:x',
    access: 'public',
    handle: async (caller, { params }) => ({ data: await caller.showings.commentsByMls({ mls: params.x ?? '' }) }),
  },
  {
    method: 'POST',
    path: '/public/comments',
    access: 'public',
    handle: (caller, { body }) => caller.showings.rate(withListRenamed(body, 'data', LISTING_ID_FIELD, true) as TCommentInput),
  },
  {
    method: 'GET',
    path: '/admin/appointments/:id',
    access: 'admin',
    handle: async (caller, { params }) => ({ results: await caller.showings.appointments({ status: params.id as 'ANY' }) }),
  },
  {
    method: 'POST',
    path: '/admin/appointments/reply',
    access: 'admin',
    handle: (caller, { body }) => caller.showings.answerAppointment(body as TAppointmentReplyInput),
  },
  {
    method: 'POST',
    path: '/admin/appointments/showings/saveList',
    access: 'admin',
    handle: (caller, { body }) => caller.showings.saveShowingList(withListRenamed(body, 'list', LISTING_ID_FIELD, false) as TSaveShowingListInput),
  },
  {
    method: 'GET',
    path: '/admin/comments',
    access: 'admin',
    handle: async (caller) => ({ data: await caller.showings.adminComments() }),
  },
  {
    method: 'GET',
    path: '/admin/comments/search/:q',
    access: 'admin',
    handle: async (caller, { params }) => ({ data: await caller.showings.searchComments({ q: params.q ?? '' }) }),
  },
  {
    method: 'GET',
    path: '/admin/comments/property/:id',
    access: 'admin',
    handle: async (caller, { params }) =>
      withLegacyFieldNames(LISTING_ID_FIELD, async () => ({ data: await caller.showings.propertyComments({ listingId: params.id ?? '' }) })),
  },
];
