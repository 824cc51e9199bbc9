/**
 * Whether this visitor may see VOW data (sold prices, history): asked of the server once per page
 * load (listings.vowAccess), never decided in the browser. While the answer is pending, or when it
 * fails, the visitor is treated as not entitled: the invitation shows and no VOW request is made.
 * When visitor accounts land, their session query may answer this instead: swap it here.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc.ts';

/** Where the invitation sends a visitor to sign in (the visitor accounts' page). */
export const SIGN_IN_PATH = '/sign-in';

export function useVowAccess(): boolean {
  const trpc = useTRPC();
  const access = useQuery({ ...trpc.listings.vowAccess.queryOptions(), staleTime: 60_000 });
  return access.data?.entitled === true;
}
