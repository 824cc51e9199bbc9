// @vitest-environment jsdom
/**
 * The search page's Sold / Leased choice through the assembled client, against an in-process tRPC
 * server: absent (and the public search asked) for a visitor the server does not entitle, even
 * with a sold URL; present for one it does, asking for closed listings and showing their close.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { initTRPC } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TListingSummary } from '#shared/schemas/listing.schema.ts';
import { createAppRouter } from '../../router.tsx';
import { createDataLayer } from '../../trpc.ts';
import { inProcessFetch, TEST_SITE_SETTINGS, TEST_TRPC_URL } from '../../testing/in-process-trpc.tsx';

const LISTING: TListingSummary = {
  id: 41,
  listingClass: 'residential',
  mlsNumber: 'W4100041',
  address: '41 Elm Street',
  unit: null,
  municipality: 'Toronto',
  district: 'Toronto W01',
  area: 'Toronto',
  community: 'Roncesvalles',
  postalCode: 'M6R 1A1',
  listPrice: 999_000,
  beds: 3,
  bedsPlus: null,
  baths: 2,
  parkingSpaces: 1,
  description: 'A family home.',
  photoUrl: null,
  photos: [],
  latitude: 43.65,
  longitude: -79.45,
  isGeoApproximate: false,
  createdAt: '2025-05-01T00:00:00.000Z',
  updatedAt: '2025-06-15T00:00:00.000Z',
  listedAt: '2025-05-01T00:00:00.000Z',
  propertySubType: 'Detached',
  transaction: 'Sale',
  brokerage: 'Example Realty',
  origin: 'feed',
  isFeatured: false,
  isOwnListing: false,
  agentStatus: null,
  facts: {},
};

function renderSearch(path: string, isEntitled: boolean) {
  const calls: { name: string; input: unknown }[] = [];
  const t = initTRPC.create();
  const page = (data: unknown[]) => ({ data, nextCursor: null, total: data.length });
  const router = t.router({
    settings: t.router({ public: t.procedure.query(() => TEST_SITE_SETTINGS) }),
    listings: t.router({
      vowAccess: t.procedure.query(() => ({ entitled: isEntitled })),
      search: t.procedure.input(z.unknown()).query(({ input }) => {
        calls.push({ name: 'search', input });
        return page([LISTING]);
      }),
      closedSearch: t.procedure.input(z.unknown()).query(({ input }) => {
        calls.push({ name: 'closedSearch', input });
        return page([{ ...LISTING, marketStatus: 'sold', closePrice: 1_050_000, closeDate: '2025-06-15', daysOnMarket: 12 }]);
      }),
    }),
  });
  const appRouter = createAppRouter(createDataLayer({ url: TEST_TRPC_URL, fetch: inProcessFetch(router) }), {
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={appRouter} />);
  return { calls, appRouter };
}

const PAGE_TIMEOUT_MS = 10_000;

describe('the Sold / Leased choice on the search page', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(cleanup);

  it('is absent for a visitor the server does not entitle, who gets the public search even from a sold URL', async () => {
    const { calls } = renderSearch('/search?market=sold&closedWithin=30', false);
    expect(await screen.findByText('41 Elm Street', {}, { timeout: PAGE_TIMEOUT_MS })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Market' })).toBeNull();
    expect(calls.map((call) => call.name)).toEqual(['search']);
    expect(screen.getByText('$999,000')).toBeTruthy();
  });

  it('is offered to an entitled visitor: sold listings closed in the range, with their close on the cards', async () => {
    const { calls, appRouter } = renderSearch('/search?market=sold&closedWithin=30', true);
    expect(await screen.findByText('Sold $1,050,000 on Jun 15, 2025 (asked $999,000, 12 days)', {}, { timeout: PAGE_TIMEOUT_MS })).toBeTruthy();
    const market = screen.getByRole('group', { name: 'Market' });
    expect((screen.getByRole('radio', { name: 'Sold' }) as HTMLInputElement).checked).toBe(true);
    expect(market).toBeTruthy();
    const closedCall = calls.find((call) => call.name === 'closedSearch')!.input as { closed: { market: string; closedFrom: string; closedTo: string } };
    expect(closedCall.closed.market).toBe('sold');
    expect((Date.parse(closedCall.closed.closedTo) - Date.parse(closedCall.closed.closedFrom)) / 86_400_000).toBe(30);

    fireEvent.click(screen.getByRole('radio', { name: 'Leased' }));
    await waitFor(() => expect(appRouter.state.location.search).toMatchObject({ market: 'leased', closedWithin: 30 }));
    fireEvent.click(screen.getByRole('radio', { name: 'For sale or rent now' }));
    await waitFor(() => expect(appRouter.state.location.search).not.toHaveProperty('market'));
    await waitFor(() => expect(calls.map((call) => call.name)).toContain('search'));
  });
});
