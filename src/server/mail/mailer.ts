/**
 * The one way mail leaves the process: nodemailer over SMTP when SMTP_URL is set, otherwise the
 * dev mailbox (the exact MIME source kept in `mailbox_message`, read at /admin/mailbox).
 * Both build the message with the same nodemailer composer, so what the mailbox shows is what an
 * SMTP server would receive.
 */
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import type { AppConfig } from '../env.ts';

export interface OutgoingMessage {
  from: string;
  to: { name: string; address: string };
  replyTo?: string | undefined;
  subject: string;
  html: string;
  text: string;
  /** `<...@domain>`; the same on every attempt of one delivery. */
  messageId: string;
  headers: Record<string, string>;
  /** A calendar file: sent as the text/calendar alternative (calendars offer to add or update the event). */
  ics?: string;
}

export interface SendReceipt {
  response: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  /**
   * Sends one message. `tx` is the open transaction that holds the delivery row: the dev mailbox
   * writes in it, so there a message is kept exactly once, together with its "sent" mark.
   */
  send(message: OutgoingMessage, tx: pg.PoolClient, deliveryId: number): Promise<SendReceipt>;
  close(): void;
}

/** How long a silent SMTP server may keep a delivery row locked before the attempt fails. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** The domain of MAIL_FROM, for Message-IDs: `Realtor <no-reply@agent.ca>` → agent.ca. */
export function senderDomain(mailFrom: string): string {
  const match = mailFrom.match(/@([A-Za-z0-9.-]+)>?\s*$/);
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** A Message-ID that depends only on the delivery's idempotency key: every retry reuses it. */
export function messageIdFor(idempotencyKey: string, mailFrom: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40);
  return `<${digest}@${senderDomain(mailFrom)}>`;
}

function nodemailerOptions(message: OutgoingMessage) {
  return {
    from: message.from,
    to: { name: message.to.name, address: message.to.address },
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
    ...(message.ics ? { icalEvent: { method: /^METHOD:(\w+)/m.exec(message.ics)?.[1] ?? 'PUBLISH', filename: 'showing.ics', content: message.ics } } : {}),
  };
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The complete MIME source of a message, as nodemailer would put it on the wire. */
export async function compileMessage(message: OutgoingMessage): Promise<Buffer> {
  const info = await composer.sendMail(nodemailerOptions(message));
  return info.message as Buffer;
}

class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport;

  constructor(smtpUrl: string) {
    // A small pool: a campaign reuses connections instead of a TCP + TLS handshake per mail.
    this.transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, maxMessages: 100, ...SMTP_TIMEOUTS });
  }

  async send(message: OutgoingMessage): Promise<SendReceipt> {
    const info = await this.transport.sendMail(nodemailerOptions(message));
    return { response: String(info.response ?? '') };
  }

  close(): void {
    this.transport.close();
  }
}

class MailboxMailer implements Mailer {
  readonly kind = 'mailbox' as const;

  async send(message: OutgoingMessage, tx: pg.PoolClient, deliveryId: number): Promise<SendReceipt> {
    const source = await compileMessage(message);
    await tx.query(
      `insert into mailbox_message (delivery_id, message_id, from_address, to_address, subject, source)
       values ($1, $2, $3, $4, $5, $6) on conflict (message_id) do nothing`,
      [deliveryId, message.messageId, message.from, message.to.address, message.subject, source.toString('utf8')],
    );
    return { response: 'kept in the dev mailbox' };
  }

  close(): void {}
}

export function createMailer(config: AppConfig): Mailer {
  const smtpUrl = config.env.SMTP_URL;
  return smtpUrl ? new SmtpMailer(smtpUrl) : new MailboxMailer();
}

export interface SmtpError {
  message: string;
  isPermanent: boolean;
}

/**
 * 5xx answers about this message or recipient (550 no such mailbox, 552 too big, 553 bad address)
 * will not change on retry. Everything else is an outage to wait out: connection errors,
 * timeouts, 4xx, and 5xx authentication answers (a configuration the operator can fix).
 */
export function describeSmtpError(error: unknown): SmtpError {
  const details = error as { responseCode?: number; response?: string; message?: string; code?: string };
  const code = typeof details.responseCode === 'number' ? details.responseCode : null;
  const isAuthProblem = code !== null && code >= 530 && code <= 539;
  const isPermanent = code !== null && code >= 500 && code < 600 && !isAuthProblem;
  const text = details.response ?? details.message ?? String(error);
  return { message: `${details.code ? `${details.code}: ` : ''}${text}`.slice(0, 1000), isPermanent };
}
