/** The legacy /api paths of showings (appointments, visiting lists) and feedback comments. */
import type { TAppointmentInput, TAppointmentReplyInput, TCommentInput, TSaveShowingListInput } from '#shared/schemas/showings.schema.ts';
import type { RestRoute } from '../../rest/rest-route.ts';

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
    handle: (caller, { body }) => caller.showings.book(body as TAppointmentInput),
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
    handle: (caller, { body }) => caller.showings.rate(body as TCommentInput),
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
    handle: (caller, { body }) => caller.showings.saveShowingList(body as TSaveShowingListInput),
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
    handle: async (caller, { params }) => ({ data: await caller.showings.propertyComments({ property_id: params.id ?? '' }) }),
  },
];
