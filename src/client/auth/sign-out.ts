/**
 * Ends the admin session: revokes it on the server when possible (best effort, bounded wait so a
 * dead network never blocks signing out), then forgets the tokens and every cached answer.
 */
import type { DataLayer } from '../trpc.ts';
import { clearStoredAuth, readStoredAuth } from './auth-storage.ts';

const LOGOUT_TIMEOUT_MS = 3000;

export async function signOut({ trpcClient, queryClient }: Pick<DataLayer, 'trpcClient' | 'queryClient'>): Promise<void> {
  if (readStoredAuth()) {
    try {
      await trpcClient.auth.logout.mutate(undefined, { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
    } catch {
      // The session may already be gone on the server; signing out locally is what matters.
    }
  }
  clearStoredAuth();
  queryClient.clear();
}
