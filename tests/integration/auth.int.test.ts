import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#server/app.ts';
import { REFRESH_COOKIE_NAME } from '#server/auth/refresh-cookie.ts';
import { SIGN_IN_LIMITS } from '#server/auth/auth.service.ts';
import { createOrm, type Orm } from '#server/db/orm.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { createServices, type AppServices } from '#server/services.ts';
import { createTestApp, silentLogger, type TestApp } from '../support/test-app.ts';
import { TEST_ADMIN, testConfig } from '../support/test-config.ts';

interface SetCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

/** The refresh cookies an answer sets, by path. */
function refreshCookies(response: LightMyRequestResponse): Record<string, SetCookie> {
  const cookies = (response.cookies as SetCookie[]).filter((cookie) => cookie.name === REFRESH_COOKIE_NAME);
  return Object.fromEntries(cookies.map((cookie) => [cookie.path, cookie]));
}

/** What a browser sends back to the refresh path after `response`. */
function cookieHeaderFrom(response: LightMyRequestResponse): string {
  const cookie = refreshCookies(response)['/api/auth/refresh'];
  if (!cookie) throw new Error('no refresh cookie was set');
  return `${REFRESH_COOKIE_NAME}=${cookie.value}`;
}

describe('admin sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it('signs in the seeded admin and returns the legacy data object', async () => {
    const response = await login(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.access_token).toMatch(/^v1\./);
    expect(data.user.email).toBe(TEST_ADMIN.email);
  });

  it('keeps the refresh token out of the body, in an HttpOnly SameSite=Strict cookie scoped to the refresh paths', async () => {
    const response = await login(TEST_ADMIN);
    expect(response.json().data).not.toHaveProperty('refresh_token');
    const cookies = refreshCookies(response);
    expect(Object.keys(cookies).sort()).toEqual(['/api/auth/refresh', '/trpc/auth.refresh']);
    for (const cookie of Object.values(cookies)) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 30 * 86_400 });
      expect(cookie.value).toMatch(/^[0-9a-f-]{36}\./);
      // Served over plain http here (no PUBLIC_URL): a Secure cookie would never come back.
      expect(cookie.secure).toBeUndefined();
    }
  });

  it('refreshes from the cookie alone, over REST and tRPC, rotating it and never answering it in the body', async () => {
    const signedIn = await login(TEST_ADMIN);
    const viaRest = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: cookieHeaderFrom(signedIn) } });
    expect(viaRest.statusCode).toBe(200);
    expect(viaRest.json().data.data.access_token).toMatch(/^v1\./);
    expect(viaRest.json().data.data).not.toHaveProperty('refresh_token');
    expect(cookieHeaderFrom(viaRest)).not.toBe(cookieHeaderFrom(signedIn));

    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.refresh',
      headers: { cookie: cookieHeaderFrom(viaRest), 'content-type': 'application/json' },
      payload: {},
    });
    expect(viaTrpc.statusCode).toBe(200);
    const tokens = viaTrpc.json().result.data;
    expect(tokens.access_token).toMatch(/^v1\./);
    expect(tokens).not.toHaveProperty('refresh_token');
    expect(await t.caller(tokens.access_token).auth.me()).toMatchObject({ userId: expect.any(Number) });
  });

  it('detects reuse of a rotated cookie: the whole session is revoked and the cookie cleared', async () => {
    const signedIn = await login(TEST_ADMIN);
    const rotated = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: cookieHeaderFrom(signedIn) } });
    const { access_token } = rotated.json().data.data;

    const replayed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: cookieHeaderFrom(signedIn) } });
    expect(replayed.statusCode).toBe(401);
    expect(refreshCookies(replayed)['/api/auth/refresh']).toMatchObject({ value: '', maxAge: 0 });
    const newest = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: cookieHeaderFrom(rotated) } });
    expect(newest.statusCode).toBe(401);
    await expect(t.caller(access_token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers 401 to a refresh with neither cookie nor token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(response.statusCode).toBe(401);
  });

  it('says only "Invalid credentials." for a wrong password or an unknown account', async () => {
    for (const payload of [
      { ...TEST_ADMIN, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid credentials.');
    }
  });

  it('refuses empty fields with the spec message and a 400', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toContain('email and password is required');
  });

  it('still takes a refresh token in the body (REST clients), answering the rotated one there, and detects its reuse', async () => {
    const signedIn = await login(TEST_ADMIN);
    const first = { refresh_token: refreshCookies(signedIn)['/api/auth/refresh']!.value };
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: first.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json().data.data;
    expect(second.access_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const reused = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: first.refresh_token } });
    expect(reused.statusCode).toBe(401);
    // Reuse revoked the whole session: the newest token is dead too, and so is its access token.
    const afterReuse = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: second.refresh_token } });
    expect(afterReuse.statusCode).toBe(401);
    await expect(t.caller(second.access_token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('logout revokes the session and clears the refresh cookie', async () => {
    const signedIn = await login(TEST_ADMIN);
    const { access_token } = signedIn.json().data;
    expect(await t.caller(access_token).auth.me()).toMatchObject({ userId: expect.any(Number) });
    const loggedOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${access_token}` } });
    expect(loggedOut.statusCode).toBe(200);
    expect(Object.values(refreshCookies(loggedOut)).map((cookie) => cookie.maxAge)).toEqual([0, 0]);
    await expect(t.caller(access_token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: cookieHeaderFrom(signedIn) } });
    expect(refreshed.statusCode).toBe(401);
  });
});

describe('failed sign-ins are limited per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const loginFrom = (remoteAddress: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: TEST_ADMIN.email, password } });

  it('ten wrong passwords from one address do not lock the owner out from another', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await loginFrom('203.0.113.1', 'wrong-password')).statusCode).toBe(401);

    expect((await loginFrom('198.51.100.7', TEST_ADMIN.password)).statusCode).toBe(200);
    const fromAttacker = await loginFrom('203.0.113.1', TEST_ADMIN.password);
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json().message).toMatch(/Too many sign-in attempts/);
  });
});

describe('sign-in limits hold across web processes on one database', () => {
  let t: TestApp;
  /** A second "web process": its own ORM, pool, services and app on the same database. */
  let second: { orm: Orm; jobs: JobQueue; services: AppServices; app: FastifyInstance };
  beforeAll(async () => {
    t = await createTestApp({ startJobs: false });
    const orm = await createOrm({ databaseUrl: t.database.url, poolMax: 2 });
    const jobs = new JobQueue(t.database.url);
    const services = createServices(testConfig(t.database.url), orm, jobs, t.database.url, silentLogger);
    second = { orm, jobs, services, app: await buildApp(services) };
  });
  afterAll(async () => {
    await second.app.close();
    await second.services.pool.end();
    await second.orm.close(true);
    await t.close();
  });

  const loginFrom = (app: FastifyInstance, remoteAddress: string, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  it('wrong passwords spread over two processes count once per account and address', async () => {
    const apps = [t.app, second.app];
    // Alternating processes: each saw only half the attempts, which a per-process counter let through.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndIp.max; attempt += 1) {
      expect((await loginFrom(apps[attempt % 2]!, '203.0.113.21', TEST_ADMIN.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await loginFrom(t.app, '203.0.113.21', TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(429);
    expect((await loginFrom(second.app, '203.0.113.21', TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(429);
    // The owner from another address is not locked out, through either process.
    expect((await loginFrom(second.app, '198.51.100.21', TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('attempts from one address on many accounts, over two processes, stop at the per-address limit', async () => {
    const apps = [t.app, second.app];
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perIp.max; attempt += 1) {
      expect((await loginFrom(apps[attempt % 2]!, '203.0.113.22', `guess-${attempt}@example.com`, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await loginFrom(t.app, '203.0.113.22', 'another@example.com', 'wrong-password')).statusCode).toBe(429);
    expect((await loginFrom(second.app, '203.0.113.22', TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(429);
  });

  it('a successful sign-in clears the account + address count in every process', async () => {
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndIp.max - 1; attempt += 1) {
      expect((await loginFrom(t.app, '203.0.113.23', TEST_ADMIN.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await loginFrom(second.app, '203.0.113.23', TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
    // Cleared: a full allowance of wrong passwords again before the refusal.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndIp.max; attempt += 1) {
      expect((await loginFrom(t.app, '203.0.113.23', TEST_ADMIN.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await loginFrom(t.app, '203.0.113.23', TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(429);
  });
});

describe('a password change or reset ends the sessions it should', () => {
  let t: TestApp;
  const ACCOUNT = { email: 'second-admin@example.com', password: 'first-password-123' };
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.auth.upsertAdmin(t.services.orm.em.fork(), ACCOUNT.email, ACCOUNT.password, { resetPassword: false });
  });
  afterAll(() => t.close());

  const login = async (password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ACCOUNT.email, password } });
    return { response, access_token: response.json().data?.access_token as string, cookie: response.statusCode === 200 ? cookieHeaderFrom(response) : '' };
  };
  const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
  const isSignedIn = (accessToken: string) =>
    t
      .caller(accessToken)
      .auth.me()
      .then(
        () => true,
        () => false,
      );

  it('a reset (npm run admin:create, or the seed) revokes every session: old access and refresh tokens are refused', async () => {
    const laptop = await login(ACCOUNT.password);
    const phone = await login(ACCOUNT.password);
    const adminSession = await t.caller().auth.login(TEST_ADMIN);

    await t.services.auth.upsertAdmin(t.services.orm.em.fork(), ACCOUNT.email, 'reset-password-456', { resetPassword: true });

    expect(await isSignedIn(laptop.access_token)).toBe(false);
    expect(await isSignedIn(phone.access_token)).toBe(false);
    expect((await refresh(laptop.cookie)).statusCode).toBe(401);
    expect((await refresh(phone.cookie)).statusCode).toBe(401);
    // Another account's sessions are untouched.
    expect(await isSignedIn(adminSession.access_token)).toBe(true);
    expect((await login(ACCOUNT.password)).response.statusCode).toBe(401);
    expect((await login('reset-password-456')).response.statusCode).toBe(200);
    ACCOUNT.password = 'reset-password-456';
  });

  it('a change by the signed-in agent keeps that session and revokes every other one', async () => {
    const current = await login(ACCOUNT.password);
    const stolen = await login(ACCOUNT.password);

    await expect(
      t.caller(current.access_token).auth.changePassword({ current_password: 'not-the-password', new_password: 'changed-password-789' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await isSignedIn(stolen.access_token)).toBe(true);

    await t.caller(current.access_token).auth.changePassword({ current_password: ACCOUNT.password, new_password: 'changed-password-789' });

    expect(await isSignedIn(stolen.access_token)).toBe(false);
    expect((await refresh(stolen.cookie)).statusCode).toBe(401);
    expect(await isSignedIn(current.access_token)).toBe(true);
    expect((await refresh(current.cookie)).statusCode).toBe(200);
    expect((await login(ACCOUNT.password)).response.statusCode).toBe(401);
    expect((await login('changed-password-789')).response.statusCode).toBe(200);
  });

  it('limits guesses of the current password through one session', async () => {
    const session = await login('changed-password-789');
    const guess = () => t.caller(session.access_token).auth.changePassword({ current_password: 'a-wrong-guess', new_password: 'whatever-password-1' });
    for (let attempt = 0; attempt < 10; attempt += 1) await expect(guess()).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(guess()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
