/**
 * The VOW tier as an anonymous visitor sees it (issue #15): the detail page invites them to sign
 * in instead of showing history, and never asks the server for it; a listing that is gone (sold or
 * not) invites them too; the search page offers no Sold / Leased choice, even when the URL asks for
 * sold listings, and searches the public market. axe on both pages.
 * Signed in (sign-up through the link the visitor's mail client received over SMTP, VOW terms
 * accepted): the Sold choice finds sold homes with their sold price, and a sold home's page shows
 * its history; signed out again, the same page shows the invitation. The browser sites import the
 * sample feed with its two-year past.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, suiteBrowser } from '../support/browser.ts';
import { detailPath, type SiteListing, siteListings } from '../support/site-listings.ts';
import { axeViolations } from '../support/axe.ts';
import { newSmtpSitePage, signUpVisitorByMail } from '../support/smtp-site.ts';

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
