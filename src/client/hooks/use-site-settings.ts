/**
 * The public site settings (agent name, contact details, social links, images) used by the shell
 * on every page. One query options factory so loaders can prefetch exactly what components read.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type AppTrpc } from '../trpc.ts';

// Settings change rarely (an admin edit); no need to refetch them on every navigation.
const SITE_SETTINGS_STALE_MS = 5 * 60_000;

export function siteSettingsQueryOptions(trpc: AppTrpc) {
  return trpc.settings.public.queryOptions(undefined, { staleTime: SITE_SETTINGS_STALE_MS });
}

/** The settings once loaded; undefined while loading or when the call failed (the shell degrades). */
export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions(useTRPC())).data;
}
