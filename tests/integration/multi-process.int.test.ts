/**
 * Issue 22 "What it must do": two web processes, a worker and the importer, each a real child
 * process (the server bundle, `dist/server/main.js --role …`), on one PostgreSQL (this run's
 * test server, through DATABASE_URL). The importer enqueues the first import, the worker runs it
 * and sends the mail, and the two web processes answer alternately: visitor and sign-in limits
 * hold across them, and a search, an enquiry (its notice reaching the agent) and a campaign (its
 * mail reaching the recipient) work whichever process answers. Mail goes to a real SMTP server in
 * this test process.
 *
 * Run alone: npx vitest run --project integration tests/integration/multi-process.int.test.ts
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { SIGN_IN_LIMITS } from '#server/auth/auth.service.ts';
import { VISITOR_LIMITS } from '#server/modules/messages/visitor-guard.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/mail/testing/test-smtp-server.ts';
import { childEnv, killGroup, startSite, waitUntil, type ChildRun } from '../support/site-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { TEST_ADMIN } from '../support/test-config.ts';
import { propertyEnquiry } from '../support/visitor-leads.ts';

const AGENT_EMAIL = 'alex.morgan@example.com';

let database: TestDatabase;
let smtp: TestSmtpServer;
let workDir: string;
const children: ChildRun[] = [];
let webUrls: [string, string];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-multi-process-'));
  const env = (role: string, extra: Record<string, string> = {}) => ({
    // The embedded-PostgreSQL port is unused: DATABASE_URL names the test's server.
    ...childEnv(path.join(workDir, role), 54329, extra),
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // One secret for every process: a token signed by one web process is checked by the other.
    AUTH_SECRET: 'multi-process-test-secret-for-tokens',
    FEED_SAMPLE_COUNT: '60',
    LOG_LEVEL: 'warn',
  });
  // Started together, as after a deploy: the migration lock lets one of them migrate and seed.
  const started = await Promise.allSettled([
    startSite(env('web-1'), 'web'),
    startSite(env('web-2'), 'web'),
    startSite(env('worker'), 'worker'),
    startSite(env('importer', { IMPORT_ON_START: 'true' }), 'importer'),
  ]);
  for (const result of started) if (result.status === 'fulfilled') children.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  webUrls = children.slice(0, 2).map((child) => {
    const url = /\[web\] ready on (http:\/\/\S+)/.exec(child.output())?.[1];
    if (!url) throw new Error(`no address in the web process's output:\n${child.output()}`);
    return url;
  }) as [string, string];
}, 240_000);

afterAll(async () => {
  for (const child of children) killGroup(child, 'SIGTERM');
  const codes = await Promise.all(
    children.map((child) =>
      Promise.race([child.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]).then((exit) => {
        // A process that did not stop within 20 s is killed, and the test says so.
        if (exit === null) killGroup(child, 'SIGKILL');
        return exit?.code ?? 'killed';
      }),
    ),
  );
  await smtp?.stop();
  if (database)
    await waitUntil(() => children.every((child) => child.child.exitCode !== null || child.child.signalCode !== null), 10_000, 'every child has exited');
  await database?.drop();
  await fs.rm(workDir, { recursive: true, force: true });
  expect(codes).toEqual(children.map(() => 0));
}, 60_000);

async function call(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the assertions
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** Every class's first import run has ended, and none is running. */
async function importEnded(): Promise<boolean> {
  const [runs] = await database.query<{ ended: number; running: number }>(
    `select count(*) filter (where status <> 'running')::int as ended, count(*) filter (where status = 'running')::int as running from sync_run where kind = 'sync'`,
  );
  return runs!.ended >= FEED_CLASSES.length && runs!.running === 0;
}

/**
 * No photo of a listing on the market is waiting to be made. An off-market listing's gallery waits
 * for a visitor who opens it (closedListingDetail): its pending rows are not the worker's to make.
 */
async function photosFetched(): Promise<boolean> {
  const [photos] = await database.query<{ pending: number }>(
    `select count(*)::int as pending from listing_media m join listing l on l.id = m.listing_id where m.status = 'pending' and l.is_active`,
  );
  return photos!.pending === 0;
}

const search = async (base: string) => {
  const { status, json } = await call(base, 'POST', '/api/search', { keyword: 'Toronto' });
  expect(status).toBe(200);
  return json.results.data as unknown[];
};

describe('two web processes, a worker and the importer on one database', () => {
  it('search answers the same from either web process once the worker has imported the feed', async () => {
    // The importer enqueued the import of each class on start (no listings yet); the worker runs
    // them, committing page by page: the two answers are compared once every run has ended.
    await waitUntil(importEnded, 180_000, 'the worker has ended the import of every class');
    // Its photos are fetched by jobs after the import: a card gains its photo between two searches.
    await waitUntil(photosFetched, 120_000, 'the worker has fetched every photo of the listings on the market');
    await waitUntil(async () => (await search(webUrls[0])).length > 0, 30_000, 'the first web process finds imported listings');
    const [first, second] = [await search(webUrls[0]), await search(webUrls[1])];
    expect(second.length).toBe(first.length);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  }, 200_000);

  it('visitor limits hold across the two web processes', async () => {
    const contact = { firstname: 'Maria', lastname: 'Lopez', email_address: 'maria@example.com', phone_number: '', enquiry: 'Do you cover Etobicoke?' };
    const codes: number[] = [];
    for (let index = 0; index < VISITOR_LIMITS.contact; index += 1)
      codes.push((await call(webUrls[index % 2]!, 'POST', '/api/public/contact/new', contact)).status);
    expect(codes).toEqual(codes.map(() => 200));
    expect((await call(webUrls[0], 'POST', '/api/public/contact/new', contact)).status).toBe(429);
    expect((await call(webUrls[1], 'POST', '/api/public/contact/new', contact)).status).toBe(429);
  });

  it("an enquiry sent to one web process reaches the agent's mailbox through the worker", async () => {
    const rows = await database.query<{ id: number }>(
      `select id from listing where origin = 'feed' and feed_class = 'residential' and is_active order by id limit 1`,
    );
    expect(rows).toHaveLength(1);
    const enquiry = propertyEnquiry(rows[0]!.id);
    expect((await call(webUrls[1], 'POST', '/api/public/enquiries/new', enquiry)).status).toBe(200);
    await smtp.waitFor(() => smtp.received.some((mail) => mail.envelope.to.includes(AGENT_EMAIL) && /Tom Baker/.test(mail.parsed.subject ?? '')), 60_000);
  }, 70_000);

  it('a campaign prepared on one web process and sent from the other reaches its recipient', async () => {
    const signedIn = await call(webUrls[0], 'POST', '/api/auth/login', TEST_ADMIN);
    expect(signedIn.status).toBe(200);
    const token = signedIn.json.data.access_token as string;
    const recipient = 'campaign.reader@example.com';
    const imported = await call(webUrls[1], 'POST', '/trpc/email.importRows', [['Campaign Reader', recipient, '']], token);
    expect(imported.status).toBe(200);
    const sent = await call(
      webUrls[0],
      'POST',
      '/trpc/email.sendBulk',
      { template: 'reply', subject: 'Spring market update', msg: 'Prices are up.', emails: [recipient] },
      token,
    );
    expect(sent.status).toBe(200);
    expect(sent.json.result.data.queued).toBe(1);
    await smtp.waitFor(() => smtp.received.some((mail) => mail.envelope.to.includes(recipient) && mail.parsed.subject === 'Spring market update'), 60_000);
  }, 70_000);

  // Last: it leaves this address locked out of the admin account for the window.
  it('sign-in limits hold across the two web processes', async () => {
    const wrong = { email: TEST_ADMIN.email, password: 'not-the-password' };
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndIp.max; attempt += 1) {
      expect((await call(webUrls[attempt % 2]!, 'POST', '/api/auth/login', wrong)).status).toBe(401);
    }
    expect((await call(webUrls[0], 'POST', '/api/auth/login', TEST_ADMIN)).status).toBe(429);
    expect((await call(webUrls[1], 'POST', '/api/auth/login', TEST_ADMIN)).status).toBe(429);
  });
});
