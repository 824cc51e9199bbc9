/**
 * The admin's refresh token travels in an HttpOnly cookie, so no script on the page (an injected
 * one included) can read it. It is sent only to the two refresh endpoints (tRPC for the React
 * admin, the REST shim's documented /api/auth/refresh for other clients): one cookie per path, as
 * a cookie's Path cannot name both. SameSite=Strict keeps other sites' requests from carrying it;
 * Secure when the site is served over https (PUBLIC_URL), so plain-http development still works.
 * Hand-written (one cookie, a few lines) rather than a cookie plugin for the whole app.
 */
import { SESSION_TTL_DAYS } from './auth.service.ts';

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
  if (refreshToken !== null && !COOKIE_VALUE.test(refreshToken)) throw new Error('refresh token is not cookie-safe');
  const maxAge = refreshToken === null ? 0 : SESSION_TTL_DAYS * 86_400;
  return REFRESH_COOKIE_PATHS.map((path) =>
    [`${REFRESH_COOKIE_NAME}=${refreshToken ?? ''}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(isSecure ? ['Secure'] : [])].join(
      '; ',
    ),
  );
}

/** The refresh token in a request's Cookie header, if any. */
export function readRefreshCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== REFRESH_COOKIE_NAME) continue;
    const value = pair.slice(separator + 1).trim();
    if (value && COOKIE_VALUE.test(value)) return value;
  }
  return undefined;
}
