/**
 * The `mail.send` handler: sends one recipient's copy of one message, at most once per retry
 * storm, and records the outcome on its `email_delivery` row.
 *
 * How a retry never sends twice:
 * 1. The delivery row is locked (`for update skip locked`) in a transaction held for the whole
 *    attempt; a second job for the same delivery finds it locked and leaves it to the holder.
 * 2. Only a `pending` row is sent; `sent`, `skipped` and `failed` rows are settled (a retry the
 *    agent asks for puts a failed row back to pending first). The "sent" mark commits right after
 *    the SMTP server accepts.
 * 3. Every attempt uses the same Message-ID, derived from the delivery's idempotency key.
 *
 * The residual window, honestly: if the process dies (or the database commit fails) after the
 * SMTP server answered 250 to DATA and before the "sent" mark commits, the transaction rolls back
 * and a later retry sends the message again. That window is one round trip to PostgreSQL long.
 * The repeated copy carries the same Message-ID, which many receiving systems use to drop
 * duplicates. The dev mailbox has no window at all: the kept copy is written in the same
 * transaction as the mark (and its Message-ID is unique).
 *
 * Failures: 4xx answers, timeouts and connection errors throw, so pg-boss retries with backoff
 * (the queue's policy: about a day); the row stays `pending` with the last error visible. A
 * permanent answer (5xx about the message or recipient), or the last retry, marks it `failed`.
 */
import type pg from 'pg';
import type { AppConfig } from '../env.ts';
import { personalize } from './campaign-layout.ts';
import { fillLinkTokens } from './link-tokens.ts';
import { describeSmtpError, messageIdFor, type Mailer, type OutgoingMessage } from './mailer.ts';
import { loadSenderIdentity, unsubscribeUrlFor } from './sender-identity.ts';

export interface DeliveryDeps {
  pool: pg.Pool;
  config: AppConfig;
  mailer: Mailer;
}

export type DeliveryOutcome = 'sent' | 'already-done' | 'skipped' | 'failed' | 'busy' | 'missing';

/** Thrown for a failure worth retrying: pg-boss schedules the next attempt. */
export class RetryableDeliveryError extends Error {}

export interface DeliveryRow {
  delivery_id: number;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  to_address: string;
  to_name: string | null;
  idempotency_key: string;
  is_campaign: boolean;
  subject: string;
  html: string;
  text: string;
  ics: string | null;
  /** Set for a transactional mail with its own one-click unsubscribe (listing alerts). */
  list_unsubscribe?: string | null;
  contact_id: number | null;
  contact_name: string | null;
  unsubscribe_token: string | null;
  unsubscribed_at: Date | null;
}

export const DELIVERY_SELECT = `
  select d.id as delivery_id, d.status, d.to_address, d.to_name, d.idempotency_key, d.contact_id,
         m.is_campaign, m.subject, m.html, m.text, m.ics, m.list_unsubscribe,
         c.full_name as contact_name, c.unsubscribe_token, c.unsubscribed_at
    from email_delivery d
    join email_message m on m.id = d.message_id
    left join email_contact c on c.id = d.contact_id`;

/**
 * The exact message for one delivery. Campaign copies get the recipient's own name and
 * unsubscribe link (body and List-Unsubscribe headers, RFC 8058 one-click); nobody else's.
 */
export function outgoingMessageFor(row: DeliveryRow, config: AppConfig, replyTo: string | null): OutgoingMessage {
  const name = row.contact_name ?? row.to_name ?? '';
  const base: OutgoingMessage = {
    from: config.env.MAIL_FROM,
    to: { name, address: row.to_address },
    replyTo: replyTo ?? undefined,
    subject: row.subject,
    html: row.html,
    text: row.text,
    messageId: messageIdFor(row.idempotency_key, config.env.MAIL_FROM),
    headers: {},
    ...(row.ics ? { ics: row.ics } : {}),
  };
  // A transactional mail with its own unsubscribe (a listing alert): the one-click headers only.
  if (!row.is_campaign && row.list_unsubscribe) {
    return {
      ...base,
      headers: { 'List-Unsubscribe': `<${row.list_unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
  if (!row.is_campaign || !row.unsubscribe_token) return base;
  const unsubscribeUrl = unsubscribeUrlFor(config, row.unsubscribe_token);
  const body = personalize({ html: row.html, text: row.text }, { name: name || 'there', unsubscribeUrl });
  return {
    ...base,
    ...body,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      Precedence: 'bulk',
    },
  };
}

async function settle(client: pg.PoolClient, deliveryId: number, status: 'sent' | 'pending' | 'failed' | 'skipped', error: string | null): Promise<void> {
  await client.query(
    `update email_delivery
        set status = $2, last_error = $3,
            attempts = attempts + case when $2 = 'skipped' then 0 else 1 end,
            sent_at = case when $2 = 'sent' then now() else sent_at end
      where id = $1`,
    [deliveryId, status, error],
  );
}

export async function deliverMail(deps: DeliveryDeps, deliveryId: number, options: { isFinalAttempt: boolean }): Promise<DeliveryOutcome> {
  const client = await deps.pool.connect();
  let isOpen = false;
  try {
    await client.query('begin');
    isOpen = true;
    const { rows } = await client.query<DeliveryRow>(`${DELIVERY_SELECT} where d.id = $1 for update of d skip locked`, [deliveryId]);
    const row = rows[0];
    if (!row) {
      const exists = await client.query('select 1 from email_delivery where id = $1', [deliveryId]);
      await client.query('commit');
      isOpen = false;
      // Locked: another worker is sending this very delivery and will settle it.
      return exists.rowCount ? 'busy' : 'missing';
    }
    // sent and skipped are done; failed is final until the agent asks for a retry (which sets
    // the row back to pending before queueing it), so a stale job never revives it.
    if (row.status !== 'pending') {
      await client.query('commit');
      isOpen = false;
      return 'already-done';
    }
    if (row.is_campaign && (row.contact_id === null || row.unsubscribed_at !== null)) {
      await settle(client, deliveryId, 'skipped', row.contact_id === null ? 'The contact was deleted.' : 'The contact unsubscribed.');
      await client.query('commit');
      isOpen = false;
      return 'skipped';
    }

    const sender = await loadSenderIdentity(client, deps.config);
    const composed = outgoingMessageFor(row, deps.config, sender.email);
    // Secret links (a visitor's sign-in link) are filled in only for sending: the outbox row and
    // the agent's Mailbox preview keep the placeholder (link-tokens.ts).
    const secret = deps.config.env.AUTH_SECRET;
    const message = { ...composed, html: fillLinkTokens(composed.html, secret), text: fillLinkTokens(composed.text, secret) };
    // The savepoint undoes whatever a failed attempt wrote while the row stays locked.
    await client.query('savepoint before_send');
    try {
      await deps.mailer.send(message, client, deliveryId);
    } catch (error) {
      const failure = describeSmtpError(error);
      const isFinal = failure.isPermanent || options.isFinalAttempt;
      await client.query('rollback to savepoint before_send');
      await settle(client, deliveryId, isFinal ? 'failed' : 'pending', failure.message);
      await client.query('commit');
      isOpen = false;
      if (isFinal) return 'failed';
      throw new RetryableDeliveryError(failure.message);
    }
    await settle(client, deliveryId, 'sent', null);
    await client.query('commit');
    isOpen = false;
    return 'sent';
  } catch (error) {
    if (isOpen) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
