/**
 * Secret links in queued mail (a visitor's sign-in link) without the secret in the database.
 * The outbox stores a message before it is sent (email_message, kept for the agent's Mailbox), so
 * a sign-in link written into it would sit there as a usable credential. Instead the message
 * holds a placeholder with a random nonce, and the mail worker fills in the token at send time:
 * token = HMAC-SHA256(AUTH_SECRET, nonce). The database holds the nonce and sha256(token) only;
 * neither signs anybody in without the server's secret.
 * (The dev mailbox, used only without SMTP_URL, keeps the sent copy with the real link: that is
 * how a developer follows it.)
 */
import { createHmac, randomBytes } from 'node:crypto';

const PLACEHOLDER = /%%LINK_TOKEN:([A-Za-z0-9_-]{22})%%/g;

export interface LinkToken {
  /** What the link carries; never stored. */
  token: string;
  /** What the queued mail carries in its place. */
  placeholder: string;
}

export function linkTokenFor(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`mail-link-token:${nonce}`).digest('base64url');
}

/** A new link token (32 bytes, 43 base64url characters) and the placeholder that stands for it in the outbox. */
export function newLinkToken(secret: string): LinkToken {
  const nonce = randomBytes(16).toString('base64url');
  return { token: linkTokenFor(secret, nonce), placeholder: `%%LINK_TOKEN:${nonce}%%` };
}

/** The mail as it is sent: every placeholder replaced by its token. */
export function fillLinkTokens(text: string, secret: string): string {
  return text.replace(PLACEHOLDER, (_match, nonce: string) => linkTokenFor(secret, nonce));
}
