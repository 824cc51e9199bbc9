/**
 * What the agent and a visitor meet every day (issue 23), at the widths named there: featuring a
 * listing from the admin puts it on Home, an own listing marked Sold says Sold, the Showings
 * actions stay on screen at 1366 px, phones (390 px) never scroll sideways, the photo viewer fits
 * the photo, city map pages keep to their city, the showing list keeps entries without a time,
 * and admin pages end where their content ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-config.ts';

interface StoredAuth {
  access_token: string;
}

async function adminAuth(request: APIRequestContext): Promise<StoredAuth> {
  const login = await request.post('/api/auth/login', { data: TEST_ADMIN });
  return ((await login.json()) as { data: StoredAuth }).data;
}

/** A page signed in as the agent (the stored auth, as the login screen leaves it). */
async function adminPage(browser: Browser, width: number, height = 900): Promise<{ page: Page; auth: StoredAuth }> {
  const page = await newPage(browser, { width, height });
  const auth = await adminAuth(page.request);
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('auth', JSON.stringify(stored)), auth);
  return { page, auth };
}

/** How far the page scrolls sideways: 0 when nothing sticks out of the viewport. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** An own property through the admin form's REST path (as the New property modal sends it). */
function ownProperty(mlNumber: string, address: string, overrides: Record<string, unknown> = {}) {
  return {
    actionType: 'added',
    Ml_num: mlNumber,
    Type_own1_out: 'Detached',
    Municipality: 'Toronto',
    Area: 'Toronto',
    property_name: `${address} home`,
    Addr: address,
    Ad_text: 'A bright detached home on a quiet street.',
    Yr_built: '6-15',
    Orig_dol: '1325000',
    bed_rooms: '4',
    bath_rooms: '3',
    Num_kit: '1',
    Rms: '1',
    Walk_score: '70',
    ...overrides,
  };
}

describe('issue 23: every day', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('1. the agent features a listing in the property browser and Home shows it under Featured Properties', async () => {
    const { page } = await adminPage(browser, 1366);
    await page.goto('/admin/home');
    const rows = page.getByRole('table', { name: 'resedential properties' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // A listing no one featured yet (a fresh install may have seeded a few).
    const row = rows.filter({ has: page.locator('button[aria-pressed="false"]', { hasText: 'Featured' }) }).first();
    const address = (await row.locator('.admin-table__primary').textContent())!;
    await row.getByRole('button', { name: /^Featured/ }).click();
    await expect.poll(() => page.getByText('Marked as featured').isVisible()).toBe(true);
    const featuredRow = rows.filter({ hasText: address }).first();
    await expect.poll(() => featuredRow.getByRole('button', { name: /^Featured/ }).getAttribute('aria-pressed')).toBe('true');

    const answer = (await (await page.request.post('/api/public/featured-listings', { data: { propertyType: 'RESEDENTIAL' } })).json()) as { featured: { Addr: string; Apt_num: string | null }[] };
    expect(answer.featured.map((listing) => (listing.Apt_num ? `${listing.Apt_num} - ${listing.Addr}` : listing.Addr))).toContain(address);

    const home = await newPage(browser, { width: 1366 });
    await home.goto('/');
    const block = home.getByRole('region', { name: 'Featured Properties' });
    await expect.poll(() => block.isVisible(), { timeout: 15_000 }).toBe(true);
    const street = address.includes(' - ') ? address.split(' - ')[1]! : address;
    await expect.poll(() => block.getByRole('link', { name: new RegExp(street.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).count()).toBeGreaterThan(0);

    // Unfeaturing takes it off again.
    await featuredRow.getByRole('button', { name: /^Featured/ }).click();
    await expect.poll(() => page.getByText('No longer featured').isVisible()).toBe(true);
    const after = (await (await page.request.post('/api/public/featured-listings', { data: {} })).json()) as { featured: { Addr: string }[] };
    expect(after.featured.map((listing) => listing.Addr)).not.toContain(street);
    await page.context().close();
    await home.context().close();
  });

  it('2. an own listing marked Sold says Sold on its detail page and its Home card; the API keeps its fields', async () => {
    const { page, auth } = await adminPage(browser, 1366);
    const headers = { authorization: `Bearer ${auth.access_token}` };
    const created = await page.request.post('/api/admin/properties/own/new', { data: ownProperty('S2300001', '23 Sold Street'), headers });
    expect(created.status(), await created.text()).toBe(200);
    const { data } = (await created.json()) as { data: { property_id: number } };
    const sold = await page.request.post('/api/admin/properties/own/new', {
      data: ownProperty('S2300001', '23 Sold Street', { actionType: 'updated', property_id: data.property_id, Status: 'Sold' }),
      headers,
    });
    expect(sold.status(), await sold.text()).toBe(200);

    const detail = (await (await page.request.get(`/api/properties/details/${data.property_id}/resedential`)).json()) as { res: { S_r: string; agent_status: string } };
    expect(detail.res).toMatchObject({ S_r: 'Sale', agent_status: 'Sold' });

    await page.goto(`/estate/details/${data.property_id}/resedential`);
    await expect.poll(() => page.locator('.property-detail__badge').textContent(), { timeout: 15_000 }).toBe('Sold');

    await page.goto('/');
    const brokerage = page.getByRole('region', { name: "Brokerage's Properties" });
    const card = brokerage.locator('.listing-card', { has: page.getByRole('link', { name: '23 Sold Street' }) });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.locator('.listing-card__badge').textContent()).toBe('Sold');
    await page.context().close();
  });
});
