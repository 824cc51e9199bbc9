/**
 * Who is signed in as a visitor (the `visitor_session` cookie is HttpOnly: only the server knows).
 * One cached `account.session` query serves the header, the Save button and the account pages;
 * signing in or out invalidates the account queries.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../trpc.ts';

export function useVisitorSession() {
  const trpc = useTRPC();
  const session = useQuery(trpc.account.session.queryOptions(undefined, { staleTime: 5 * 60_000 }));
  const data = session.data;
  return {
    isPending: session.isPending,
    isSignedIn: data?.signedIn === true,
    name: data?.signedIn ? data.name : null,
    needsTermsAcceptance: data?.signedIn ? data.needsTermsAcceptance : false,
  };
}

/** After sign-in, sign-out, a consent change or deletion: every account answer, and whether VOW data may show, is read again. */
export function useRefreshAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.account.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.listings.vowAccess.queryKey() }),
    ]);
}
