/**
 * Cache-Control of server-rendered pages. A shared cache (a CDN in front of the site) may keep a
 * public answer for as long as its content can reasonably stay unchanged; a browser revalidates
 * every time, against the ETag, so a revisit costs a 304 and never shows a page older than the
 * agent's last change (a new featured listing, a Settings picture) or the visitor's sign-in. Nothing personal is ever cached publicly: any request that carries a cookie or an
 * Authorization header (a signed-in visitor's session, VOW data, favourites) is answered
 * `private, no-store`, and every answer varies on both headers.
 */
import type { IncomingHttpHeaders } from 'node:http';

export const PERSONAL_CACHE_CONTROL = 'private, no-store';
export const VARY_ON = 'Cookie, Authorization';

/** Listings and search results change with every feed sync (minutes); articles and static pages rarely. */
const PUBLIC_MAX_AGE_BY_PATH: { pattern: RegExp; seconds: number }[] = [
  { pattern: /^\/($|search$|comsearch$|estate\/)/i, seconds: 60 },
  { pattern: /^\/blogs(\/|$)/i, seconds: 300 },
];
const STATIC_PAGE_MAX_AGE = 600;

export function isPersonalRequest(headers: IncomingHttpHeaders): boolean {
  return Boolean(headers.cookie || headers.authorization);
}

export function publicCacheControl(path: string): string {
  const seconds = PUBLIC_MAX_AGE_BY_PATH.find((rule) => rule.pattern.test(path))?.seconds ?? STATIC_PAGE_MAX_AGE;
  // A shared cache may serve a stale copy briefly while it fetches the new one.
  return `public, max-age=0, must-revalidate, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}

export function pageCacheControl(path: string, headers: IncomingHttpHeaders): string {
  return isPersonalRequest(headers) ? PERSONAL_CACHE_CONTROL : publicCacheControl(path);
}

/** If-None-Match holds the answer's ETag (a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}
