/**
 * Server-rendered public pages in a real browser: without JavaScript a visitor reads a listing
 * and follows links between listings and search results; with JavaScript the same pages hydrate
 * without a mismatch (tests/support/browser.ts fails any test whose pages log one) and work.
 * On a phone the search page shows its results before the filters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_LIVE_ATTRIBUTE } from '#shared/ssr/app-live.ts';

import { newPage, suiteBrowser, waitForHydration } from '../support/browser.ts';
import { detailPath, type SiteListing, siteListings } from '../support/site-listings.ts';
import { givePhotos } from '../support/listing-photos.ts';

describe('server-rendered public pages', () => {
  const browser = suiteBrowser();
  let listing: SiteListing;
  beforeAll(async () => {
    listing = (await siteListings())[0]!;
  });

  it('lets a visitor without JavaScript read a listing and move between listings and search', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(detailPath(listing));
    await expect.poll(() => page.locator('h1').textContent()).toContain(listing.Addr);
    await expect.poll(() => page.locator('.property-detail__meta').textContent()).toContain(listing.Ml_num);
    await expect.poll(() => page.getByText('Listing courtesy of').count()).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Residential' }).click();
    await page.waitForURL(/\/search$/);
    await expect.poll(() => page.locator('.results-head__count').textContent()).toMatch(/\d+ propert(y|ies) found/);

    await page.goto(`/search?keyword=${encodeURIComponent(listing.Municipality)}`);
    const firstResult = page.locator('.listing-card__link').first();
    const title = (await firstResult.textContent()) ?? '';
    await firstResult.click();
    await page.waitForURL(/\/estate\/details\//);
    await expect.poll(() => page.locator('h1').textContent()).toContain(title.trim());
    await page.context().close();
  });

  it('hydrates the listing page without a mismatch and it works', async () => {
    const page = await newPage(browser());
    await page.goto(detailPath(listing));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('keeps a tap on a photo made before the scripts have run, and opens the viewer once they have', async () => {
    const early = (await siteListings()).at(-2)!;
    await givePhotos(early.property_id, [
      { width: 1200, height: 800 },
      { width: 800, height: 1200 },
    ]);
    const page = await newPage(browser(), { width: 1366, height: 900 });
    // The page's scripts wait at the door until the tap is made: a phone still fetching them.
    let openDoor = () => {};
    const door = new Promise<void>((resolve) => {
      openDoor = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await door;
      await route.continue();
    });
    const loading = page.goto(detailPath(early), { waitUntil: 'domcontentloaded' });
    // The starter has run (it adds the preloads after the first paint): taps from here on are held.
    await page.locator('link[rel="modulepreload"]').first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Open photo 1 of \d+ full screen$/ }).click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    expect(await viewer.count(), 'no viewer before the scripts run').toBe(0);
    expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), APP_LIVE_ATTRIBUTE), 'the app is not live yet').toBe(false);

    openDoor();
    await loading;
    await expect.poll(() => viewer.count()).toBe(1);
    await expect.poll(() => viewer.getByText(/^Photo 1 of \d+$/).count()).toBe(1);
    // The replayed tap focused the photo, as a real one does: Escape closes the viewer.
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await page.context().close();
  });

  it('hydrates search results and home, and client navigation goes on from there', async () => {
    const page = await newPage(browser());
    await page.goto(`/search?keyword=${encodeURIComponent(listing.Municipality)}`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('.listing-card').count()).toBeGreaterThan(0);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Search homes' }).click();
    await page.waitForURL(/\/search/);
    await expect.poll(() => page.locator('.results-head__count').textContent()).toMatch(/found/);
    await page.context().close();
  });

  it('shows search results first on a phone, with the filters in a sheet behind a sticky button', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    await page.goto('/search?keyword=Toronto&bed=1');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect.poll(() => toggle.textContent()).toMatch(/Filters \(\d+\)/);
    await expect.poll(() => page.getByRole('region', { name: 'Search filters' }).isVisible()).toBe(false);
    const firstCard = await page.locator('.listing-card').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(844);

    await toggle.click();
    await expect.poll(() => page.getByRole('region', { name: 'Search filters' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('combobox', { name: 'Location or keyword' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Search filters' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
