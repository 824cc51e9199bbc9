/**
 * The visitor's search journey on the built app (with the sample feed imported by the global
 * setup): Home's tabbed form and tools, results with infinite scroll to the end, criteria kept in
 * the URL across reload and Back, adding a card to the showing list, and axe-core on the pages.
 */
import { axeViolations } from '../support/axe.ts';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, suiteBrowser } from '../support/browser.ts';

/** The page content (the shared header and footer are checked by the shell tests). */
const resultsHeading = (page: Page) => page.locator('#results-title');
const cards = (page: Page) => page.locator('.listing-card');

describe('public search', () => {
  const browser = suiteBrowser();

  it('shows the search form and the tools block on Home, and searches from it', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    await expect.poll(() => page.getByRole('search', { name: 'Residential property search' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Online Real Estate Tools' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Commercial' }).getAttribute('aria-selected')).toBe('false');

    await page.getByRole('combobox', { name: 'Location or keyword' }).fill('Markham');
    // Enter submits (the suggestion list, open over the form, is only chosen from with the arrows).
    await page.getByRole('combobox', { name: 'Location or keyword' }).press('Enter');
    await page.waitForURL(/\/search\?keyword=Markham/);
    await expect.poll(() => resultsHeading(page).textContent()).toContain('“Markham”');
  });

  it('loads pages on scroll until the end of the results', async () => {
    const page = await newPage(browser());
    await page.goto('/search');
    await expect.poll(() => resultsHeading(page).textContent()).toBe('All residential properties matching “Toronto”');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const firstPage = await cards(page).count();

    const end = page.getByText('Yay! You have seen it all');
    const total = Number((await page.locator('.results-head__count').textContent())?.replace(/\D/g, ''));
    // Scroll the 825 px result box (desktop) to its bottom until the last page has come in.
    await expect
      .poll(
        async () => {
          await page.locator('.listing-scroll').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
          return end.isVisible();
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    expect(await cards(page).count()).toBe(total);
    expect(total).toBeGreaterThan(firstPage);
  }, 90_000);

  it('keeps the criteria in the URL: reload reproduces the search and Back returns to it', async () => {
    const page = await newPage(browser());
    await page.goto('/search?keyword=Markham&bed=2');
    await expect.poll(() => resultsHeading(page).textContent()).toBe('All residential properties matching “Markham”');
    expect(await page.getByRole('list', { name: 'Active filters' }).textContent()).toContain('2+ beds');
    await page.reload();
    await expect.poll(() => resultsHeading(page).textContent()).toBe('All residential properties matching “Markham”');
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('2');

    await page.getByRole('combobox', { name: 'Location or keyword' }).fill('Ajax');
    await page.getByRole('combobox', { name: 'Location or keyword' }).press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/keyword=Ajax/);
    await expect.poll(() => resultsHeading(page).textContent()).toContain('“Ajax”');

    await page.goBack();
    await expect.poll(() => resultsHeading(page).textContent()).toContain('“Markham”');
    expect(await page.getByRole('combobox', { name: 'Location or keyword' }).inputValue()).toBe('Markham');
  });

  it('shows Data not found for a search without results', async () => {
    const page = await newPage(browser());
    await page.goto('/comsearch?keyword=Nowhereville%20Zzzq');
    await expect.poll(() => page.getByText('Data not found').isVisible()).toBe(true);
  });

  it("adds a card to the showing list with the spec's message", async () => {
    const page = await newPage(browser());
    await page.goto('/search');
    const add = page.getByRole('button', { name: /^Add to showings/ }).first();
    await add.waitFor();
    await add.click();
    await expect.poll(() => page.getByText('Property added to showings list.').isVisible()).toBe(true);
    // The card now says it is in the list.
    const added = cards(page)
      .first()
      .getByRole('button', { name: /^In showings/ });
    await expect.poll(() => added.getAttribute('aria-pressed')).toBe('true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('showings') ?? '[]') as { property_id: number }[]);
    expect(stored).toHaveLength(1);
    // A card links to its detail page.
    expect(await cards(page).first().locator('.listing-card__link').getAttribute('href')).toMatch(/^\/estate\/details\/\d+\/(resedential|condo|commercial)$/);
  });

  it('has no serious or critical accessibility violations on the public pages', async () => {
    const page = await newPage(browser());
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/search', '/comsearch', '/about', '/buy', '/sell', '/propertylisting']) {
      await page.goto(path);
      await page.locator('#main-content h1').first().waitFor();
      if (path.includes('search')) await expect.poll(() => page.locator('.listing-scroll [role="status"]').textContent()).not.toBe('Loading properties…');
      // The whole page: header and footer included.
      const violations = await axeViolations(page, 'body', { seriousOnly: true });
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const page = await newPage(browser(), { width: 360, height: 780 });
    for (const path of ['/', '/search', '/buy', '/propertylisting']) {
      await page.goto(path);
      await page.locator('#main-content h1').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
  });
});
