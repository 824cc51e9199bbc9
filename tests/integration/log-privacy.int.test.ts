/**
 * Issue 27 "Logs": the web server writes JSON lines with the request id, and no secret reaches
 * them. A realistic run (sign in, refresh, an admin call, a visitor's contact form, a wrong
 * password, an unsubscribe link, and a contact form that fails in the database with the visitor's
 * row in the error's detail) is logged to a stream, and the captured text is searched for every
 * secret that went over the wire.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { REFRESH_COOKIE_NAME } from '#server/auth/refresh-cookie.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { TEST_ADMIN } from '../support/test-config.ts';

let t: TestApp;
let app: FastifyInstance;
let captured = '';

beforeAll(async () => {
  // LOG_LEVEL as in production (the tests' config keeps it silent).
  t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      captured += chunk.toString('utf8');
      callback();
    },
  });
  app = await buildApp(t.services, { logStream: stream });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

function refreshCookieValue(response: LightMyRequestResponse): string {
  const cookie = (response.cookies as { name: string; value: string }[]).find((candidate) => candidate.name === REFRESH_COOKIE_NAME);
  if (!cookie?.value) throw new Error(`no refresh cookie in the answer (${response.statusCode})`);
  return cookie.value;
}

describe('the web log', () => {
  it('holds the request ids and none of the passwords, tokens, cookies or visitor e-mails of a run', async () => {
    const secrets: string[] = [TEST_ADMIN.password];
    const requestIds: string[] = [];
    const send = async (options: InjectOptions) => {
      const response = await app.inject(options);
      requestIds.push(String(response.headers['x-request-id']));
      return response;
    };

    const signedIn = await send({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    expect(signedIn.statusCode).toBe(200);
    const accessToken = signedIn.json().data.access_token as string;
    const firstCookie = refreshCookieValue(signedIn);
    secrets.push(accessToken, firstCookie, firstCookie.split('.')[1]!);

    const refreshed = await send({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `${REFRESH_COOKIE_NAME}=${firstCookie}` } });
    expect(refreshed.statusCode).toBe(200);
    const secondCookie = refreshCookieValue(refreshed);
    secrets.push(refreshed.json().data.data.access_token, secondCookie, secondCookie.split('.')[1]!);

    // An admin call with the token in the Authorization header, and a tRPC GET with input in the query.
    expect((await send({ method: 'GET', url: '/api/admin/email-list', headers: { authorization: `Bearer ${accessToken}` } })).statusCode).toBeLessThan(500);
    const visitorEmail = 'maria.visitor@example.org';
    secrets.push(visitorEmail);
    const search = await send({
      method: 'GET',
      url: `/trpc/auth.me?input=${encodeURIComponent(JSON.stringify({ email: visitorEmail }))}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(search.statusCode).toBeLessThan(500);

    const contact = { firstname: 'Maria', lastname: 'Lopez', email_address: visitorEmail, phone_number: '4165550100', enquiry: 'Do you cover Etobicoke?' };
    expect((await send({ method: 'POST', url: '/api/public/contact/new', payload: contact, remoteAddress: '203.0.113.40' })).statusCode).toBe(200);

    // Failing requests: a wrong password (401) and an unsubscribe token that matches nothing.
    const wrongPassword = 'not-the-password-1234';
    secrets.push(wrongPassword);
    expect((await send({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: wrongPassword } })).statusCode).toBe(401);
    const unsubscribeToken = 'a1b2c3d4e5f6a7b8c9d0-secret-unsubscribe-token';
    secrets.push(unsubscribeToken);
    expect((await send({ method: 'GET', url: `/api/public/unsubscribe/${unsubscribeToken}` })).statusCode).toBeLessThan(500);

    // A 500 whose database error names the visitor's row (a check constraint's "Failing row contains (…)").
    await t.services.pool.query(`alter table contact_inquiry add constraint log_test_refuses check (email_address not like '%@%') not valid`);
    try {
      const failed = await send({ method: 'POST', url: '/api/public/contact/new', payload: contact, remoteAddress: '203.0.113.41' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.services.pool.query('alter table contact_inquiry drop constraint log_test_refuses');
    }

    await app.ready();
    const lines = captured
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; reqId?: string; err?: { message: string } });
    // Every request was logged under its id, and the 500's error (with its database message) is there.
    for (const id of requestIds) expect(lines.some((line) => line.reqId === id)).toBe(true);
    const errorLines = lines.filter((line) => line.level >= 50 && line.reqId === requestIds.at(-1));
    expect(errorLines.length).toBeGreaterThan(0);
    expect(JSON.stringify(errorLines)).toMatch(/violates check constraint/);

    for (const secret of secrets) expect(captured, `the log holds ${secret}`).not.toContain(secret);
    expect(captured).not.toMatch(/Bearer|maria\.visitor/i);
  });
});
