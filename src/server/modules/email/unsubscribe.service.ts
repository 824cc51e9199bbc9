/**
 * Unsubscribing (CASL): every campaign copy carries its contact's own token, in a link and in
 * the List-Unsubscribe header. Using it marks the contact; campaigns skip marked contacts from
 * then on (when queued and again when sent), while transactional replies still reach them.
 */
import type pg from 'pg';
import type { TUnsubscribeStatus } from '#shared/schemas/email.schema.ts';
import { AppError } from '../../errors.ts';

/** The unsubscribe link of previews and test copies: a sample, explained on the page it opens. */
export const PREVIEW_UNSUBSCRIBE_TOKEN = 'preview-only-sample-link';

export const UNKNOWN_LINK = 'This unsubscribe link is not valid. It may have been copied incompletely.';

/** "j***@example.com": enough to recognise one's own address, not enough to harvest it. */
export function emailHint(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

async function agentName(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ agent_name: string }>('select agent_name from site_settings where id = 1');
  return rows[0]?.agent_name ?? 'the sender';
}

export async function unsubscribeStatus(pool: pg.Pool, token: string): Promise<TUnsubscribeStatus> {
  const { rows } = await pool.query<{ email: string; unsubscribed: boolean }>(
    'select email, unsubscribed_at is not null as unsubscribed from email_contact where unsubscribe_token = $1',
    [token],
  );
  if (!rows[0]) throw new AppError('NOT_FOUND', UNKNOWN_LINK);
  return { email_hint: emailHint(rows[0].email), unsubscribed: rows[0].unsubscribed, sender: await agentName(pool) };
}

/** Idempotent: a second click (or a mail client's retry) keeps the first date. */
export async function unsubscribe(pool: pg.Pool, token: string): Promise<TUnsubscribeStatus> {
  const { rows } = await pool.query<{ email: string }>(
    'update email_contact set unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now() where unsubscribe_token = $1 returning email',
    [token],
  );
  if (!rows[0]) throw new AppError('NOT_FOUND', UNKNOWN_LINK);
  return { email_hint: emailHint(rows[0].email), unsubscribed: true, sender: await agentName(pool) };
}
