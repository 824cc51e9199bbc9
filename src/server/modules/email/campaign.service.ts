/**
 * Mail to the email list: the exact preview, single / bulk / custom sends, and their progress.
 * Every send from the list is a campaign under CASL: it identifies the sender, carries a working
 * one-click unsubscribe, and never goes to a contact who unsubscribed. The message is rendered
 * once; the outbox queues one delivery per recipient in one transaction, and the mail worker
 * fills in each recipient's own name and unsubscribe link (see deliver-mail.job.ts).
 */
import type pg from 'pg';
import type { z } from 'zod';
import type {
  TCampaignDetail,
  TCampaignSummary,
  TDeliveryCounts,
  TDeliveryRow,
  TDeliveryStatus,
  TMailContentData,
  TPreview,
  TSendResult,
  ZBulkSendInput,
  ZPreviewInput,
  ZSingleSendInput,
} from '#shared/schemas/email.schema.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { personalize, renderCampaignMail, type RenderedMail } from '../../mail/campaign-layout.ts';
import { enqueueDeliveries, queueCampaign, queueMail } from '../../mail/mail-outbox.ts';
import { loadSenderIdentity, siteUrlOf, unsubscribeUrlFor } from '../../mail/sender-identity.ts';
import { PREVIEW_UNSUBSCRIBE_TOKEN } from './unsubscribe.service.ts';

async function renderFor(services: AppServices, content: TMailContentData): Promise<RenderedMail> {
  const sender = await loadSenderIdentity(services.pool, services.config);
  return renderCampaignMail(content, sender, siteUrlOf(services.config));
}

/**
 * Exactly what a recipient gets (the same renderer and the same per-recipient filling the
 * worker uses), and optionally a test copy to the agent's own address.
 */
export async function previewMail(services: AppServices, input: z.output<typeof ZPreviewInput>): Promise<TPreview> {
  const rendered = await renderFor(services, input);
  const filled = personalize(rendered, { name: input.preview_name || 'there', unsubscribeUrl: unsubscribeUrlFor(services.config, PREVIEW_UNSUBSCRIBE_TOKEN) });
  let testSentTo: string | null = null;
  if (input.test_email) {
    const address = input.test_email;
    await runInTransaction(services.pool, (client) =>
      queueMail(client, services.jobs, {
        kind: 'campaign.test',
        entityId: 'test',
        to: { email: address, name: input.preview_name ?? null },
        subject: `[Test] ${rendered.subject}`,
        template: input.template,
        ...filled,
      }),
    );
    testSentTo = address;
  }
  return { subject: rendered.subject, ...filled, test_sent_to: testSentTo };
}

interface ListContact {
  id: number;
  email: string;
  full_name: string;
  unsubscribed: boolean;
}

async function queueFor(services: AppServices, kind: string, content: TMailContentData, contacts: ListContact[]): Promise<TSendResult> {
  const skipped = contacts.filter((contact) => contact.unsubscribed).map((contact) => contact.email);
  const recipients = contacts.filter((contact) => !contact.unsubscribed);
  if (recipients.length === 0) {
    throw new AppError(
      'CONFLICT',
      contacts.length === 1 ? `${contacts[0]!.email} unsubscribed and can no longer be mailed from the list.` : 'Every chosen recipient has unsubscribed.',
    );
  }
  const rendered = await renderFor(services, content);
  const { messageId, deliveryIds } = await runInTransaction(services.pool, (client) =>
    queueCampaign(client, services.jobs, {
      kind,
      template: content.template,
      subject: rendered.subject,
      title: content.title ?? null,
      html: rendered.html,
      text: rendered.text,
      recipients: recipients.map((contact) => ({ contactId: contact.id, email: contact.email, name: contact.full_name })),
    }),
  );
  const count = deliveryIds.length;
  return {
    status: 'ok',
    message: `${count} ${count === 1 ? 'email is' : 'emails are'} on the way.`,
    campaign_id: messageId,
    queued: count,
    skipped_unsubscribed: skipped,
  };
}

const CONTACT_FOR_SEND = 'select id, email, full_name, unsubscribed_at is not null as unsubscribed from email_contact';

/** One contact of the list, by id or address. */
export async function sendToContact(services: AppServices, input: z.output<typeof ZSingleSendInput>): Promise<TSendResult> {
  const { rows } =
    input.id !== undefined
      ? await services.pool.query<ListContact>(`${CONTACT_FOR_SEND} where id = $1`, [input.id])
      : await services.pool.query<ListContact>(`${CONTACT_FOR_SEND} where lower(email) = lower($1)`, [input.email]);
  if (!rows[0]) throw new AppError('NOT_FOUND', 'This address is not in the email list.', { email: ['This address is not in the email list.'] });
  return queueFor(services, 'campaign.single', input, rows);
}

/** The chosen (and pruned) addresses; each must be in the list, each is mailed once. */
export async function sendToMany(services: AppServices, input: z.output<typeof ZBulkSendInput>): Promise<TSendResult> {
  const wanted = [...new Set(input.emails.map((email) => email.toLowerCase()))];
  const { rows } = await services.pool.query<ListContact>(`${CONTACT_FOR_SEND} where lower(email) = any($1::text[]) order by id`, [wanted]);
  const found = new Set(rows.map((row) => row.email.toLowerCase()));
  const unknown = wanted.filter((email) => !found.has(email));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ` and ${unknown.length - 5} more` : '');
    throw new AppError('BAD_REQUEST', `Not in the email list: ${shown}.`, { emails: [`Not in the email list: ${shown}.`] });
  }
  return queueFor(services, input.template === 'Custom' ? 'campaign.custom' : 'campaign.bulk', input, rows);
}

// Progress --------------------------------------------------------------------------------------

interface CountRow {
  message_id: number;
  status: TDeliveryStatus;
  n: number;
}

function countsFrom(rows: CountRow[], messageId: number): TDeliveryCounts {
  const counts: TDeliveryCounts = { total: 0, pending: 0, sent: 0, failed: 0, skipped: 0 };
  for (const row of rows) {
    if (row.message_id !== messageId) continue;
    counts[row.status] += row.n;
    counts.total += row.n;
  }
  return counts;
}

interface MessageRecord {
  id: number;
  kind: string;
  template: string | null;
  subject: string;
  created_at: Date;
}

export async function listCampaigns(pool: pg.Pool, limit = 20): Promise<TCampaignSummary[]> {
  const { rows: messages } = await pool.query<MessageRecord>(
    'select id, kind, template, subject, created_at from email_message where is_campaign order by id desc limit $1',
    [limit],
  );
  if (messages.length === 0) return [];
  const { rows: counts } = await pool.query<CountRow>(
    'select message_id, status, count(*)::int as n from email_delivery where message_id = any($1::int[]) group by message_id, status',
    [messages.map((message) => message.id)],
  );
  return messages.map((message) => ({ ...message, created_at: message.created_at.toISOString(), counts: countsFrom(counts, message.id) }));
}

export const DELIVERY_ROW_SELECT = `
  select d.id, d.message_id, m.kind, m.subject, d.to_address, d.status, d.attempts, d.last_error, d.sent_at, d.created_at,
         m.is_campaign, exists (select 1 from mailbox_message b where b.delivery_id = d.id) as captured
    from email_delivery d join email_message m on m.id = d.message_id`;

export interface DeliveryRecord extends Omit<TDeliveryRow, 'sent_at' | 'created_at'> {
  sent_at: Date | null;
  created_at: Date;
}

export const toDeliveryRow = (record: DeliveryRecord): TDeliveryRow => ({
  ...record,
  sent_at: record.sent_at?.toISOString() ?? null,
  created_at: record.created_at.toISOString(),
});

/** A campaign's counts and the copies that need attention (failed, or retrying with an error). */
export async function campaignDetail(pool: pg.Pool, id: number): Promise<TCampaignDetail> {
  const { rows } = await pool.query<MessageRecord>('select id, kind, template, subject, created_at from email_message where id = $1 and is_campaign', [id]);
  const message = rows[0];
  if (!message) throw notFound('Campaign');
  const { rows: counts } = await pool.query<CountRow>(
    'select message_id, status, count(*)::int as n from email_delivery where message_id = $1 group by message_id, status',
    [id],
  );
  const { rows: problems } = await pool.query<DeliveryRecord>(
    `${DELIVERY_ROW_SELECT} where d.message_id = $1 and (d.status = 'failed' or (d.status = 'pending' and d.last_error is not null)) order by d.id limit 100`,
    [id],
  );
  return { ...message, created_at: message.created_at.toISOString(), counts: countsFrom(counts, id), problems: problems.map(toDeliveryRow) };
}

/** Puts failed copies back on the queue (after the agent fixed the SMTP settings, say). */
export async function retryFailed(services: AppServices, where: { messageId: number } | { deliveryId: number }): Promise<number> {
  return runInTransaction(services.pool, async (client) => {
    const { rows } =
      'messageId' in where
        ? await client.query<{ id: number }>(`update email_delivery set status = 'pending' where message_id = $1 and status = 'failed' returning id`, [
            where.messageId,
          ])
        : await client.query<{ id: number }>(`update email_delivery set status = 'pending' where id = $1 and status = 'failed' returning id`, [
            where.deliveryId,
          ]);
    await enqueueDeliveries(
      client,
      services.jobs,
      rows.map((row) => row.id),
    );
    return rows.length;
  });
}
