// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TListingDetail, TListingRoom } from '#shared/schemas/listing.schema.ts';
import { DetailSections, KeyFacts } from './DetailSections.tsx';

const room = (overrides: Partial<TListingRoom>): TListingRoom => ({
  name: 'Room 1',
  level: null,
  length: null,
  width: null,
  size: null,
  features: [],
  ...overrides,
});

/** Only what the sections read; the rest of a detail does not matter here. */
const listingWith = (rooms: TListingRoom[]) =>
  ({ id: 1, listPrice: 900_000, transaction: 'Sale', description: '', extras: null, facts: {}, rooms }) as unknown as TListingDetail;

describe('DetailSections rooms', () => {
  afterEach(cleanup);

  it("shows the size the agent typed where the room's size belongs, with no column of empty features", () => {
    render(<DetailSections listing={listingWith([room({ name: 'Kitchen', size: '12 x 14 ft' }), room({ name: 'Den', length: '3', width: '2.8' })])} />);
    const table = within(screen.getByRole('region', { name: 'Rooms table' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Room', 'Dimensions']);
    expect(table.getByRole('row', { name: /Kitchen/ }).textContent).toBe('Kitchen12 x 14 ft');
    expect(table.getByRole('row', { name: /Den/ }).textContent).toBe('Den3 x 2.8');
  });

  it("keeps a feed room's features in their column", () => {
    render(<DetailSections listing={listingWith([room({ name: 'Living', length: '5', width: '4', features: ['Hardwood Floor'] })])} />);
    const table = within(screen.getByRole('region', { name: 'Rooms table' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Room', 'Dimensions', 'Features']);
    expect(table.getByRole('row', { name: /Living/ }).textContent).toBe('Living5 x 4Hardwood Floor');
  });
});

describe('KeyFacts while hydrating', () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the server's 'Last checked' when the browser hydrates a minute boundary later, without a hydration error", async () => {
    const listing = { ...listingWith([]), mlsNumber: 'W1', updatedAt: '2026-11-26T12:00:00.000Z' } as unknown as TListingDetail;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:59Z') });
    const html = renderToString(<KeyFacts listing={listing} />);
    expect(html).toContain('just now');
    vi.setSystemTime(new Date('2026-11-26T12:01:01Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <KeyFacts listing={listing} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('just now');
  });
});
