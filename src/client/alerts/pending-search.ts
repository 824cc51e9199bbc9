/**
 * A search saved before sign-in ("Save this search" asks for signing in at that moment): kept in
 * this browser (localStorage `pending-saved-search`, one search) and saved to the account as soon
 * as a session is seen, where the saved homes are merged (the public layout), with a confirmation.
 * Kept light: the public layout is in the entry bundle, so no schema here (type imports only); the server validates.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TSaveSearchInput } from '#shared/schemas/saved-search.schema.ts';
import { useTRPC, useTRPCClient } from '../trpc.ts';
import { useVisitorSession } from '../account/use-visitor-session.ts';
import { localStorageStore } from '../lib/local-storage-store.ts';

export const PENDING_SEARCH_STORAGE_KEY = 'pending-saved-search';

/** The stored search when it has the shape of one (name, frequency, criteria object); null otherwise. */
export function parsePendingSearch(raw: string | null): TSaveSearchInput | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TSaveSearchInput> | null;
    if (!value || typeof value !== 'object') return null;
    const { name, frequency, criteria } = value;
    if (typeof name !== 'string' || !name.trim()) return null;
    // The frequency's value is the server's to check (a refused one drops the search with a message).
    if (typeof frequency !== 'string' || !frequency) return null;
    if (!criteria || typeof criteria !== 'object' || !criteria.search || typeof criteria.search !== 'object') return null;
    return { name, frequency, criteria };
  } catch {
    return null;
  }
}

const store = localStorageStore(PENDING_SEARCH_STORAGE_KEY, parsePendingSearch);

export function readPendingSearch(): TSaveSearchInput | null {
  return store.read();
}

/** Unavailable storage keeps nothing: the visitor saves the search again once signed in. */
export function writePendingSearch(search: TSaveSearchInput | null): void {
  store.write(search ? JSON.stringify(search) : null);
}

/** The search waiting for sign-in (null on the server and while hydrating, so the first render matches). */
export function usePendingSearch(): TSaveSearchInput | null {
  return useSyncExternalStore(store.subscribe, readPendingSearch, () => null);
}

/**
 * Mounted once in the public layout: when a session is seen and a search waits in this browser,
 * it is saved to the account, then cleared, and the visitor is told (save-pending-search.ts).
 */
export function useSavePendingSearch(): void {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const session = useVisitorSession();
  const pending = usePendingSearch();
  const attempted = useRef<string | null>(null);

  useEffect(() => {
    if (!session.isSignedIn || !pending) return;
    const key = JSON.stringify(pending);
    // One attempt per stored search: a failure is not retried in a loop.
    if (attempted.current === key) return;
    attempted.current = key;
    // The saving code is its own chunk: most visitors never have a search waiting.
    void import('./save-pending-search.ts').then(({ savePendingSearch }) =>
      savePendingSearch(pending, { trpcClient, queryClient, listKey: trpc.alerts.list.queryKey(), forget: () => writePendingSearch(null) }),
    );
  }, [session.isSignedIn, pending, trpcClient, queryClient, trpc]);
}
