/**
 * A visitor's session: a random token in the `visitor_session` cookie, stored as its sha256 only,
 * with an expiry and a revocation mark (sign-out, "sign out everywhere", account deletion).
 * The cookie is HttpOnly (no script reads it), SameSite=Lax (sent when a visitor follows a link to
 * the site, never with another site's POST) and Secure when PUBLIC_URL is https, for the whole
 * site (Path=/): every page's VOW answers depend on it. Public pages rendered for a request that
 * carries it must not be cached publicly.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/queryable.ts';
import { readSessionCookie, sessionCookieHeader, type SessionCookie } from '../../auth/cookie.ts';

export const VISITOR_COOKIE_NAME = 'visitor_session';
export const VISITOR_SESSION_DAYS = 30;
/** Last visit is written at most this often per visitor (not a write per request). */
export const LAST_VISIT_RESOLUTION = '1 hour';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function sha256(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** 32 random bytes, base64url: 43 characters, nothing to quote in a cookie. */
export function newRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

const VISITOR_COOKIE: SessionCookie = { name: VISITOR_COOKIE_NAME, shape: TOKEN_SHAPE, path: '/', sameSite: 'Lax' };

export function visitorCookieHeader(token: string | null, isSecure: boolean): string {
  return sessionCookieHeader(VISITOR_COOKIE, token, VISITOR_SESSION_DAYS * 86_400, isSecure);
}

export function readVisitorCookie(cookieHeader: string | undefined): string | undefined {
  return readSessionCookie(VISITOR_COOKIE, cookieHeader);
}

export async function createVisitorSession(db: Queryable, visitorId: number, ip: string): Promise<string> {
  const token = newRandomToken();
  await db.query(`insert into visitor_session (token_hash, visitor_id, expires_at, ip) values ($1, $2, now() + $3 * interval '1 day', $4)`, [
    sha256(token),
    visitorId,
    VISITOR_SESSION_DAYS,
    ip,
  ]);
  return token;
}

export async function revokeVisitorSession(db: Queryable, token: string): Promise<void> {
  await db.query('update visitor_session set revoked_at = now() where token_hash = $1 and revoked_at is null', [sha256(token)]);
}

export async function revokeAllVisitorSessions(db: Queryable, visitorId: number): Promise<void> {
  await db.query('update visitor_session set revoked_at = now() where visitor_id = $1 and revoked_at is null', [visitorId]);
}

export interface SessionVisitor {
  visitorId: number;
  /** The VOW terms version the visitor accepted and has not withdrawn, or null. */
  vowTermsVersion: string | null;
}

/**
 * The visitor of a session token, in one statement on the session's primary key: the visitor row
 * by its primary key, and the last visit written only when the stored one is older than
 * LAST_VISIT_RESOLUTION (a data-modifying CTE runs whether or not the outer select reads it).
 */
export async function readSessionVisitor(db: Queryable, token: string): Promise<SessionVisitor | null> {
  const { rows } = await db.query<{ visitor_id: number; vow_terms_version: string | null }>(
    `with found as (
       select s.visitor_id, v.vow_terms_version, v.last_visit_at
         from visitor_session s join visitor v on v.id = s.visitor_id
        where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
     ), touched as (
       update visitor set last_visit_at = now()
        where id = (select visitor_id from found)
          and (last_visit_at is null or last_visit_at < now() - interval '${LAST_VISIT_RESOLUTION}')
       returning id
     )
     select visitor_id, vow_terms_version from found`,
    [sha256(token)],
  );
  const row = rows[0];
  return row ? { visitorId: row.visitor_id, vowTermsVersion: row.vow_terms_version } : null;
}
