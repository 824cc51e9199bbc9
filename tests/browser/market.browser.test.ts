/**
 * Market and condo building pages as a visitor uses them, on the 300 imported sample listings
 * (the market.refresh job runs after the import): the GTA ranking, an area's charts with their
 * tables and the sign-in invitation in place of sold figures, the class choice in the URL, a
 * condo's building page reached from its detail page, an unknown place, and axe-core on both page
 * kinds at phone (390 px) and desktop (1366 px) widths, with no sideways scrolling on the phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countAfterLoad, newPage, suiteBrowser } from '../support/browser.ts';
import { condoWithBuilding } from '../support/site-listings.ts';
import { axeViolations } from '../support/axe.ts';

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('market and building pages', () => {
  const browser = suiteBrowser();

  for (const width of [390, 1366]) {
    it(`ranks municipalities and charts an area (${width} px)`, async () => {
      const page = await newPage(browser(), { width, height: 900 });
      // The refresh runs in the worker after the import: the ranking fills in once it has (on a
      // busy machine the page may come as the client shell and load its data in the browser).
      await expect.poll(() => countAfterLoad(page, '/market', '.market-ranking tbody tr'), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await axeViolations(page, '#main-content')).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);

      await page.locator('.market-ranking tbody tr th a').first().click();
      await page.waitForURL(/\/market\/[a-z0-9-]+/);
      await expect.poll(() => page.locator('figure.market-chart').count()).toBe(4);
      await expect.poll(() => page.locator('.market-chart__svg[role="img"]').first().getAttribute('aria-labelledby')).toBeTruthy();
      // Anonymous: the invitation, never the sold charts.
      expect(await page.getByRole('link', { name: 'Sign in to see sold prices and history' }).getAttribute('href')).toBe('/account');
      expect(await page.getByText('Median sold price').count()).toBe(0);
      // Each chart's figures as a table.
      await page.getByText('Show the figures').first().click();
      expect(await page.locator('.market-chart__table table').first().locator('tbody tr').count()).toBe(24);
      expect(await axeViolations(page, '#main-content')).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByRole('link', { name: 'Condos' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('class')).toBe('condos');
      expect(await page.getByRole('link', { name: 'Condos' }).getAttribute('aria-current')).toBe('page');
      await page.close();
    });

    it(`shows a condo's building from its detail page (${width} px)`, async () => {
      const { condo, buildingKey: slug } = await condoWithBuilding();
      const page = await newPage(browser(), { width, height: 900 });
      await page.goto(`/estate/details/${condo.property_id}/condo`);
      const link = page.getByRole('link', { name: /^Every unit at / });
      expect(await link.getAttribute('href')).toBe(`/building/${slug}`);
      // The building exists once the market refresh after the import has keyed the condos (on a
      // busy machine the page may come as the client shell and load its data in the browser).
      await expect.poll(() => countAfterLoad(page, `/building/${slug}`, '.building-facts', '.building-facts, .market-status h1'), { timeout: 30_000 }).toBe(1);
      expect(await page.getByRole('heading', { name: /Units for sale|Units for rent/ }).count()).toBe(2);
      expect(await page.getByRole('link', { name: 'Sign in to see sold prices and history' }).count()).toBe(1);
      expect(await axeViolations(page, '#main-content')).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await page.close();
    });
  }

  it('answers an unknown place and an unknown building with a not-found page', async () => {
    const page = await newPage(browser(), { width: 390 });
    await page.goto('/market/atlantis');
    await page.getByRole('heading', { name: 'We have no market figures for this place' }).waitFor();
    await page.goto('/building/99999-nowhere-st-atlantis');
    await page.getByRole('heading', { name: 'We know of no condo building at this address' }).waitFor();
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await page.close();
  });
});
