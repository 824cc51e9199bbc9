/**
 * Issue 21: the procedures take camelCase inputs, the documented /api bodies keep the spec's
 * names. These pin each such path's whole 400 answer (the JSON text, so the field names and their
 * order too) as the spec's clients read it, whatever the procedures call the fields.
 */
import { describe, expect, it } from 'vitest';
import { ipSequence, suiteApp } from '../support/suite-app.ts';

const freshIp = ipSequence('10.21.0');
const t = suiteApp({
  listing: {
    listing_key: 'C2100001',
    feed_class: 'condo',
    address: '21 Legacy Lane',
    municipality: 'Toronto',
    price: 500000,
    latitude: 43.65,
    longitude: -79.38,
  },
  signedIn: true,
});

/** The answer's status and its exact JSON text. */
async function answer(method: 'GET' | 'POST', url: string, payload?: unknown, options: { admin?: boolean } = {}) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: freshIp(),
    headers: options.admin ? t.headers : {},
  });
  return `${response.statusCode} ${response.body}`;
}

const long = (length: number) => 'x'.repeat(length);

/** The agent's reply to an enquiry and to an appointment is one form, under the one's own id field. */
async function expectReplyFormAnswers(url: string, idField: string) {
  expect(await answer('POST', url, {}, { admin: true })).toBe(
    `400 {"status":"error","message":"Please check the highlighted fields.","errors":{"type":["Invalid discriminator value. Expected 'reply' | 'complete'"]}}`,
  );
  const tooLong = { [idField]: 'x', type: 'reply', email_address: long(255), full_name: long(201), subject: '', msg: '' };
  expect(await answer('POST', url, tooLong, { admin: true })).toBe(
    `400 {"status":"error","message":"Please check the highlighted fields.","errors":{"${idField}":["Required"],"email_address":["Too big: expected string to have <=254 characters"],"full_name":["Too big: expected string to have <=200 characters"],"subject":["Required"],"msg":["Required"]}}`,
  );
}

describe('visitor messages', () => {
  it('POST /api/public/contact/new', async () => {
    expect(await answer('POST', '/api/public/contact/new', {})).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"firstname":["Required"],"lastname":["Required"],"email_address":["Required"],"enquiry":["Required"]}}"`,
    );
    expect(
      await answer('POST', '/api/public/contact/new', { firstname: 'Al', lastname: long(51), email_address: 'nope', phone_number: '123', enquiry: ' ' }),
    ).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"firstname":["Too Short!"],"lastname":["Too Long!"],"email_address":["Invalid email"],"phone_number":["Too Short!"],"enquiry":["Required"]}}"`,
    );
  });

  it('POST /api/public/enquiries/new', async () => {
    expect(await answer('POST', '/api/public/enquiries/new', {})).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"property_id":["Required"],"full_name":["Required"],"email_address":["Required"],"enquiry":["Required"]}}"`,
    );
    expect(
      await answer('POST', '/api/public/enquiries/new', {
        property_id: t.listingId,
        property_type: long(31),
        full_name: 'Sa',
        email_address: long(255),
        phone_number: long(16),
        enquiry: '',
      }),
    ).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"property_type":["Too Long!"],"full_name":["Too Short!"],"email_address":["Too Long!"],"phone_number":["Too Long!"],"enquiry":["Required"]}}"`,
    );
  });

  it('POST /api/admin/enquiries/new', async () => {
    expect(await answer('POST', '/api/admin/enquiries/new', {}, { admin: true })).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"full_name":["Required"],"email_address":["Required"],"enquiry":["Required"]}}"`,
    );
    expect(
      await answer(
        'POST',
        '/api/admin/enquiries/new',
        { property_id: 'x', full_name: long(51), email_address: 'a@', phone_number: '1', enquiry: 'Hi' },
        { admin: true },
      ),
    ).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"property_id":["Required"],"full_name":["Too Long!"],"email_address":["Invalid email"],"phone_number":["Too Short!"]}}"`,
    );
  });

  it('POST /api/admin/enquiries/reply', async () => {
    await expectReplyFormAnswers('/api/admin/enquiries/reply', 'enquiry_id');
    expect(await answer('POST', '/api/admin/enquiries/reply', { enquiry_id: 0, type: 'complete', msg: 5 }, { admin: true })).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"enquiry_id":["Required"],"msg":["Invalid input: expected string, received number"]}}"`,
    );
  });
});

describe('showings and feedback', () => {
  it('POST /api/public/appointments/new', async () => {
    expect(await answer('POST', '/api/public/appointments/new', {})).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"full_name":["Required"],"email_address":["Required"],"message":["Required"],"properties":["The list of properties could not be read"]}}"`,
    );
    expect(
      await answer('POST', '/api/public/appointments/new', {
        full_name: long(101),
        email_address: 'nope',
        phone_number: long(31),
        message: '',
        appointment: 'soon',
        url_code: 'bad code!',
        properties: [{ property_id: t.listingId, address: '21 Legacy Lane', propertyType: 'condo' }],
      }),
    ).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"full_name":["Too Long!"],"email_address":["Invalid email"],"phone_number":["Too Long!"],"message":["Required"],"appointment":["You must select a valid date"],"url_code":["Invalid url code"]}}"`,
    );
  });

  it('GET and POST the visitor appointment by its url_code', async () => {
    expect(await answer('POST', '/api/public/showings', {})).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"url_code":["Invalid url code"]}}"`,
    );
    expect(await answer('POST', '/api/public/showings', { url_code: 'bad code!' })).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"url_code":["Invalid url code"]}}"`,
    );
    expect(await answer('GET', '/api/public/showings/bad%20code')).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"url_code":["Invalid url code"]}}"`,
    );
    expect(await answer('GET', '/api/public/showings/get/bad%20code')).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"url_code":["Invalid url code"]}}"`,
    );
  });

  it('POST /api/public/comments', async () => {
    expect(await answer('POST', '/api/public/comments', {})).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"data":["The list of properties could not be read"]}}"`,
    );
    expect(
      await answer('POST', '/api/public/comments', { customer_name: long(101), email_address: 'nope', data: [{ property_id: t.listingId, rating: 3 }] }),
    ).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"customer_name":["Too Long!"],"email_address":["Invalid email"]}}"`,
    );
    expect(await answer('POST', '/api/public/comments', { data: [{ property_id: t.listingId, rating: 3 }] })).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"customer_name":["Required"],"email_address":["Required"]}}"`,
    );
  });

  it('POST /api/admin/appointments/reply', async () => {
    await expectReplyFormAnswers('/api/admin/appointments/reply', 'appointment_id');
  });

  it('POST /api/admin/appointments/showings/saveList', async () => {
    expect(await answer('POST', '/api/admin/appointments/showings/saveList', {}, { admin: true })).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"appointment_id":["Required"],"list":["Invalid input: expected array, received undefined"]}}"`,
    );
    expect(
      await answer('POST', '/api/admin/appointments/showings/saveList', { appointment_id: 'x', list: [{ sn: 1 }] }, { admin: true }),
    ).toMatchInlineSnapshot(
      `"400 {"status":"error","message":"Please check the highlighted fields.","errors":{"appointment_id":["Required"],"list":["Each item needs its id or property_id"]}}"`,
    );
  });
});

describe("the procedures' own names", () => {
  it("are not the spec's: an /api body that uses them is refused as before", async () => {
    const contact = { firstName: 'Maria', lastName: 'Lopez', emailAddress: 'maria@example.com', enquiry: 'Hi' };
    expect(await answer('POST', '/api/public/contact/new', contact)).toBe(
      '400 {"status":"error","message":"Please check the highlighted fields.","errors":{"firstname":["Required"],"lastname":["Required"],"email_address":["Required"]}}',
    );
    const booking = {
      fullName: 'Omar Haddad',
      emailAddress: 'omar@example.com',
      message: 'Hi',
      properties: [{ property_id: t.listingId, address: '21 Legacy Lane' }],
    };
    expect(await answer('POST', '/api/public/appointments/new', booking)).toBe(
      '400 {"status":"error","message":"Please check the highlighted fields.","errors":{"full_name":["Required"],"email_address":["Required"]}}',
    );
    expect(await answer('POST', '/api/public/showings', { urlCode: 'abc123' })).toBe(
      '400 {"status":"error","message":"Please check the highlighted fields.","errors":{"url_code":["Invalid url code"]}}',
    );
  });
});
