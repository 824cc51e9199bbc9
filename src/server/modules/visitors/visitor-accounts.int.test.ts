/**
 * Visitor accounts through the tRPC caller on real PostgreSQL: sign-up by e-mailed link with its
 * consent records, single-use short-lived links stored hashed, rate limits, identical answers for
 * known and unknown addresses, the VOW check (terms version, withdrawal), favourites and views,
 * the agent's Visitors screen, and account deletion.
 */
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError, z } from 'zod';
import { importSample } from '#importer/testing/import-sample.ts';
import { fillLinkTokens } from '#server/mail/link-tokens.ts';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { MARKETING_CONSENT, VOW_TERMS } from '#shared/vow-terms.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { SIGN_IN_LINK_LIMITS, TOO_MANY_LINKS } from './sign-in-link.service.ts';
import { SIGN_IN_LINK_KIND } from './sign-in-mail.ts';
import { VISITOR_COOKIE_NAME } from './visitor-session.ts';

let t: TestApp;
let listingIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  await importSample(t, { count: 10 });
  const { rows } = await t.services.pool.query<{ id: number }>('select id from listing where is_active and not agent_hidden order by id limit 6');
  listingIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test's requests come from an address of their own, so per-IP limits do not couple tests. */
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

/** A caller for one request (as a browser makes one request per call), with the cookie it carries. */
function as(options: { cookie?: string | undefined; ip?: string } = {}) {
  const setCookies: string[] = [];
  const context = createContext(t.services, {
    ip: options.ip ?? '198.51.100.250',
    cookie: options.cookie ? `${VISITOR_COOKIE_NAME}=${options.cookie}` : undefined,
    setCookies: (values) => setCookies.push(...values),
  });
  return { caller: createCaller(context), context, setCookies };
}

/** The link the last mail to `email` carries, as the mail worker fills it in at send time. */
async function lastLink(email: string): Promise<{ path: string; token: string; subject: string }> {
  const { rows } = await t.services.pool.query<{ text: string; subject: string }>(
    `select m.text, m.subject from email_delivery d join email_message m on m.id = d.message_id
      where d.to_address = $1 and m.kind = $2 order by d.id desc limit 1`,
    [email, SIGN_IN_LINK_KIND],
  );
  const sent = fillLinkTokens(rows[0]!.text, t.services.config.env.AUTH_SECRET);
  const match = sent.match(/https?:\/\/[^/\s]+(\/account\/sign-(?:in|up))#token=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no sign-in link in: ${sent}`);
  return { path: match[1]!, token: match[2]!, subject: rows[0]!.subject };
}

function sessionCookieOf(setCookies: string[]): string {
  const header = setCookies.find((value) => value.startsWith(`${VISITOR_COOKIE_NAME}=`));
  const value = header?.split(';')[0]?.split('=')[1];
  if (!value) throw new Error('no session cookie was set');
  return value;
}

async function signUp(email: string, options: { marketing?: boolean; ip?: string } = {}): Promise<{ cookie: string; visitorId: number }> {
  const ip = options.ip ?? freshIp();
  await as({ ip }).caller.account.requestLink({ email });
  const { token } = await lastLink(email.toLowerCase());
  const request = as({ ip });
  await request.caller.account.completeSignIn({
    token,
    name: 'Ann Lee',
    phone: '416-555-0101',
    acceptVowTerms: true,
    acceptMarketing: options.marketing ?? false,
  });
  const { rows } = await t.services.pool.query<{ id: number }>('select id from visitor where email = $1', [email.toLowerCase()]);
  return { cookie: sessionCookieOf(request.setCookies), visitorId: rows[0]!.id };
}

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to be refused');
}

async function vowVisitorOf(cookie: string | undefined) {
  return as({ cookie }).context.vowVisitor();
}

describe('sign-up by e-mailed link', () => {
  it('creates the account with the VOW consent (version, time, address), marketing only when ticked, and signs in', async () => {
    const ip = freshIp();
    const { cookie, visitorId } = await signUp('Ann.Lee@Example.com', { ip });
    const { rows: visitors } = await t.services.pool.query(
      'select email, name, phone, vow_terms_version, marketing_consent_version from visitor where id = $1',
      [visitorId],
    );
    expect(visitors[0]).toEqual({
      email: 'ann.lee@example.com',
      name: 'Ann Lee',
      phone: '416-555-0101',
      vow_terms_version: VOW_TERMS.version,
      marketing_consent_version: null,
    });
    const { rows: consents } = await t.services.pool.query(
      `select kind, action, text_version, ip, recorded_at > now() - interval '1 hour' as is_recent from visitor_consent where visitor_id = $1`,
      [visitorId],
    );
    expect(consents).toEqual([{ kind: 'vow_terms', action: 'given', text_version: VOW_TERMS.version, ip, is_recent: true }]);
    expect(await vowVisitorOf(cookie)).toEqual({ visitorId });
    expect(await as({ cookie }).caller.account.session()).toEqual({ signedIn: true, name: 'Ann Lee', needsTermsAcceptance: false });

    const withMarketing = await signUp('marketing.yes@example.com', { marketing: true, ip });
    const { rows: given } = await t.services.pool.query('select kind, text_version from visitor_consent where visitor_id = $1 order by id', [
      withMarketing.visitorId,
    ]);
    expect(given).toEqual([
      { kind: 'vow_terms', text_version: VOW_TERMS.version },
      { kind: 'marketing_email', text_version: MARKETING_CONSENT.version },
    ]);
  });

  it('refuses a sign-up form without a name or the VOW terms, writes nothing, and keeps the link usable', async () => {
    const email = 'no.terms@example.com';
    await as({ ip: freshIp() }).caller.account.requestLink({ email });
    const { token, path } = await lastLink(email);
    expect(path).toBe('/account/sign-up');
    const refused = await rejection(as().caller.account.completeSignIn({ token, acceptVowTerms: false, acceptMarketing: true }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect((refused.cause as { fieldErrors?: unknown }).fieldErrors).toEqual({
      name: ['Enter your name.'],
      acceptVowTerms: ['Accept the terms of use to create an account.'],
    });
    expect((await t.services.pool.query('select 1 from visitor where email = $1', [email])).rowCount).toBe(0);
    await as().caller.account.completeSignIn({ token, name: 'Now Agreed', acceptVowTerms: true });
    expect((await t.services.pool.query('select 1 from visitor where email = $1', [email])).rowCount).toBe(1);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site over HTTP', async () => {
    const email = 'cookie@example.com';
    await as({ ip: freshIp() }).caller.account.requestLink({ email });
    const { token } = await lastLink(email);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/trpc/account.completeSignIn',
      payload: { token, name: 'Cookie Person', acceptVowTerms: true },
      remoteAddress: freshIp(),
    });
    expect(answer.statusCode).toBe(200);
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE_NAME}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax$`));
  });
});

describe('sign-in links', () => {
  it('are single use, and using one ends the address’s other open links', async () => {
    const email = 'single.use@example.com';
    await signUp(email);
    const ip = freshIp();
    await as({ ip }).caller.account.requestLink({ email });
    const first = await lastLink(email);
    expect(first.path).toBe('/account/sign-in');
    await as({ ip }).caller.account.requestLink({ email });
    const second = await lastLink(email);
    const signedIn = as();
    await signedIn.caller.account.completeSignIn({ token: second.token });
    expect(await vowVisitorOf(sessionCookieOf(signedIn.setCookies))).not.toBeNull();
    expect((await rejection(as().caller.account.completeSignIn({ token: second.token }))).code).toBe('UNAUTHORIZED');
    expect((await rejection(as().caller.account.completeSignIn({ token: first.token }))).code).toBe('UNAUTHORIZED');
  });

  it('and sessions that can no longer be used are dropped as new links are asked for', async () => {
    const { cookie, visitorId } = await signUp('tidy@example.com');
    await as({ cookie }).caller.account.signOut();
    await t.services.pool.query(`update visitor_sign_in_token set expires_at = now() - interval '2 days' where email = 'tidy@example.com'`);
    const dead = async () =>
      (
        await t.services.pool.query<{ n: number }>(
          `select (select count(*) from visitor_session where visitor_id = $1) + (select count(*) from visitor_sign_in_token where email = 'tidy@example.com') as n`,
          [visitorId],
        )
      ).rows[0]!.n;
    expect(Number(await dead())).toBeGreaterThan(0);
    await as({ ip: freshIp() }).caller.account.requestLink({ email: 'someone.else@example.com' });
    expect(Number(await dead())).toBe(0);
  });

  it('live 15 minutes and are refused once expired', async () => {
    const email = 'expiry@example.com';
    await as({ ip: freshIp() }).caller.account.requestLink({ email });
    const { token } = await lastLink(email);
    const { rows } = await t.services.pool.query<{ ttl: string }>(`select (expires_at - created_at)::text as ttl from visitor_sign_in_token where email = $1`, [
      email,
    ]);
    expect(rows[0]!.ttl).toBe('00:15:00');
    // The link's clock runs out: its expiry moves to the past (the same comparison a later request makes).
    await t.services.pool.query(`update visitor_sign_in_token set expires_at = now() - interval '1 second' where email = $1`, [email]);
    expect((await rejection(as().caller.account.completeSignIn({ token, name: 'Late', acceptVowTerms: true }))).code).toBe('UNAUTHORIZED');
  });

  it('and session tokens are stored as sha256 digests only: no table in the database holds the raw token', async () => {
    const email = 'hashed@example.com';
    await as({ ip: freshIp() }).caller.account.requestLink({ email });
    const { token } = await lastLink(email);
    const request = as();
    await request.caller.account.completeSignIn({ token, name: 'Hash Person', acceptVowTerms: true });
    const sessionToken = sessionCookieOf(request.setCookies);
    const { rows: tables } = await t.services.pool.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const holders: string[] = [];
    for (const { name } of tables) {
      for (const secret of [token, sessionToken]) {
        const { rowCount } = await t.services.pool.query(`select 1 from ${name} as row where row::text like $1 limit 1`, [`%${secret}%`]);
        if (rowCount) holders.push(name);
      }
    }
    expect(holders).toEqual([]);
    const { rows } = await t.services.pool.query<{ ok: boolean }>(
      `select exists (select 1 from visitor_sign_in_token where token_hash = sha256(convert_to($1, 'UTF8'))) and
              exists (select 1 from visitor_session where token_hash = sha256(convert_to($2, 'UTF8'))) as ok`,
      [token, sessionToken],
    );
    expect(rows[0]!.ok).toBe(true);
  });
});

describe('the entry form', () => {
  it('answers a known and an unknown address identically, and queues one mail of the same shape for each', async () => {
    const known = 'known@example.com';
    await signUp(known);
    const unknown = 'unknown@example.com';
    const ip = freshIp();
    const answers = [await as({ ip }).caller.account.requestLink({ email: known }), await as({ ip }).caller.account.requestLink({ email: unknown })];
    expect(answers[0]).toEqual(answers[1]);
    const { rows } = await t.services.pool.query(
      `select d.to_address, d.to_name, d.status, m.kind, m.template, (select count(*)::int from email_delivery d2 where d2.message_id = m.id) as copies
         from email_delivery d join email_message m on m.id = d.message_id
        where d.to_address = any($1) and d.id in (select max(id) from email_delivery group by to_address)
        order by d.to_address`,
      [[known, unknown]],
    );
    const shape = (row: Record<string, unknown>) => ({ ...row, to_address: undefined });
    expect(rows).toHaveLength(2);
    expect(shape(rows[0])).toEqual(shape(rows[1]));
    expect((await lastLink(known)).path).toBe('/account/sign-in');
    expect((await lastLink(unknown)).path).toBe('/account/sign-up');
  });

  it('limits link mails per address (across addresses of origin) and per IP, whether or not the address has an account', async () => {
    const known = 'limited.known@example.com';
    await signUp(known); // its sign-up link was the address's first request
    const cases: Array<[string, number]> = [
      [known, 1],
      ['limited.stranger@example.com', 0],
    ];
    for (const [email, alreadyAsked] of cases) {
      for (let index = alreadyAsked; index < SIGN_IN_LINK_LIMITS.perAddress.max; index += 1) {
        await as({ ip: freshIp() }).caller.account.requestLink({ email });
      }
      const refused = await rejection(as({ ip: freshIp() }).caller.account.requestLink({ email }));
      expect(refused.code, email).toBe('TOO_MANY_REQUESTS');
      expect(refused.message).toBe(TOO_MANY_LINKS);
    }
    const ip = freshIp();
    for (let index = 0; index < SIGN_IN_LINK_LIMITS.perIp.max; index += 1) await as({ ip }).caller.account.requestLink({ email: `ip${index}@example.com` });
    const before = (await t.services.pool.query('select count(*)::int as n from email_delivery')).rows[0].n;
    expect((await rejection(as({ ip }).caller.account.requestLink({ email: 'one.more@example.com' }))).code).toBe('TOO_MANY_REQUESTS');
    expect((await t.services.pool.query('select count(*)::int as n from email_delivery')).rows[0].n).toBe(before);
    // The limit table names addresses by digest only.
    expect((await t.services.pool.query(`select 1 from request_limit where key like '%@%'`)).rowCount).toBe(0);
  });

  it('refuses a malformed address with a field message', async () => {
    const refused = await rejection(as({ ip: freshIp() }).caller.account.requestLink({ email: 'not an address' }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.cause).toBeInstanceOf(ZodError);
    expect(z.flattenError(refused.cause as ZodError).fieldErrors).toEqual({ email: ['Enter a valid e-mail address.'] });
  });
});

describe('VOW access', () => {
  it('is withheld when the terms text changed until the visitor accepts the new version', async () => {
    const { cookie, visitorId } = await signUp('terms.change@example.com');
    // The visitor accepted an older text: what every visitor has after VOW_TERMS.version changes.
    await t.services.pool.query(`update visitor set vow_terms_version = 'vow-terms-2020-01-01' where id = $1`, [visitorId]);
    expect(await vowVisitorOf(cookie)).toBeNull();
    expect((await as({ cookie }).caller.account.me()).needsTermsAcceptance).toBe(true);
    expect(await as({ cookie }).caller.account.session()).toMatchObject({ signedIn: true, needsTermsAcceptance: true });
    await as({ cookie, ip: '203.0.113.77' }).caller.account.giveConsent({ kind: 'vow_terms' });
    expect(await vowVisitorOf(cookie)).toEqual({ visitorId });
    const { rows } = await t.services.pool.query('select action, text_version, ip from visitor_consent where visitor_id = $1 order by id desc limit 1', [
      visitorId,
    ]);
    expect(rows[0]).toEqual({ action: 'given', text_version: VOW_TERMS.version, ip: '203.0.113.77' });
  });

  it('ends when the visitor withdraws the VOW consent; marketing consent can be given and withdrawn too', async () => {
    const { cookie, visitorId } = await signUp('withdraw@example.com');
    await as({ cookie }).caller.account.withdrawConsent({ kind: 'vow_terms' });
    expect(await vowVisitorOf(cookie)).toBeNull();
    // Still signed in: the account page stays reachable.
    expect((await as({ cookie }).caller.account.me()).consents.find((consent) => consent.kind === 'vow_terms')?.acceptedVersion).toBeNull();
    await as({ cookie }).caller.account.giveConsent({ kind: 'marketing_email' });
    await as({ cookie }).caller.account.withdrawConsent({ kind: 'marketing_email' });
    await as({ cookie }).caller.account.withdrawConsent({ kind: 'marketing_email' });
    const { rows } = await t.services.pool.query('select kind, action, text_version from visitor_consent where visitor_id = $1 order by id', [visitorId]);
    expect(rows).toEqual([
      { kind: 'vow_terms', action: 'given', text_version: VOW_TERMS.version },
      { kind: 'vow_terms', action: 'withdrawn', text_version: VOW_TERMS.version },
      { kind: 'marketing_email', action: 'given', text_version: MARKETING_CONSENT.version },
      { kind: 'marketing_email', action: 'withdrawn', text_version: MARKETING_CONSENT.version },
    ]);
  });

  it('is nobody’s without a cookie, with a forged one, or after sign-out', async () => {
    const { cookie } = await signUp('sign.out@example.com');
    expect(await vowVisitorOf(undefined)).toBeNull();
    expect(await vowVisitorOf('A'.repeat(43))).toBeNull();
    const request = as({ cookie });
    await request.caller.account.signOut();
    expect(request.setCookies[0]).toMatch(new RegExp(`^${VISITOR_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`));
    expect(await vowVisitorOf(cookie)).toBeNull();
    expect((await rejection(as({ cookie }).caller.account.me())).code).toBe('UNAUTHORIZED');
  });

  it('records the last visit at most once an hour', async () => {
    const { cookie, visitorId } = await signUp('last.visit@example.com');
    const lastVisit = async () => (await t.services.pool.query<{ at: Date }>('select last_visit_at as at from visitor where id = $1', [visitorId])).rows[0]!.at;
    await vowVisitorOf(cookie);
    await t.services.pool.query(`update visitor set last_visit_at = now() - interval '30 minutes' where id = $1`, [visitorId]);
    const recent = await lastVisit();
    await vowVisitorOf(cookie);
    expect(await lastVisit()).toEqual(recent);
    await t.services.pool.query(`update visitor set last_visit_at = now() - interval '2 hours' where id = $1`, [visitorId]);
    const old = await lastVisit();
    await vowVisitorOf(cookie);
    expect((await lastVisit()).getTime()).toBeGreaterThan(old.getTime());
  });
});

describe('saved homes and views', () => {
  it('are the visitor’s own: merged from the browser, listed, removed; another visitor sees and changes none of them', async () => {
    const a = await signUp('owner.a@example.com');
    const b = await signUp('owner.b@example.com');
    await as({ cookie: a.cookie }).caller.account.saveListing({ listingId: listingIds[0]! });
    expect(await as({ cookie: a.cookie }).caller.account.mergeFavourites({ listingIds: [listingIds[0]!, listingIds[1]!, listingIds[2]!] })).toEqual({
      added: 2,
    });
    await as({ cookie: b.cookie }).caller.account.saveListing({ listingId: listingIds[3]! });
    const ofA = await as({ cookie: a.cookie }).caller.account.favourites();
    expect(ofA.map((home) => home.listingId).sort()).toEqual([listingIds[0], listingIds[1], listingIds[2]].sort());
    expect(ofA[0]).toMatchObject({ listingClass: expect.stringMatching(/^(residential|condo|commercial)$/), isOnSite: true });
    // B "removes" A's saved home: only B's own list is touched.
    await as({ cookie: b.cookie }).caller.account.unsaveListing({ listingId: listingIds[0]! });
    expect(await as({ cookie: a.cookie }).caller.account.favourites()).toHaveLength(3);
    expect((await as({ cookie: b.cookie }).caller.account.favourites()).map((home) => home.listingId)).toEqual([listingIds[3]]);
    expect((await as({ cookie: b.cookie }).caller.account.me()).email).toBe('owner.b@example.com');
    await as({ cookie: a.cookie }).caller.account.unsaveListing({ listingId: listingIds[0]! });
    expect(await as({ cookie: a.cookie }).caller.account.favourites()).toHaveLength(2);
  });

  it('visitor procedures refuse anonymous callers, and admin procedures refuse visitors', async () => {
    const { cookie } = await signUp('not.admin@example.com');
    for (const call of [
      () => as().caller.account.me(),
      () => as().caller.account.favourites(),
      () => as().caller.account.saveListing({ listingId: listingIds[0]! }),
    ]) {
      expect((await rejection(call())).code).toBe('UNAUTHORIZED');
    }
    const visitor = as({ cookie }).caller;
    for (const call of [
      () => visitor.visitors.list(),
      () => visitor.visitors.timeline({ visitorId: 1 }),
      () => visitor.visitors.exportCsv(),
      () => visitor.visitors.delete({ visitorId: 1 }),
    ]) {
      expect((await rejection(call())).code).toBe('UNAUTHORIZED');
    }
  });
});

describe('the agent’s Visitors screen', () => {
  it('lists visitors with consents and activity, shows a timeline and exports CSV', async () => {
    const { cookie, visitorId } = await signUp('timeline@example.com', { marketing: true });
    await as({ cookie }).caller.account.saveListing({ listingId: listingIds[4]! });
    await as({ cookie }).caller.account.recordView({ listingId: listingIds[4]! });
    await as({ cookie }).caller.account.recordView({ listingId: listingIds[4]! });
    await as({ cookie }).caller.account.recordView({ listingId: listingIds[5]! });
    await as({ cookie }).caller.account.updateDetails({ name: '=HYPERLINK("http://evil")', phone: '' });
    const admin = t.caller(await t.adminToken());
    const { rows } = await admin.visitors.list({ search: 'timeline@' });
    expect(rows).toEqual([
      expect.objectContaining({
        id: visitorId,
        email: 'timeline@example.com',
        vowTerms: 'current',
        marketingEmail: true,
        favourites: 1,
        listingsViewed: 2,
        phone: null,
      }),
    ]);
    const { entries } = await admin.visitors.timeline({ visitorId });
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['consent_given', 'consent_given', 'saved', 'signed_up', 'viewed', 'viewed']);
    expect(entries.find((entry) => entry.kind === 'viewed' && entry.listingId === listingIds[4])?.text).toMatch(/\(2 times that day\)$/);
    const { csv, filename } = await admin.visitors.exportCsv();
    expect(filename).toMatch(/^visitors-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')[0]).toBe('Name,Email,Phone,Signed up,Last visit,VOW terms,Marketing e-mail,Saved homes,Listings viewed');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")",timeline@example.com`);
  });
});

describe('deleting an account', () => {
  it('removes everything personal and keeps only anonymous view counts', async () => {
    const email = 'delete.me@example.com';
    const { cookie, visitorId } = await signUp(email, { marketing: true });
    await as({ cookie }).caller.account.saveListing({ listingId: listingIds[0]! });
    await as({ cookie }).caller.account.recordView({ listingId: listingIds[0]! });
    await as({ ip: freshIp() }).caller.account.requestLink({ email });
    const other = await signUp('stays@example.com');
    await as({ cookie: other.cookie }).caller.account.saveListing({ listingId: listingIds[0]! });

    const refused = await rejection(as({ cookie }).caller.account.deleteAccount({ confirm: false as true }));
    expect(refused.code).toBe('BAD_REQUEST');
    const request = as({ cookie });
    await request.caller.account.deleteAccount({ confirm: true });
    expect(request.setCookies[0]).toMatch(/Max-Age=0/);

    const count = async (sql: string, params: unknown[]) => (await t.services.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
    expect(await count('select count(*)::int as n from visitor where id = $1 or email = $2', [visitorId, email])).toBe(0);
    for (const table of ['visitor_consent', 'visitor_session', 'visitor_favourite', 'visitor_listing_view', 'visitor_sign_in_token']) {
      expect(await count(`select count(*)::int as n from ${table} where visitor_id = $1`, [visitorId]), table).toBe(0);
    }
    expect(await count('select count(*)::int as n from visitor_sign_in_token where email = $1', [email])).toBe(0);
    expect(await count('select count(*)::int as n from email_delivery where to_address = $1', [email])).toBe(0);
    // No table keeps the address anywhere.
    const { rows: tables } = await t.services.pool.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const holders: string[] = [];
    for (const { name } of tables) {
      if ((await t.services.pool.query(`select 1 from ${name} as row where row::text ilike $1 limit 1`, [`%${email}%`])).rowCount) holders.push(name);
    }
    expect(holders).toEqual([]);
    // Kept: the view, cut off from anybody.
    expect(await count('select count(*)::int as n from visitor_listing_view where visitor_id is null and listing_id = $1', [listingIds[0]])).toBe(1);
    expect(await vowVisitorOf(cookie)).toBeNull();
    // The other visitor is untouched.
    expect(await as({ cookie: other.cookie }).caller.account.favourites()).toHaveLength(1);

    // The agent deletes an account on request the same way.
    await t.caller(await t.adminToken()).visitors.delete({ visitorId: other.visitorId });
    expect(await count('select count(*)::int as n from visitor where id = $1', [other.visitorId])).toBe(0);
    expect(await vowVisitorOf(other.cookie)).toBeNull();
  });
});
