/**
 * Which addresses a blog post may contain.
 * - Links: web pages (http, https), e-mail and phone links, and paths of this site.
 * - Images: only files of this site's media store (/media/…), written by the upload pipeline;
 *   never another server's picture, a data: URL or anything with a scheme.
 * Addresses are parsed the way a browser parses them (WHATWG URL: letter case, surrounding
 * spaces, tabs and newlines inside the scheme are all resolved first), and the parsed form is the
 * one rendered, so the address that was checked is the address a reader's browser follows.
 */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Stands for this site while parsing relative paths; never rendered. */
const SITE_ORIGIN = 'https://site.invalid';
export const MAX_URL_LENGTH = 2048;
export const MEDIA_PATH_PREFIX = '/media/';

function parseUrl(raw: string, base?: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

export function safeLinkUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const candidate = raw.trim();
  if (candidate === '' || candidate.length > MAX_URL_LENGTH) return null;
  // Absolute as written; a path of this site; or a bare host name typed without https://.
  const url = parseUrl(candidate) ?? (/^[/?#]/.test(candidate) ? parseUrl(candidate, SITE_ORIGIN) : parseUrl(`https://${candidate}`));
  if (!url || !LINK_PROTOCOLS.has(url.protocol)) return null;
  if (url.origin === SITE_ORIGIN) return `${url.pathname}${url.search}${url.hash}`;
  // 'https://bank.example@evil.example' reads as one site and opens another.
  if (url.username || url.password) return null;
  return url.href;
}

export function safeImageUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const candidate = raw.trim();
  if (!candidate.startsWith(MEDIA_PATH_PREFIX) || candidate.length > MAX_URL_LENGTH) return null;
  const url = parseUrl(candidate, SITE_ORIGIN);
  // The prefix is checked again after parsing: '/media/../x' and '/media/%2e%2e/x' leave the store.
  if (!url || url.origin !== SITE_ORIGIN || !url.pathname.startsWith(MEDIA_PATH_PREFIX)) return null;
  return url.pathname;
}
