// @vitest-environment jsdom
/**
 * The assembled client (router + data layer + pages) against an in-process tRPC server that
 * answers the few procedures the shell uses: redirects, guards, titles, sign-in and sign-out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { readStoredAuth, writeStoredAuth } from './auth/auth-storage.ts';
import { createAppRouter } from './router.tsx';
import { createDataLayer } from './trpc.ts';
import { inProcessFetch, TEST_SITE_SETTINGS, TEST_TRPC_URL } from './testing/in-process-trpc.tsx';

// The server keeps the refresh token in an HttpOnly cookie, so the answer has none.
const TOKENS = { access_token: 'good', token_type: 'Bearer', expires_in: 900, user: { id: 1, email: 'jane@example.com' } };

function createFakeServer() {
  const calls: string[] = [];
  const t = initTRPC.context<{ token: string | undefined }>().create();
  const admin = t.procedure.use(({ ctx, next }) => {
    if (ctx.token !== 'good') throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Your session has expired.' });
    return next();
  });
  const router = t.router({
    settings: t.router({ public: t.procedure.query(() => TEST_SITE_SETTINGS) }),
    auth: t.router({
      login: t.procedure.input(z.object({ email: z.string(), password: z.string() })).mutation(({ input }) => {
        calls.push('login');
        if (input.password !== 'secret') throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid credentials.' });
        return TOKENS;
      }),
      refresh: t.procedure.input(z.object({ refresh_token: z.string().optional() })).mutation(() => {
        calls.push('refresh');
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Session expired. Please sign in again.' });
      }),
      logout: admin.mutation(() => {
        calls.push('logout');
        return { ok: true as const };
      }),
      me: admin.query(() => ({ userId: 1 })),
    }),
  });
  const fetchInProcess = inProcessFetch(router, (req) => ({ token: req.headers.get('authorization')?.replace(/^Bearer /, '') }));
  return { calls, fetch: fetchInProcess };
}

function renderApp(path: string) {
  const server = createFakeServer();
  const router = createAppRouter(createDataLayer({ url: TEST_TRPC_URL, fetch: server.fetch }), {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  const pathname = () => router.state.location.pathname;
  return { router, server, pathname };
}

const LAZY_PAGE_TIMEOUT_MS = 10_000;

describe('client app', () => {
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(cleanup);

  it('renders Home in the public shell with the agent in the title', async () => {
    renderApp('/');
    // The first render loads the lazy page modules through vite's transform: seconds on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: /Jane Doe/ }, { timeout: LAZY_PAGE_TIMEOUT_MS })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toronto View homes' }).getAttribute('href')).toBe('/estate/Toronto');
    await waitFor(() => expect(document.title).toBe('Realtor Jane Doe - Home'));
  });

  it('redirects unknown paths to the home page', async () => {
    const { pathname } = renderApp('/no/such/page');
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it('loads a lazy public page with its heading and title', async () => {
    renderApp('/estate/richmond hill');
    expect(await screen.findByRole('heading', { level: 1, name: 'Map View' }, { timeout: LAZY_PAGE_TIMEOUT_MS })).toBeTruthy();
    expect(screen.getAllByText(/Richmond Hill/).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Realtor Jane Doe - Map View'));
  });

  it('sends admin pages to the sign-in page without a stored session', async () => {
    const { pathname } = renderApp('/admin/own');
    await waitFor(() => expect(pathname()).toBe('/admin/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('asks for both fields, shows the server message, then signs in', async () => {
    const { pathname, server } = renderApp('/admin/login');
    const submit = await screen.findByRole('button', { name: 'Sign In' });

    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('email and password is required');
    expect(server.calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid credentials.'));
    expect(server.calls).toEqual(['login']);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(submit);
    await waitFor(() => expect(pathname()).toBe('/admin/home'));
    expect(readStoredAuth()).toEqual(TOKENS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Browser' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Realtor Jane Doe - Admin - Home'));
  });

  it('signs out: revokes the session, forgets it and shows the sign-in page', async () => {
    writeStoredAuth(TOKENS);
    const { pathname, server } = renderApp('/admin/logout');
    await waitFor(() => expect(pathname()).toBe('/admin/login'));
    expect(server.calls).toContain('logout');
    expect(readStoredAuth()).toBeNull();
  });

  it('leaves the admin area when the stored session can no longer be refreshed', async () => {
    writeStoredAuth({ ...TOKENS, access_token: 'expired' });
    const { pathname, server } = renderApp('/admin/todos');
    await waitFor(() => expect(pathname()).toBe('/admin/login'));
    expect(server.calls).toContain('refresh');
    expect(readStoredAuth()).toBeNull();
  });
});
