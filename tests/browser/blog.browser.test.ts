/**
 * The blog as the agent and a reader use it: sign in, create a category with its image, try to
 * save an empty post (the four messages, nothing sent), write a post in the editor (bold words,
 * a bulleted list), then read it at /blogs/{category}/{id} with the server's head and HTML.
 * axe-core checks the public post page.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, suiteBrowser } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-config.ts';
import { axeViolations } from '../support/axe.ts';

const CATEGORY = 'Buyer Guides';

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/home');
}

async function chooseFromMenu(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('blog', () => {
  const browser = suiteBrowser();
  let picture: Buffer;
  beforeAll(async () => {
    picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#12304f' } })
      .jpeg()
      .toBuffer();
  });

  it('lets the agent write a post in the editor that readers then see', async () => {
    const page = await newPage(browser());
    await signIn(page);
    await page.goto('/admin/blog');
    await expect.poll(() => page.getByRole('heading', { name: /Current Blogs/ }).isVisible()).toBe(true);

    // A category: name and image are both required.
    await chooseFromMenu(page, 'Category', 'New Category');
    const categoryDialog = page.getByRole('dialog', { name: 'New Category' });
    await categoryDialog.getByRole('button', { name: 'Create category' }).click();
    await expect.poll(() => categoryDialog.getByText('Please enter a category name.').isVisible()).toBe(true);
    expect(await categoryDialog.getByText('Please choose an image.').isVisible()).toBe(true);
    await categoryDialog.getByLabel('Category').fill(CATEGORY);
    await categoryDialog.getByLabel('Image').setInputFiles({ name: 'guides.jpg', mimeType: 'image/jpeg', buffer: picture });
    await categoryDialog.getByRole('button', { name: 'Create category' }).click();
    await expect.poll(() => page.getByText('New category has been created.').isVisible()).toBe(true);
    await expect.poll(() => categoryDialog.isVisible()).toBe(false);

    // An empty post: every message, and nothing is sent.
    await chooseFromMenu(page, 'Post', 'Create Post');
    const postDialog = page.getByRole('dialog', { name: 'Create Post' });
    const editor = postDialog.getByRole('textbox', { name: 'Content' });
    // The editor is its own chunk, fetched when the modal opens.
    await expect.poll(() => editor.isVisible(), { timeout: 10_000 }).toBe(true);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('blog.createPost')) sent.push(request.url());
    });
    await postDialog.getByRole('button', { name: 'Create post' }).click();
    for (const message of ['Please enter a blog title.', 'Please select a category', 'Please enter excerpt text.', 'Blog content is empty.']) {
      await expect.poll(() => postDialog.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
    expect(sent).toEqual([]);

    await postDialog.getByLabel('Title').fill('First-time buyer checklist');
    await postDialog.getByLabel('Category').selectOption(CATEGORY);
    await postDialog.getByLabel('Excerpt').fill('Five things to do before you book a showing.');
    await postDialog.getByLabel('Featured image').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: picture });

    // Type, select the last word and make it bold, then a bulleted list.
    await editor.click();
    await page.keyboard.type('Start with your budget');
    await page.keyboard.down('Shift');
    for (let index = 0; index < 'budget'.length; index += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    // The editor learns the selection from the browser's selectionchange events: act once the word is selected.
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('budget');
    const bold = postDialog.getByRole('button', { name: 'Bold (Ctrl+B)' });
    // Slate learns the selection in a throttled selectionchange handler: a click before it has
    // only arms bold for the next typing. Then disarm and click again, until the word is bold.
    await expect
      .poll(async () => {
        if ((await editor.locator('strong', { hasText: 'budget' }).count()) === 1) return true;
        if ((await bold.getAttribute('aria-pressed')) === 'true') await bold.click();
        await bold.click();
        return false;
      })
      .toBe(true);
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await postDialog.getByRole('button', { name: 'Bulleted list' }).click();
    // The new line carries on in bold, as in any editor: the shortcut turns it off.
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Control+b');
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.type('Get pre-approved');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Book an inspection');
    await expect.poll(() => editor.locator('strong').textContent()).toBe('budget');
    expect(await editor.locator('ul li').allTextContents()).toEqual(['Get pre-approved', 'Book an inspection']);

    // A picture through the media pipeline, after the list; undo and redo it.
    await postDialog.getByRole('button', { name: 'Picture', exact: true }).click();
    await postDialog.getByLabel('Picture file').setInputFiles({ name: 'porch.jpg', mimeType: 'image/jpeg', buffer: picture });
    await postDialog.getByLabel('Description for screen readers').fill('A front porch');
    await postDialog.getByRole('button', { name: 'Insert picture' }).click();
    await expect.poll(() => editor.locator('img').count(), { timeout: 10_000 }).toBe(1);
    expect(await editor.locator('img').getAttribute('src')).toMatch(/^\/media\/blog\/inline-[0-9a-f]+-\d+\.webp$/);
    await postDialog.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
    await expect.poll(() => editor.locator('img').count()).toBe(0);
    await postDialog.getByRole('button', { name: 'Redo (Ctrl+Shift+Z)' }).click();
    await expect.poll(() => editor.locator('img').count()).toBe(1);

    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await postDialog.getByRole('button', { name: 'Create post' }).click();
    await expect.poll(() => page.getByText('Blog post created').isVisible()).toBe(true);
    expect(sent).toHaveLength(1);
    await expect.poll(() => page.getByRole('cell', { name: /^First-time buyer checklist/ }).isVisible()).toBe(true);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['SN', 'Image', 'Title', 'Created', 'Updated', 'Actions']);
    expect(await page.getByRole('switch', { name: /^Active\s*: First-time buyer checklist$/ }).getAttribute('aria-checked')).toBe('true');

    // The only active post: trashing it would leave the home screen without a post.
    await page.getByRole('button', { name: 'Trash First-time buyer checklist' }).click();
    const trashDialog = page.getByRole('dialog', { name: 'Confirm! you want to trash this post?' });
    await expect.poll(() => trashDialog.getByText('This is the only active post: the home screen will have no post.').isVisible()).toBe(true);
    await trashDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => trashDialog.isVisible()).toBe(false);

    // Deleting a category needs a choice for its posts.
    await chooseFromMenu(page, 'Category', 'Manage Categories');
    const manageDialog = page.getByRole('dialog', { name: 'Manage Categories' });
    await manageDialog.getByRole('button', { name: `Delete ${CATEGORY}` }).click();
    const deleteDialog = page.getByRole('dialog', { name: `Delete '${CATEGORY}'` });
    await deleteDialog.getByRole('button', { name: 'Delete category' }).click();
    await expect.poll(() => deleteDialog.getByText('You need to choose something!').isVisible()).toBe(true);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Manage Categories' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Manage Categories' }).getByRole('button', { name: 'Delete Other' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The reader's side: the category, then the post with the server's head and HTML.
    await page.goto('/blogs');
    await page.getByRole('link', { name: new RegExp(CATEGORY) }).click();
    await expect.poll(() => page.getByRole('heading', { name: CATEGORY, level: 1 }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'First-time buyer checklist' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^/blogs/${encodeURIComponent(CATEGORY)}/\\d+$`));
    await expect.poll(() => page.getByRole('heading', { name: 'First-time buyer checklist', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toMatch(/^Realtor .+ - First-time buyer checklist$/);
    const content = page.locator('.blog-content');
    expect(await content.locator('p strong').textContent()).toBe('budget');
    expect(await content.locator('ul li').allTextContents()).toEqual(['Get pre-approved', 'Book an inspection']);
    expect(await content.locator('figure img').getAttribute('alt')).toBe('A front porch');
    expect(
      await page
        .getByText(/^\d{2} [A-Z][a-z]{2} \d{4}$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { name: 'Leave a Reply' }).isVisible()).toBe(true);
    expect(await axeViolations(page, '#main-content')).toEqual([]);

    // A fresh load gets the post's own head from the server.
    const response = await page.request.get(new URL(page.url()).pathname);
    const html = await response.text();
    expect(html).toContain('First-time buyer checklist</title>');
    expect(html).toContain('"@type":"Article"');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/blog\/featured-[^"]+\.webp"/);
    await page.context().close();
  });
});
