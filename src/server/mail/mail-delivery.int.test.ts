/**
 * Mail delivery end to end against a real SMTP server in this process: what arrives (recipients,
 * subject, HTML and text parts, headers), campaign copies that name nobody else, CASL footer and
 * one-click unsubscribe, an SMTP server that refuses or is down and then recovers (nothing lost,
 * nothing duplicated), permanent failures, concurrent attempts, and the pg-boss worker itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressObject } from 'mailparser';
import { runInTransaction } from '#server/db/transaction.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { deliverMail, RetryableDeliveryError, type DeliveryDeps, type DeliveryOutcome } from './deliver-mail.job.ts';
import { queueMail } from './mail-outbox.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { startMailWorker } from './mail.jobs.ts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './testing/test-smtp-server.ts';

const PUBLIC_URL = 'https://agent.example.com';
const MAIL_FROM = 'Alex Morgan <mail@agent.example.com>';

describe('mail delivery over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let mailer: Mailer;
  let deps: DeliveryDeps;
  let admin: ReturnType<TestApp['caller']>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM } });
    mailer = createMailer(t.services.config);
    deps = { pool: t.services.pool, config: t.services.config, mailer };
    admin = t.caller(await t.adminToken());
  });
  afterAll(async () => {
    mailer?.close();
    await t?.close();
    await smtp?.stop();
  });

  const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await t.services.pool.query(text, values)).rows as T[];
  const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) => entry.value.map((value) => value.address));
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address));

  /** Runs the handler the way pg-boss would: again after every retryable failure. */
  async function drive(deliveryId: number, maxAttempts = 10): Promise<{ outcome: DeliveryOutcome; calls: number }> {
    for (let calls = 1; calls <= maxAttempts; calls += 1) {
      try {
        return { outcome: await deliverMail(deps, deliveryId, { isFinalAttempt: calls === maxAttempts }), calls };
      } catch (error) {
        if (!(error instanceof RetryableDeliveryError)) throw error;
      }
    }
    throw new Error('unreachable');
  }

  const deliveriesOf = async (campaignId: number) =>
    (await sql<{ id: number }>('select id from email_delivery where message_id = $1 order by id', [campaignId])).map((row) => row.id);

  async function queueReply(to: string, subject = 'About 12 Test Avenue') {
    return runInTransaction(t.services.pool, (client) =>
      queueMail(client, t.services.jobs, {
        kind: 'enquiry.reply',
        entityId: 1,
        to: { email: to, name: 'Maria Lopez' },
        subject,
        html: '<p>Hi Maria, the house is still available.</p>',
        text: 'Hi Maria, the house is still available.\n',
        template: 'reply',
      }),
    );
  }

  it('delivers a transactional reply: one recipient, subject, HTML and text parts, Reply-To the agent, no list headers', async () => {
    const { deliveryId } = await queueReply('maria@example.com');
    expect((await drive(deliveryId)).outcome).toBe('sent');
    const [mail] = mailsTo('maria@example.com');
    expect(mail).toBeDefined();
    expect(mail!.envelope.to).toEqual(['maria@example.com']);
    expect(addressesOf(mail!.parsed.to)).toEqual(['maria@example.com']);
    expect(mail!.parsed.to && !Array.isArray(mail!.parsed.to) ? mail!.parsed.to.value : []).toEqual([{ name: 'Maria Lopez', address: 'maria@example.com' }]);
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Alex Morgan', address: 'mail@agent.example.com' }]);
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe('alex.morgan@example.com');
    expect(mail!.parsed.subject).toBe('About 12 Test Avenue');
    expect(mail!.parsed.html).toContain('the house is still available');
    expect(mail!.parsed.text).toContain('the house is still available');
    expect(mail!.parsed.headers.has('list-unsubscribe')).toBe(false);
    const [row] = await sql<{ status: string; attempts: number; sent_at: Date | null }>('select status, attempts, sent_at from email_delivery where id = $1', [
      deliveryId,
    ]);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sent_at).toBeInstanceOf(Date);
  });

  describe('a campaign', () => {
    const people = [
      { full_name: 'Ann Archer', email: 'ann@example.com' },
      { full_name: 'Bob Baker', email: 'bob@example.net' },
      { full_name: 'Cleo Chen', email: 'cleo@example.org' },
    ];
    let campaignId: number;
    let copies: ReceivedMail[];

    beforeAll(async () => {
      for (const person of people) await admin.email.createContact({ ...person, phone_number: '', group_type: '' });
      const result = await admin.email.sendBulk({
        template: 'thanks',
        subject: 'Thank you for a great year',
        title: 'Thank you!',
        msg: 'It was a pleasure to help you.\n\nSee you in the spring.',
        emails: people.map((person) => person.email.toUpperCase()),
        group_type: 'None',
      });
      expect(result).toMatchObject({ status: 'ok', queued: 3, skipped_unsubscribed: [] });
      campaignId = result.campaign_id;
      const before = smtp.received.length;
      for (const id of await deliveriesOf(campaignId)) expect((await drive(id)).outcome).toBe('sent');
      copies = smtp.received.slice(before);
    });

    it('sends one copy per recipient, each addressed to that recipient only', () => {
      expect(copies).toHaveLength(3);
      for (const person of people) {
        const own = copies.filter((copy) => copy.envelope.to.includes(person.email));
        expect(own).toHaveLength(1);
        expect(own[0]!.envelope.to).toEqual([person.email]);
        expect(addressesOf(own[0]!.parsed.to)).toEqual([person.email]);
        expect(own[0]!.parsed.cc).toBeUndefined();
        expect(own[0]!.parsed.bcc).toBeUndefined();
      }
    });

    it("never shows another recipient's address or name in a copy", () => {
      for (const copy of copies) {
        const others = people.filter((person) => !copy.envelope.to.includes(person.email));
        for (const other of others) {
          expect(copy.source.toLowerCase()).not.toContain(other.email);
          expect(copy.source).not.toContain(other.full_name);
        }
      }
    });

    it('greets each recipient by name, with the subject, an HTML part and a text part', () => {
      for (const person of people) {
        const copy = copies.find((candidate) => candidate.envelope.to.includes(person.email))!;
        expect(copy.parsed.subject).toBe('Thank you for a great year');
        expect(copy.parsed.html).toContain(`Hi ${person.full_name},`);
        expect(copy.parsed.html).toContain('See you in the spring.');
        expect(copy.parsed.text).toContain(`Hi ${person.full_name},`);
        expect(copy.parsed.text).toContain('THANK YOU!');
        expect(copy.parsed.html).not.toContain('%%');
        expect(copy.parsed.text).not.toContain('%%');
      }
    });

    it('identifies the sender (CASL): agent name, brokerage, address, phone and email', () => {
      for (const copy of copies) {
        for (const part of [copy.parsed.html as string, copy.parsed.text!]) {
          expect(part).toContain('Alex Morgan');
          expect(part).toContain('Sample Realty Inc., Brokerage');
          expect(part).toContain('100 King Street West, Toronto, ON M5X 1A9');
          expect(part).toContain('416-555-0123');
          expect(part).toContain('alex.morgan@example.com');
        }
      }
    });

    it("carries the recipient's own one-click unsubscribe: List-Unsubscribe, List-Unsubscribe-Post and the link", async () => {
      for (const person of people) {
        const copy = copies.find((candidate) => candidate.envelope.to.includes(person.email))!;
        const [{ unsubscribe_token: token }] = (await sql<{ unsubscribe_token: string }>('select unsubscribe_token from email_contact where email = $1', [
          person.email,
        ])) as [{ unsubscribe_token: string }];
        const url = `${PUBLIC_URL}/api/public/unsubscribe/${token}`;
        const headerLines = copy.source
          .split(/\r?\n\r?\n/)[0]!
          .replace(/\r?\n[ \t]+/g, ' ')
          .split(/\r?\n/);
        expect(headerLines).toContain(`List-Unsubscribe: <${url}>`);
        expect(headerLines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
        expect(copy.parsed.html).toContain(`href="${url}"`);
        expect(copy.parsed.text).toContain(`Unsubscribe: ${url}`);
      }
    });

    it('uses a distinct, stable Message-ID per copy', async () => {
      const ids = copies.map((copy) => copy.parsed.messageId);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(id).toMatch(/^<[0-9a-f]{40}@agent\.example\.com>$/);
    });

    it('reports the progress of the campaign', async () => {
      const detail = await admin.email.campaign({ id: campaignId });
      expect(detail.counts).toEqual({ total: 3, pending: 0, sent: 3, failed: 0, skipped: 0 });
      expect(detail.problems).toEqual([]);
      const list = await admin.email.campaigns();
      expect(list.find((campaign) => campaign.id === campaignId)?.counts.sent).toBe(3);
    });

    it('sends nothing again when a finished delivery is retried', async () => {
      const before = smtp.received.length;
      for (const id of await deliveriesOf(campaignId)) expect((await drive(id)).outcome).toBe('already-done');
      expect(smtp.received.length).toBe(before);
    });
  });

  describe('when the SMTP server refuses or is down', () => {
    it('retries a refused message (451) until it is accepted: delivered once, every attempt recorded', async () => {
      const { deliveryId } = await queueReply('retry@example.com', 'Refused three times');
      const refusedBefore = smtp.refusedCount();
      smtp.refuseNext(3, { code: 451, message: '4.3.0 Try again later' });

      const { outcome, calls } = await drive(deliveryId);
      expect(outcome).toBe('sent');
      expect(calls).toBe(4);
      expect(smtp.refusedCount() - refusedBefore).toBe(3);
      expect(mailsTo('retry@example.com')).toHaveLength(1);
      const [row] = await sql('select status, attempts, last_error from email_delivery where id = $1', [deliveryId]);
      expect(row).toMatchObject({ status: 'sent', attempts: 4, last_error: null });
    });

    it('keeps the failure visible while it waits for the next retry', async () => {
      const { deliveryId } = await queueReply('visible@example.com', 'Refused once');
      smtp.refuseNext(1, { code: 451, message: '4.3.0 Mailbox busy' });
      await expect(deliverMail(deps, deliveryId, { isFinalAttempt: false })).rejects.toBeInstanceOf(RetryableDeliveryError);
      const [row] = await sql<{ status: string; attempts: number; last_error: string }>(
        'select status, attempts, last_error from email_delivery where id = $1',
        [deliveryId],
      );
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.last_error).toContain('Mailbox busy');
      expect((await drive(deliveryId)).outcome).toBe('sent');
      expect(mailsTo('visible@example.com')).toHaveLength(1);
    });

    it('loses nothing and duplicates nothing across an outage: the queue drains when the server is back', async () => {
      const emails = ['out1@example.com', 'out2@example.com', 'out3@example.com', 'out4@example.com', 'out5@example.com'];
      for (const [index, email] of emails.entries()) await admin.email.createContact({ full_name: `Outage Person ${index + 1}`, email, group_type: 'None' });
      const { campaign_id: campaignId } = await admin.email.sendBulk({ template: 'reply', subject: 'During the outage', msg: 'Hello', emails });
      const ids = await deliveriesOf(campaignId);

      await smtp.stop();
      for (const id of ids) {
        await expect(deliverMail(deps, id, { isFinalAttempt: false })).rejects.toBeInstanceOf(RetryableDeliveryError);
        await expect(deliverMail(deps, id, { isFinalAttempt: false })).rejects.toBeInstanceOf(RetryableDeliveryError);
      }
      const waiting = await sql<{ status: string; attempts: number; last_error: string }>(
        'select status, attempts, last_error from email_delivery where message_id = $1',
        [campaignId],
      );
      expect(waiting.every((row) => row.status === 'pending' && row.attempts === 2 && row.last_error.length > 0)).toBe(true);
      expect((await admin.email.campaign({ id: campaignId })).counts).toMatchObject({ pending: 5, sent: 0 });

      await smtp.start();
      for (const id of ids) expect((await drive(id)).outcome).toBe('sent');
      for (const id of ids) expect((await drive(id)).outcome).toBe('already-done');
      for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
      expect((await admin.email.campaign({ id: campaignId })).counts).toMatchObject({ total: 5, sent: 5, pending: 0, failed: 0 });
    });

    it('marks a permanent refusal (550) failed at once, without retrying, and can queue it again on request', async () => {
      const { deliveryId } = await queueReply('nobody@example.com', 'Permanent');
      smtp.refuseNext(1, { code: 550, message: '5.1.1 No such user' });
      expect(await deliverMail(deps, deliveryId, { isFinalAttempt: false })).toBe('failed');
      const [row] = await sql<{ status: string; last_error: string }>('select status, last_error from email_delivery where id = $1', [deliveryId]);
      expect(row!.status).toBe('failed');
      expect(row!.last_error).toContain('No such user');
      expect(mailsTo('nobody@example.com')).toHaveLength(0);

      expect((await admin.email.retryDelivery({ id: deliveryId })).message).toBe('Queued again.');
      expect((await drive(deliveryId)).outcome).toBe('sent');
      expect(mailsTo('nobody@example.com')).toHaveLength(1);
    });

    it('gives up after the last retry with a visible failed state, and a stale job then sends nothing', async () => {
      const { deliveryId } = await queueReply('last@example.com', 'Last try');
      smtp.refuseNext(1, { code: 421, message: '4.7.0 Too busy' });
      expect(await deliverMail(deps, deliveryId, { isFinalAttempt: true })).toBe('failed');
      expect((await sql('select status from email_delivery where id = $1', [deliveryId]))[0]).toEqual({ status: 'failed' });
      expect(await deliverMail(deps, deliveryId, { isFinalAttempt: false })).toBe('already-done');
      expect(mailsTo('last@example.com')).toHaveLength(0);
    });
  });

  it('sends once when two workers pick up the same delivery at the same time', async () => {
    const { deliveryId } = await queueReply('race@example.com', 'Raced');
    const outcomes = await Promise.all([deliverMail(deps, deliveryId, { isFinalAttempt: false }), deliverMail(deps, deliveryId, { isFinalAttempt: false })]);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome === 'sent' || outcome === 'busy' || outcome === 'already-done')).toBe(true);
    expect(mailsTo('race@example.com')).toHaveLength(1);
  });

  describe('unsubscribing (CASL)', () => {
    let token: string;
    const email = 'leaving@example.com';

    beforeAll(async () => {
      await admin.email.createContact({ full_name: 'Lee Leaving', email, group_type: 'None' });
      token = (await sql<{ unsubscribe_token: string }>('select unsubscribe_token from email_contact where email = $1', [email]))[0]!.unsubscribe_token;
    });

    it('one-click POST (multipart/form-data, as RFC 8058 shows) unsubscribes without a session', async () => {
      // A copy queued before the click must not go out after it.
      const queuedBefore = await admin.email.send({ email, template: 'reply', subject: 'Queued before', msg: 'Hello' });
      const boundary = '---FormBoundaryjWmhtjORrn';
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/unsubscribe/${token}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', message: 'You have been unsubscribed.' });
      const [row] = await sql<{ unsubscribed_at: Date | null }>('select unsubscribed_at from email_contact where email = $1', [email]);
      expect(row!.unsubscribed_at).toBeInstanceOf(Date);

      const [deliveryId] = await deliveriesOf(queuedBefore.campaign_id);
      expect(await deliverMail(deps, deliveryId!, { isFinalAttempt: false })).toBe('skipped');
      expect(mailsTo(email)).toHaveLength(0);
    });

    it('also accepts the form-urlencoded one-click body, and a repeat keeps the first date', async () => {
      const [before] = await sql<{ unsubscribed_at: Date }>('select unsubscribed_at from email_contact where email = $1', [email]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      const [after] = await sql<{ unsubscribed_at: Date }>('select unsubscribed_at from email_contact where email = $1', [email]);
      expect(after!.unsubscribed_at.getTime()).toBe(before!.unsubscribed_at.getTime());
    });

    it('is never mailed by a campaign again: single send refused, bulk send leaves them out', async () => {
      await expect(admin.email.send({ email, template: 'thanks', subject: 'Hi', msg: 'Hello' })).rejects.toMatchObject({ code: 'CONFLICT' });
      await admin.email.createContact({ full_name: 'Stay Subscribed', email: 'staying@example.com', group_type: 'None' });
      const result = await admin.email.sendBulk({ template: 'reply', subject: 'News', msg: 'Hello', emails: [email, 'staying@example.com'] });
      expect(result).toMatchObject({ queued: 1, skipped_unsubscribed: [email] });
      for (const id of await deliveriesOf(result.campaign_id)) await drive(id);
      expect(mailsTo(email)).toHaveLength(0);
      expect(mailsTo('staying@example.com')).toHaveLength(1);
    });

    it('still receives transactional replies', async () => {
      const { deliveryId } = await queueReply(email, 'Your question');
      expect((await drive(deliveryId)).outcome).toBe('sent');
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('shows a confirmation page on GET and unsubscribes only after the button', async () => {
      await admin.email.createContact({ full_name: 'Page Person', email: 'page@example.com', group_type: 'None' });
      const [{ unsubscribe_token: pageToken }] = (await sql<{ unsubscribe_token: string }>('select unsubscribe_token from email_contact where email = $1', [
        'page@example.com',
      ])) as [{ unsubscribe_token: string }];
      const page = await t.app.inject({ method: 'GET', url: `/api/public/unsubscribe/${pageToken}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('p***@example.com');
      expect(page.body).toContain(`<form method="post" action="/api/public/unsubscribe/${pageToken}">`);
      expect((await sql('select unsubscribed_at from email_contact where email = $1', ['page@example.com']))[0]).toEqual({ unsubscribed_at: null });

      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/public/unsubscribe/${pageToken}`,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('You have been unsubscribed.');
      const again = await t.app.inject({ method: 'GET', url: `/api/public/unsubscribe/${pageToken}` });
      expect(again.body).toContain('You have been unsubscribed.');
    });

    it('answers an unknown link with a clear 404 and changes nothing', async () => {
      const unknown = await t.app.inject({ method: 'POST', url: '/api/public/unsubscribe/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toContain('not valid');
      const page = await t.app.inject({ method: 'GET', url: '/api/public/unsubscribe/short' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Link not valid');
    });
  });

  it('runs as a pg-boss worker: a queued reply arrives without anyone driving it', async () => {
    await startMailWorker(t.services, mailer);
    const { deliveryId } = await queueReply('worker@example.com', 'Through pg-boss');
    await smtp.waitFor(() => mailsTo('worker@example.com').length > 0);
    expect(mailsTo('worker@example.com')).toHaveLength(1);
    let status = '';
    for (let tries = 0; tries < 50 && status !== 'sent'; tries += 1) {
      status = (await sql<{ status: string }>('select status from email_delivery where id = $1', [deliveryId]))[0]!.status;
      if (status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('sent');
  });
});
