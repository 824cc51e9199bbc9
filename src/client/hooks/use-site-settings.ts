/**
 * The public site settings (agent name, contact details, social links, images) used by the shell
 * on every page. One query options factory so loaders can prefetch exactly what components read.
 * The server writes them into the page it serves (shared/shell-data.ts): `seedSiteSettings` puts
 * them in the cache before the first render, so the header and Home's welcome text are right at
 * once instead of changing (and shifting) when a request answers.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { TPublicSiteSettings } from '#shared/schemas/site-settings.schema.ts';
import { SITE_SETTINGS_SCRIPT_ID } from '#shared/shell-data.ts';
import { useTRPC, type AppTrpc, type DataLayer } from '../trpc.ts';

// Settings change rarely (an admin edit); no need to refetch them on every navigation.
const SITE_SETTINGS_STALE_MS = 5 * 60_000;

export function siteSettingsQueryOptions(trpc: AppTrpc) {
  return trpc.settings.public.queryOptions(undefined, { staleTime: SITE_SETTINGS_STALE_MS });
}

/** Marks a tree without SiteSettingsProvider, where a settings value would silently stay undefined. */
const NO_PROVIDER = Symbol('no SiteSettingsProvider');
const SiteSettingsContext = createContext<TPublicSiteSettings | undefined | typeof NO_PROVIDER>(NO_PROVIDER);

/**
 * One settings query for the whole tree (the app's data providers hold it): every card of a
 * results page asks for the default mortgage rate, and a query observer per card was 6 % of a
 * server-rendered results page's CPU (and the same again when a phone hydrates it).
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const settings = useQuery(siteSettingsQueryOptions(useTRPC())).data;
  return createElement(SiteSettingsContext.Provider, { value: settings }, children);
}

/** The settings once loaded; undefined while loading or when the call failed (the shell degrades). */
export function useSiteSettings(): TPublicSiteSettings | undefined {
  const settings = useContext(SiteSettingsContext);
  if (settings === NO_PROVIDER) throw new Error('useSiteSettings needs a SiteSettingsProvider above it (DataProviders).');
  return settings;
}

/** Caches the settings the served page carries; without them (dev server, a bad value) the query asks the server. */
export function seedSiteSettings({ queryClient, trpc }: Pick<DataLayer, 'queryClient' | 'trpc'>, doc: Document = document): void {
  const text = doc.getElementById(SITE_SETTINGS_SCRIPT_ID)?.textContent;
  if (!text) return;
  try {
    queryClient.setQueryData(trpc.settings.public.queryKey(), JSON.parse(text) as TPublicSiteSettings);
  } catch {
    // A page that carries no readable settings loads them like any other data.
  }
}
