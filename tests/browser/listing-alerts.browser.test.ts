/**
 * A listing alert from end to end (issue #16): a visitor signs up and saves a condo search on
 * /search with instant alerts; the feed then changes the price of a Toronto condo, imported
 * through the importer's own sync (a one-record source, so no other listing moves), whose run
 * enqueues `alerts.match`; the app's worker matches the event and sends the alert mail over SMTP
 * (the browser run's SMTP site), received by a real SMTP server with its one-click unsubscribe
 * headers. Following the mail's listing link
 * (the click redirect) opens the listing's page; the mail's unsubscribe link opens
 * /alerts/unsubscribe, which stops that search. The agent sees the alert, clicked, in the
 * visitor's history on the Visitors screen, and the dashboard figures count it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { searchableListingSql } from '#server/modules/listings/public-listing.ts';
import { CentroidGeocoder } from '#importer/geocoder.ts';
import { INCOMPLETE_CHILDREN } from '#importer/sources/feed-source.ts';
import { readRawRecord } from '#importer/raw-record-codec.ts';
import { syncFeed } from '#importer/sync-feed.ts';
import { suiteBrowser, waitForHydration } from '../support/browser.ts';
import { oneRecordSource } from '../support/one-record-source.ts';
import { mailReceivedBy, newSmtpSitePage, signUpVisitorByMail, smtpSiteUrl, suiteSmtpSiteDatabase } from '../support/smtp-site.ts';
import { adminQuery, adminToken, storeAgentSignIn } from '../support/visitor-browser.ts';

interface ListingRow {
  id: number;
  listing_key: string;
  address: string;
  price: number;
}

const sitePath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

describe('a listing alert, from the saved search to the listing', () => {
  const browser = suiteBrowser();
  let page: Page;
  let admin: string;
  const site = suiteSmtpSiteDatabase();
  const email = `alerted-${Date.now()}@example.com`;

  beforeAll(async () => {
    page = await newSmtpSitePage(browser());
    admin = await adminToken(smtpSiteUrl());
  });

  it('mails a saved search the price change of a matching condo, and its link opens the listing', async () => {
    const pool = site.pool();
    const { rows } = await pool.query<ListingRow>(
      `select l.id, l.listing_key, l.address, l.price::float8 as price from listing l
        where l.feed_class = 'condo' and l.transaction_type = 'Sale' and lower(l.municipality) = 'toronto'
          and l.price > 200000 and exists (select 1 from listing_raw r where r.listing_id = l.id) and ${searchableListingSql('l')}
        order by l.id limit 1`,
    );
    const listing = rows[0];
    expect(listing, 'a Toronto condo for sale in the sample feed').toBeDefined();

    await signUpVisitorByMail(page, email, 'Alex Alerted');
    await page.goto('/search?buildingType=condo');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel(/Name of the search/).fill('Toronto condos');
    await dialog.getByLabel('As soon as it happens').check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect.poll(() => page.getByText(/“Toronto condos” is saved/).isVisible()).toBe(true);

    // The feed lowers the condo's price: the importer's sync records the event and enqueues the match.
    const now = new Date().toISOString();
    const newPrice = Math.round((listing!.price * 0.9) / 1000) * 1000;
    const raw = await readRawRecord(pool, listing!.id);
    const record = { ...raw, ListPrice: newPrice, ModificationTimestamp: now, PriceChangeTimestamp: now, [INCOMPLETE_CHILDREN]: ['Media'] };
    const summary = await syncFeed({ pool, jobs: site.jobs(), source: oneRecordSource(record), geocoder: new CentroidGeocoder() }, 'condo', {
      skipMedia: true,
    });
    expect(summary).toMatchObject({ status: 'succeeded', updated: 1 });

    // The app's worker matches the event into an alert item of the search, then mails it.
    const itemStatus = async () => {
      const { rows: items } = await pool.query<{ mail_status: string }>(
        `select i.mail_status from alert_item i join saved_search s on s.id = i.saved_search_id join visitor v on v.id = s.visitor_id
          where v.email = $1 and i.listing_id = $2`,
        [email, listing!.id],
      );
      return items.map((item) => item.mail_status);
    };
    await expect.poll(itemStatus, { timeout: 20_000, interval: 500 }).toHaveLength(1);
    const mail = await mailReceivedBy(email, (candidate) => /TORONTO CONDOS/.test(candidate.text), 45_000);
    const text = mail.text;
    // One-click unsubscribe (RFC 8058) for the mail client's own button.
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9._-]+>/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain(listing!.address);
    const listingLink = text.match(/https?:\/\/\S+\/a\/[A-Za-z0-9._-]+/)?.[0];
    const unsubscribeLink = text.match(/https?:\/\/\S+\/alerts\/unsubscribe#[A-Za-z0-9._-]+/)?.[0];
    expect(listingLink, 'the listing link of the alert').toBeDefined();
    expect(unsubscribeLink, 'the unsubscribe link of the search').toBeDefined();

    // The mail's link goes through the click redirect to the listing's page.
    await page.goto(sitePath(listingLink!));
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/estate/details/${listing!.id}/condo`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain(listing!.address.split(',')[0]!.trim());

    // Its unsubscribe link stops this search's alerts, with one POST from the page.
    await page.goto(sitePath(unsubscribeLink!));
    await expect.poll(() => page.getByText('You will no longer get alerts for “Toronto condos”.').isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    // A link we did not sign says so (the page asks the server once, and changes nothing).
    await page.goto('about:blank');
    await page.goto('/alerts/unsubscribe#not-a-token-we-signed.abc');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This link is not valid.' }).isVisible()).toBe(true);

    await page.goto('/account');
    const searches = page.getByRole('region', { name: 'Saved searches' });
    await expect.poll(() => searches.getByLabel(/E-mail me/).inputValue(), { timeout: 15_000 }).toBe('none');

    // The agent sees the alert, clicked, in the visitor's history on the Visitors screen.
    const agent = await newSmtpSitePage(browser());
    await agent.goto('/');
    await storeAgentSignIn(agent);
    await agent.goto('/admin/visitors');
    await agent.getByRole('row').filter({ hasText: email }).getByRole('button', { name: /^Open/ }).click();
    const history = agent.getByRole('table', { name: /Alert history of Alex Alerted/ });
    await expect.poll(() => history.isVisible(), { timeout: 15_000 }).toBe(true);
    const sent = history.getByRole('row').filter({ hasText: listing!.address });
    expect(await sent.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'Price change',
      expect.stringContaining(listing!.address),
      'Toronto condos',
      'Yes',
    ]);

    const stats = await adminQuery<{ searchesSaved: number; alertsSent: number; clicks: number }>(admin, 'visitors.alertStats', {}, smtpSiteUrl());
    expect(stats.searchesSaved).toBeGreaterThanOrEqual(1);
    expect(stats.alertsSent).toBeGreaterThanOrEqual(1);
    expect(stats.clicks).toBeGreaterThanOrEqual(1);
  });
});
