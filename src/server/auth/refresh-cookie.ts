/**
 * The admin's refresh token travels in an HttpOnly cookie, so no script on the page (an injected
 * one included) can read it. It is sent only to the two refresh endpoints (tRPC for the React
 * admin, the REST shim's documented /api/auth/refresh for other clients): one cookie per path, as
 * a cookie's Path cannot name both. SameSite=Strict keeps other sites' requests from carrying it;
 * Secure when the site is served over https (PUBLIC_URL), so plain-http development still works.
 */
import { SESSION_TTL_DAYS } from './auth.service.ts';
import { readSessionCookie, sessionCookieHeader } from './cookie.ts';

export const REFRESH_COOKIE_NAME = 'admin_refresh';
export const REFRESH_COOKIE_PATHS = ['/trpc/auth.refresh', '/api/auth/refresh'] as const;

/** Cookies are Secure when the site is served over https (PUBLIC_URL); plain-http development keeps working. */
export function isHttpsSite(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') ?? false;
}

/** Refresh tokens are `<uuid>.<base64url>`: nothing that needs quoting in a cookie value. */
const COOKIE_VALUE = /^[A-Za-z0-9._-]+$/;

/** The Set-Cookie values that store `refreshToken` (or, when null, delete the cookie). */
export function refreshCookieHeaders(refreshToken: string | null, isSecure: boolean): string[] {
  return REFRESH_COOKIE_PATHS.map((path) =>
    sessionCookieHeader({ name: REFRESH_COOKIE_NAME, shape: COOKIE_VALUE, path, sameSite: 'Strict' }, refreshToken, SESSION_TTL_DAYS * 86_400, isSecure),
  );
}

/** The refresh token in a request's Cookie header, if any. */
export function readRefreshCookie(cookieHeader: string | undefined): string | undefined {
  return readSessionCookie({ name: REFRESH_COOKIE_NAME, shape: COOKIE_VALUE }, cookieHeader);
}
