/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). The flags keep
 * Chromium from reaching for Google services, which this machine's closed network refuses.
 */
import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { APP_LIVE_ATTRIBUTE } from '#shared/ssr/app-live.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * The Chromium of one describe block: launched before its tests and closed after them. Called
 * before the block's own beforeAll, so that one can already open pages in it.
 */
export function suiteBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The suite browser is launched in beforeAll: use it inside a hook or a test.');
    return browser;
  };
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * React's hydration complaints: a server-rendered page whose markup the browser's first render
 * does not reproduce (main.tsx logs every recoverable error as "[hydration]"; React's own
 * messages and minified error numbers 418-425 are caught too).
 */
const HYDRATION_PROBLEM = /\[hydration\]|hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;
const hydrationProblems: string[] = [];

// Every browser test fails when a page it opened logged a hydration problem.
afterEach(() => {
  const problems = hydrationProblems.splice(0);
  expect(problems, 'React hydration warnings or errors in the browser console').toEqual([]);
});

export function watchHydration(page: Page): void {
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      hydrationProblems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(String(error))) hydrationProblems.push(`${page.url()}: ${String(error)}`);
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; javaScriptEnabled?: boolean; baseUrl?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  watchHydration(page);
  if (options.javaScriptEnabled !== false) waitForHydrationOnLoad(page);
  return page;
}

/**
 * A server-rendered page starts its scripts after its first paint (src/server/ssr/entry-start.ts),
 * so its load event comes before React has hydrated it. Tests act as a visitor does once the page
 * responds: `goto` and `reload` return when the app is live (hydrated, or the admin's client
 * shell rendered).
 */
function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

/**
 * Until React has committed a server-rendered page, its buttons have no handlers. The app marks
 * the document after its first commit (src/shared/ssr/app-live.ts). The router's bootstrap global
 * (`$_TSR`) is gone earlier, as soon as its state is read: on a slow machine a click there was lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A page that is not the site's (about:blank) has no app to wait for.
  await page.waitForFunction((attribute) => !location.protocol.startsWith('http') || document.documentElement.hasAttribute(attribute), APP_LIVE_ATTRIBUTE);
}

/**
 * Loads `path` and counts `selector`, for pages whose data a job writes after the import (the
 * market refresh): a poll reloads until the count is right. Each load first waits up to 10 s for
 * `settled` (the data, or the page's answer without it), because on a busy machine a page may come
 * as the client shell and load its data in the browser. Poll it with `{ timeout: 30_000 }`.
 */
export async function countAfterLoad(page: Page, path: string, selector: string, settled: string = selector): Promise<number> {
  await page.goto(path);
  await page
    .locator(settled)
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  return page.locator(selector).count();
}
