import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { TEST_ADMIN } from '../support/test-config.ts';

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
    expect(data.refresh_token).toContain('.');
    expect(data.user.email).toBe(TEST_ADMIN.email);
  });

  it('says only "Invalid credentials." for a wrong password or an unknown account', async () => {
    for (const payload of [{ ...TEST_ADMIN, password: 'wrong-password' }, { email: 'nobody@example.com', password: 'whatever1' }]) {
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

  it('rotates the refresh token and revokes the session when an old one is reused', async () => {
    const first = (await login(TEST_ADMIN)).json().data;
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

  it('logout revokes the session', async () => {
    const { access_token } = (await login(TEST_ADMIN)).json().data;
    expect(await t.caller(access_token).auth.me()).toMatchObject({ userId: expect.any(Number) });
    await t.caller(access_token).auth.logout();
    await expect(t.caller(access_token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
