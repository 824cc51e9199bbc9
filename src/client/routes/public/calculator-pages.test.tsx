// @vitest-environment jsdom
/**
 * The calculator pages inside the real router: results computed from the URL query, inputs that
 * write back to it, and queries with nonsense in them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { initTRPC } from '@trpc/server';
import { createAppRouter } from '../../router.tsx';
import { createDataLayer } from '../../trpc.ts';
import { inProcessFetch, TEST_TRPC_URL } from '../../testing/in-process-trpc.tsx';

const AGENT_RATE_PERCENT = 5;

/** Answers the one call the public shell makes (site settings), with the agent's default rate. */
function fakeServerFetch(): typeof fetch {
  const t = initTRPC.create();
  const router = t.router({
    settings: t.router({
      public: t.procedure.query(() => ({
        agent_name: 'Jane Doe',
        site_title: 'Jane Doe Realty',
        site_short_description: '',
        phone: null,
        email: null,
        address: null,
        brokerage: null,
        social_links: {},
        favIcon: null,
        logo: null,
        profile: null,
        default_mortgage_rate: AGENT_RATE_PERCENT,
      })),
    }),
  });
  return inProcessFetch(router);
}

function renderAt(path: string) {
  const router = createAppRouter(createDataLayer({ url: TEST_TRPC_URL, fetch: fakeServerFetch() }), {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return { router, search: () => router.state.location.search as Record<string, unknown> };
}

const summary = () => document.querySelector('.calc-summary')?.textContent ?? '';

describe('calculator pages', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(cleanup);

  it('land transfer: shows the Ontario and Toronto tax of the price in the query, bracket by bracket', async () => {
    renderAt('/landtransfer?price=1000000&toronto=1&closing=2026-05-01');
    // Ontario and Toronto: 0.5 % of 55,000 + 1 % of 195,000 + 1.5 % of 150,000 + 2 % of 600,000 = 16,475 each.
    await waitFor(() => expect(summary()).toBe('Total land transfer tax: $32,950.00'));
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Ontario land transfer tax').nextElementSibling?.textContent).toBe('$16,475.00');
    expect(within(results).getByText('Toronto municipal land transfer tax').nextElementSibling?.textContent).toBe('$16,475.00');
    const ontarioTable = screen.getByRole('table', { name: /Ontario land transfer tax/ });
    expect(within(ontarioTable).getAllByRole('row')).toHaveLength(1 + 4 + 1);
    expect(screen.getByRole('table', { name: /Toronto municipal land transfer tax \(rates in force since April 1, 2026\)/ })).toBeTruthy();
    expect((screen.getByLabelText('Purchase price') as HTMLInputElement).value).toBe('1,000,000');
  });

  it('land transfer: editing an input updates the result and the URL query', async () => {
    const { search } = renderAt('/landtransfer?price=1000000&toronto=1&closing=2026-05-01');
    const price = await screen.findByLabelText('Purchase price');
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '500000' } });
    // 6,475 each.
    await waitFor(() => expect(summary()).toBe('Total land transfer tax: $12,950.00'));
    expect(search().price).toBe(500_000);

    fireEvent.click(screen.getByLabelText('First-time home buyer'));
    // Refund 4,000 and rebate 4,475: 6,475 − 4,000 + 6,475 − 4,475.
    await waitFor(() => expect(summary()).toBe('Total land transfer tax: $4,475.00'));
    expect(search()).toMatchObject({ price: 500_000, firstTime: true, toronto: true, closing: '2026-05-01' });
  });

  it('land transfer: a query full of nonsense shows the defaults instead of failing', async () => {
    const { search } = renderAt('/landtransfer?price=lots&toronto=perhaps&closing=yesterday&share=-3');
    await waitFor(() => expect(summary()).toBe('Total land transfer tax: $32,950.00'));
    expect(search()).toMatchObject({ price: 1_000_000, toronto: true, share: 100 });
  });

  it('mortgage loan: payment, totals and a yearly schedule that opens to each payment', async () => {
    renderAt('/mortgageloan?mode=principal&principal=400000&rate=5&amort=25&freq=monthly&term=5');
    // FCAC example: $400,000 at 5 % over 25 years → $2,326.42 a month.
    await waitFor(() => expect(summary()).toBe('Monthly payment: $2,326.42'));
    const schedule = screen.getByRole('table', { name: /Amortization schedule by year/ });
    const yearButtons = within(schedule).getAllByRole('button', { name: /^Year \d+/ });
    expect(yearButtons).toHaveLength(25);
    expect(within(schedule).queryByText('Payment 1')).toBeNull();
    fireEvent.click(yearButtons[0]!);
    expect(yearButtons[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(within(schedule).getByText('Payment 1')).toBeTruthy();
    expect(within(schedule).getByText('Payment 12')).toBeTruthy();
    expect(within(schedule).queryByText('Payment 13')).toBeNull();
    expect(screen.getByRole('img', { name: 'Balance owing and interest paid over time' })).toBeTruthy();
    expect(screen.getByText(/Financial Consumer Agency of Canada/)).toBeTruthy();
  });

  it('mortgage loan: uses the agent rate when the link has none, and says how the frequency is priced', async () => {
    renderAt('/mortgageloan?mode=principal&principal=400000&freq=accelerated-bi-weekly');
    await waitFor(() => expect(summary()).toBe('Accelerated bi-weekly payment: $1,163.21'));
    expect((screen.getByLabelText('Interest rate') as HTMLInputElement).value).toBe(String(AGENT_RATE_PERCENT));
    expect(screen.getByText(/26 payments a year \(every two weeks\) of half the monthly payment/)).toBeTruthy();
  });

  it('CMHC premium: premium, sales tax at closing and total mortgage for 10 % down', async () => {
    renderAt('/cmhcpremium?price=800000&down=10&unit=percent&amort=25');
    // Loan 720,000 at 90 % LTV → 3.10 % → 22,320; PST 8 % → 1,785.60.
    await waitFor(() => expect(summary()).toBe('CMHC premium: $22,320.00'));
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Total mortgage').nextElementSibling?.textContent).toBe('$742,320.00');
    expect(within(results).getByText(/Ontario sales tax on the premium/).nextElementSibling?.textContent).toContain('$1,785.60');
    expect(within(results).getByText('Minimum down payment').nextElementSibling?.textContent).toBe('$55,000.00');
  });

  it('CMHC premium: explains why a purchase cannot be insured', async () => {
    renderAt('/cmhcpremium?price=800000&down=20000&unit=amount');
    await waitFor(() => expect(summary()).toBe('This purchase cannot be financed as entered'));
    expect(screen.getByText(/minimum down payment on a \$800,000 home is \$55,000/)).toBeTruthy();
  });

  it('affordability: stress test, GDS/TDS and the price they allow', async () => {
    renderAt('/mortgageaffordability?income=120000&rate=4&amort=25&down=200000&tax=4800&heat=100&condo=0&debts=500');
    await waitFor(() => expect(summary()).toMatch(/^Maximum purchase price: \$[\d,]+\.\d\d$/));
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Qualifying rate (stress test)').nextElementSibling?.textContent).toBe('6%');
    // GDS: 39 % × 10,000 − 400 − 100 = 3,400; TDS: 44 % × 10,000 − 500 − 500 = 3,400.
    expect(within(results).getByText('Payment allowed by GDS (39%)').nextElementSibling?.textContent).toBe('$3,400.00');
    expect(within(results).getByText('Payment allowed by TDS (44%)').nextElementSibling?.textContent).toBe('$3,400.00');
  });

  it('hub: four link cards to the calculators', async () => {
    renderAt('/calculators');
    for (const name of [/Land transfer tax calculator/, /Mortgage loan calculator/, /Mortgage affordability calculator/, /CMHC premium calculator/]) {
      expect(await screen.findByRole('link', { name })).toBeTruthy();
    }
  });
});
