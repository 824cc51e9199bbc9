/**
 * Issue 22 item 7: the five causes of 500s from bad input, each through a REST path and the tRPC
 * caller: NUL characters in text (CSV cells too), ids above int4, prototype names as option
 * values, and malformed session ids in refresh tokens. Each is a 4xx with a field message (or,
 * for option values, simply not a match).
 */
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { NUL_TEXT } from '#shared/schemas/nul-text.ts';
import { suiteApp } from '../support/suite-app.ts';
import { fieldErrors } from '../support/json-shape.ts';

const t = suiteApp({ signedIn: true });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const contact = { firstname: 'Maria', lastname: 'Lopez', email_address: 'maria@example.com', phone_number: '', enquiry: 'Do you cover Etobicoke?' };

async function trpcCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

describe('NUL characters', () => {
  it('are refused with a message on the field they were sent in, and nothing is stored', async () => {
    const response = await post('/api/public/contact/new', { ...contact, enquiry: 'Hello\u0000there' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', errors: { enquiry: [NUL_TEXT] } });
    expect((await t.services.pool.query('select count(*)::int as n from contact_inquiry')).rows[0].n).toBe(0);
    expect(
      await trpcCode(
        t.caller().messages.sendContact({ firstName: 'Ma\u0000ria', lastName: 'Lopez', emailAddress: 'maria@example.com', enquiry: contact.enquiry }),
      ),
    ).toBe('BAD_REQUEST');
  });

  it('are checked after the session on admin procedures (an anonymous caller gets 401)', async () => {
    const response = await post('/api/admin/email-list/email/import', [['Bob\u0000', 'bob@example.com', '4165550101']]);
    expect(response.statusCode).toBe(401);
    expect(await trpcCode(t.caller().email.importRows([['Bob\u0000', 'bob@example.com', '4165550101']]))).toBe('UNAUTHORIZED');
  });

  it('are refused in CSV cells, naming the row', async () => {
    const response = await post(
      '/api/admin/email-list/email/import',
      [
        ['Ann Lee', 'ann@example.com', '4165550100'],
        ['Bob\u0000', 'bob@example.com', '4165550101'],
      ],
      t.headers,
    );
    expect(fieldErrors(response)).toEqual({ 1: [NUL_TEXT] });
    expect((await t.services.pool.query("select count(*)::int as n from email_contact where email in ('ann@example.com', 'bob@example.com')")).rows[0].n).toBe(
      0,
    );
  });
});

describe('ids above int4', () => {
  it('are a 400 on public and admin paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/properties/details/2147483648/resedential' })).statusCode).toBe(400);
    expect(await trpcCode(t.caller().showings.propertyComments({ listingId: 2_147_483_648 }))).toBe('UNAUTHORIZED');
    expect(await trpcCode(t.caller(await t.adminToken()).showings.propertyComments({ listingId: 2_147_483_648 }))).toBe('BAD_REQUEST');
    const delivery = await post('/api/admin/email-list/outbox/retry', { delivery_id: 99_999_999_999 }, t.headers);
    expect(delivery.statusCode).not.toBe(500);
    const booking = await post('/api/public/appointments/new', {
      full_name: 'Priya Shah',
      email_address: 'priya@example.com',
      message: 'Hi',
      properties: [{ property_id: 2_147_483_648, address: '1 Main St' }],
    });
    expect(fieldErrors(booking)).toHaveProperty('properties');
  });
});

describe('prototype names as option values', () => {
  it('are refused as options with field messages, and searched for as keywords', async () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      const options = await post('/api/search', { propertyType: name, transactionType: name, sort: name });
      expect(options.statusCode, options.body).toBe(400);
      expect(Object.keys(options.json().errors).sort()).toEqual(['propertyType', 'sort', 'transactionType']);
      const keyword = await post('/api/search', { keyword: `${name} street` });
      expect(keyword.statusCode, keyword.body).toBe(200);
    }
  });
});

describe('malformed session ids in refresh tokens', () => {
  it('are an expired session (401), not a database error', async () => {
    for (const token of ['------------------------------------.secret', 'ffffffffffffffffffffffffffffffffffff.secret', 'not-a-uuid.secret']) {
      const response = await post('/api/auth/refresh', { refresh_token: token });
      expect(response.statusCode, token).toBe(401);
      expect(await trpcCode(t.caller().auth.refresh({ refresh_token: token }))).toBe('UNAUTHORIZED');
    }
  });
});
