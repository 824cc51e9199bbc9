/**
 * Visitor accounts in the browser, on a phone-sized screen (390 px): a home saved before signing
 * up, sign-up through the e-mailed link (read from the dev mailbox the site uses without
 * SMTP_URL, as the mail worker sent it), landing signed in with the earlier save merged into the
 * account, saving another home, signing out, and signing in again with a new link. axe checks
 * the entry form, the sign-up form, the account page and the agent's Visitors screen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { newPage, suiteBrowser } from '../support/browser.ts';
import { detailPath, type SiteListing, siteListings } from '../support/site-listings.ts';
import { adminToken, linkMailedTo, storeAgentSignIn } from '../support/visitor-browser.ts';

describe('a visitor account', () => {
  const browser = suiteBrowser();
  let page: Page;
  let admin: string;
  let listings: SiteListing[];
  const email = `buyer-${Date.now()}@example.com`;

  beforeAll(async () => {
    page = await newPage(browser(), { width: 390, height: 844 });
    admin = await adminToken();
    listings = await siteListings();
  });

  it('signs up through the e-mailed link, keeps the home saved before, saves another and signs out', async () => {
    const before = listings[5]!;
    const after = listings[6]!;
    // Saved before signing up: kept in this browser.
    await page.goto(detailPath(before));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('saved-homes'))).toBe(JSON.stringify([before.property_id]));

    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in or create an account' }).isVisible()).toBe(true);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Check your e-mail' }).isVisible()).toBe(true);

    const signUp = await linkMailedTo(admin, email, 0);
    expect(signUp.path).toMatch(/^\/account\/sign-up#token=/);
    await page.goto(signUp.path);
    await expect.poll(() => page.getByRole('heading', { name: 'A few details' }).isVisible()).toBe(true);
    // The token left the address bar.
    expect(new URL(page.url()).hash).toBe('');
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await page.getByLabel('Name').fill('Jordan Buyer');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => page.getByText('Accept the terms of use to create an account.').isVisible()).toBe(true);
    await page.getByLabel(/I accept the terms of use/).check();
    expect(await page.getByLabel(/e-mail me new listings/).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Your details' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/account');
    const saved = page.getByRole('region', { name: 'Saved homes' });
    await expect.poll(() => saved.getByRole('link', { name: new RegExp(`^${before.Addr}`) }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('saved-homes'))).toBeNull();
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    // Phone-first: nothing wider than the 390 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [cookie] = (await page.context().cookies()).filter((candidate) => candidate.name === 'visitor_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.goto(detailPath(after));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'My account' }).click();
    await expect.poll(() => saved.getByRole('link', { name: new RegExp(`^${after.Addr}`) }).isVisible()).toBe(true);

    // Withdrawing the VOW terms: the prompt to accept them again appears on every page until accepted.
    await page.getByRole('button', { name: /^Withdraw Sold prices/ }).click();
    const prompt = page.getByRole('region', { name: 'Please review our terms of use' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await prompt.getByLabel(/I accept the terms of use/).check();
    await prompt.getByRole('button', { name: 'Accept the terms' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /^Withdraw Sold prices/ }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    expect((await page.context().cookies()).some((candidate) => candidate.name === 'visitor_session')).toBe(false);

    // Back with a new link: the mail now says "Sign in", and one click signs in.
    await page.goto('/account');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    const signIn = await linkMailedTo(admin, email, signUp.deliveryId);
    expect(signIn.path).toMatch(/^\/account\/sign-in#token=/);
    await page.goto(signIn.path);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => saved.getByRole('listitem').count()).toBe(2);
  });

  it('shows the visitor to the agent on the Visitors screen, with the activity timeline; axe finds nothing', async () => {
    const agent = await newPage(browser());
    await agent.goto('/');
    await storeAgentSignIn(agent);
    await agent.goto('/admin/home');
    await agent.getByRole('link', { name: 'Visitors', exact: true }).click();
    await expect.poll(() => agent.getByRole('heading', { name: 'Visitors', level: 1 }).isVisible()).toBe(true);
    const row = agent.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('Accepted');
    expect(await row.getByRole('cell').nth(7).textContent()).toBe('2');
    await row.getByRole('button', { name: /^Open/ }).click();
    const timeline = agent.getByRole('region', { name: 'Activity of Jordan Buyer' });
    await expect.poll(() => timeline.getByText(/Signed up/).isVisible()).toBe(true);
    expect(await timeline.getByText(/^.* — Saved /).count()).toBe(2);
    expect(await axeViolations(agent, '#main-content')).toEqual([]);

    // On the visitor's request, the agent deletes the account.
    await timeline.getByRole('button', { name: 'Delete this account' }).click();
    await agent.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });
});
