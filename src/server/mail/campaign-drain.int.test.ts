/**
 * A campaign through the real pg-boss worker and a real SMTP server: every recipient gets exactly
 * one copy, every delivery row ends `sent`, and the queue drains at SMTP speed (the figure is
 * printed; the bound is generous so a busy machine does not make the test flaky).
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { suiteApp } from '../../../tests/support/suite-app.ts';
import { createMailer } from './mailer.ts';
import { startMailWorker } from './mail.jobs.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server.ts';

const RECIPIENTS = 500;

describe('a campaign through the mail worker', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp?.stop());
  const t = suiteApp(() => ({ env: { SMTP_URL: smtp.url } }));

  it(`delivers ${RECIPIENTS} copies exactly once each `, async () => {
    const admin = t.caller(await t.adminToken());
    const rows = Array.from({ length: RECIPIENTS }, (_, index) => [`Person ${index}`, `person${index}@example.com`, '']);
    await admin.email.importRows(rows);
    const { campaign_id: campaignId, queued } = await admin.email.sendBulk({
      template: 'reply',
      subject: 'Spring market update',
      msg: 'Prices are up.',
      emails: rows.map((row) => row[1]!),
    });
    expect(queued).toBe(RECIPIENTS);

    const mailer = createMailer(t.services.config);
    onTestFinished(() => mailer.close());
    await startMailWorker(t.services, mailer);
    await smtp.waitFor(() => smtp.received.length >= RECIPIENTS, 120_000);

    const recipients = smtp.received.map((mail) => mail.envelope.to.join(','));
    expect(new Set(recipients).size).toBe(RECIPIENTS);
    expect(recipients).toHaveLength(RECIPIENTS);

    let counts = (await admin.email.campaign({ id: campaignId })).counts;
    for (let tries = 0; tries < 50 && counts.sent < RECIPIENTS; tries += 1) {
      // The last "sent" marks commit just after the SMTP server's answer.
      await new Promise((resolve) => setTimeout(resolve, 100));
      counts = (await admin.email.campaign({ id: campaignId })).counts;
    }
    expect(counts).toEqual({ total: RECIPIENTS, sent: RECIPIENTS, pending: 0, failed: 0, skipped: 0 });
  }, 150_000);
});
