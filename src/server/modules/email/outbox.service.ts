/**
 * The Mailbox screen: every copy the product sends (replies, confirmations, campaigns) with its
 * delivery state, and each one rendered as its recipient receives it. Without SMTP_URL the dev
 * mailbox holds the exact MIME source; otherwise the message is composed again by the same code
 * the worker sends with. Either way the source is parsed back with mailparser, as a mail client
 * would, so the screen shows the real headers, HTML part and text part.
 */
import type pg from 'pg';
import type { z } from 'zod';
import { OUTBOX_PAGE_SIZE, type TOutboxPage, type TRenderedMail, type ZOutboxPageInput } from '#shared/schemas/email.schema.ts';
import { notFound } from '../../errors.ts';
import type { AppConfig } from '../../env.ts';
import { DELIVERY_SELECT, outgoingMessageFor, type DeliveryRow } from '../../mail/deliver-mail.job.ts';
import { compileMessage } from '../../mail/mailer.ts';
import { loadSenderIdentity } from '../../mail/sender-identity.ts';
import { DELIVERY_ROW_SELECT, toDeliveryRow, type DeliveryRecord } from './campaign.service.ts';

export async function listOutbox(pool: pg.Pool, config: AppConfig, input: z.output<typeof ZOutboxPageInput>): Promise<TOutboxPage> {
  const where = input.status ? 'where d.status = $1' : '';
  const params = input.status ? [input.status] : [];
  const total = (await pool.query<{ n: number }>(`select count(*)::int as n from email_delivery d ${where}`, params)).rows[0]!.n;
  const { rows } = await pool.query<DeliveryRecord>(
    `${DELIVERY_ROW_SELECT} ${where} order by d.created_at desc, d.id desc limit ${OUTBOX_PAGE_SIZE} offset ${(input.page - 1) * OUTBOX_PAGE_SIZE}`,
    params,
  );
  return { rows: rows.map(toDeliveryRow), total, page: input.page, page_size: OUTBOX_PAGE_SIZE, mailbox_enabled: config.mailboxEnabled };
}

/** Unfolds a raw header line ("Subject: a\n b") into its name and value. */
function headerOf(line: string): { name: string; value: string } {
  const unfolded = line.replace(/\r?\n[ \t]+/g, ' ');
  const colon = unfolded.indexOf(':');
  return { name: unfolded.slice(0, colon).trim(), value: unfolded.slice(colon + 1).trim() };
}

export async function renderedDelivery(pool: pg.Pool, config: AppConfig, deliveryId: number): Promise<TRenderedMail> {
  const { rows } = await pool.query<DeliveryRow>(`${DELIVERY_SELECT} where d.id = $1`, [deliveryId]);
  const row = rows[0];
  if (!row) throw notFound('Mail');
  const kept = await pool.query<{ source: string }>('select source from mailbox_message where delivery_id = $1 order by id limit 1', [deliveryId]);
  let source = kept.rows[0]?.source;
  if (source === undefined) {
    const sender = await loadSenderIdentity(pool, config);
    source = (await compileMessage(outgoingMessageFor(row, config, sender.email))).toString('utf8');
  }
  // mailparser is loaded when the agent first opens a sent mail: ~12 MB every web process would
  // otherwise carry from its start.
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(source);
  return {
    delivery_id: deliveryId,
    status: row.status,
    captured: kept.rows.length > 0,
    headers: parsed.headerLines.map((header) => headerOf(header.line)),
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? null,
    source,
  };
}
