/**
 * A signed-in visitor's listing views, for the agent's Visitors screen: one call per detail page
 * opened (the server counts per listing and day). Nothing is sent for anonymous visitors.
 */
import { useEffect } from 'react';
import { useTRPCClient } from '../trpc.ts';
import { useVisitorSession } from './use-visitor-session.ts';

export function useRecordListingView(listingId: number): void {
  const trpcClient = useTRPCClient();
  const { isSignedIn } = useVisitorSession();
  useEffect(() => {
    if (isSignedIn) void trpcClient.account.recordView.mutate({ listingId }).catch(() => undefined);
  }, [isSignedIn, listingId, trpcClient]);
}
