/**
 * The agent's property work in the admin, as the agent does it: sign in, browse the imported
 * sample feed (infinite scroll, add to own listings, server-side search, remove), create an own
 * property through the form (errors first, then the rooms), the duplicate question, photos
 * chosen in the image modal with a main one, the public detail answer showing the photos, the
 * Settings and Todos screens, and sign-out sending admin pages back to the sign-in.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, newPage, suiteBrowser } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-config.ts';
import { axeViolations } from '../support/axe.ts';
import { adminToken } from '../support/visitor-browser.ts';

const ML_NUMBER = 'E7700001';
const ADDRESS = '12 Birch Avenue';

const png = (rgb: [number, number, number]) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** The property these tests add, as the agent's own-listing detail answers it (found by its ML number in the own list). */
async function ownPropertyDetail<Fields>(): Promise<Fields & { property_id: number }> {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const own = await fetch(`${baseUrl()}/api/admin/properties/own`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
  const { data } = (await own.json()) as { data: { property_id: number; Ml_num: string }[] };
  const id = data.find((row) => row.Ml_num === ML_NUMBER)!.property_id;
  const detail = (await (await fetch(`${baseUrl()}/api/own-listings/${id}`, { headers })).json()) as { data: Fields };
  return { ...detail.data, property_id: id };
}

async function fillProperty(form: Locator) {
  await form.getByLabel('ML number').fill(ML_NUMBER.toLowerCase());
  await form.getByLabel(/^Type/).selectOption('Detached');
  await form.getByLabel('Price').fill('1150000');
  await form.getByLabel('Property name').fill('Birch family home');
  await form.getByLabel('Property address').fill(ADDRESS);
  await form.getByLabel('Municipality').selectOption('Toronto');
  await form.getByLabel(/^Area/).fill('Toronto');
  await form.getByLabel('Property description').fill('A bright detached home on a quiet street.');
  await form.getByLabel('Approximate age').fill('16-30');
  await form.getByLabel('Bedrooms').fill('3');
  await form.getByLabel('Bathrooms').fill('2');
  await form.getByLabel('Kitchens').fill('1');
  await form.getByLabel(/^Rooms/).fill('2');
  await form.getByLabel('Walk score').fill('81');
  await form.getByLabel('Pool').selectOption('No');
  await form.getByLabel('Heat source').selectOption('Gas');
}

describe('admin: own properties, photos, settings and todos', () => {
  const browser = suiteBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser());
  });

  it('signs in and shows the property browser with the importer panel', async () => {
    await page.goto('/admin/login');
    await page.getByLabel(/email/i).fill(TEST_ADMIN.email);
    await page.getByLabel(/password/i).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/home');
    await expect.poll(() => page.getByRole('heading', { name: 'Feed import' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'resedential' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('table', { name: 'resedential properties' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sync now' }).isEnabled()).toBe(true);
    await page.getByText(/^Last runs/).click();
    await expect.poll(() => page.getByRole('table', { name: 'Recent importer runs' }).isVisible()).toBe(true);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
  });

  it('browses the feed: infinite scroll to the end, add to own listings, server search, remove', async () => {
    const token = await adminToken();
    const api = async (path: string) => (await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
    let total = 0;
    for (let url: string | null = '/api/admin/properties/resedential?limit=100'; url; ) {
      const page: { data: unknown[]; next_page_url: string | null } = await api(url);
      total += page.data.length;
      url = page.next_page_url;
    }
    expect(total).toBeGreaterThan(60);

    // The 900 px box loads the next page as its end scrolls into view.
    const list = page.getByRole('region', { name: 'resedential properties' });
    const rows = page.getByRole('table', { name: 'resedential properties' }).locator('tbody tr');
    expect(await list.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(900);
    await expect
      .poll(
        async () => {
          await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
          return page.getByText('Yay! You have seen it all').isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await rows.count()).toBe(total);

    // Add the first listing not yet in the own listings (a sample install starts with a few in it), after the question.
    const index = await rows.evaluateAll((trs) =>
      trs.findIndex((tr) => [...tr.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Add to own listings'))),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const first = rows.nth(index);
    const addButton = first.getByRole('button', { name: /^Add to own listings/ });
    await addButton.click();
    const question = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect.poll(() => question.getByText('Do you want this property to be shown in the listing?').isVisible()).toBe(true);
    await question.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect.poll(() => page.getByText('Successfully added to list').isVisible()).toBe(true);
    await expect.poll(() => first.getByRole('button', { name: /^In own listings/ }).isDisabled()).toBe(true);

    // The search finds the oldest condo, which is not among the loaded rows.
    await page.getByRole('button', { name: 'condo' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'condo properties' }).isVisible()).toBe(true);
    let oldest: { property_id: number; Ml_num: string } | undefined;
    for (let url: string | null = '/api/admin/properties/condo?limit=100'; url; ) {
      const result: { data: { property_id: number; Ml_num: string }[]; next_page_url: string | null } = await api(url);
      oldest = result.data.at(-1) ?? oldest;
      url = result.next_page_url;
    }
    expect(await page.getByRole('cell', { name: oldest!.Ml_num, exact: true }).count()).toBe(0);
    await page.getByLabel('Search properties').fill(oldest!.Ml_num.toLowerCase());
    await expect.poll(() => page.getByRole('heading', { name: 'Seacrh Results' }).isVisible()).toBe(true);
    const found = page.getByRole('cell', { name: oldest!.Ml_num, exact: true });
    await expect.poll(() => found.isVisible()).toBe(true);

    // Remove it: gone from the admin lists (and the public site).
    await page
      .getByRole('row')
      .filter({ has: found })
      .getByRole('button', { name: /^Remove/ })
      .click();
    const removal = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect.poll(() => removal.getByText('You want to delete this entry?').isVisible()).toBe(true);
    await removal.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect.poll(() => page.getByText(`Property #${oldest!.property_id} successfully deleted`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Data not found').isVisible()).toBe(true);
    expect((await fetch(`${baseUrl()}/api/properties/details/${oldest!.property_id}/condo`)).status).toBe(404);
  });

  it('creates an own property through the form: the spec messages first, then the saved rooms', async () => {
    await page.getByRole('link', { name: 'Own Properties' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'OWN PROPERTIES' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'New property' }).click();
    const form = page.getByRole('dialog', { name: 'New property' });
    await expect.poll(() => form.isVisible()).toBe(true);

    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => form.getByText('Cannot create a property without Municipality.').isVisible()).toBe(true);
    expect(await form.getByText('Cannot create a property without Type.').isVisible()).toBe(true);
    // ML number, name, address, area, description, age, bedrooms, bathrooms, kitchens, rooms, walk score.
    expect(await form.getByText('Required', { exact: true }).count()).toBe(11);

    await fillProperty(form);
    await form.getByLabel('Width of room 1').fill('3.6');
    await form.getByLabel('Length of room 1').fill('4.1');
    await form.getByLabel('Size of room 1').fill('12 x 13 ft');
    await form.getByLabel('Width of room 2').fill('3');
    await form.getByLabel('Price').fill('1150020');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => form.getByText('Use steps of 50.').isVisible()).toBe(true);
    await form.getByLabel('Price').fill('1150000');
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await form.getByRole('button', { name: 'Add' }).click();

    await expect.poll(() => page.getByText('Successfully added').isVisible()).toBe(true);
    expect(await page.getByText('Property added').isVisible()).toBe(true);
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('cell', { name: new RegExp(`^${ADDRESS}`) }).isVisible()).toBe(true);
    expect(await page.getByRole('cell', { name: ML_NUMBER, exact: true }).isVisible()).toBe(true);

    const detail = await ownPropertyDetail<{ rooms: { width: number | null; length: number | null; features: string[] }[] }>();
    expect(detail.rooms.map((room) => [room.width, room.length, room.features])).toEqual([
      [3.6, 4.1, ['12 x 13 ft']],
      [3, null, []],
    ]);
  });

  it('asks before updating a property whose ML number exists; No changes nothing', async () => {
    await page.getByRole('button', { name: 'New property' }).click();
    const form = page.getByRole('dialog', { name: 'New property' });
    await fillProperty(form);
    await form.getByRole('button', { name: 'Add' }).click();
    const question = page.getByRole('dialog', { name: /Property already exist\. Would you like to update existing property details with current details\?/ });
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await question.getByRole('button', { name: 'Yes, update it!' }).isVisible()).toBe(true);
    await question.getByRole('button', { name: 'No', exact: true }).click();
    await expect.poll(() => page.getByText('Operation Canceled').isVisible()).toBe(true);
    expect(await page.getByText('Nothing is added / updated').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('cell', { name: new RegExp(`^${ADDRESS}`) }).count()).toBe(1);
  });

  it('uploads photos with a main one chosen in the image modal; the public detail answer shows them', async () => {
    await page.getByRole('button', { name: `Images of ${ADDRESS}` }).click();
    const modal = page.getByRole('dialog', { name: `Images of ${ADDRESS}` });
    await expect.poll(() => modal.getByText('No images yet.').isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByText('Please upload at least one image').isVisible()).toBe(true);

    await modal.getByLabel('Choose images').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await png([180, 60, 40]) },
      { name: 'garden.png', mimeType: 'image/png', buffer: await png([40, 150, 70]) },
    ]);
    await expect.poll(() => modal.getByRole('img', { name: 'To upload: garden.png' }).isVisible()).toBe(true);
    expect(await modal.getByRole('img', { name: 'To upload: front.png' }).isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Mark as Main Image (garden.png)' }).click();
    expect(
      await modal
        .getByRole('button', { name: /\(garden\.png\)/ })
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByText('Successfully uploaded').isVisible()).toBe(true);
    await expect.poll(() => modal.isVisible()).toBe(false);

    const detail = await ownPropertyDetail<{ images: { id: number; main_img: boolean; status: string; thumb: string }[] }>();
    const images = detail.images;
    expect(images).toHaveLength(2);
    expect(images.every((image) => image.status === 'ready')).toBe(true);
    expect(images.filter((image) => image.main_img)).toHaveLength(1);
    // The main photo is the green garden one.
    const mainPixels = await sharp(Buffer.from(await (await fetch(`${baseUrl()}${images.find((image) => image.main_img)!.thumb}`)).arrayBuffer())).stats();
    expect(mainPixels.channels[1]!.mean).toBeGreaterThan(mainPixels.channels[0]!.mean);

    // The public detail page is still a placeholder (another area): its API answer is checked instead.
    const publicDetail = await fetch(`${baseUrl()}/api/properties/details/${detail.property_id}/resedential`);
    expect(publicDetail.status).toBe(200);
    const { res } = (await publicDetail.json()) as { res: { Ml_num: string; url: string | null; images: { url: string }[] } };
    expect(res.Ml_num).toBe(ML_NUMBER);
    expect(res.images).toHaveLength(2);
    expect(res.url).toMatch(/^\/media\/listings\/E7700001\/upload-/);
    for (const image of res.images) expect((await fetch(`${baseUrl()}${image.url}`)).status).toBe(200);

    await page.getByRole('link', { name: `View details of ${ADDRESS}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: new RegExp(ADDRESS) }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Photos (2)' }).isVisible()).toBe(true);
    expect(await page.getByText('Main image').isVisible()).toBe(true);
    expect(await page.getByRole('cell', { name: '12 x 13 ft' }).isVisible()).toBe(true);
  });

  it('finds the property with the search box after more than 2 characters, under Seacrh Results', async () => {
    await page.goto('/admin/own');
    const search = page.getByLabel('Search properties');
    await search.fill('bi');
    expect(await page.getByRole('heading', { name: 'Seacrh Results' }).count()).toBe(0);
    await search.fill('birch');
    await expect.poll(() => page.getByRole('heading', { name: 'Seacrh Results' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: new RegExp(`^${ADDRESS}`) }).isVisible()).toBe(true);
    expect(await page.getByText('Yay! You have seen it all').isVisible()).toBe(true);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await search.fill('no such street');
    await expect.poll(() => page.getByText('Data not found').isVisible()).toBe(true);
  });

  it('edits the property (Status Sold) and saves the profile with its required fields', async () => {
    await page.getByLabel('Search properties').fill('');
    await page.getByRole('button', { name: `Edit ${ADDRESS}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit property' });
    await expect.poll(() => form.getByLabel(/^Property address/).inputValue()).toBe(ADDRESS);
    expect(await form.getByLabel('Width of room 1').inputValue()).toBe('3.6');
    await form.getByLabel('Status').selectOption('Sold');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Successfully updated').isVisible()).toBe(true);
    expect(await page.getByText('Property updated').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: new RegExp(`^${ADDRESS}.*Sold`) }).isVisible()).toBe(true);

    await page.goto('/admin/profile');
    const title = page.getByLabel(/^Site title/);
    await expect.poll(() => title.inputValue()).not.toBe('');
    await title.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).isVisible()).toBe(true);
    await title.fill('Alex Morgan Homes');
    await page.getByLabel('Facebook').fill('https://facebook.com/alexmorganhomes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Site settings saved').isVisible()).toBe(true);
    const saved = (await (await fetch(`${baseUrl()}/api/public/profile/site-settings`)).json()) as {
      data: { site_title: string; social_links: { facebook?: string } };
    };
    expect(saved.data).toMatchObject({ site_title: 'Alex Morgan Homes', social_links: { facebook: 'https://facebook.com/alexmorganhomes' } });
    expect(await axeViolations(page, '#main-content')).toEqual([]);
  });

  it('adds a municipality in Settings and completes a todo', async () => {
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Add New Municipality' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Municipality' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.getByText('Required', { exact: true }).count()).toBe(3);
    await add.getByLabel('Municipality').fill('Orangeville');
    await add.getByLabel('Latitude').fill('43.92');
    await add.getByLabel('Longitude').fill('-80.09');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Successfully created').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Delete Orangeville' }).isVisible()).toBe(true);

    await page.goto('/admin/todos');
    await page.getByRole('button', { name: 'New Todo', exact: true }).click();
    const todo = page.getByRole('dialog', { name: 'New Todo' });
    await todo.getByLabel('Title').fill('Order a sign for 12 Birch Avenue');
    await todo.getByLabel('Date').fill('2026-12-01');
    await todo.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'Order a sign for 12 Birch Avenue', exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Complete Order a sign for 12 Birch Avenue' }).click();
    const question = page.getByRole('dialog', { name: 'Mark this todo as completed?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByText('COMPLETED', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Completed Order a sign for 12 Birch Avenue' }).isDisabled()).toBe(true);
  });

  it('signs out; admin pages then go to the sign-in page', async () => {
    await page.getByRole('link', { name: 'Logout' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    for (const path of ['/admin/own', '/admin/home', '/admin/settings']) {
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    }
  });
});
