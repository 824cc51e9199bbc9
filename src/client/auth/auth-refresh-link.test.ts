// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTRPCClient, createTRPCUntypedClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { initTRPC, TRPCError } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { z } from 'zod';
import { authRefreshLink } from './auth-refresh-link.ts';
import { AUTH_STORAGE_KEY, forgetStoredRefreshToken, readStoredAuth, writeStoredAuth, type StoredAuth } from './auth-storage.ts';
import { inProcessFetch } from '../testing/in-process-trpc.tsx';

/**
 * A tiny in-process server: `secret.read` accepts only the current access token; `auth.refresh`
 * reads its refresh token from a stand-in for the HttpOnly cookie, never from the page.
 */
function createTestServer() {
  const state = { validToken: 'token-2', issuedToken: 'token-2', refreshCalls: 0, refreshWorks: true, secretCalls: 0, refreshCookie: 'refresh-1' };
  const t = initTRPC.context<{ token: string | undefined }>().create();
  const router = t.router({
    secret: t.router({
      read: t.procedure.query(({ ctx }) => {
        state.secretCalls += 1;
        if (ctx.token !== state.validToken) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'expired' });
        return 'the secret';
      }),
    }),
    auth: t.router({
      login: t.procedure.mutation(() => {
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid credentials.' });
      }),
      refresh: t.procedure.input(z.object({ refresh_token: z.string().optional() })).mutation(async ({ input }) => {
        state.refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (input?.refresh_token || !state.refreshWorks || state.refreshCookie !== 'refresh-1') {
          throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Session expired. Please sign in again.' });
        }
        state.refreshCookie = 'refresh-2';
        return { access_token: state.issuedToken, token_type: 'Bearer' };
      }),
    }),
  });

  const fetchInProcess = inProcessFetch(router, (req) => ({ token: req.headers.get('authorization')?.replace(/^Bearer /, '') }));

  const refreshClient = createTRPCClient<typeof router>({ links: [httpLink({ url: 'http://localhost/trpc', fetch: fetchInProcess })] });
  const client = createTRPCClient<typeof router>({
    links: [
      authRefreshLink<typeof router>({
        refresh: () => refreshClient.auth.refresh.mutate({}),
      }),
      httpBatchLink({
        url: 'http://localhost/trpc',
        fetch: fetchInProcess,
        headers: () => {
          const auth = readStoredAuth();
          return auth ? { Authorization: `Bearer ${auth.access_token}` } : {};
        },
      }),
    ],
  });
  return { client, state };
}

const EXPIRED_SESSION: StoredAuth = { access_token: 'token-1', token_type: 'Bearer' };

describe('authRefreshLink', () => {
  beforeEach(() => localStorage.clear());

  it('refreshes once and retries the failed call with the new token', async () => {
    const { client, state } = createTestServer();
    writeStoredAuth(EXPIRED_SESSION);

    await expect(client.secret.read.query()).resolves.toBe('the secret');

    expect(state.refreshCalls).toBe(1);
    expect(state.secretCalls).toBe(2);
    expect(readStoredAuth()).toEqual({ access_token: 'token-2', token_type: 'Bearer' });
  });

  it('shares one refresh between concurrent unauthorized calls (refresh tokens rotate)', async () => {
    const { client, state } = createTestServer();
    writeStoredAuth(EXPIRED_SESSION);

    const answers = await Promise.all([client.secret.read.query(), client.secret.read.query(), client.secret.read.query()]);

    expect(answers).toEqual(['the secret', 'the secret', 'the secret']);
    expect(state.refreshCalls).toBe(1);
  });

  it('clears the stored auth and rejects the original error when the refresh is refused', async () => {
    const { client, state } = createTestServer();
    state.refreshWorks = false;
    writeStoredAuth(EXPIRED_SESSION);

    await expect(client.secret.read.query()).rejects.toMatchObject({ message: 'expired', data: { code: 'UNAUTHORIZED' } });

    expect(state.refreshCalls).toBe(1);
    expect(state.secretCalls).toBe(1);
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('retries only once even if the new token is refused too', async () => {
    const { client, state } = createTestServer();
    writeStoredAuth(EXPIRED_SESSION);
    state.issuedToken = 'refused-too';

    await expect(client.secret.read.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });

    expect(state.refreshCalls).toBe(1);
    expect(state.secretCalls).toBe(2);
  });

  it('does not refresh when the sign-in itself is refused', async () => {
    const { client, state } = createTestServer();
    writeStoredAuth(EXPIRED_SESSION);

    await expect(client.auth.login.mutate()).rejects.toMatchObject({ message: 'Invalid credentials.' });

    expect(state.refreshCalls).toBe(0);
    expect(readStoredAuth()).toEqual(EXPIRED_SESSION);
  });

  it('does not refresh for a visitor without a stored session', async () => {
    const { client, state } = createTestServer();

    await expect(client.secret.read.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });

    expect(state.refreshCalls).toBe(0);
  });

  it('keeps the session when the refresh fails for a network reason', async () => {
    const failingRefresh = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const link = authRefreshLink({ refresh: failingRefresh });
    writeStoredAuth(EXPIRED_SESSION);
    // Drive the link directly with a terminating link that always answers UNAUTHORIZED.
    const unauthorized = new TRPCClientError('expired', {
      result: { error: { message: 'expired', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } } },
    });
    const client = createTRPCUntypedClient({
      links: [link, () => () => observable((observer) => observer.error(unauthorized))],
    });

    await expect(client.query('secret.read')).rejects.toBe(unauthorized);

    expect(failingRefresh).toHaveBeenCalledTimes(1);
    expect(readStoredAuth()).toEqual(EXPIRED_SESSION);
  });
});

describe('stored auth never holds the refresh token', () => {
  beforeEach(() => localStorage.clear());

  it('drops refresh_token from an answer before storing it', () => {
    writeStoredAuth({ access_token: 'a', refresh_token: 'sid.secret' });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('{"access_token":"a"}');
  });

  it('removes one stored by an older version of the app, keeping the access token', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'sid.secret' }));
    forgetStoredRefreshToken();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('{"access_token":"a"}');
  });
});
