/**
 * The root of the route tree: router context (data layer), document head, the loading bar, and
 * the redirect of unknown paths. Layouts (public, admin) are children declared in their own files.
 */
import { createRootRouteWithContext, createRoute, Outlet, redirect, Scripts } from '@tanstack/react-router';
import { unknownPathRedirect } from '../auth/admin-guard.ts';
import { readStoredAuth } from '../auth/auth-storage.ts';
import { DocumentHead } from '../components/DocumentHead.tsx';
import { NavigationProgress } from '../components/NavigationProgress.tsx';
import { Toaster } from '../components/toast/Toaster.tsx';
import { siteSettingsQueryOptions } from '../hooks/use-site-settings.ts';
import type { DataLayer } from '../trpc.ts';
import { awaitOnServer } from '../ssr/render-phase.ts';
import { useLiveWhenRenderedInBrowser } from '../ssr/app-live.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The '{page}' part of the browser title 'Realtor {agent_name} - {page}'. */
    pageTitle?: string;
  }
}

export type RouterContext = DataLayer;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) =>
    // Start the shell's settings call alongside the page's code; never block navigation on it
    // (a server render waits: the header and footer are rendered with them).
    awaitOnServer(context.queryClient.prefetchQuery(siteSettingsQueryOptions(context.trpc))),
  component: RootComponent,
});

function RootComponent() {
  useLiveWhenRenderedInBrowser();
  return (
    <>
      <DocumentHead />
      <NavigationProgress />
      <Outlet />
      <Toaster />
      {/* Server rendering writes the router's and the query cache's state here (nonce'd inline scripts); nothing in the browser. */}
      <Scripts />
    </>
  );
}

/** Anything no route matches is redirected before rendering (public spec: "anything else → /"). */
export const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: ({ location }) => {
    throw redirect({ href: unknownPathRedirect(location.pathname, readStoredAuth()), replace: true });
  },
});
