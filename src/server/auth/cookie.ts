/**
 * The two HttpOnly session cookies (the admin's refresh token, the visitor's session) written and
 * read the same way. Hand-written (a few lines) rather than a cookie plugin for the whole app.
 */

export interface SessionCookie {
  name: string;
  /** What a value must look like: nothing that needs quoting in a cookie, so it is never escaped. */
  shape: RegExp;
  path: string;
  sameSite: 'Strict' | 'Lax';
}

/** The Set-Cookie value that stores `value` for `maxAgeSeconds`, or deletes the cookie when `value` is null. */
export function sessionCookieHeader(cookie: SessionCookie, value: string | null, maxAgeSeconds: number, isSecure: boolean): string {
  if (value !== null && !cookie.shape.test(value)) throw new Error(`${cookie.name} value is not cookie-safe`);
  const maxAge = value === null ? 0 : maxAgeSeconds;
  return [
    `${cookie.name}=${value ?? ''}`,
    `Path=${cookie.path}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    `SameSite=${cookie.sameSite}`,
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}

/** The cookie's value in a request's Cookie header: the first pair of its name whose value has its shape. */
export function readSessionCookie(cookie: Pick<SessionCookie, 'name' | 'shape'>, cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== cookie.name) continue;
    const value = pair.slice(separator + 1).trim();
    if (cookie.shape.test(value)) return value;
  }
  return undefined;
}
