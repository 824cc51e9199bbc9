/**
 * Saved searches and alerts (issue #16) through the real importer (a PropTx VOW feed on the fake
 * OData server, day by day as in importer/listing-events.int.test.ts), the set-based matcher, the
 * outbox and the in-process SMTP server: each event kind reaching a matching search and no
 * non-matching one, the re-list wording, VOW-only sales, no duplicate after re-runs or a send
 * killed midway, digest grouping and the no-empty-mail rule, back-off, the click redirect,
 * unsubscribing (tRPC and the one-click POST), the visitor's and the agent's procedures.
 * The tests run in order on one feed and share its state.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyStory, storyDayOne, storyDayThree, storyDayTwo } from '#importer/testing/listing-event-story.ts';
import { type FeedRow as Row, ProptxVowFeed, proptxHomeRecord } from '#importer/testing/proptx-vow-feed.ts';
import { buildingAddress } from '#shared/market/building-address.ts';
import type { TSaveSearchInput } from '#shared/schemas/saved-search.schema.ts';
import { LISTING_ALERTS_CONSENT } from '#shared/vow-terms.ts';
import { deliverMail, RetryableDeliveryError } from '#server/mail/deliver-mail.job.ts';
import { createMailer, type Mailer } from '#server/mail/mailer.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#server/mail/testing/test-smtp-server.ts';
import { deleteAccount } from '#server/modules/visitors/visitor-account.service.ts';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { createVowVisitorCookie } from '../../../../tests/support/vow-visitor.ts';
import { matchNewEvents } from './alert-match.ts';
import { sendDigest, sendInstantAlerts, sendVisitorAlerts } from './alert-send.ts';
import { signAlertToken } from './alert-tokens.ts';
import { MAX_SAVED_SEARCHES } from './saved-search.service.ts';
import { registerAlertWorkers, runAlertMatch } from './alerts.jobs.ts';
import { DAY_MS } from '#shared/time.ts';

const TOKEN = 'alerts-token';
const PUBLIC_URL = 'https://agent.example.com';
const MAIL_FROM = 'Alex Morgan <mail@agent.example.com>';
const AGENT_EMAIL = 'agent@agent.example.com';

/** Day n of the feed (day 1 is six days ago), plus `minutes`: recent enough to be news. */
const BASE = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12) - 7 * DAY_MS;
const day = (n: number, minutes = 0) => new Date(BASE + (n - 1) * DAY_MS + minutes * 60_000).toISOString();

/** A 3-bed, 2-bath detached home (`proptxHomeRecord`) first listed on day 1. */
const record = (key: string, ts: string, fields: Row): Row => proptxHomeRecord(key, ts, day(1), { BedroomsTotal: 3, BathroomsTotalInteger: 2, ...fields });

describe('saved searches and listing alerts', () => {
  let t: TestApp;
  let feedServer: ProptxVowFeed;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  const feed = new Map<string, Row>();
  const sql = async <T = Row>(query: string, params: unknown[] = []) => (await t.services.pool.query(query, params)).rows as T[];
  const visitorCaller = (cookie: string) => createCaller(createContext(t.services, { ip: '127.0.0.1', cookie }));

  const put = (row: Row) => feed.set(row.ListingKey as string, row);
  const change = (key: string, ts: string, fields: Row) => put({ ...feed.get(key)!, ModificationTimestamp: ts, ...fields });
  async function sync() {
    feedServer.publish(feed.values());
    const summary = await feedServer.sync(t.services, 'residential', { pageSize: 3 });
    expect(summary.status).toBe('succeeded');
    return summary;
  }
  const match = () => runAlertMatch(t.services);

  /** The alert mails queued to an address, oldest first. */
  const mailsTo = (email: string) =>
    sql<{ id: number; delivery_id: number; kind: string; subject: string; text: string; html: string; list_unsubscribe: string | null }>(
      `select m.id, d.id as delivery_id, m.kind, m.subject, m.text, m.html, m.list_unsubscribe from email_message m join email_delivery d on d.message_id = m.id
        where d.to_address = $1 and m.kind like 'alerts.%' order by m.id`,
      [email],
    );
  const itemsOf = (searchId: number) =>
    sql<{ key: string; kind: string; from_price: number | null; to_price: number | null; mail_status: string }>(
      `select l.listing_key as key, i.kind, i.from_price::float8 as from_price, i.to_price::float8 as to_price, i.mail_status
         from alert_item i join listing l on l.id = i.listing_id where i.saved_search_id = $1 order by i.listing_event_id`,
      [searchId],
    );
  const keysOf = async (searchId: number) => [...new Set((await itemsOf(searchId)).map((item) => item.key))].sort();

  // The visitors: A (VOW terms accepted), B (not), P (probe searches, no e-mail), C (digests).
  let a: { cookie: string; visitorId: number; email: string };
  let b: { cookie: string; visitorId: number; email: string };
  let c: { cookie: string; visitorId: number; email: string };
  const searches: Record<string, number> = {};
  const criteriaOf: Record<string, TSaveSearchInput['criteria']> = {};
  const BUILDING_KEY = buildingAddress('100 Queens Quay Street E', 'Toronto')!.key;

  async function visitor(email: string, acceptedTerms: boolean) {
    const created = await createVowVisitorCookie(t.services, { email, acceptedTerms });
    return { ...created, email };
  }
  async function save(
    who: { cookie: string },
    label: string,
    search: TSaveSearchInput['criteria']['search'],
    frequency: TSaveSearchInput['frequency'],
    buildingKey?: string,
  ) {
    const { id } = await visitorCaller(who.cookie).alerts.save({ name: label, criteria: { search, buildingKey: buildingKey ?? null }, frequency });
    criteriaOf[label] = { search, buildingKey: buildingKey ?? null };
    searches[label] = id;
    return id;
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM } });
    mailer = createMailer(t.services.config);
    feedServer = new ProptxVowFeed(TOKEN, 3);
    await feedServer.start();
    await sql('update site_settings set email = $1 where id = 1', [AGENT_EMAIL]);
    a = await visitor('alice@example.com', true);
    b = await visitor('bob@example.com', false);
    c = await visitor('carol@example.com', true);
  });
  afterAll(async () => {
    mailer?.close();
    await feedServer?.stop();
    await t?.close();
    await smtp?.stop();
  });

  it('brings each event kind to a matching search, in the words of the mail, and nothing to the others', async () => {
    const torontoHouses = {
      classes: ['residential' as const],
      keyword: '',
      transactionType: 'Sale',
      municipality: 'Toronto',
      minPrice: 500_000,
      maxPrice: 2_000_000,
    };
    await save(a, 'A Toronto houses', torontoHouses, 'instant');
    await save(b, 'B Toronto houses', torontoHouses, 'instant');
    const p = await visitor('probe@example.com', true);
    await save(p, 'commercial', { classes: ['commercial'], keyword: '' }, 'none');
    await save(p, 'condos', { classes: ['condo'], keyword: '' }, 'none');
    await save(p, 'cheap sale', { classes: ['residential'], keyword: '', transactionType: 'Sale', maxPrice: 100_000 }, 'none');
    await save(p, 'five beds', { classes: ['residential'], keyword: '', minBeds: 5 }, 'none');
    await save(p, 'mississauga', { classes: ['residential'], keyword: '', municipality: 'Mississauga' }, 'none');
    await save(p, 'ottawa area', { classes: ['residential'], keyword: '', bbox: { south: 45.3, north: 45.5, west: -75.8, east: -75.6 } }, 'none');
    await save(p, 'nonsense word', { classes: ['residential'], keyword: 'zzzqqq' }, 'none');
    await save(p, 'other building', { classes: ['condo'], keyword: '' }, 'none', 'nowhere-1');
    await save(p, 'mls number', { classes: ['residential'], keyword: 'E0000001' }, 'none');
    await save(p, 'pine street', { classes: ['residential'], keyword: 'Pine' }, 'none');
    await save(p, 'the building', { classes: ['condo'], keyword: '' }, 'none', BUILDING_KEY);

    // Day 1: everything new, a lease (of one bedroom) and a condo among them.
    applyStory(
      feed,
      storyDayOne(day).map((step) => (step.key === 'E0000002' ? { ...step, fields: { ...step.fields, BedroomsTotal: 1 } } : step)),
      record,
    );
    put(
      record('E0000009', day(1, 7), {
        PropertyType: 'Residential Condo & Other',
        PropertySubType: 'Condo Apartment',
        StreetNumber: '100',
        StreetName: 'Queens Quay',
        StreetDirSuffix: 'E',
        UnitNumber: '501',
        ListPrice: 650_000,
      }),
    );
    await sync();
    // The condo arrives through the condo class's own sync.
    feedServer.publish(feed.values());
    await feedServer.sync(t.services, 'condo', { pageSize: 3 });
    const first = await match();
    expect(first.matched.items).toBeGreaterThan(0);
    // What a search hears of as new is what the site's search shows for the same criteria.
    for (const [label, criteria] of Object.entries(criteriaOf)) {
      if (criteria.buildingKey) continue;
      const page = await t.caller().listings.search({ criteria: criteria.search, limit: 100 });
      const live = page.data.map((listing) => listing.mlsNumber).filter((key) => key.startsWith('E0'));
      expect(await keysOf(searches[label]!), label).toEqual([...live].sort());
    }

    // Day 2: a price cut, a lease, an expiry, two terminations.
    applyStory(feed, storyDayTwo(day), record);
    await sync();
    await match();
    // Day 3: conditional sale; re-listed (the expired home, spelt differently); the next unit; back on the market.
    applyStory(feed, storyDayThree(day), record);
    await sync();
    await match();
    // Day 4: the sale firms up.
    change('E0000001', day(4), {
      MlsStatus: 'Sold',
      StandardStatus: 'Closed',
      SoldEntryTimestamp: day(4),
      ClosePrice: 1_010_000,
      CloseDate: day(4).slice(0, 10),
    });
    await sync();
    await match();

    const expected = [
      { key: 'E0000001', kind: 'new', from_price: null, to_price: 1_000_000 },
      { key: 'E0000003', kind: 'new', from_price: null, to_price: 800_000 },
      { key: 'E0000004', kind: 'new', from_price: null, to_price: 600_000 },
      { key: 'E0000005', kind: 'new', from_price: null, to_price: 700_000 },
      { key: 'E0000006', kind: 'new', from_price: null, to_price: 900_000 },
      { key: 'E0000001', kind: 'price_changed', from_price: 1_000_000, to_price: 950_000 },
      { key: 'E0000007', kind: 'relisted', from_price: 800_000, to_price: 780_000 },
      { key: 'E0000008', kind: 'new', from_price: null, to_price: 610_000 },
      { key: 'E0000005', kind: 'back_on_market', from_price: null, to_price: null },
      { key: 'E0000001', kind: 'sold', from_price: null, to_price: null },
    ];
    const sortItems = (items: { key: string; kind: string }[]) => [...items].sort((x, y) => `${x.key}${x.kind}`.localeCompare(`${y.key}${y.kind}`));
    const aItems = await itemsOf(searches['A Toronto houses']!);
    expect(sortItems(aItems.map(({ mail_status: _status, ...item }) => item))).toEqual(sortItems(expected));
    // Sold only for the visitor the VOW rule entitles.
    const bItems = await itemsOf(searches['B Toronto houses']!);
    expect(sortItems(bItems.map(({ mail_status: _status, ...item }) => item))).toEqual(sortItems(expected.filter((item) => item.kind !== 'sold')));

    // Non-matching criteria get nothing; matching keywords, numbers and buildings get their listing only.
    for (const label of ['commercial', 'condos', 'cheap sale', 'five beds', 'mississauga', 'ottawa area', 'nonsense word', 'other building']) {
      expect(await keysOf(searches[label]!), label).toEqual(label === 'condos' ? ['E0000009'] : []);
    }
    expect(await keysOf(searches['mls number']!)).toEqual(['E0000001']);
    expect(await keysOf(searches['pine street']!)).toEqual(['E0000005']);
    const [condo] = await sql<{ address: string; municipality: string }>("select address, municipality from listing where listing_key = 'E0000009'");
    expect(buildingAddress(condo!.address, condo!.municipality)?.key).toBe(BUILDING_KEY);
    expect(await keysOf(searches['the building']!)).toEqual(['E0000009']);
    // "No e-mail" searches keep their items for the history only.
    expect((await itemsOf(searches['pine street']!)).every((item) => item.mail_status === 'not_mailed')).toBe(true);

    // One instant mail per import run that had news for the visitor, in the words of the issue.
    const aMails = await mailsTo(a.email);
    expect(aMails).toHaveLength(4);
    expect(aMails[0]!.text.match(/New listing/g)).toHaveLength(5);
    expect(aMails[1]!.text).toContain('Price reduced: $1,000,000 → $950,000');
    expect(aMails[2]!.text).toContain('Re-listed, was $800,000');
    expect(aMails[2]!.text).not.toMatch(/New listing\n\s+30 ELM/i);
    expect(aMails[2]!.text).toContain('Back on the market');
    expect(aMails[3]!.text).toContain('Sold for $1,010,000');
    expect(await mailsTo(b.email)).toHaveLength(3);
    for (const mail of aMails) {
      expect(mail.kind).toBe('alerts.instant');
      // Beds/baths, the address, the click redirect, the agent's identification and the unsubscribe links.
      expect(mail.text).toContain('3 beds · 2 baths');
      expect(mail.text).toContain(`${PUBLIC_URL}/a/c`);
      expect(mail.text).toContain(`${PUBLIC_URL}/alerts/unsubscribe#s${searches['A Toronto houses']}.`);
      expect(mail.text).toContain(`${PUBLIC_URL}/alerts/unsubscribe#a${a.visitorId}.`);
      expect(mail.list_unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/api/alerts/unsubscribe\\?token=s${searches['A Toronto houses']}\\.`));
      expect(mail.html).not.toContain('<script');
    }
    const [settings] = await sql<{ agent_name: string }>('select agent_name from site_settings where id = 1');
    expect(aMails[0]!.text).toContain(settings!.agent_name);
  });

  it('sends nothing twice: the match job run again from the start, and an importer re-run', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from alert_item');
    const mailsBefore = await sql<{ n: number }>("select count(*)::int as n from email_message where kind like 'alerts.%'");
    await sql('update alert_match_state set last_event_id = 0');
    const again = await match();
    expect(again.matched.items).toBe(0);
    expect(again.sent.mails).toBe(0);
    const rerun = await sync();
    expect(rerun).toMatchObject({ inserted: 0, updated: 0, events: 0 });
    expect((await match()).matched.items).toBe(0);
    expect(await sql('select count(*)::int as n from alert_item')).toEqual(before);
    expect(await sql("select count(*)::int as n from email_message where kind like 'alerts.%'")).toEqual(mailsBefore);
  });

  it('a worker killed mid-send neither loses nor duplicates the alert', async () => {
    put(record('E0000010', day(5), { OriginalEntryTimestamp: day(5), StreetNumber: '70', StreetName: 'Cedar', ListPrice: 1_200_000 }));
    await sync();
    await matchNewEvents(t.services.pool);
    const mailsBefore = (await mailsTo(a.email)).length;
    // Killed before the commit: the queued mail and the marks roll back together.
    const dying = { enqueue: async () => Promise.reject(new Error('worker killed')), boss: t.services.jobs.boss } as unknown as JobQueue;
    await expect(sendVisitorAlerts({ ...t.services, jobs: dying }, a.visitorId, ['instant'], 'instant')).rejects.toThrow('worker killed');
    expect((await itemsOf(searches['A Toronto houses']!)).filter((item) => item.mail_status === 'pending').map((item) => item.key)).toEqual(['E0000010']);
    expect(await mailsTo(a.email)).toHaveLength(mailsBefore);

    // The next run sends it; its delivery is interrupted once (the SMTP server says try later), then retried.
    expect((await sendInstantAlerts(t.services)).mails).toBe(2);
    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const latest = mails.at(-1)!;
    smtp.refuseNext(1, { code: 451, message: 'Try again later' });
    const deps = { pool: t.services.pool, config: t.services.config, mailer };
    await expect(deliverMail(deps, latest.delivery_id, { isFinalAttempt: false })).rejects.toBeInstanceOf(RetryableDeliveryError);
    expect(await deliverMail(deps, latest.delivery_id, { isFinalAttempt: false })).toBe('sent');
    expect(await deliverMail(deps, latest.delivery_id, { isFinalAttempt: false })).toBe('already-done');
    expect((await sendInstantAlerts(t.services)).mails).toBe(0);
    const received = smtp.received.filter((mail) => mail.envelope.to.includes(a.email));
    expect(received).toHaveLength(1);
    expect(received[0]!.parsed.text).toContain('70 Cedar');
    expect(received[0]!.source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(received[0]!.source).toMatch(/List-Unsubscribe:\s+<https:\/\/agent\.example\.com\/api\/alerts\/unsubscribe\?token=s\d+\.[\w-]+>/);
  });

  it('combines a visitor’s daily searches in one morning digest, never an empty one; backs off after 5 unclicked instant mails', async () => {
    await save(c, 'C Toronto', { classes: ['residential'], keyword: 'Toronto' }, 'daily');
    await save(c, 'C Juniper', { classes: ['residential'], keyword: 'Juniper' }, 'daily');
    await save(c, 'C weekly', { classes: ['residential'], keyword: '', municipality: 'Toronto' }, 'weekly');
    put(record('E0000011', day(6), { OriginalEntryTimestamp: day(6), StreetNumber: '60', StreetName: 'Juniper', StreetSuffix: 'Avenue', ListPrice: 750_000 }));
    await sync();
    const run = await match();
    // A has had 5 instant mails without a click: moved to the daily digest, nothing instant now.
    expect(run.sent.backedOff).toBe(1);
    expect(await mailsTo(c.email)).toHaveLength(0);
    const [search] = await sql<{ frequency: string }>('select frequency from saved_search where id = $1', [searches['A Toronto houses']]);
    expect(search!.frequency).toBe('daily');

    const aBefore = (await mailsTo(a.email)).length;
    const digest = await sendDigest(t.services, false);
    expect(digest.mails).toBe(2);
    const [carolDigest, ...more] = await mailsTo(c.email);
    expect(more).toHaveLength(0);
    expect(carolDigest!.kind).toBe('alerts.digest');
    expect(carolDigest!.subject).toContain('daily');
    expect(carolDigest!.text).toContain('C TORONTO');
    expect(carolDigest!.text).toContain('C JUNIPER');
    expect(carolDigest!.text).not.toContain('C WEEKLY');
    // Two searches: the header stops all alerts.
    expect(carolDigest!.list_unsubscribe).toContain(`token=a${c.visitorId}.`);
    const aMails = await mailsTo(a.email);
    expect(aMails).toHaveLength(aBefore + 1);
    expect(aMails.at(-1)!.text).toContain('You have not opened a listing from the last 5 alerts');

    // Nothing left: no mail at all, rather than an empty one.
    expect((await sendDigest(t.services, false)).mails).toBe(0);
    // Monday: the weekly search's items, in one mail.
    expect((await sendDigest(t.services, true)).mails).toBe(1);
    expect((await mailsTo(c.email)).at(-1)!.text).toContain('C WEEKLY');
    expect((await sendDigest(t.services, true)).mails).toBe(0);
  });

  it('records a click through the signed redirect, resets the back-off streak and refuses a tampered link cleanly', async () => {
    const [bVisitor] = await sql<{ alert_unclicked_mails: number }>('select alert_unclicked_mails from visitor where id = $1', [b.visitorId]);
    expect(bVisitor!.alert_unclicked_mails).toBeGreaterThan(0);
    const link = /https:\/\/agent\.example\.com(\/a\/c\d+-\d+\.[A-Za-z0-9_-]+)/.exec((await mailsTo(b.email)).at(-1)!.text)![1]!;
    // A link checker's HEAD is told where it goes, and is not counted.
    const head = await t.app.inject({ method: 'HEAD', url: link });
    expect(head.statusCode).toBe(302);
    expect(await sql('select alert_unclicked_mails from visitor where id = $1', [b.visitorId])).toEqual([bVisitor]);
    const response = await t.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/estate\/details\/\d+\/resedential$/);
    const [, searchId, eventId] = /\/a\/c(\d+)-(\d+)\./.exec(link)!.map(Number);
    expect(await sql('select clicks from alert_item where saved_search_id = $1 and listing_event_id = $2', [searchId, eventId])).toEqual([{ clicks: 1 }]);
    expect(await sql('select alert_unclicked_mails from visitor where id = $1', [b.visitorId])).toEqual([{ alert_unclicked_mails: 0 }]);

    const tampered = link.replace(/\.(.)/, (_match, first: string) => `.${first === 'A' ? 'B' : 'A'}`);
    for (const url of [
      tampered,
      `/a/c${searchId}-${eventId! + 1}.${link.split('.')[1]}`,
      '/a/%3Cscript%3E',
      `/a/s${searchId}.${link.split('.')[1]}`,
      `/a/${'x'.repeat(600)}`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).toContain('Link not valid');
    }
  });

  it('unsubscribes one search by the one-click POST and all alerts by the page’s token, then mails nothing', async () => {
    const bSearch = searches['B Toronto houses']!;
    const header = (await mailsTo(b.email)).at(-1)!.list_unsubscribe!;
    const url = header.replace(PUBLIC_URL, '');
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await sql('select frequency from saved_search where id = $1', [bSearch])).toEqual([{ frequency: 'none' }]);
    // Again (a second click, a mail client retrying): still fine.
    expect((await t.app.inject({ method: 'POST', url, payload: '' })).statusCode).toBe(200);
    const forged = await t.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=s${bSearch}.AAAAAAAAAAAAAAAAAAAAAA` });
    expect(forged.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe' })).statusCode).toBe(404);

    // The page's token (from the mail's "Stop all listing alerts"), through tRPC without signing in.
    const anonymous = t.caller();
    const allToken = signAlertToken(t.services.config.env.AUTH_SECRET, 'all', a.visitorId);
    expect(await anonymous.alerts.unsubscribe({ token: allToken })).toEqual({ ok: true, scope: 'all', searchName: null });
    expect(await sql("select count(*)::int as n from saved_search where visitor_id = $1 and frequency <> 'none'", [a.visitorId])).toEqual([{ n: 0 }]);
    expect(await sql('select alerts_consent_version from visitor where id = $1', [a.visitorId])).toEqual([{ alerts_consent_version: null }]);
    expect(await sql("select action, text_version from visitor_consent where visitor_id = $1 and kind = 'listing_alerts' order by id", [a.visitorId])).toEqual([
      { action: 'given', text_version: LISTING_ALERTS_CONSENT.version },
      { action: 'withdrawn', text_version: LISTING_ALERTS_CONSENT.version },
    ]);
    const searchToken = signAlertToken(t.services.config.env.AUTH_SECRET, 'search', searches['C Juniper']!);
    expect(await anonymous.alerts.unsubscribe({ token: searchToken })).toEqual({ ok: true, scope: 'search', searchName: 'C Juniper' });
    await expect(anonymous.alerts.unsubscribe({ token: `${searchToken.slice(0, -2)}AA` })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const aMails = (await mailsTo(a.email)).length;
    const bMails = (await mailsTo(b.email)).length;
    put(record('E0000012', day(7), { OriginalEntryTimestamp: day(7), StreetNumber: '80', StreetName: 'Walnut', ListPrice: 990_000 }));
    await sync();
    await match();
    await sendDigest(t.services, true);
    expect(await mailsTo(a.email)).toHaveLength(aMails);
    expect(await mailsTo(b.email)).toHaveLength(bMails);
    // Still recorded, for the account's and the agent's history.
    expect((await itemsOf(searches['A Toronto houses']!)).find((item) => item.key === 'E0000012')).toMatchObject({ mail_status: 'not_mailed' });
  });

  it('lets the visitor list, rename, change and remove their searches, and only theirs', async () => {
    const carol = visitorCaller(c.cookie);
    const list = await carol.alerts.list();
    expect(list.map((search) => search.name).sort()).toEqual(['C Juniper', 'C Toronto', 'C weekly']);
    const toronto = list.find((search) => search.name === 'C Toronto')!;
    expect(toronto).toMatchObject({ frequency: 'daily', createdByAgent: false, copyAgent: false, summary: 'Houses, “Toronto”' });
    expect(toronto.searchUrl).toBe('/search?keyword=Toronto');
    expect(toronto.lastAlertAt).not.toBeNull();
    await carol.alerts.update({ id: toronto.id, name: 'Anything in Toronto', frequency: 'weekly' });
    expect((await carol.alerts.list()).find((search) => search.id === toronto.id)).toMatchObject({ name: 'Anything in Toronto', frequency: 'weekly' });
    await expect(visitorCaller(b.cookie).alerts.update({ id: toronto.id, name: 'Mine now' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(visitorCaller(b.cookie).alerts.remove({ id: toronto.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await carol.alerts.remove({ id: toronto.id });
    expect((await carol.alerts.list()).map((search) => search.name).sort()).toEqual(['C Juniper', 'C weekly']);
    expect(await carol.alerts.consent()).toMatchObject({ version: LISTING_ALERTS_CONSENT.version, isGiven: true });
    // At most MAX_SAVED_SEARCHES each.
    await sql(
      `insert into saved_search (visitor_id, name, criteria, frequency, classes) select $1, 'filler ' || n, '{}', 'none', '{residential}' from generate_series(1, $2) n`,
      [c.visitorId, MAX_SAVED_SEARCHES - 2],
    );
    await expect(carol.alerts.save({ name: 'One too many', criteria: { search: { keyword: '' } }, frequency: 'none' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await sql("delete from saved_search where visitor_id = $1 and name like 'filler %'", [c.visitorId]);
    await carol.alerts.stopAll();
    expect((await carol.alerts.list()).every((search) => search.frequency === 'none')).toBe(true);
    expect(await carol.alerts.consent()).toMatchObject({ isGiven: false });
    await expect(t.caller().alerts.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('gives the agent a client’s searches and history, creates a search for a client with a copy, and counts the last 30 days', async () => {
    const admin = t.caller(await t.adminToken());
    const created = await admin.visitors.createSavedSearch({
      email: 'Client@Example.com',
      clientName: 'Dana Client',
      name: 'Dana’s Toronto search',
      criteria: { search: { classes: ['residential'], keyword: 'Toronto' } },
      frequency: 'instant',
      copyAgent: true,
      consentGiven: true,
    });
    expect(await sql('select email, name from visitor where id = $1', [created.visitorId])).toEqual([{ email: 'client@example.com', name: 'Dana Client' }]);
    expect(await sql("select action, recorded_by from visitor_consent where visitor_id = $1 and kind = 'listing_alerts'", [created.visitorId])).toEqual([
      { action: 'given', recorded_by: 'agent' },
    ]);
    const timeline = await admin.visitors.timeline({ visitorId: created.visitorId });
    expect(timeline.entries.map((entry) => entry.text)).toContainEqual(
      expect.stringMatching(/^Accepted listing alerts \(listing-alerts-.+, given to the agent\)$/),
    );
    put(record('E0000013', day(8), { OriginalEntryTimestamp: day(8), StreetNumber: '90', StreetName: 'Spruce', ListPrice: 870_000 }));
    await sync();
    await match();
    const [clientMail] = await mailsTo('client@example.com');
    expect(clientMail!.text).toContain('saved a search for you with your agreement');
    const [copy] = await mailsTo(AGENT_EMAIL);
    expect(copy).toMatchObject({ kind: 'alerts.agent-copy' });
    expect(copy!.subject).toContain('Copy for Dana Client');
    expect(copy!.text).toContain('/estate/details/');
    expect(copy!.text).not.toContain('/a/c');
    expect(copy!.text).not.toContain('/alerts/unsubscribe');

    const alerts = await admin.visitors.alerts({ visitorId: b.visitorId });
    expect(alerts.searches.map((search) => search.name)).toEqual(['B Toronto houses']);
    expect(alerts.history.length).toBeGreaterThan(0);
    expect(alerts.history.some((item) => item.clicked)).toBe(true);
    expect(alerts.history[0]).toMatchObject({ searchName: 'B Toronto houses' });
    const stats = await admin.visitors.alertStats();
    expect(stats.searchesSaved).toBe(16);
    expect(stats.alertsSent).toBeGreaterThan(5);
    expect(stats.clicks).toBe(1);
    await expect(t.caller().visitors.alertStats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('runs from the import: the run that wrote pages enqueues alerts.match, whose worker queues the instant mail', async () => {
    await registerAlertWorkers(t.services);
    const before = (await mailsTo('client@example.com')).length;
    put(record('E0000014', day(9), { OriginalEntryTimestamp: day(9), StreetNumber: '95', StreetName: 'Aspen', ListPrice: 880_000 }));
    await sync();
    await vi.waitFor(async () => expect(await mailsTo('client@example.com')).toHaveLength(before + 1), { timeout: 20_000, interval: 200 });
    expect((await mailsTo('client@example.com')).at(-1)!.text).toContain('95 Aspen');
  });

  it('deleting an account deletes its saved searches, their items and the alert mails sent to it', async () => {
    expect((await mailsTo(b.email)).length).toBeGreaterThan(0);
    await deleteAccount(t.services.pool, b.visitorId);
    expect(await mailsTo(b.email)).toEqual([]);
    expect(await sql('select count(*)::int as n from saved_search where visitor_id = $1', [b.visitorId])).toEqual([{ n: 0 }]);
    expect(await sql('select count(*)::int as n from alert_item where saved_search_id = $1', [searches['B Toronto houses']])).toEqual([{ n: 0 }]);
    // An old mail's links still answer, with nothing left to stop.
    const secret = t.services.config.env.AUTH_SECRET;
    expect(await t.caller().alerts.unsubscribe({ token: signAlertToken(secret, 'search', searches['B Toronto houses']!) })).toEqual({
      ok: true,
      scope: 'search',
      searchName: null,
    });
    expect(await t.caller().alerts.unsubscribe({ token: signAlertToken(secret, 'all', b.visitorId) })).toMatchObject({ ok: true, scope: 'all' });
  });
});
