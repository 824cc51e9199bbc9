import { describe, expect, it } from 'vitest';
import { readVisitorCookie, visitorCookieHeader, VISITOR_COOKIE_NAME } from './visitor-session.ts';

const TOKEN = 'A'.repeat(43);

describe('the visitor session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, Secure only over https', () => {
    expect(visitorCookieHeader(TOKEN, false)).toBe(`${VISITOR_COOKIE_NAME}=${TOKEN}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
    expect(visitorCookieHeader(TOKEN, true)).toBe(`${VISITOR_COOKIE_NAME}=${TOKEN}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`);
    expect(visitorCookieHeader(null, true)).toBe(`${VISITOR_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`);
  });

  it('refuses a value that could smuggle attributes, and reads only a well-formed one', () => {
    expect(() => visitorCookieHeader('a; Domain=evil.example', false)).toThrow();
    expect(readVisitorCookie(`other=1; ${VISITOR_COOKIE_NAME}=${TOKEN}`)).toBe(TOKEN);
    expect(readVisitorCookie(`${VISITOR_COOKIE_NAME}=short`)).toBeUndefined();
    expect(readVisitorCookie(undefined)).toBeUndefined();
  });
});
