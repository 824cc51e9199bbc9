/**
 * Passwordless sign-in by e-mail. One entry form for everyone: the visitor types an e-mail address
 * and always gets the same answer; the mail says "Sign in" for an account's address and "Finish
 * signing up" for any other (sign-in-mail.ts). The link is single use (and using one kills the
 * address's other open links), lives 15 minutes, and only its sha256 is stored.
 * Requests are limited per address and per IP, counted before any lookup so a refused request
 * costs nothing and says nothing about the address.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { VOW_TERMS, MARKETING_CONSENT } from '#shared/vow-terms.ts';
import type { TCompleteSignIn } from '#shared/schemas/visitor.schema.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { AppError, type FieldErrors } from '#server/errors.ts';
import { hitLimit, type Limit } from '#server/limits/request-limit.ts';
import { loadAgentSignature } from '#server/mail/agent-signature.ts';
import { newLinkToken } from '#server/mail/link-tokens.ts';
import { queueMail } from '#server/mail/mail-outbox.ts';
import type { AppServices } from '#server/services.ts';
import { recordConsent } from './visitor-consents.ts';
import { renderSignInMail, SIGN_IN_LINK_KIND } from './sign-in-mail.ts';
import { createVisitorSession, sha256 } from './visitor-session.ts';

export const SIGN_IN_LINK_TTL_MINUTES = 15;
export const SIGN_IN_LINK_LIMITS = {
  perAddress: { max: 5, windowMs: 60 * 60_000 },
  perIp: { max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export const LINK_SENT_MESSAGE = 'Check your e-mail: we sent you a link to continue. It works once, for 15 minutes.';
export const TOO_MANY_LINKS = 'Too many sign-in e-mails were asked for. Please try again in an hour.';
export const LINK_NOT_VALID = 'This link has expired or was already used. Ask for a new one.';

export const SIGN_IN_PATH = '/account/sign-in';
export const SIGN_UP_PATH = '/account/sign-up';

/** The limit keys name the address by a digest: request_limit never holds an e-mail address. */
const addressKey = (email: string) => `visitor-link:address:${createHash('sha256').update(email).digest('hex')}`;

export async function requestSignInLink(services: AppServices, email: string, ip: string): Promise<{ ok: true; message: string }> {
  const { pool } = services;
  const isIpAllowed = await hitLimit(pool, `visitor-link:ip:${ip}`, SIGN_IN_LINK_LIMITS.perIp);
  const isAddressAllowed = await hitLimit(pool, addressKey(email), SIGN_IN_LINK_LIMITS.perAddress);
  if (!isIpAllowed || !isAddressAllowed) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_LINKS);

  await runInTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: number; name: string }>('select id, name from visitor where email = $1', [email]);
    const visitor = rows[0];
    const link = newLinkToken(services.config.env.AUTH_SECRET);
    await client.query(
      `insert into visitor_sign_in_token (token_hash, purpose, email, visitor_id, expires_at)
       values ($1, $2, $3, $4, now() + $5 * interval '1 minute')`,
      [sha256(link.token), visitor ? 'sign_in' : 'sign_up', email, visitor?.id ?? null, SIGN_IN_LINK_TTL_MINUTES],
    );
    const path = visitor ? SIGN_IN_PATH : SIGN_UP_PATH;
    const mail = renderSignInMail({
      isKnown: Boolean(visitor),
      name: visitor?.name ?? null,
      url: `${services.config.publicUrl}${path}#token=${link.placeholder}`,
      ttlMinutes: SIGN_IN_LINK_TTL_MINUTES,
      signature: await loadAgentSignature(client),
    });
    // Same kind, recipient shape and entity for both cases: the outbox rows do not tell them apart either.
    await queueMail(client, services.jobs, { kind: SIGN_IN_LINK_KIND, entityId: 'link', to: { email }, ...mail });
    await dropDeadLinksAndSessions(client);
  });
  return { ok: true, message: LINK_SENT_MESSAGE };
}

/**
 * A few links and sessions that can never be used again are dropped with each new link, so both
 * tables stay as small as the live ones without a scheduled job.
 */
async function dropDeadLinksAndSessions(client: pg.PoolClient): Promise<void> {
  await client.query(
    `delete from visitor_sign_in_token where token_hash in (
       select token_hash from visitor_sign_in_token where expires_at < now() - interval '1 day' limit 50 for update skip locked)`,
  );
  await client.query(
    `delete from visitor_session where token_hash in (
       select token_hash from visitor_session where expires_at < now() or revoked_at is not null limit 50 for update skip locked)`,
  );
}

export interface CompletedSignIn {
  sessionToken: string;
  visitorId: number;
  isNewAccount: boolean;
}

function signUpFieldErrors(input: TCompleteSignIn): FieldErrors | null {
  const errors: FieldErrors = {};
  if (!input.name) errors.name = ['Enter your name.'];
  if (input.acceptVowTerms !== true) errors.acceptVowTerms = ['Accept the terms of use to create an account.'];
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Uses a link: checks it (unused, unexpired), creates the account for a sign-up link (with its
 * consents), marks this and every other open link of the address used, and opens a session.
 * A sign-up form with a missing field is refused before anything is written: the link stays usable.
 */
export async function completeSignIn(services: AppServices, input: TCompleteSignIn, ip: string): Promise<CompletedSignIn> {
  return runInTransaction(services.pool, async (client) => {
    const { rows } = await client.query<{ purpose: 'sign_in' | 'sign_up'; email: string; visitor_id: number | null }>(
      `select purpose, email, visitor_id from visitor_sign_in_token
        where token_hash = $1 and used_at is null and expires_at > now() for update`,
      [sha256(input.token)],
    );
    const link = rows[0];
    if (!link) throw new AppError('UNAUTHORIZED', LINK_NOT_VALID);

    let visitorId = link.visitor_id;
    let isNewAccount = false;
    if (link.purpose === 'sign_up') {
      const errors = signUpFieldErrors(input);
      if (errors) throw new AppError('BAD_REQUEST', 'Please check the highlighted fields.', errors);
      visitorId = await createVisitor(client, link.email, input, ip);
      isNewAccount = visitorId !== null;
      // Two sign-up links of one address: the account the first one made signs the second in.
      visitorId ??= (await client.query<{ id: number }>('select id from visitor where email = $1', [link.email])).rows[0]!.id;
    }
    if (visitorId === null) throw new AppError('UNAUTHORIZED', LINK_NOT_VALID);

    await client.query('update visitor_sign_in_token set used_at = now() where email = $1 and used_at is null', [link.email]);
    const sessionToken = await createVisitorSession(client, visitorId, ip);
    return { sessionToken, visitorId, isNewAccount };
  });
}

/** A new account with its consents, or null when the address has one already. */
async function createVisitor(client: pg.PoolClient, email: string, input: TCompleteSignIn, ip: string): Promise<number | null> {
  const { rows } = await client.query<{ id: number }>(
    `insert into visitor (email, name, phone, sign_up_ip) values ($1, $2, $3, $4) on conflict (email) do nothing returning id`,
    [email, input.name, input.phone ?? null, ip],
  );
  const visitorId = rows[0]?.id;
  if (visitorId === undefined) return null;
  await recordConsent(client, visitorId, 'vow_terms', 'given', VOW_TERMS.version, ip);
  if (input.acceptMarketing === true) await recordConsent(client, visitorId, 'marketing_email', 'given', MARKETING_CONSENT.version, ip);
  return visitorId;
}
