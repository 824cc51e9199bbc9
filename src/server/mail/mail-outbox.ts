/**
 * The mail outbox: every e-mail the product sends is first written as an `email_message` row
 * and one `email_delivery` row per recipient, and a `mail.send` job { deliveryId } is enqueued
 * in the SAME transaction. So a reply is never recorded without its mail, nor mailed without
 * being recorded; the mail worker (deliver-mail.job.ts) sends by deliveryId and marks the row.
 *
 * Call it with the pg client of an open transaction (see runInTransaction); the caller commits.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, type JobQueue } from '../jobs/job-queue.ts';
import { QUEUES } from '../jobs/queues.ts';

export interface OutgoingMail {
  /** What the mail is for ('enquiry.reply', 'appointment.confirmation', ...): kept on the row. */
  kind: string;
  /** The row the mail is about, for the idempotency key and for finding mails later. */
  entityId: number | string;
  to: { email: string; name?: string | null };
  subject: string;
  html: string;
  text: string;
  template?: string | null;
  /** The email-list contact this goes to, when there is one. */
  contactId?: number | null;
  /** A calendar file (RFC 5545) sent with the mail as text/calendar, e.g. a showing tour's event. */
  ics?: string | null;
  /** An https URL answering RFC 8058 one-click POSTs: sent as List-Unsubscribe (listing alerts). */
  listUnsubscribe?: string | null;
}

export interface QueuedMail {
  messageId: number;
  deliveryId: number;
  jobId: string | null;
}

/** pg-boss writes its job rows through the caller's transaction: they commit or vanish together. */

/** A transactional mail (a reply, a confirmation): one recipient, no list headers. */
export async function queueMail(client: pg.PoolClient, jobs: JobQueue, mail: OutgoingMail): Promise<QueuedMail> {
  const message = await client.query<{ id: number }>(
    `insert into email_message (kind, template, subject, html, text, ics, list_unsubscribe) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [mail.kind, mail.template ?? null, mail.subject, mail.html, mail.text, mail.ics ?? null, mail.listUnsubscribe ?? null],
  );
  const messageId = message.rows[0]!.id;
  const delivery = await client.query<{ id: number }>(
    `insert into email_delivery (message_id, contact_id, to_address, to_name, idempotency_key) values ($1, $2, $3, $4, $5) returning id`,
    [messageId, mail.contactId ?? null, mail.to.email, mail.to.name ?? null, `${mail.kind}:${mail.entityId}:${randomUUID()}`],
  );
  const deliveryId = delivery.rows[0]!.id;
  const jobId = await jobs.enqueue('mail.send', { deliveryId }, inTransaction(client));
  return { messageId, deliveryId, jobId };
}

export interface CampaignMail {
  kind: string;
  template: string | null;
  subject: string;
  title: string | null;
  /** Rendered once, with the recipient placeholders of campaign-layout.ts still in it. */
  html: string;
  text: string;
  recipients: { contactId: number; email: string; name: string }[];
}

/**
 * A campaign: one message, one delivery and one job per recipient, all in the caller's
 * transaction. Set-based, so ten thousand recipients are three statements, not thirty thousand.
 */
export async function queueCampaign(client: pg.PoolClient, jobs: JobQueue, mail: CampaignMail): Promise<{ messageId: number; deliveryIds: number[] }> {
  const message = await client.query<{ id: number }>(
    `insert into email_message (kind, template, subject, title, html, text, is_campaign) values ($1, $2, $3, $4, $5, $6, true) returning id`,
    [mail.kind, mail.template, mail.subject, mail.title, mail.html, mail.text],
  );
  const messageId = message.rows[0]!.id;
  const deliveries = await client.query<{ id: number }>(
    `insert into email_delivery (message_id, contact_id, to_address, to_name, idempotency_key)
     select $1::int, r.contact_id, r.email, r.name, $5::text || r.contact_id::text
       from unnest($2::int[], $3::text[], $4::text[]) with ordinality as r(contact_id, email, name, position)
      order by r.position
     returning id`,
    [
      messageId,
      mail.recipients.map((recipient) => recipient.contactId),
      mail.recipients.map((recipient) => recipient.email),
      mail.recipients.map((recipient) => recipient.name),
      `campaign:${messageId}:`,
    ],
  );
  const deliveryIds = deliveries.rows.map((row) => row.id);
  await enqueueDeliveries(client, jobs, deliveryIds);
  return { messageId, deliveryIds };
}

/** Puts deliveries (back) on the queue, validated against the registry like JobQueue.enqueue does. */
export async function enqueueDeliveries(client: pg.PoolClient, jobs: JobQueue, deliveryIds: number[]): Promise<void> {
  const schema = QUEUES['mail.send'].payload;
  const batchSize = 1000;
  for (let start = 0; start < deliveryIds.length; start += batchSize) {
    const batch = deliveryIds.slice(start, start + batchSize).map((deliveryId) => ({ data: schema.parse({ deliveryId }) }));
    await jobs.boss.insert('mail.send', batch, inTransaction(client));
  }
}
