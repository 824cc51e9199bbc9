/** The legacy /api paths of the email list and mailing (admin spec, section 7: Email list). */
import type {
  TBulkSendInput,
  TChangeGroupInput,
  TContactInput,
  TGroupInput,
  TImportInput,
  TPreviewInput,
  TSingleSendInput,
  TUpdateEntryInput,
} from '#shared/schemas/email.schema.ts';
import { answerOkData, bodyRecord, type RestRoute } from '../../rest/rest-route.ts';

const idOf = (params: Record<string, string>) => params.id ?? '';
/** The path's `:id` for an input whose schema coerces it to a number (a bad one is that schema's 400). */
const idInput = (params: Record<string, string>) => ({ id: idOf(params) as unknown as number });

// The tRPC input schemas validate every body and parameter; the casts only hand the raw JSON over.
export const EMAIL_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/email-list',
    access: 'admin',
    // The legacy grid paged on its own and read everything; ?page=N returns one page of 50.
    handle: async (caller, { query }) =>
      query.page !== undefined
        ? { status: 'ok', ...(await caller.email.contacts({ page: query.page as number, search: query.search as string | undefined })) }
        : { status: 'ok', data: await caller.email.allContacts() },
  },
  { method: 'GET', path: '/admin/email-list/sync', access: 'admin', handle: (caller) => caller.email.sync() },
  { method: 'GET', path: '/admin/email-list/group', access: 'admin', handle: answerOkData((caller) => caller.email.groups()) },
  { method: 'GET', path: '/admin/email-list/:id', access: 'admin', handle: answerOkData((caller, { params }) => caller.email.contact(idInput(params))) },
  { method: 'POST', path: '/admin/email-list', access: 'admin', handle: (caller, { body }) => caller.email.createContact(body as TContactInput) },
  {
    method: 'POST',
    path: '/admin/email-list/:id',
    access: 'admin',
    handle: (caller, { params, body }) => caller.email.updateContact({ ...(bodyRecord(body) as TContactInput), ...idInput(params) }),
  },
  {
    method: 'GET',
    path: '/admin/email-list/delete/:id',
    access: 'admin',
    handle: (caller, { params }) => caller.email.deleteContact(idInput(params)),
  },
  { method: 'GET', path: '/admin/email-list/group/:id', access: 'admin', handle: answerOkData((caller, { params }) => caller.email.group(idInput(params))) },
  { method: 'POST', path: '/admin/email-list/group', access: 'admin', handle: (caller, { body }) => caller.email.createGroup(body as TGroupInput) },
  {
    method: 'POST',
    path: '/admin/email-list/group/change',
    access: 'admin',
    handle: (caller, { body }) => caller.email.changeGroup(body as TChangeGroupInput),
  },
  {
    method: 'GET',
    path: '/admin/email-list/group/delete/:id',
    access: 'admin',
    handle: (caller, { params }) => caller.email.deleteGroup(idInput(params)),
  },
  {
    method: 'GET',
    path: '/admin/email-list/group/emails/:id',
    access: 'admin',
    handle: async (caller, { params }) => {
      const { group, contacts } = await caller.email.groupContacts({ group: idOf(params) });
      return { status: 'ok', group, data: contacts };
    },
  },
  { method: 'POST', path: '/admin/email-list/email/send', access: 'admin', handle: (caller, { body }) => caller.email.send(body as TSingleSendInput) },
  { method: 'POST', path: '/admin/email-list/email/bulk/send', access: 'admin', handle: (caller, { body }) => caller.email.sendBulk(body as TBulkSendInput) },
  {
    method: 'POST',
    path: '/admin/email-list/email/import',
    access: 'admin',
    handle: answerOkData((caller, { body }) => caller.email.importRows(body as TImportInput)),
  },
  {
    method: 'POST',
    path: '/admin/email-list/email/update/entry',
    access: 'admin',
    handle: (caller, { body }) => caller.email.updateEntry(body as TUpdateEntryInput),
  },
  {
    method: 'POST',
    path: '/admin/email-list/email/send/upload',
    access: 'admin',
    handle: answerOkData(async (caller, { body }) => (await caller.email.uploadImage(bodyRecord(body) as { img: string })).url),
  },
  {
    method: 'POST',
    path: '/admin/email-list/email/send/test',
    access: 'admin',
    handle: answerOkData((caller, { body }) => caller.email.preview(body as TPreviewInput)),
  },
];
