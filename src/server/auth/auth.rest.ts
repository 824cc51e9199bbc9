import { z } from 'zod';
import { ZLoginInput } from '#shared/schemas/auth.schema.ts';
import { answerData, type RestRoute } from '../rest/rest-route.ts';

// "token payload or none": without one, the refresh token comes from the HttpOnly cookie.
const ZRefreshBody = z
  .object({ refresh_token: z.string().optional(), token: z.string().optional() })
  .nullish()
  .transform((body) => {
    const token = body?.refresh_token || body?.token;
    return token ? { refresh_token: token } : {};
  });

export const AUTH_REST_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    // The legacy client stores `data` under the `auth` key; the refresh token is in the cookie only.
    handle: answerData((caller, { body }) => caller.auth.login(ZLoginInput.parse(body ?? {}))),
  },
  {
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    // Legacy clients read data.data.access_token.
    handle: async (caller, { body }) => ({ data: { data: await caller.auth.refresh(ZRefreshBody.parse(body)) } }),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    access: 'admin',
    handle: async (caller) => caller.auth.logout(),
  },
];
