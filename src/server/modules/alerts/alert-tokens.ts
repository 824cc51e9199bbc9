/**
 * The signed tokens of alert mails (issue #16): the unsubscribe links (one saved search, or all
 * of a visitor's alerts) and the click redirect of each listing link. Stateless HMAC-SHA256 with
 * AUTH_SECRET over a purpose-tagged message (like mail/link-tokens.ts), so nothing secret is
 * stored and a token for one purpose never passes for another. Unsubscribe links must keep
 * working long after the mail (CASL: at least 60 days), so they do not expire; they only stop
 * alerts, and a click token only records a click.
 * Shape: `<scope letter><id>.<signature>` — s: saved search, a: all of a visitor's alerts,
 * c: an alert item's click, whose id is `<search id>-<event id>` (the item's key).
 * Only [A-Za-z0-9._-], so it survives URLs and ZUnsubscribeToken.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type AlertTokenScope = 'search' | 'all' | 'click';

const LETTER: Record<AlertTokenScope, string> = { search: 's', all: 'a', click: 'c' };
const SCOPE_OF_LETTER: Record<string, AlertTokenScope> = { s: 'search', a: 'all', c: 'click' };
const TOKEN_PATTERN = /^([sac])([1-9]\d{0,17})(?:-([1-9]\d{0,17}))?\.([A-Za-z0-9_-]{22})$/;

function signature(secret: string, scope: AlertTokenScope, id: string): string {
  // 128 bits of the HMAC: plenty against guessing, and short enough for a tidy link.
  return createHmac('sha256', secret).update(`listing-alert:${scope}:${id}`).digest().subarray(0, 16).toString('base64url');
}

/** `eventId` only for a click (the item is the search's event). */
export function signAlertToken(secret: string, scope: AlertTokenScope, id: number, eventId?: number): string {
  const ids = scope === 'click' ? `${id}-${eventId}` : String(id);
  return `${LETTER[scope]}${ids}.${signature(secret, scope, ids)}`;
}

export interface AlertToken {
  scope: AlertTokenScope;
  id: number;
  /** A click's event (its id is the search's). */
  eventId?: number;
}

/** The token's scope and id, or null for anything not signed by this server (tampered, truncated, other purpose). */
export function verifyAlertToken(secret: string, token: string): AlertToken | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const scope = SCOPE_OF_LETTER[match[1]!]!;
  const id = Number(match[2]);
  const eventId = match[3] === undefined ? undefined : Number(match[3]);
  if (!Number.isSafeInteger(id) || (scope === 'click') !== (eventId !== undefined) || (eventId !== undefined && !Number.isSafeInteger(eventId))) return null;
  const expected = Buffer.from(signature(secret, scope, eventId === undefined ? match[2]! : `${match[2]}-${match[3]}`));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return eventId === undefined ? { scope, id } : { scope, id, eventId };
}
