// @vitest-environment jsdom
/**
 * "Save this search" against an in-process tRPC server: the dialog's offered name and default
 * frequency, saving for a signed-in visitor, keeping the search in this browser (and asking to
 * sign in) for anyone else, and the public layout's hook saving that kept search once a session
 * is seen.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initTRPC } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { searchUrlToCriteria } from '#shared/schemas/search-url.schema.ts';
import { ZSaveSearch, type TSaveSearchInput } from '#shared/schemas/saved-search.schema.ts';
import { inProcessDataLayer } from '../testing/in-process-trpc.tsx';
import { PENDING_SEARCH_STORAGE_KEY, readPendingSearch, useSavePendingSearch, writePendingSearch } from './pending-search.ts';
import SaveSearchDialog from './SaveSearchDialog.tsx';

function inProcessApi(signedInAtFirst: boolean) {
  const saved: z.output<typeof ZSaveSearch>[] = [];
  /** Whether the visitor was signed in when each save reached the server. */
  const signedInAtSave: boolean[] = [];
  let signedIn = signedInAtFirst;
  const t = initTRPC.create();
  const router = t.router({
    account: t.router({
      session: t.procedure.query(() => (signedIn ? { signedIn: true as const, name: 'Jordan', needsTermsAcceptance: false } : { signedIn: false as const })),
    }),
    settings: t.router({ public: t.procedure.query(() => ({ agent_name: 'Jane Agent' })) }),
    alerts: t.router({
      list: t.procedure.query(() => []),
      save: t.procedure.input(ZSaveSearch).mutation(({ input }) => {
        saved.push(input);
        signedInAtSave.push(signedIn);
        return { id: saved.length };
      }),
    }),
  });
  const { queryClient, wrap } = inProcessDataLayer(router);
  return { saved, signedInAtSave, wrap, queryClient, signIn: () => (signedIn = true) };
}

const CONDOS = { search: searchUrlToCriteria({ buildingType: 'condo', maxPrice: 900_000 }, 'residential'), buildingKey: null };

function PendingSaver() {
  useSavePendingSearch();
  return null;
}

describe('Save this search', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('offers a name from the criteria and a daily digest, and saves for a signed-in visitor', async () => {
    const api = inProcessApi(true);
    let closed = false;
    render(api.wrap(<SaveSearchDialog criteria={CONDOS} onClose={() => (closed = true)} />));
    const name = screen.getByLabelText(/Name of the search/) as HTMLInputElement;
    expect(name.value).toBe('Condos in Toronto under $900K');
    expect((screen.getByLabelText('Daily digest') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save search' })).toBeTruthy());
    expect(screen.getByText(/receive listing alerts from Jane Agent\. You will receive e-mails about listings that match/)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Downtown condos' } });
    fireEvent.click(screen.getByLabelText('Weekly digest'));
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(api.saved).toHaveLength(1);
    expect(api.saved[0]).toMatchObject({
      name: 'Downtown condos',
      frequency: 'weekly',
      criteria: { classes: ['condo'], maxPrice: 900_000, buildingKey: null },
    });
    expect(window.localStorage.getItem(PENDING_SEARCH_STORAGE_KEY)).toBeNull();
  });

  it('keeps the search in this browser and asks a visitor who is not signed in to sign in', async () => {
    const api = inProcessApi(false);
    render(api.wrap(<SaveSearchDialog criteria={CONDOS} onClose={() => undefined} />));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save and sign in' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    expect(screen.getByText(/We keep “Condos in Toronto under \$900K” on this device/)).toBeTruthy();
    expect(screen.getByLabelText(/E-mail/)).toBeTruthy();
    expect(api.saved).toEqual([]);
    expect(readPendingSearch()).toEqual({ name: 'Condos in Toronto under $900K', frequency: 'daily', criteria: CONDOS } satisfies TSaveSearchInput);
  });

  it('lets a name the visitor has not edited follow the search while the dialog is open, and keeps an edited one', async () => {
    const api = inProcessApi(true);
    const withArea = { ...CONDOS, search: { ...CONDOS.search, bbox: { north: 43.7, south: 43.6, east: -79.3, west: -79.5 } } };
    const view = render(api.wrap(<SaveSearchDialog criteria={CONDOS} onClose={() => undefined} />));
    const name = () => (screen.getByLabelText(/Name of the search/) as HTMLInputElement).value;
    expect(name()).toBe('Condos in Toronto under $900K');
    view.rerender(api.wrap(<SaveSearchDialog criteria={withArea} onClose={() => undefined} />));
    expect(name()).toBe('Condos in Toronto under $900K, map area');

    fireEvent.change(screen.getByLabelText(/Name of the search/), { target: { value: 'My condos' } });
    view.rerender(api.wrap(<SaveSearchDialog criteria={CONDOS} onClose={() => undefined} />));
    expect(name()).toBe('My condos');
  });

  it('refuses an empty name before asking the server', async () => {
    const api = inProcessApi(true);
    render(api.wrap(<SaveSearchDialog criteria={CONDOS} onClose={() => undefined} />));
    fireEvent.change(screen.getByLabelText(/Name of the search/), { target: { value: '  ' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save search' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Give the search a name.')).toBeTruthy();
    expect(api.saved).toEqual([]);
  });

  it('saves the kept search once a session is seen, then forgets it', async () => {
    act(() => writePendingSearch({ name: 'Condos under $900K', frequency: 'instant', criteria: CONDOS }));
    const api = inProcessApi(true);
    render(api.wrap(<PendingSaver />));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({ name: 'Condos under $900K', frequency: 'instant' });
    await waitFor(() => expect(window.localStorage.getItem(PENDING_SEARCH_STORAGE_KEY)).toBeNull());
  });

  it('leaves the kept search alone while nobody is signed in, and saves it once someone signs in', async () => {
    act(() => writePendingSearch({ name: 'Condos under $900K', frequency: 'daily', criteria: CONDOS }));
    const api = inProcessApi(false);
    render(api.wrap(<PendingSaver />));
    await act(() => api.queryClient.refetchQueries());
    expect(readPendingSearch()?.name).toBe('Condos under $900K');
    api.signIn();
    await act(() => api.queryClient.refetchQueries());
    await waitFor(() => expect(api.saved).toHaveLength(1));
    // One save, made after the sign-in: a save while signed out would have reached the server signed out.
    expect(api.signedInAtSave).toEqual([true]);
    await waitFor(() => expect(readPendingSearch()).toBeNull());
  });
});
