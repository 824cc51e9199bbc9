/**
 * Saved searches in the browser (issue #16), on a phone-sized screen (390 px): "Save this search"
 * on /search asks a visitor who is not signed in to sign in at that moment, keeps the search in
 * the browser and saves it once the e-mailed link signs them up; signed in, a search saved from
 * /comsearch lands on the account page at once, where its frequency is changed, it is renamed and
 * deleted, and "Stop all alerts" turns the rest off; a condo building page's "Alert me about this
 * building" saves a search of that building. The agent creates a saved search for a client
 * on the Visitors screen (consent required), sees it beside the client's timeline, and the
 * dashboard card counts it. axe checks the dialog, the account page and the Visitors screen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { countAfterLoad, newPage, suiteBrowser, waitForHydration } from '../support/browser.ts';
import { condoWithBuilding } from '../support/site-listings.ts';
import { adminToken, linkMailedTo, storeAgentSignIn } from '../support/visitor-browser.ts';

describe('saved searches', () => {
  const browser = suiteBrowser();
  let page: Page;
  let admin: string;
  const email = `searcher-${Date.now()}@example.com`;

  beforeAll(async () => {
    page = await newPage(browser(), { width: 390, height: 844 });
    admin = await adminToken();
  });

  /** Opens a search page and its "Save this search" dialog. */
  async function openSaveThisSearch(path: string): Promise<Locator> {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    return dialog;
  }

  it('asks to sign in when a search is saved, and saves it once the link signed the visitor up', async () => {
    const dialog = await openSaveThisSearch('/search?buildingType=condo&maxPrice=900000');
    expect(await dialog.getByLabel(/Name of the search/).inputValue()).toBe('Condos in Toronto under $900K');
    expect(await dialog.getByLabel('Daily digest').isChecked()).toBe(true);
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save and sign in' }).click();

    const signIn = page.getByRole('dialog', { name: 'Sign in to save your search' });
    await expect.poll(() => signIn.isVisible()).toBe(true);
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('pending-saved-search'))) ?? 'null') as { name: string; frequency: string };
    expect(kept).toMatchObject({ name: 'Condos in Toronto under $900K', frequency: 'daily' });
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByRole('button', { name: 'E-mail me a link' }).click();
    await expect.poll(() => signIn.getByText('Check your e-mail').isVisible()).toBe(true);

    // The account page reminds the visitor of the search waiting for sign-in.
    await page.goto('/account');
    await expect.poll(() => page.getByText('Sign in to save your search “Condos in Toronto under $900K”', { exact: false }).isVisible()).toBe(true);

    const signUp = await linkMailedTo(admin, email, 0);
    await page.goto(signUp.path);
    await expect.poll(() => page.getByRole('heading', { name: 'A few details' }).isVisible()).toBe(true);
    await page.getByLabel('Name').fill('Sasha Searcher');
    await page.getByLabel(/I accept the terms of use/).check();
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/account');
    const searches = page.getByRole('region', { name: 'Saved searches' });
    await expect.poll(() => searches.getByRole('heading', { name: 'Condos in Toronto under $900K' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pending-saved-search'))).toBeNull();
    await expect.poll(() => page.getByText(/“Condos in Toronto under \$900K” is saved/).isVisible()).toBe(true);
  });

  it('saves a search of a signed-in visitor at once, and edits, deletes and stops alerts on the account page', async () => {
    const dialog = await openSaveThisSearch('/comsearch?transactionType=Lease');
    expect(await dialog.getByLabel(/Name of the search/).inputValue()).toBe('Commercial properties for lease in Toronto');
    await dialog.getByLabel(/Name of the search/).fill('Shops to lease');
    await dialog.getByLabel('As soon as it happens').check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText(/“Shops to lease” is saved/).isVisible()).toBe(true);

    // The map page saves its filters with the map's area.
    await page.goto('/estate/toronto?bed=2');
    await waitForHydration(page);
    await expect.poll(() => page.locator('.leaflet-container').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByLabel(/Name of the search/).inputValue()).toBe('Homes in Toronto, 2+ beds, map area');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.goto('/account');
    const searches = page.getByRole('region', { name: 'Saved searches' });
    await expect.poll(() => searches.getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
    const mapArea = searches.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Homes in Toronto, 2+ beds, map area' }) });
    expect(await mapArea.getByRole('link', { name: /See the listings/ }).getAttribute('href')).toMatch(/^\/estate\/Toronto\?.*bed=2.*view=map/);
    const shops = searches.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Shops to lease' }) });
    expect(await shops.getByLabel(/E-mail me/).inputValue()).toBe('instant');
    expect(await shops.getByRole('link', { name: /See the listings/ }).getAttribute('href')).toMatch(/^\/comsearch/);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The frequency is saved as soon as it changes: a fresh page shows it.
    await shops.getByLabel(/E-mail me/).selectOption('weekly');
    await expect.poll(() => page.getByText('Your search was updated.').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => shops.getByLabel(/E-mail me/).inputValue(), { timeout: 15_000 }).toBe('weekly');

    await shops.getByRole('button', { name: /^Rename/ }).click();
    await shops.getByLabel('New name').fill('Retail to lease');
    await shops.getByRole('button', { name: 'Save name' }).click();
    const retail = searches.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Retail to lease' }) });
    await expect.poll(() => retail.isVisible()).toBe(true);

    await retail.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete “Retail to lease”?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => searches.getByRole('listitem').count()).toBe(2);

    await searches.getByRole('button', { name: 'Stop all alerts' }).click();
    await page.getByRole('dialog', { name: 'Stop all listing alerts?' }).getByRole('button', { name: 'Stop all alerts' }).click();
    await expect
      .poll(() => searches.getByRole('combobox').evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value)))
      .toEqual(['none', 'none']);
    expect(await searches.getByRole('button', { name: 'Stop all alerts' }).isDisabled()).toBe(true);
  });

  it('alerts the visitor about a condo building from its page', async () => {
    const { buildingKey: slug } = await condoWithBuilding();
    // The building pages exist once the market refresh after the import has keyed the condos
    // (on a busy machine a page may come as the client shell and load its data in the browser).
    await expect.poll(() => countAfterLoad(page, `/building/${slug}`, '.building-facts', '.building-facts, .market-status h1'), { timeout: 30_000 }).toBe(1);
    await waitForHydration(page);
    const buildingName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: 'Alert me about this building' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert me about this building' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(/Name of the search/).inputValue()).toBe(buildingName);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.goto('/account');
    const building = page
      .getByRole('region', { name: 'Saved searches' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: buildingName }) });
    await expect.poll(() => building.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await building.getByRole('link', { name: /See the listings/ }).getAttribute('href')).toBe(`/building/${slug}`);
  });

  it('lets the agent create a saved search for a client, with the consent recorded, and shows it on the Visitors screen', async () => {
    const agent = await newPage(browser());
    await agent.goto('/');
    await storeAgentSignIn(agent);
    await agent.goto('/admin/home');
    const card = agent.getByRole('region', { name: 'Listing alerts, last 30 days' });
    await expect.poll(() => card.getByText(/\d+ search(es)? saved/).isVisible()).toBe(true);

    await agent.getByRole('link', { name: 'Visitors', exact: true }).click();
    await agent.getByRole('button', { name: 'Create saved search for a client' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Create saved search for a client' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const client = `client-${Date.now()}@example.com`;
    await dialog.getByLabel(/Client e-mail/).fill(client);
    await dialog.getByLabel(/Client name/).fill('Casey Client');
    await dialog.getByLabel(/Search name/).fill('Condos in Markham');
    await dialog.getByLabel('Class').selectOption('condo');
    await dialog.getByLabel('Municipality').fill('Markham');
    await dialog.getByLabel('Max price ($)').fill('800000');
    await dialog.getByLabel('Min beds').selectOption('2');
    await dialog.getByLabel('Copy me on these alerts').check();
    await dialog.getByRole('button', { name: 'Create saved search', exact: true }).click();
    await expect.poll(() => dialog.getByText('Confirm the client agreed to receive listing alerts.').isVisible()).toBe(true);
    expect(await axeViolations(agent, 'dialog')).toEqual([]);
    await dialog.getByLabel(/The client agreed to receive listing alerts/).check();
    await dialog.getByRole('button', { name: 'Create saved search', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The new client's activity opens, with the search beside it.
    const searches = agent.getByRole('region', { name: 'Saved searches of Casey Client' });
    await expect.poll(() => searches.getByText('Condos in Markham', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await searches.textContent()).toMatch(/created by you · you get a copy/);
    await expect.poll(() => agent.getByRole('row').filter({ hasText: client }).isVisible()).toBe(true);
    expect(await axeViolations(agent, '#main-content')).toEqual([]);
  });
});
