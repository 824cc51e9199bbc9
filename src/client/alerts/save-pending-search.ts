/**
 * Saves the search kept before sign-in (pending-search.ts) and tells the visitor. Loaded only when
 * a signed-in visitor has one waiting, so the public entry bundle carries none of it.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TSaveSearchInput } from '#shared/schemas/saved-search.schema.ts';
import { showToast } from '../components/toast/toast-store.ts';
import type { useTRPCClient } from '../trpc.ts';

interface SaveDeps {
  trpcClient: ReturnType<typeof useTRPCClient>;
  queryClient: QueryClient;
  listKey: QueryKey;
  /** Forgets the kept search (pending-search.ts). */
  forget: () => void;
}

/** A search the server refuses as invalid (400) is dropped with a message; any other failure keeps it for the next page. */
export async function savePendingSearch(pending: TSaveSearchInput, { trpcClient, queryClient, listKey, forget }: SaveDeps): Promise<void> {
  try {
    await trpcClient.alerts.save.mutate(pending);
  } catch (error) {
    // A tRPC error carries its HTTP status (read by shape: TRPCClientError's class stays out of this chunk).
    if ((error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus !== 400) return;
    forget();
    showToast({ title: 'Search not saved', message: `“${pending.name}” could not be saved. Please save it again from the search page.`, variant: 'error' });
    return;
  }
  forget();
  showToast({ title: 'Search saved', message: `“${pending.name}” is saved. Manage your searches on your account page.`, variant: 'success' });
  await queryClient.invalidateQueries({ queryKey: listKey });
}
