import { describe, expect, it } from 'vitest';
import { readRefreshCookie, refreshCookieHeaders } from './refresh-cookie.ts';

const TOKEN = '0f8fad5b-d9cb-469f-a165-70867728950e.c2VjcmV0LXBhcnQ';

describe('refresh cookie', () => {
  it('is HttpOnly and SameSite=Strict on both refresh paths, Secure only for an https site', () => {
    const overHttp = refreshCookieHeaders(TOKEN, false);
    expect(overHttp).toEqual([
      `admin_refresh=${TOKEN}; Path=/trpc/auth.refresh; Max-Age=2592000; HttpOnly; SameSite=Strict`,
      `admin_refresh=${TOKEN}; Path=/api/auth/refresh; Max-Age=2592000; HttpOnly; SameSite=Strict`,
    ]);
    expect(refreshCookieHeaders(TOKEN, true).every((header) => header.endsWith('; Secure'))).toBe(true);
  });

  it('is cleared with an empty value and Max-Age=0', () => {
    expect(refreshCookieHeaders(null, false)[0]).toBe('admin_refresh=; Path=/trpc/auth.refresh; Max-Age=0; HttpOnly; SameSite=Strict');
  });

  it('refuses a value that would need quoting (no header injection)', () => {
    expect(() => refreshCookieHeaders('a; Domain=evil.example', false)).toThrow();
  });

  it('is read from a Cookie header among others, ignoring look-alikes and junk', () => {
    expect(readRefreshCookie(`theme=dark; admin_refresh=${TOKEN}; x=1`)).toBe(TOKEN);
    expect(readRefreshCookie(`xadmin_refresh=${TOKEN}`)).toBeUndefined();
    expect(readRefreshCookie('admin_refresh=')).toBeUndefined();
    expect(readRefreshCookie('admin_refresh="quoted value"')).toBeUndefined();
    expect(readRefreshCookie(undefined)).toBeUndefined();
  });
});
