/**
 * The calculators as a visitor uses them: results from a shared link, typing into the price
 * field, the URL following the inputs, a reload showing the same result, the amortization
 * schedule, a 360 px wide screen, and axe-core's accessibility rules on the calculator content.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, suiteBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { landTransfer } from '../support/land-transfer.ts';

/** Expected figures from the calculation library (the page must show exactly these). */
function expectedTotal(price: number): string {
  const closingDate = new Date().toISOString().slice(0, 10);
  const { total } = landTransfer({ price, closingDate });
  return `$${total.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const summary = (page: Page) => page.locator('.calc-summary').textContent();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('calculators', () => {
  const browser = suiteBrowser();

  it('land transfer: result from the link, typing updates result and URL, reload keeps it', async () => {
    // Hand-checked: Ontario and Toronto each 0.5 % × 55,000 + 1 % × 195,000 + 1.5 % × 150,000 + 2 % × 600,000 = 16,475.
    expect(expectedTotal(1_000_000)).toBe('$32,950.00');
    expect(expectedTotal(500_000)).toBe('$12,950.00');

    const page = await newPage(browser());
    await page.goto('/landtransfer?price=1000000&toronto=1');
    await expect.poll(() => summary(page)).toBe(`Total land transfer tax: ${expectedTotal(1_000_000)}`);
    await expect.poll(() => page.title()).toMatch(/ - Land Transfer Tax Calculator$/);
    const results = page.getByRole('region', { name: 'Results' });
    await expect.poll(() => results.getByText('$16,475.00').count()).toBe(2);

    const price = page.getByLabel('Purchase price');
    expect(await price.inputValue()).toBe('1,000,000');
    await price.click();
    await price.press('ControlOrMeta+a');
    await price.pressSequentially('500000');
    expect(await price.inputValue()).toBe('500,000');
    await expect.poll(() => summary(page)).toBe(`Total land transfer tax: ${expectedTotal(500_000)}`);
    await expect.poll(() => query(page).price).toBe('500000');

    // The arrow keys step by 50, like the spec's number input.
    await price.press('ArrowUp');
    await expect.poll(() => query(page).price).toBe('500050');
    expect(await price.inputValue()).toBe('500,050');
    await page.getByLabel('First-time home buyer').check();
    await expect.poll(() => query(page).firstTime).toBe('true');
    // Ontario 6,476 − 4,000 refund + Toronto 6,476 − 4,475 rebate.
    const firstTimeTotal = 'Total land transfer tax: $4,477.00';
    await expect.poll(() => summary(page)).toBe(firstTimeTotal);

    await page.reload();
    await expect.poll(() => summary(page)).toBe(firstTimeTotal);
    expect(await page.getByLabel('Purchase price').inputValue()).toBe('500,050');
    expect(await page.getByLabel('First-time home buyer').isChecked()).toBe(true);

    expect(await axeViolations(page, '.calc-page')).toEqual([]);
    await page.context().close();
  });

  it('mortgage loan: payment and an amortization schedule table that opens to each payment', async () => {
    const page = await newPage(browser());
    await page.goto('/mortgageloan?mode=principal&principal=400000&rate=5&amort=25&freq=monthly&term=5');
    // FCAC: $400,000 at 5 % (compounded half-yearly) over 25 years → $2,326.42 a month.
    await expect.poll(() => summary(page)).toBe('Monthly payment: $2,326.42');
    const schedule = page.getByRole('table', { name: /Amortization schedule by year/ });
    await expect.poll(() => schedule.isVisible()).toBe(true);
    expect(await schedule.getByRole('button', { name: /^Year \d+/ }).count()).toBe(25);
    await schedule.getByRole('button', { name: /^Year 1\b/ }).click();
    await expect.poll(() => schedule.getByRole('rowheader', { name: 'Payment 12', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Balance owing and interest paid over time' }).isVisible()).toBe(true);

    // Inputs rewrite the URL on every change, but must not scroll the page back to the top.
    const frequency = page.getByLabel('Payment frequency');
    await frequency.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    await frequency.selectOption('accelerated-bi-weekly');
    await expect.poll(() => summary(page)).toBe('Accelerated bi-weekly payment: $1,163.21');
    expect(query(page).freq).toBe('accelerated-bi-weekly');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(await axeViolations(page, '.calc-page')).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px wide screen without sideways scrolling, and passes axe on every calculator', async () => {
    const page = await newPage(browser(), { width: 360, height: 740 });
    for (const path of ['/mortgageloan?mode=principal&principal=400000&rate=5', '/landtransfer', '/cmhcpremium', '/mortgageaffordability']) {
      await page.goto(path);
      await expect.poll(() => page.locator('.calc-summary').count()).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, '.calc-page'), path).toEqual([]);
    }
    await page.context().close();
  });
});
