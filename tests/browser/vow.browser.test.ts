/**
 * The VOW tier as an anonymous visitor sees it (issue #15): the detail page invites them to sign
 * in instead of showing history, and never asks the server for it; a listing that is gone (sold or
 * not) invites them too; the search page offers no Sold / Leased choice, even when the URL asks for
 * sold listings, and searches the public market. axe on both pages.
 * Signed in (sign-up through the link the visitor's mail client received over SMTP, VOW terms
 * accepted): the Sold choice finds sold homes with their sold price, and a sold home's page shows
 * its history; signed out again, the same page shows the invitation. The browser sites import the
 * sample feed with its two-year past.
 * A sold home's photos: the importer makes only the main photo of a listing off the market, and the
 * rest when a visitor first opens it; the page says how many are coming and fills its gallery in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legacyFromFeedClass, type FeedClass } from '#shared/listing-classes.ts';
import { CentroidGeocoder } from '#importer/geocoder.ts';
import { readRawRecord } from '#importer/raw-record-codec.ts';
import { sampleMediaUrl } from '#importer/sources/sample/photo-spec.ts';
import { syncFeed } from '#importer/sync-feed.ts';
import { newPage, suiteBrowser } from '../support/browser.ts';
import { detailPath, type SiteListing, siteListings } from '../support/site-listings.ts';
import { axeViolations } from '../support/axe.ts';
import { oneRecordSource } from '../support/one-record-source.ts';
import { newSmtpSitePage, signUpVisitorByMail, smtpSiteUrl, suiteSmtpSiteDatabase } from '../support/smtp-site.ts';
import { createVowVisitorCookie } from '../support/vow-visitor.ts';

const INVITATION = 'Sign in to see sold prices and history.';

/** The tRPC procedures a page called (batched GETs name them in the path). */
function recordProcedures(page: Page): string[] {
  const procedures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) procedures.push(...url.pathname.slice('/trpc/'.length).split(','));
  });
  return procedures;
}

describe('the VOW tier for an anonymous visitor', () => {
  const browser = suiteBrowser();
  let listing: SiteListing;
  beforeAll(async () => {
    listing = (await siteListings())[0]!;
  });

  it('detail page: the invitation to sign in, with no history request; axe finds nothing serious', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    const procedures = recordProcedures(page);
    await page.goto(detailPath(listing));
    const section = page.getByRole('region', { name: 'Sold prices and history' });
    await expect.poll(() => section.getByText(INVITATION).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await section.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account');
    expect(await section.getByRole('list', { name: /Listing history/ }).count()).toBe(0);
    expect(procedures.filter((name) => ['listings.history', 'listings.closedDetails'].includes(name))).toEqual([]);
    expect(await axeViolations(page, '#main-content', { seriousOnly: true })).toEqual([]);
  });

  it('a listing that is gone invites them to sign in, without asking for its close', async () => {
    const page = await newPage(browser());
    const procedures = recordProcedures(page);
    await page.goto('/estate/details/987654321/resedential');
    await expect.poll(() => page.getByRole('heading', { name: 'This property is no longer available' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText(INVITATION).isVisible()).toBe(true);
    expect(procedures.filter((name) => name === 'listings.closedDetails')).toEqual([]);
  });

  it('search page: no Sold / Leased choice, and a sold URL searches the public market; axe finds nothing serious', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    const procedures = recordProcedures(page);
    await page.goto('/search?keyword=&market=sold&closedWithin=90');
    await expect.poll(() => page.getByText(/properties? found/).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('group', { name: 'Market' }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Sold' }).count()).toBe(0);
    expect(procedures).not.toContain('listings.closedSearch');
    expect(await axeViolations(page, '#main-content', { seriousOnly: true })).toEqual([]);
  });
});

describe('the VOW tier for a signed-in visitor', () => {
  const browser = suiteBrowser();

  it('signs up by the link received over SMTP, sees sold prices and the history of a sold home, and after signing out the invitation', async () => {
    const page = await newSmtpSitePage(browser(), { width: 390, height: 844 });
    const email = `vow-${Date.now()}@example.com`;
    const mail = await signUpVisitorByMail(page, email, 'Vera Owen');
    expect(mail.from).toBe('listings@realtor.test');
    expect(mail.to).toEqual([email]);

    await page.goto('/search?keyword=&market=sold&closedWithin=365');
    // On a phone the Sold choice sits in the folded filter sheet; the summary says what is shown.
    await expect.poll(() => page.getByText(/properties? sold from/).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(
        () =>
          page
            .getByText(/^Sold \$[\d,]+ on /)
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    const soldPage = await page.locator('#main-content a[href*="/estate/details/"]').first().getAttribute('href');
    expect(soldPage).toBeTruthy();

    await page.goto(soldPage!);
    const section = page.getByRole('region', { name: 'Sold prices and history' });
    await expect.poll(() => section.getByRole('list', { name: /Listing history/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await section.getByText(/Sold/).count()).toBeGreaterThan(0);
    expect(await section.getByText(INVITATION).count()).toBe(0);
    expect(await axeViolations(page, '#main-content', { seriousOnly: true })).toEqual([]);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto(soldPage!);
    await expect.poll(() => page.getByText(INVITATION).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText(/^Sold \$[\d,]+ on /).count()).toBe(0);
  });
});

describe("a sold home's photos, made when a signed-in visitor first opens it", () => {
  const browser = suiteBrowser();
  const site = suiteSmtpSiteDatabase();

  it('shows how many photos are coming, then the whole gallery', async () => {
    const pool = site.pool();
    // A home sold long ago, whose record the sample sent without photos.
    const { rows } = await pool.query<{ id: number; listing_key: string; feed_class: FeedClass }>(
      `select l.id, l.listing_key, l.feed_class from listing l
        where l.origin = 'feed' and not l.is_active and l.market_status = 'sold' and l.close_date is not null and not l.agent_hidden
          and exists (select 1 from listing_raw r where r.listing_id = l.id)
          and not exists (select 1 from listing_media m where m.listing_id = l.id)
        order by l.id limit 1`,
    );
    const sold = rows[0];
    expect(sold, "a sold home of the sample's past without photos").toBeDefined();

    // The feed sends its photos, as a board's does for its sold listings.
    const photos = 5;
    const now = new Date().toISOString();
    const media = Array.from({ length: photos }, (_, index) => ({
      MediaKey: `${sold!.listing_key}-M${index + 1}`,
      ResourceRecordKey: sold!.listing_key,
      ResourceName: 'Property',
      Order: index + 1,
      MediaURL: sampleMediaUrl(sold!.listing_key, index + 1),
      MediaCategory: 'Photo',
      MediaType: 'image/jpeg',
      MediaStatus: 'Active',
      PreferredPhotoYN: index === 0,
      ModificationTimestamp: now,
    }));
    const record = { ...(await readRawRecord(pool, sold!.id)), Media: media, ModificationTimestamp: now, MediaChangeTimestamp: now };
    const summary = await syncFeed({ pool, jobs: site.jobs(), source: oneRecordSource(record), geocoder: new CentroidGeocoder() }, sold!.feed_class);
    expect(summary).toMatchObject({ status: 'succeeded', updated: 1 });
    // Only the main photo is queued: nobody has asked for the rest yet.
    const { rows: queued } = await pool.query<{ ids: number[] }>(
      `select data->'mediaIds' as ids from pgboss.job j where name = 'media.fetch'
        and exists (select 1 from listing_media m where m.listing_id = $1 and (j.data->'mediaIds') @> to_jsonb(m.id))`,
      [sold!.id],
    );
    expect(queued.flatMap((job) => job.ids)).toHaveLength(1);

    const visitor = await createVowVisitorCookie({ pool });
    const page = await newSmtpSitePage(browser(), { width: 390, height: 844 });
    await page.context().addCookies([{ name: visitor.name, value: visitor.token, url: smtpSiteUrl() }]);
    await page.goto(`/estate/details/${sold!.id}/${legacyFromFeedClass(sold!.feed_class)}`);
    const coming = page.getByRole('status').filter({ hasText: /more photos? (is|are) being prepared/ });
    await expect.poll(() => coming.isVisible(), { timeout: 15_000 }).toBe(true);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    // The page looks again every few seconds while the site's worker makes them.
    // Slides out of view are hidden from assistive technology: count them in the page itself.
    await expect.poll(() => gallery.locator('img').count(), { timeout: 45_000, interval: 1_000 }).toBe(photos);
    expect(await coming.count()).toBe(0);
    expect(await gallery.getByRole('img').first().getAttribute('alt')).toMatch(new RegExp(`, 1 of ${photos}$`));
  });
});
