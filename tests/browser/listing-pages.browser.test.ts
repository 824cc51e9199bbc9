/**
 * The listing pages as a visitor uses them, on the 300 imported sample listings: the map page
 * (cluster → zoom → marker → info card → detail page; filters, sort and viewport in the URL
 * surviving a reload and Back; listings sharing one spot opening as a list), Save on the detail
 * page (toast, then the showing list has it), the full-screen photo viewer wrapping with the
 * keyboard, a listing that is gone, and axe-core on both pages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, suiteBrowser } from '../support/browser.ts';
import { detailPath, type SiteListing, siteListings } from '../support/site-listings.ts';
import { axeViolations } from '../support/axe.ts';
import { givePhotos } from '../support/listing-photos.ts';
import { adminToken } from '../support/visitor-browser.ts';

/** Own properties entered without coordinates: the server places them at their municipality's centre, approximately. */
async function addOwnPropertiesWithoutCoordinates(municipality: string, mlsNumbers: string[]): Promise<number[]> {
  const token = await adminToken();
  const ids: number[] = [];
  for (const [index, mls] of mlsNumbers.entries()) {
    const response = await fetch(`${baseUrl()}/api/admin/properties/own/new`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        actionType: 'added',
        Ml_num: mls,
        Type_own1_out: 'Detached',
        Municipality: municipality,
        Area: 'Durham',
        property_name: `Farmhouse ${index + 1}`,
        Addr: `${index + 10} Stack Test Sideroad`,
        Ad_text: 'A farmhouse without map coordinates.',
        Yr_built: '16-30',
        Orig_dol: String(800000 + index * 1000),
        bed_rooms: '3',
        bath_rooms: '2',
        Num_kit: '1',
        Rms: '7',
        Walk_score: '10',
        latitude: '0',
        longitude: '0',
      }),
    });
    const body = (await response.json()) as { data: { property_id: number } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    ids.push(body.data.property_id);
  }
  return ids;
}

/** The map page has answered: its status line counts the properties in Toronto. */
async function mapCountShown(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: /properties? in Toronto/ })
          .count(),
      { timeout: 15_000 },
    )
    .toBe(1);
}

describe('listing pages', () => {
  const browser = suiteBrowser();
  let listings: SiteListing[];
  beforeAll(async () => {
    listings = await siteListings();
    expect(listings.length).toBeGreaterThan(3);
  });

  it('map page: cluster or marker → info card → detail page', async () => {
    const page = await newPage(browser());
    await page.goto('/estate/toronto');
    await expect.poll(() => page.getByRole('heading', { name: 'Map View', level: 1 }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.locator('.leaflet-container').count()).toBe(1);
    await mapCountShown(page);
    await expect.poll(() => page.locator('.map-pin, .map-cluster').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The list shows the city's homes.
    await expect.poll(() => page.locator('.listing-grid > li').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    expect(await axeViolations(page, '#main-content', { seriousOnly: true })).toEqual([]);

    // Split clusters until pins show (each click zooms in and the server answers for the new area).
    for (let step = 0; step < 8 && (await page.locator('.map-pin').count()) === 0; step += 1) {
      const before = await page.evaluate(() => document.querySelector('.map-cluster')?.outerHTML ?? '');
      await page.locator('.map-cluster').first().click();
      await expect.poll(() => page.evaluate(() => document.querySelector('.map-cluster')?.outerHTML ?? ''), { timeout: 10_000 }).not.toBe(before);
    }
    expect(await page.locator('.map-pin').count()).toBeGreaterThan(0);

    // Listings placed at their area's centre share a spot, so pins overlap: open one from the keyboard (Enter), as Leaflet allows.
    await page.locator('.map-pin').first().focus();
    await page.keyboard.press('Enter');
    const card = page.locator('.leaflet-popup .map-info-card');
    await expect.poll(() => card.isVisible()).toBe(true);
    const price = await card.locator('.map-info-card__price').textContent();
    await card.getByRole('link', { name: 'View details' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/estate\/details\/\d+\/(resedential|condo|commercial)$/);
    await expect.poll(() => page.locator('.property-detail__price').textContent(), { timeout: 10_000 }).toBe(price!.replace(/\.00$/, '').replace('CA', ''));
  });

  it('detail page: Save adds it to the showing list; axe finds nothing serious', async () => {
    const listing = listings[1]!;
    const page = await newPage(browser());
    await page.goto(detailPath(listing));
    await expect.poll(() => page.getByRole('heading', { name: 'Key facts' }).isVisible(), { timeout: 10_000 }).toBe(true);
    for (const section of ['Property', 'Inside', 'Land', 'Fees', 'Parking', 'Building', 'Highlights', 'Rooms']) {
      expect(await page.getByRole('heading', { name: section, exact: true }).isVisible(), section).toBe(true);
    }
    expect(
      await page
        .locator('.property-detail__attribution')
        .getByText(/^Listing courtesy of /)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { name: 'Ask about this home' }).isVisible()).toBe(true);
    expect(await page.getByRole('row', { name: /Last checked/ }).textContent()).toMatch(/ago|just now/);

    expect(await axeViolations(page, '#main-content', { seriousOnly: true })).toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Property added to showings list.').isVisible()).toBe(true);
    await page.goto('/showings');
    await expect.poll(() => page.getByRole('cell', { name: new RegExp(`^${listing.Addr}`) }).isVisible()).toBe(true);
  });

  it('full-screen viewer wraps from the last photo to the first with the keyboard', async () => {
    // Other browser files may have given photos to some listings already: use one that has none.
    const listing = listings.filter((row) => !row.url)[2]!;
    await givePhotos(
      listing.property_id,
      Array.from({ length: 3 }, () => ({ width: 800, height: 533 })),
    );
    const page = await newPage(browser());
    await page.goto(detailPath(listing));
    const openLast = page.getByRole('button', { name: 'Open photo 3 of 3 full screen' });
    await expect.poll(() => openLast.isVisible(), { timeout: 10_000 }).toBe(true);
    // The first photo is loaded eagerly with high priority, the later ones at most eagerly in view.
    expect(await page.locator('.detail-gallery img').first().getAttribute('fetchpriority')).toBe('high');
    expect(await page.locator('.detail-gallery img').first().getAttribute('srcset')).toMatch(/320w/);

    await openLast.click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    expect(await viewer.getByText('Photo 3 of 3').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getByText('Photo 1 of 3').isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.getByText('Photo 3 of 3').isVisible()).toBe(true);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => viewer.getByText('Photo 1 of 3').isVisible()).toBe(true);

    // Focus stays inside the viewer (modal dialog): tabbing never reaches the page behind.
    for (let tab = 0; tab < 5; tab += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.photo-viewer')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open photo 3 of 3 full screen');
  });

  it('map page accepts the capitalised city name of the Home tiles, and List View shows the list alone', async () => {
    const page = await newPage(browser());
    await page.goto('/estate/Toronto');
    await mapCountShown(page);
    await page.getByRole('combobox', { name: 'Sort by price' }).selectOption({ label: 'Low - High' });
    await page.getByRole('button', { name: 'List View' }).click();
    await expect.poll(() => page.locator('.leaflet-container').count()).toBe(0);
    await expect.poll(() => page.locator('.listing-grid > li').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('map page keeps its filters, sort and viewport in the URL: a reload shows the same search, Back the previous one', async () => {
    const page = await newPage(browser());
    await page.goto('/estate/toronto');
    await mapCountShown(page);
    // The map's settled view is written into the URL (replacing the entry).
    await expect.poll(() => new URL(page.url()).searchParams.get('zoom'), { timeout: 10_000 }).toBe('10');

    const form = page.getByRole('form', { name: 'Residential search' });
    await form.getByLabel('Building type').selectOption('Detached');
    await form.getByLabel('Bed', { exact: true }).selectOption('3');
    await form.getByLabel('Min price ($)').fill('500000');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('bed')).toBe('3');
    await page.getByRole('combobox', { name: 'Sort by price' }).selectOption({ label: 'High - Low' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_desc');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ buildingType: 'Detached', bed: '3', minPrice: '500000', sort: 'price_desc', zoom: '10' });
    const summary = 'Detached residential properties · From $500,000 · 3+ beds · Sorted by price: high - low';
    await expect.poll(() => page.locator('.map-page__filters').textContent()).toBe(` — ${summary}`);

    await page.reload();
    await expect.poll(() => page.locator('.map-page__filters').textContent(), { timeout: 10_000 }).toBe(` — ${summary}`);
    expect(await form.getByLabel('Building type').inputValue()).toBe('Detached');
    expect(await form.getByLabel('Bed', { exact: true }).inputValue()).toBe('3');
    expect(await form.getByLabel('Min price ($)').inputValue()).toBe('500,000');
    expect(await page.getByRole('combobox', { name: 'Sort by price' }).inputValue()).toBe('price_desc');
    // The map reopens on the same view, so the URL does not change once it settles.
    await mapCountShown(page);
    expect(new URL(page.url()).searchParams.toString()).toBe(params.toString());
    // The server got the filters: every card shown has at least 3 bedrooms.
    await expect.poll(() => page.locator('.listing-grid > li').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    for (const facts of await page.locator('.listing-card__facts').allTextContents())
      expect(Number(/(\d+)(\+\d+)? Beds/.exec(facts)?.[1])).toBeGreaterThanOrEqual(3);

    await page.goBack();
    await expect.poll(() => page.getByRole('combobox', { name: 'Sort by price' }).inputValue()).toBe('relevance');
    expect(await form.getByLabel('Bed', { exact: true }).inputValue()).toBe('3');
    await page.goBack();
    await expect.poll(() => form.getByLabel('Bed', { exact: true }).inputValue()).toBe('any');
    await expect.poll(() => page.locator('.map-page__filters').textContent()).toBe(' — All residential properties');
  });

  it('a link with a bad map query still opens the map, ignoring what it cannot read', async () => {
    const page = await newPage(browser());
    await page.goto('/estate/toronto?bed=9&zoom=99&lat=north&sort=sideways&view=list');
    await expect.poll(() => page.getByRole('button', { name: 'List View' }).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Sort by price' }).inputValue()).toBe('relevance');
    expect(await page.getByRole('form', { name: 'Residential search' }).getByLabel('Bed', { exact: true }).inputValue()).toBe('any');
    await expect.poll(() => page.locator('.listing-grid > li').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('listings at the same spot (no coordinates in the feed) open as one list, each reachable, marked approximate', async () => {
    const ids = await addOwnPropertiesWithoutCoordinates('Uxbridge', ['X7100001', 'X7100002', 'X7100003']);
    const page = await newPage(browser());
    await page.goto('/estate/uxbridge');
    const stack = page.locator('.map-stack', { has: page.locator('.map-stack__count', { hasText: /^3$/ }) });
    await expect.poll(() => stack.count(), { timeout: 15_000 }).toBe(1);
    expect(await stack.getAttribute('title')).toBe('3 listings at this spot');

    await stack.focus();
    await page.keyboard.press('Enter');
    const card = page.locator('.leaflet-popup .map-list-card');
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.locator('.map-list-card__title').textContent()).toBe('3 listings at this spot');
    expect(await card.getByText('Approximate location (area centre)').isVisible()).toBe(true);
    const links = card.getByRole('link');
    expect(await links.count()).toBe(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.sort()).toEqual(ids.map((id) => `/estate/details/${id}/resedential`).sort());
    // Leaflet fades a popup in (opacity 0 → 1 over 0.2 s): axe measures contrast through the opacity.
    await expect.poll(() => page.locator('.leaflet-popup').evaluate((popup) => getComputedStyle(popup).opacity)).toBe('1');
    expect(await axeViolations(page, '#main-content', { seriousOnly: true })).toEqual([]);

    await links.filter({ hasText: '11 Stack Test Sideroad' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/estate/details/${ids[1]}/resedential`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toContain('11 Stack Test Sideroad');
  });

  it('a listing that is not on the site says so and links to the search', async () => {
    const page = await newPage(browser());
    await page.goto('/estate/details/987654321/resedential');
    await expect.poll(() => page.getByRole('heading', { name: 'This property is no longer available' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe('/search');
  });
});
