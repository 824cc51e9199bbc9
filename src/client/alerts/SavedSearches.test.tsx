// @vitest-environment jsdom
/**
 * The account page's saved searches against an in-process tRPC server: a frequency saved as soon
 * as it changes (and shown as saved again when the server refuses it), delete only after asking,
 * "Stop all alerts" only while a search e-mails, and the empty state pointing to the search.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initTRPC, TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ZSavedSearchId, ZUpdateSavedSearch, type TSavedSearch } from '#shared/schemas/saved-search.schema.ts';
import { DEFAULT_LISTING_SEARCH } from '#shared/schemas/listing-search.schema.ts';
import { inProcessDataLayer } from '../testing/in-process-trpc.tsx';
import { SavedSearches } from './SavedSearches.tsx';

const CONDOS: TSavedSearch = {
  id: 7,
  name: 'Condos in Toronto',
  criteria: { ...(({ sort: _sort, ...rest }) => rest)(DEFAULT_LISTING_SEARCH), classes: ['condo'], keyword: 'Toronto', buildingKey: null },
  frequency: 'daily',
  summary: 'Condos, “Toronto”',
  searchUrl: '/search?keyword=Toronto&buildingType=condo',
  createdAt: '2026-11-20T12:00:00.000Z',
  lastAlertAt: null,
  createdByAgent: false,
  copyAgent: false,
};

function renderList(initial: TSavedSearch[], options: { refuseUpdates?: boolean } = {}) {
  let searches = initial.map((search) => ({ ...search }));
  const calls: string[] = [];
  const t = initTRPC.create();
  const router = t.router({
    alerts: t.router({
      list: t.procedure.query(() => searches),
      update: t.procedure.input(ZUpdateSavedSearch).mutation(({ input }) => {
        calls.push(`update ${input.id} ${input.frequency ?? ''}${input.name ?? ''}`);
        if (options.refuseUpdates) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'down' });
        searches = searches.map((search) => (search.id === input.id ? { ...search, ...(input.frequency ? { frequency: input.frequency } : {}) } : search));
        return { ok: true as const };
      }),
      remove: t.procedure.input(ZSavedSearchId).mutation(({ input }) => {
        calls.push(`remove ${input.id}`);
        searches = searches.filter((search) => search.id !== input.id);
        return { ok: true as const };
      }),
      stopAll: t.procedure.mutation(() => {
        calls.push('stopAll');
        searches = searches.map((search) => ({ ...search, frequency: 'none' as const }));
        return { ok: true as const };
      }),
    }),
  });
  const { wrap } = inProcessDataLayer(router);
  const appRouter = createRouter({
    routeTree: createRootRoute({ component: SavedSearches }),
    history: createMemoryHistory({ initialEntries: ['/account'] }),
  });
  render(wrap(<RouterProvider router={appRouter} />));
  return calls;
}

// jsdom's accessible names drop the space before visually hidden text ("DeleteLofts"); browsers keep it.
const DELETE_LOFTS = /^Delete\s?Lofts$/;

describe('the saved searches of the account page', () => {
  afterEach(cleanup);

  it('saves a new frequency as soon as it is chosen', async () => {
    const calls = renderList([CONDOS]);
    const select = (await screen.findByLabelText(/E-mail me/)) as HTMLSelectElement;
    expect(select.value).toBe('daily');
    expect(screen.getByRole('link', { name: /See the listings/ }).getAttribute('href')).toBe(CONDOS.searchUrl);
    fireEvent.change(select, { target: { value: 'weekly' } });
    await waitFor(() => expect(calls).toEqual(['update 7 weekly']));
    expect(select.value).toBe('weekly');
  });

  it('shows the saved frequency again when the server refuses the change', async () => {
    const calls = renderList([CONDOS], { refuseUpdates: true });
    const select = (await screen.findByLabelText(/E-mail me/)) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'instant' } });
    expect(select.value).toBe('instant');
    await waitFor(() => expect(calls).toEqual(['update 7 instant']));
    await waitFor(() => expect(select.value).toBe('daily'));
  });

  it('deletes only after asking, and stops all alerts', async () => {
    const calls = renderList([CONDOS, { ...CONDOS, id: 8, name: 'Lofts', frequency: 'none' }]);
    fireEvent.click(await screen.findByRole('button', { name: DELETE_LOFTS }));
    const question = await screen.findByRole('dialog', { name: 'Delete “Lofts”?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: DELETE_LOFTS }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete “Lofts”?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lofts' })).toBeNull());
    expect(calls).toEqual(['remove 8']);

    fireEvent.click(screen.getByRole('button', { name: 'Stop all alerts' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Stop all listing alerts?' })).getByRole('button', { name: 'Stop all alerts' }));
    await waitFor(() => expect((screen.getByLabelText(/E-mail me/) as HTMLSelectElement).value).toBe('none'));
    expect(calls).toEqual(['remove 8', 'stopAll']);
    expect((screen.getByRole('button', { name: 'Stop all alerts' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('points to the search when there is none yet', async () => {
    renderList([]);
    expect(await screen.findByText(/No saved searches yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'search for homes' }).getAttribute('href')).toBe('/search');
  });
});
