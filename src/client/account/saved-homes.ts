/**
 * Saved homes ("Save" on a listing). Before sign-in they are kept in this browser (localStorage
 * `saved-homes`, listing ids); signed in, they live on the server (account.favourites), and the
 * browser's list is merged into the account and cleared as soon as a session is seen.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { localStorageStore, parseStoredList, writeStoredList } from '../lib/local-storage-store.ts';
import { useTRPC, useTRPCClient } from '../trpc.ts';
import { useVisitorSession } from './use-visitor-session.ts';

export const SAVED_HOMES_STORAGE_KEY = 'saved-homes';
const EMPTY: readonly number[] = [];
/** The server refuses larger merges (ZMergeFavourites); a browser list this long is cut to its newest. */
const MAX_KEPT = 200;

export function parseSavedHomes(raw: string | null): number[] {
  return parseStoredList(raw, (id) => (typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null)).slice(-MAX_KEPT);
}

const store = localStorageStore<readonly number[]>(SAVED_HOMES_STORAGE_KEY, parseSavedHomes);

export function readBrowserSavedHomes(): readonly number[] {
  return store.read();
}

function writeBrowserSavedHomes(ids: readonly number[]): void {
  writeStoredList(store, ids.slice(-MAX_KEPT));
}

/** Save / unsave for everyone: the account's list when signed in, this browser's otherwise. */
export function useSavedHomes() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useVisitorSession();
  const browserIds = useSyncExternalStore(store.subscribe, readBrowserSavedHomes, () => EMPTY);
  const favourites = useQuery({ ...trpc.account.favourites.queryOptions(), enabled: session.isSignedIn });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.account.favourites.queryKey() });
  const save = useMutation(trpc.account.saveListing.mutationOptions({ onSettled: refresh }));
  const unsave = useMutation(trpc.account.unsaveListing.mutationOptions({ onSettled: refresh }));

  const accountIds = favourites.data?.map((home) => home.listingId) ?? EMPTY;
  const has = (listingId: number) => (session.isSignedIn ? accountIds.includes(listingId) : browserIds.includes(listingId));
  return {
    isSignedIn: session.isSignedIn,
    has,
    save: (listingId: number) => {
      if (session.isSignedIn) save.mutate({ listingId });
      else if (!browserIds.includes(listingId)) writeBrowserSavedHomes([...browserIds, listingId]);
    },
    unsave: (listingId: number) => {
      if (session.isSignedIn) unsave.mutate({ listingId });
      else writeBrowserSavedHomes(browserIds.filter((id) => id !== listingId));
    },
  };
}

/**
 * Mounted once in the public layout: when a session is seen and this browser holds saves from
 * before sign-in, they are merged into the account and then cleared (only after the server took them).
 */
export function useMergeBrowserSavedHomes(): void {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const session = useVisitorSession();
  const browserIds = useSyncExternalStore(store.subscribe, readBrowserSavedHomes, () => EMPTY);
  // One attempt per list: a refused merge is not retried in a loop (the list stays for the next visit).
  const attempted = useRef<string | null>(null);

  useEffect(() => {
    const key = browserIds.join(',');
    if (!session.isSignedIn || browserIds.length === 0 || attempted.current === key) return;
    attempted.current = key;
    const ids = [...browserIds];
    void trpcClient.account.mergeFavourites.mutate({ listingIds: ids }).then(
      () => {
        writeBrowserSavedHomes(readBrowserSavedHomes().filter((id) => !ids.includes(id)));
        void queryClient.invalidateQueries({ queryKey: trpc.account.favourites.queryKey() });
      },
      () => undefined,
    );
  }, [session.isSignedIn, browserIds, trpcClient, queryClient, trpc]);
}
