/**
 * Every public page and the admin's pages run under the site's Content-Security-Policy
 * (src/server/security-headers.ts) without a single violation: each page is opened, left to load
 * its data, and fails the test on any `securitypolicyviolation` event or console message about
 * the policy (the console also carries violations inside the mail preview's sandboxed frame).
 * Also: another site cannot frame the admin, the mail preview still renders, and the admin
 * session renews itself through the HttpOnly refresh cookie, with no refresh token in storage.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newPage, suiteBrowser, watchHydration } from '../support/browser.ts';
import { detailPath, type SiteListing, siteListings } from '../support/site-listings.ts';
import { TEST_ADMIN } from '../support/test-config.ts';
import { STATIC_PATHS } from '#server/seo/sitemap.ts';

/** A 1×1 PNG standing in for OpenStreetMap tiles (this machine has no internet); the CSP is checked before any request leaves. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Records violations from the first script of every document on. */
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener(
    'securitypolicyviolation',
    (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`),
    true,
  );
}

class ViolationWatch {
  private readonly consoleMessages: string[] = [];
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) this.consoleMessages.push(message.text());
    });
  }

  /** Everything the policy refused since the last call, and forgets it. */
  async drain(): Promise<string[]> {
    const events = await this.page.evaluate(() => {
      const seen = (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [];
      return seen.splice(0, seen.length);
    });
    return [...events, ...this.consoleMessages.splice(0, this.consoleMessages.length)];
  }

  /** Opens `path`, waits until its code and data have loaded, and answers what was refused. */
  async visit(path: string): Promise<string[]> {
    await this.drain().catch(() => []);
    await this.page.goto(path);
    await this.page.waitForLoadState('networkidle');
    return this.drain();
  }

  /** Visits each path in turn (`after` runs after each) and answers what was refused, by path, for the paths with any. */
  async visitAll(paths: string[], after?: (path: string) => void): Promise<Record<string, string[]>> {
    const refused: Record<string, string[]> = {};
    for (const path of paths) {
      const violations = await this.visit(path);
      if (violations.length > 0) refused[path] = violations;
      after?.(path);
    }
    return refused;
  }
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
  await context.addInitScript(recordViolations);
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }));
  return context;
}

describe('the Content-Security-Policy holds on every page without breaking any', () => {
  const browser = suiteBrowser();
  let context: BrowserContext;
  let watch: ViolationWatch;
  let listing: SiteListing;
  beforeAll(async () => {
    context = await newContext(browser());
    const page = await context.newPage();
    // Every public page is visited here: a hydration mismatch on any fails the test too.
    watchHydration(page);
    watch = new ViolationWatch(page);
    listing = (await siteListings())[0]!;
  });

  it('reports a violation when one happens (the watch itself works)', async () => {
    await watch.visit('/about');
    await watch.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    const violations = await watch.drain();
    expect(violations.join('\n')).toMatch(/script-src/);
    expect(await watch.page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  it('runs every public page with no violation', async () => {
    const paths = [
      // The sitemap's pages, then those it does not list.
      ...STATIC_PATHS,
      '/estate/toronto',
      detailPath(listing),
      '/propertylisting',
      '/showings',
      '/showings/1',
      '/blogs/news/1',
      '/account',
      '/account/sign-in',
      '/account/sign-up',
      '/market',
      '/market/toronto',
      // A listing alert's unsubscribe page: without a token, and with one (sent once as a POST).
      '/alerts/unsubscribe',
      '/alerts/unsubscribe#not-a-real-token.abc',
      '/admin/login',
      '/api/public/unsubscribe/preview-only-sample-link',
    ];
    expect(await watch.visitAll(paths)).toEqual({});
    // The pages did render (a blocked bundle would leave an empty shell without a violation of its own).
    await watch.visit('/');
    await expect.poll(() => watch.page.locator('#root').textContent()).not.toBe('');
  });

  it('keeps a page working after a reload the server answers 304: the state scripts of the kept copy still run', async () => {
    // A context of its own: routing (the tile stand-in) turns the browser's HTTP cache off, and with it revalidation.
    const page = await newPage(browser());
    await page.context().addInitScript(recordViolations);
    const reloads = new ViolationWatch(page);
    const path = detailPath(listing);
    expect(await reloads.visit(path)).toEqual([]);
    const revalidated: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === path) void request.allHeaders().then((headers) => revalidated.push(headers['if-none-match']));
    });
    // A reload revalidates the page with its ETag: the server answers 304 and the browser shows its copy.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(revalidated).toHaveLength(1);
    expect(revalidated[0]).toMatch(/^W\//);
    // What the server answers that revalidation (the browser reports the copy it shows, a 200).
    expect((await page.request.get(path, { headers: { 'if-none-match': revalidated[0]! } })).status()).toBe(304);
    expect(await reloads.drain()).toEqual([]);
    await page.context().close();
  });

  it('signs in and runs every admin page with no violation, keeping no refresh token where scripts can read it', async () => {
    const { page } = watch;
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/home');
    expect(await watch.drain()).toEqual([]);

    const stored = await page.evaluate(() => window.localStorage.getItem('auth'));
    expect(JSON.parse(stored!)).toHaveProperty('access_token');
    expect(stored).not.toMatch(/refresh/);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/admin_refresh/);
    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => cookie.name === 'admin_refresh').map((cookie) => [cookie.path, cookie.httpOnly, cookie.sameSite])).toEqual(
      expect.arrayContaining([
        ['/trpc/auth.refresh', true, 'Strict'],
        ['/api/auth/refresh', true, 'Strict'],
      ]),
    );

    const paths = [
      '/admin/home',
      '/admin/own',
      `/admin${detailPath(listing)}`,
      '/admin/enquiries',
      '/admin/showings',
      '/admin/tours',
      '/admin/email-list',
      '/admin/email-list/send',
      '/admin/email-list/import',
      '/admin/email-list/bulk/None',
      '/admin/mailbox',
      '/admin/blog',
      '/admin/profile',
      '/admin/settings',
      '/admin/feedbacks',
      '/admin/visitors',
      '/admin/todos',
      '/admin/image-upload',
    ];
    // Still signed in after each: an admin page that failed would have sent us to the sign-in page.
    expect(await watch.visitAll(paths, (path) => expect(new URL(page.url()).pathname, path).not.toBe('/admin/login'))).toEqual({});
  });

  it('renders the mail preview in its sandboxed srcdoc frame, styles and all', async () => {
    const { page } = watch;
    await watch.visit('/admin/email-list/send');
    await page.getByLabel('Custom').check({ force: true });
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Spring open houses');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Open houses this weekend');
    await page.getByRole('button', { name: '+ Paragraph', exact: true }).click();
    await page.getByLabel('Paragraph', { exact: true }).fill('Come and see three homes.');
    const preview = page.frameLocator('iframe[title="Preview of the mail"]');
    const paragraph = preview.locator('p', { hasText: 'Come and see three homes.' }).first();
    await expect.poll(() => paragraph.isVisible(), { timeout: 15_000 }).toBe(true);
    // The mail's style attributes apply inside the frame (line-height:1.6 on 16 px; a browser's own is "normal").
    expect(await paragraph.evaluate((element) => getComputedStyle(element).lineHeight)).toBe('25.6px');
    // Its images (if any) have settled: a refused one is reported by then.
    await expect.poll(() => preview.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
    expect(await watch.drain()).toEqual([]);
  });

  it('renews an expired access token through the HttpOnly cookie alone', async () => {
    const { page } = watch;
    await watch.visit('/admin/home');
    // An access token the server refuses, as after its 15 minutes.
    await page.evaluate(() => window.localStorage.setItem('auth', JSON.stringify({ access_token: 'v1.expired.token' })));
    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/trpc/auth.refresh');
    await page.goto('/admin/todos');
    expect((await refreshed).status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Todos' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/todos');
    const stored = await page.evaluate(() => window.localStorage.getItem('auth'));
    expect(JSON.parse(stored!).access_token).toMatch(/^v1\./);
    expect(JSON.parse(stored!).access_token).not.toBe('v1.expired.token');
    expect(stored).not.toMatch(/refresh/);
  });

  it('refuses to be framed by another site', async () => {
    const framer = await context.newPage();
    const refusals: string[] = [];
    framer.on('console', (message) => {
      if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) refusals.push(message.text());
    });
    await framer.setContent(`<iframe title="framed" src="${baseUrl()}/admin/login"></iframe>`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    const framed = framer.frames().find((frame) => frame !== framer.mainFrame());
    expect(
      await framed
        ?.locator('input')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await framer.close();
  });
});
