/**
 * Browser-test helpers for the site that sends real SMTP mail (`smtp-site-setup.ts`): pages opened
 * on it, the messages its SMTP server received, as a visitor's mail client would get them, and its
 * database, for a test that imports a feed change the way the importer does.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { newPage } from './browser.ts';
import type { MailSeen } from './smtp-site-setup.ts';

export type { MailSeen };

/** The SMTP site's database and job queue for one describe block: opened before its tests, closed after them. */
export function suiteSmtpSiteDatabase(): { pool: () => pg.Pool; jobs: () => JobQueue } {
  let pool: pg.Pool | undefined;
  let jobs: JobQueue | undefined;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: inject('smtpSiteDatabaseUrl'), max: 2 });
    jobs = new JobQueue(inject('smtpSiteDatabaseUrl'));
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.stop();
    await pool?.end();
  });
  const opened = <T>(value: T | undefined) => {
    if (!value) throw new Error('The SMTP site database is opened in beforeAll: use it inside a hook or a test.');
    return value;
  };
  return { pool: () => opened(pool), jobs: () => opened(jobs) };
}

export function smtpSiteUrl(): string {
  return inject('smtpSiteUrl');
}

/** A page on the SMTP site (relative paths resolve against it). */
export function newSmtpSitePage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<Page> {
  return newPage(browser, { ...options, baseUrl: smtpSiteUrl() });
}

export async function receivedMails(): Promise<MailSeen[]> {
  const response = await fetch(inject('smtpMailsUrl'));
  return (await response.json()) as MailSeen[];
}

/** The first received mail to `address` that `accept` takes, waiting for it to arrive over SMTP. */
export async function mailReceivedBy(address: string, accept: (mail: MailSeen) => boolean = () => true, timeout = 30_000): Promise<MailSeen> {
  let found: MailSeen | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find((mail) => mail.to.includes(address) && accept(mail));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/** The site path of the first link in a mail's text part that `pattern` matches (its first group). */
export function linkIn(mail: MailSeen, pattern: RegExp): string {
  const match = mail.text.match(pattern);
  if (!match?.[1]) throw new Error(`no link like ${pattern} in the mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}

/**
 * Signs a new visitor up on the SMTP site through the link their mail client received, accepting
 * the VOW terms; ends on their account page.
 */
export async function signUpVisitorByMail(page: Page, email: string, name: string): Promise<MailSeen> {
  await page.goto('/account');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a link' }).click();
  const mail = await mailReceivedBy(email, (candidate) => /\/account\/sign-up#token=/.test(candidate.text));
  await page.goto(linkIn(mail, /https?:\/\/[^/\s]+(\/account\/sign-up#token=[A-Za-z0-9_-]{43})/));
  await expect.poll(() => page.getByRole('heading', { name: 'A few details' }).isVisible()).toBe(true);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(/I accept the terms of use/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Your details' }).isVisible()).toBe(true);
  return mail;
}
