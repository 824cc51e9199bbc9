/**
 * Whether this visitor may see VOW data (sold prices, history): asked of the server once per page
 * load (listings.vowAccess), never decided in the browser. While the answer is pending, or when it
 * fails, the visitor is treated as not entitled: the invitation shows and no VOW request is made.
 * Signing in or out, and consent changes, invalidate it (account/use-visitor-session.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc.ts';

/** Where the invitation sends a visitor to sign in: the account page, which is the sign-in entry for an anonymous visitor. */
export const SIGN_IN_PATH = '/account';

export function useVowAccess(): boolean {
  const trpc = useTRPC();
  const access = useQuery({ ...trpc.listings.vowAccess.queryOptions(), staleTime: 60_000 });
  return access.data?.entitled === true;
}
