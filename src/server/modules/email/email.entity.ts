/** The agent's email list, groups, and every message the product sends with one row per recipient. */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const EmailGroup = defineEntity({
  name: 'EmailGroup',
  tableName: 'email_group',
  properties: {
    id: p.integer().primary().autoincrement(),
    groupType: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type IEmailGroup = InferEntity<typeof EmailGroup>;

export const EmailContact = defineEntity({
  name: 'EmailContact',
  tableName: 'email_contact',
  properties: {
    id: p.integer().primary().autoincrement(),
    fullName: p.text(),
    email: p.text(),
    phoneNumber: p.text().nullable(),
    group: () => p.manyToOne(EmailGroup).nullable().deleteRule('set null'),
    source: p.text().default('manual'),
    unsubscribeToken: p.text(),
    unsubscribedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type IEmailContact = InferEntity<typeof EmailContact>;

export const EmailMessage = defineEntity({
  name: 'EmailMessage',
  tableName: 'email_message',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.text(),
    template: p.text().nullable(),
    subject: p.text(),
    title: p.text().nullable(),
    html: p.text(),
    text: p.text(),
    isCampaign: p.boolean().default(false),
    /** A calendar file sent with the mail (text/calendar), e.g. a showing tour's event. */
    ics: p.text().nullable(),
    /** The one-click unsubscribe URL (RFC 8058) of a transactional mail that has one (listing alerts). */
    listUnsubscribe: p.text().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type IEmailMessage = InferEntity<typeof EmailMessage>;

export const EmailDelivery = defineEntity({
  name: 'EmailDelivery',
  tableName: 'email_delivery',
  properties: {
    id: p.integer().primary().autoincrement(),
    message: () => p.manyToOne(EmailMessage).deleteRule('cascade'),
    contact: () => p.manyToOne(EmailContact).nullable().deleteRule('set null'),
    toAddress: p.text(),
    toName: p.text().nullable(),
    idempotencyKey: p.text(),
    status: p.text().$type<'pending' | 'sent' | 'failed' | 'skipped'>().default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type IEmailDelivery = InferEntity<typeof EmailDelivery>;

/** The dev mailbox (no SMTP_URL): the exact MIME source of each mail that would have gone out. */
export const MailboxMessage = defineEntity({
  name: 'MailboxMessage',
  tableName: 'mailbox_message',
  properties: {
    id: p.integer().primary().autoincrement(),
    delivery: () => p.manyToOne(EmailDelivery).nullable().deleteRule('set null'),
    messageId: p.text(),
    fromAddress: p.text(),
    toAddress: p.text(),
    subject: p.text(),
    source: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type IMailboxMessage = InferEntity<typeof MailboxMessage>;
