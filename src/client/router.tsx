/**
 * The application router: code-based TanStack Router (no file-based generation). The route tables
 * live in routes/public.routes.ts and routes/admin.routes.ts; this file assembles the tree and sets
 * router-wide behaviour (preloading, scroll, pending/error/not-found screens, providers).
 */
import { defaultShouldDehydrateQuery, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorPage } from './components/ErrorPage.tsx';
import { PendingPage } from './components/PendingPage.tsx';
import { RedirectUnknown } from './components/RedirectUnknown.tsx';
import { adminRouteTrees } from './routes/admin.routes.ts';
import { CALCULATOR_PATHS, publicRouteTree } from './routes/public.routes.ts';
import { rootRoute, unknownPathRoute } from './routes/root.route.tsx';
import type { DataLayer } from './trpc.ts';
import { DataProviders } from './data-providers.tsx';
import { liveWhenCommitted } from './ssr/app-live.tsx';

export const routeTree = rootRoute.addChildren([publicRouteTree, ...adminRouteTrees, unknownPathRoute]);

const calculatorPaths = new Set(CALCULATOR_PATHS);

export interface AppRouterOptions {
  history?: RouterHistory;
  /** Server rendering: the request's CSP nonce for the inline scripts the render writes. */
  nonce?: string;
}

export function createAppRouter(dataLayer: DataLayer, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: dataLayer,
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
    // A server-rendered page hands the queries its loaders ran to the browser's cache (with the
    // router's own state), so hydration renders from the same data and asks the server nothing.
    // Failed queries go too: a listing that is gone renders its "no longer available" page in
    // both places. As JSON text: the data then arrives exactly as it would over HTTP (the server's
    // in-process tRPC link hands over objects that JSON would have turned into strings).
    // (src/client/entry-server.tsx, main.tsx)
    dehydrate: () => ({
      queries: JSON.stringify(
        dehydrate(dataLayer.queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error' }),
      ),
    }),
    hydrate: (dehydrated: { queries: string }) => hydrate(dataLayer.queryClient, JSON.parse(dehydrated.queries) as DehydratedState),
    defaultPreload: 'intent',
    // TanStack Query owns data freshness; the router must not serve its own cached loader results.
    defaultPreloadStaleTime: 0,
    // Restore scroll on back/forward, except on calculators, which always open at the top.
    scrollRestoration: ({ location }) => !calculatorPaths.has(location.pathname),
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: liveWhenCommitted(ErrorPage),
    defaultNotFoundComponent: RedirectUnknown,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per router (one per app, one per server render), never during a render, so the providers keep one component identity.
    Wrap: ({ children }: { children: ReactNode }) => <DataProviders dataLayer={dataLayer}>{children}</DataProviders>,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
