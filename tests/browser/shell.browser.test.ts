/** The app shell as a visitor and the agent meet it: titles, deep links, redirects, sign-in. */
import { describe, expect, it } from 'vitest';

import { newPage, suiteBrowser } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-config.ts';

describe('app shell', () => {
  const browser = suiteBrowser();

  it('serves the home page with the agent-named title and the navigation', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    await expect.poll(() => page.title()).toMatch(/^Realtor .+ - Home$/);
    for (const label of ['Home', 'About Us', 'Residential', 'Commercial', 'Map Search', 'Buy', 'Sell', 'Contact us']) {
      await expect.poll(() => page.getByRole('link', { name: label, exact: true }).first().isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it('serves deep links directly and redirects unknown paths to /', async () => {
    const page = await newPage(browser());
    const response = await page.goto('/estate/toronto');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toMatch(/ - Map View$/);
    await page.goto('/no/such/page');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('sends /admin pages to the sign-in page without a session, and signs in', async () => {
    const page = await newPage(browser());
    await page.goto('/admin/home');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('email and password is required').first().isVisible()).toBe(true);

    await page.getByLabel(/email/i).fill(TEST_ADMIN.email);
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Invalid credentials.').isVisible()).toBe(true);

    await page.getByLabel(/password/i).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/home');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(stored?.access_token).toMatch(/^v1\./);
    await page.context().close();
  });
});
