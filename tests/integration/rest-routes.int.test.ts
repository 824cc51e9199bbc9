/**
 * Every documented /api path has a route with the documented access and answers, never a 404 or
 * a 500. Every admin path refuses a missing, forged or expired token with 401.
 */
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_API_PATHS, REST_ROUTES } from '#server/rest/rest-routes.ts';
import { signAccessToken } from '#server/auth/access-token.ts';
import { suiteApp } from '../support/suite-app.ts';

const concretePath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => (name === 'locationName' ? 'Toronto' : '1'))}`;

describe('REST shim route table', () => {
  const t = suiteApp();

  it('has no duplicate method + path', () => {
    const keys = REST_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a route for every documented path, with the documented access', () => {
    const routes = new Map(REST_ROUTES.map((route) => [`${route.method} ${route.path}`, route.access]));
    const missing = DOCUMENTED_API_PATHS.filter((documented) => routes.get(`${documented.method} ${documented.path}`) !== documented.access);
    expect(missing).toEqual([]);
  });

  it.each(REST_ROUTES.filter((route) => route.access === 'public').map((route) => [route.method, route.path] as const))(
    'public %s %s answers without a 404 or 500',
    async (method, path) => {
      const response = await t.app.inject({ method, url: concretePath(path), payload: method === 'POST' ? {} : undefined });
      // A handler may answer 404 for a record that does not exist; the route itself must exist.
      expect(response.body).not.toContain('No route');
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  const adminRoutes = REST_ROUTES.filter((route) => route.access === 'admin').map((route) => [route.method, route.path] as const);

  it.each(adminRoutes)('admin %s %s refuses anonymous, forged and expired tokens', async (method, path) => {
    const url = concretePath(path);
    const payload = method === 'POST' ? {} : undefined;
    const expired = signAccessToken({ sub: 1, sid: '00000000-0000-0000-0000-000000000000' }, t.services.config.env.AUTH_SECRET, Date.now() - 3_600_000);
    const forged = signAccessToken({ sub: 1, sid: '00000000-0000-0000-0000-000000000000' }, 'some-other-secret-entirely');
    for (const authorization of [undefined, `Bearer ${forged}`, `Bearer ${expired}`, 'Bearer not-a-token']) {
      const response = await t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
      expect(response.statusCode, `${method} ${url} with ${authorization ?? 'no token'}`).toBe(401);
    }
  });

  // Signing out would end the shared session for the routes after it: auth.int.test.ts covers it.
  const signedInRoutes = adminRoutes.filter(([, path]) => path !== '/auth/logout');

  it.each(signedInRoutes)('admin %s %s answers a signed-in admin without a missing route or a 500', async (method, path) => {
    const token = await t.adminToken();
    const response = await t.app.inject({
      method,
      url: concretePath(path),
      payload: method === 'POST' ? {} : undefined,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, `${method} ${path}: ${response.body.slice(0, 200)}`).not.toBe(401);
    expect(response.body).not.toContain('No route');
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error' });
  });
});
