// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ListingMonthlyCostProps } from './ListingMonthlyCost.tsx';
import { ListingMonthlyCost } from './ListingMonthlyCost.tsx';
import { formatMonthlyEstimate } from './monthly-estimate.ts';

/** The panel links to the calculators, so it renders inside a router (the detail page's, in the app). */
function renderPanel(props: ListingMonthlyCostProps) {
  const rootRoute = createRootRoute({ component: () => <ListingMonthlyCost {...props} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
}

/** The amount shown for a figure (the dd after its dt; an explanatory note follows in its own dd). */
const figure = (container: HTMLElement, label: string | RegExp) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ListingMonthlyCost', () => {
  afterEach(cleanup);

  it('adds up mortgage, property tax and condo fees, and shows the cash due at closing', async () => {
    renderPanel({ price: 1_000_000, propertyTaxAnnual: 6_000, condoFeesMonthly: 500, inToronto: true, propertyType: 'residential', defaultRatePercent: 5 });
    const panel = await screen.findByRole('region', { name: 'Real monthly cost' });
    // 20 % down → $800,000 at 5 % over 25 years = 2 × $2,326.42 (FCAC example) = $4,652.84.
    expect(figure(panel, 'Mortgage payment')).toBe('$4,652.84');
    expect(figure(panel, 'Property tax')).toBe('$500.00');
    expect(figure(panel, 'Condo fees')).toBe('$500.00');
    expect(figure(panel, 'Total a month')).toBe('$5,652.84');
    expect(panel.querySelector('[aria-live]')?.textContent).toBe('About $5,653 a month');
    // Ontario 16,475 + Toronto 16,475.
    expect(figure(panel, 'Land transfer tax')).toBe('$32,950.00');
    expect(figure(panel, 'Cash needed')).toBe('$232,950.00');
    const link = within(panel).getByRole('link', { name: /mortgage calculator/ });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/mortgageloan');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ mode: 'purchase', price: '1000000', down: '200000', rate: '5', amort: '25' });
  });

  it('recomputes in place when the visitor edits the rate or the down payment', async () => {
    renderPanel({ price: 600_000, inToronto: false, propertyType: 'residential', defaultRatePercent: 5 });
    const panel = await screen.findByRole('region', { name: 'Real monthly cost' });
    expect(figure(panel, 'Property tax')).toBe('Not known');
    const down = within(panel).getByLabelText('Down payment');
    fireEvent.focus(down);
    fireEvent.change(down, { target: { value: '5' } });
    // 5 % of 600,000 is below the legal minimum (5 % of 500,000 + 10 % of 100,000 = 35,000).
    await waitFor(() => expect(figure(panel, /^Down payment/)).toBe('$35,000.00'));
    expect(within(panel).getByText('The down payment is raised to the legal minimum of $35,000.')).toBeTruthy();
    // Loan 565,000 at 94.17 % LTV → 4.00 % premium = 22,600, financed.
    expect(figure(panel, 'Mortgage payment')).toBe('$3,417.51');
    expect(figure(panel, 'Sales tax on the CMHC premium')).toBe('$1,808.00');

    const rate = within(panel).getByLabelText('Rate');
    fireEvent.focus(rate);
    fireEvent.change(rate, { target: { value: '0' } });
    // At 0 % the payment is the loan spread evenly: 587,600 ÷ 300.
    await waitFor(() => expect(figure(panel, 'Mortgage payment')).toBe('$1,958.67'));
  });

  it('says so instead of failing when the listing has no usable price', async () => {
    renderPanel({ price: 0, inToronto: true, propertyType: 'residential', defaultRatePercent: 5 });
    expect(await screen.findByText('The monthly cost cannot be estimated without a price.')).toBeTruthy();
  });
});

describe('formatMonthlyEstimate', () => {
  it('gives the card line for the default financing (20 % down, 25 years)', () => {
    expect(formatMonthlyEstimate({ price: 1_000_000, ratePercent: 5 })).toBe('Est. $4,653/mo');
    expect(formatMonthlyEstimate({ price: 1_000_000, ratePercent: 5, propertyTaxAnnual: 6_000, condoFeesMonthly: 500 })).toBe('Est. $5,653/mo');
  });

  it('gives null when there is nothing to estimate, and ignores unusable fees', () => {
    expect(formatMonthlyEstimate({ price: 0, ratePercent: 5 })).toBeNull();
    expect(formatMonthlyEstimate({ price: Number.NaN, ratePercent: 5 })).toBeNull();
    expect(formatMonthlyEstimate({ price: 1_000_000, ratePercent: 5, propertyTaxAnnual: -1, condoFeesMonthly: null })).toBe('Est. $4,653/mo');
  });
});
