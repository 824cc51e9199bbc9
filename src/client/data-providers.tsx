/**
 * What every tree of the app needs above it to ask for data: the query cache, the tRPC client and
 * the site settings read once for the whole tree. The router wraps every page in it, and component
 * tests their trees.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteSettingsProvider } from './hooks/use-site-settings.ts';
import { TRPCProvider, type DataLayer } from './trpc.ts';

export function DataProviders({ dataLayer, children }: { dataLayer: Pick<DataLayer, 'queryClient' | 'trpcClient'>; children: ReactNode }) {
  return (
    <QueryClientProvider client={dataLayer.queryClient}>
      <TRPCProvider trpcClient={dataLayer.trpcClient} queryClient={dataLayer.queryClient}>
        <SiteSettingsProvider>{children}</SiteSettingsProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
