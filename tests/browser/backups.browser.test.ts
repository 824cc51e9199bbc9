/**
 * The admin's Backups page in the browser: "Back up now" runs the job in the app's worker and the
 * archive appears in the list with its size, and Download saves exactly the file the server holds
 * (fetched with the session's token from the admin-only path).
 */
import fs from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, suiteBrowser } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-config.ts';
import { axeViolations } from '../support/axe.ts';

describe('admin: backups', () => {
  const browser = suiteBrowser();
  let page: Page;
  let headers: Record<string, string>;

  beforeAll(async () => {
    page = await newPage(browser());
    const login = await page.request.post('/api/auth/login', { data: TEST_ADMIN });
    const { data: auth } = (await login.json()) as { data: { access_token: string } };
    headers = { authorization: `Bearer ${auth.access_token}` };
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('auth', JSON.stringify(stored)), auth);
  });

  it('backs up on demand, lists the archive and downloads it', async () => {
    await page.goto('/admin/home');
    await page.getByRole('link', { name: 'Backups' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Backups' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Back up now' }).click();
    const rows = page.getByRole('table', { name: 'Backups, newest first' }).getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    const name = (await rows.nth(1).getByRole('cell').nth(2).textContent())!;
    expect(name).toMatch(/^backup-.*\.tar\.gz$/);
    expect(await rows.nth(1).getByRole('cell').nth(1).textContent()).toMatch(/^\d+(\.\d)? (KB|MB)$/);

    const [download] = await Promise.all([page.waitForEvent('download'), rows.nth(1).getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    const saved = await fs.readFile((await download.path())!);
    const direct = await page.request.get(`/api/admin/backups/${name}`, { headers });
    expect(saved.equals(await direct.body())).toBe(true);
    expect((await page.request.get(`/api/admin/backups/${name}`)).status()).toBe(401);

    const violations = await axeViolations(page, 'main');
    expect(violations).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-backups.png`, fullPage: true });
  });
});
