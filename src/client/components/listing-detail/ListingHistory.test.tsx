// @vitest-environment jsdom
/**
 * The detail page's history section against an in-process tRPC server: the invitation (and no
 * history request) for a visitor the server does not entitle, the timeline for one it does. The
 * signed-in browser flow needs visitor accounts; this covers the rendering until they land.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { initTRPC, TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TListingHistory } from '#shared/schemas/vow-listing.schema.ts';
import { inProcessDataLayer } from '../../testing/in-process-trpc.tsx';
import { HistoryTimeline, ListingHistorySection, VOW_INVITATION } from './ListingHistory.tsx';

const HISTORY: TListingHistory = {
  propertyId: 7,
  listingKey: 'W2000002',
  listedAt: '2025-05-01T12:00:00.000Z',
  marketStatus: 'sold',
  closePrice: 1_050_000,
  closeDate: '2025-06-15',
  daysOnMarket: 31,
  cumulativeDaysOnMarket: 75,
  previousListings: [{ listingKey: 'W1000001', listedAt: '2025-01-10T12:00:00.000Z', lastPrice: 1_150_000, status: 'expired', daysOnMarket: 44 }],
  events: [
    {
      kind: 'listed',
      occurredAt: '2025-01-10T12:00:00.000Z',
      listingKey: 'W1000001',
      fromPrice: null,
      toPrice: 1_199_000,
      fromStatus: null,
      toStatus: 'active',
    },
    {
      kind: 'relisted',
      occurredAt: '2025-05-01T12:00:00.000Z',
      listingKey: 'W2000002',
      fromPrice: 1_150_000,
      toPrice: 1_099_000,
      fromStatus: 'expired',
      toStatus: 'active',
    },
    {
      kind: 'price_changed',
      occurredAt: '2025-05-20T12:00:00.000Z',
      listingKey: 'W2000002',
      fromPrice: 1_099_000,
      toPrice: 1_049_000,
      fromStatus: null,
      toStatus: null,
    },
    {
      kind: 'status_changed',
      occurredAt: '2025-06-01T12:00:00.000Z',
      listingKey: 'W2000002',
      fromStatus: 'active',
      toStatus: 'sold',
      fromPrice: null,
      toPrice: null,
    },
  ],
};

function renderSection(isEntitled: boolean) {
  const calls: string[] = [];
  const t = initTRPC.create();
  const router = t.router({
    listings: t.router({
      vowAccess: t.procedure.query(() => {
        calls.push('vowAccess');
        return { entitled: isEntitled };
      }),
      history: t.procedure.input(z.object({ propertyId: z.number() })).query(() => {
        calls.push('history');
        if (!isEntitled) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to see sold prices and history.' });
        return HISTORY;
      }),
    }),
  });
  const { queryClient, wrap } = inProcessDataLayer(router);
  render(wrap(<ListingHistorySection propertyId={7} askingPrice={1_049_000} transaction="Sale" />));
  return { calls, queryClient };
}

describe('the detail page history (VOW)', () => {
  afterEach(cleanup);

  it('invites a visitor who is not entitled to sign in, and never asks for the history', async () => {
    const { calls, queryClient } = renderSection(false);
    const invitation = await screen.findByText(`${VOW_INVITATION}.`);
    expect(invitation).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account');
    await queryClient.refetchQueries();
    expect(calls).toContain('vowAccess');
    expect(calls).not.toContain('history');
    expect(screen.queryByRole('list', { name: /Listing history/ })).toBeNull();
  });

  it('shows an entitled visitor the timeline of the home, newest first', async () => {
    const { calls } = renderSection(true);
    const events = await screen.findByRole('list', { name: 'Listing history, newest first' });
    expect(calls).toContain('history');
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.listing-history__what')?.textContent),
    ).toEqual(['Active → Sold', 'Price reduced from $1,099,000 to $1,049,000', 'Re-listed at $1,099,000', 'Listed at $1,199,000']);
    expect(screen.getByText('Sold $1,050,000 on Jun 15, 2025 (asked $1,049,000, 31 days)')).toBeTruthy();
    expect(screen.getByText('Re-listed, was $1,150,000, 75 days on market in all')).toBeTruthy();
    expect(screen.getByText(/MLS® W1000001: Expired, \$1,150,000, 44 days on market/)).toBeTruthy();
    expect(screen.queryByText(`${VOW_INVITATION}.`)).toBeNull();
  });

  it('says so when nothing changed since the listing', () => {
    render(<HistoryTimeline history={{ ...HISTORY, marketStatus: 'active', previousListings: [], events: [] }} askingPrice={900_000} transaction="Sale" />);
    expect(screen.getByText('No changes recorded since it was listed.')).toBeTruthy();
    expect(screen.getByText('31 days on market')).toBeTruthy();
  });
});
