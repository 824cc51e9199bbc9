/**
 * A showing tour from the visitor's list to the agent's calendar, on a phone-sized screen: four
 * homes in the list, "Plan my tour" orders them with drive times, a free time is picked and
 * booked, and the agent finds the tour with its stops in the admin calendar and confirms it.
 * axe-core checks the new parts of both pages.
 */
import { describe, expect, it } from 'vitest';

import { newPage, suiteBrowser } from '../support/browser.ts';
import { siteListings } from '../support/site-listings.ts';
import { axeViolations } from '../support/axe.ts';
import { storeAgentSignIn } from '../support/visitor-browser.ts';

/** The first Tuesday of June next year: a working day (default hours 09:00–18:00) that is always ahead. */
function nextJuneTuesday(): string {
  const year = new Date().getUTCFullYear() + 1;
  for (let day = 1; day <= 7; day += 1) {
    const date = new Date(Date.UTC(year, 5, day));
    if (date.getUTCDay() === 2) return date.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}

describe('showing tours', () => {
  const browser = suiteBrowser();

  it('plans four homes into a route, books a free time, and the agent sees it in the calendar', async () => {
    const listings = (await siteListings()).slice(0, 4);
    expect(listings).toHaveLength(4);
    const homes = listings.map((listing) => ({
      property_id: listing.property_id,
      mls: listing.Ml_num,
      address: listing.Addr,
      municipality: listing.Municipality,
      price: listing.Orig_dol,
      propertyType: listing.property_type,
      latitude: listing.latitude,
      longitude: listing.longitude,
      url: null,
    }));
    const day = nextJuneTuesday();

    const page = await newPage(browser(), { width: 390, height: 844 });
    await page.goto('/showings');
    await page.evaluate((stored) => localStorage.setItem('showings', JSON.stringify(stored)), homes);
    await page.reload();
    const planner = page.getByRole('region', { name: 'Plan my tour' });
    await expect.poll(() => planner.isVisible()).toBe(true);
    await planner.getByRole('button', { name: 'Plan my tour' }).click();

    await expect.poll(() => planner.getByRole('heading', { name: 'Your route' }).isVisible()).toBe(true);
    const stops = planner.locator('.tour-stops__stop');
    await expect.poll(() => stops.count()).toBe(4);
    // The route starts at the first home of the list; every later stop says how long the drive is.
    expect(await stops.first().textContent()).toContain(homes[0]!.address);
    for (let index = 1; index < 4; index += 1) expect(await stops.nth(index).textContent()).toMatch(/\d+ (min|h)/);
    await expect.poll(() => planner.getByText(/from the first home to the last/).isVisible()).toBe(true);

    await planner.getByLabel('Day').fill(day);
    await expect.poll(() => planner.locator('input[name="tour-slot"]').count()).toBeGreaterThan(0);
    expect(await planner.locator('.tour-slot').first().textContent()).toBe('9:00 a.m.');
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await planner.locator('.tour-slot').first().click();
    await planner.getByLabel('Your Name').fill('Priya Shah');
    await planner.getByLabel('Email address').fill('priya.tour@example.com');
    await planner.getByLabel('Message').fill('Looking forward to it.');
    await planner.getByRole('button', { name: 'Book this tour' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Your appointment created successfully' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('showings'))).toBeNull();

    await storeAgentSignIn(page);
    await page.goto('/admin/tours');
    await page.getByLabel('Date', { exact: true }).fill(day);
    const tour = page.getByRole('article').filter({ hasText: 'Priya Shah' });
    await expect.poll(() => tour.isVisible()).toBe(true);
    expect(await tour.locator('.tour-stops__stop').count()).toBe(4);
    expect(await tour.getByRole('heading').textContent()).toMatch(/^9:00 a\.m\. – /);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await tour.getByRole('button', { name: /^Confirm/ }).click();
    await expect.poll(() => tour.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect.poll(() => page.getByRole('article').filter({ hasText: 'Priya Shah' }).isVisible()).toBe(true);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await page.context().close();
  });
});
