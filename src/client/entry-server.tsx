/**
 * Server-rendering entry (built by `vite build --ssr` into dist/server/entry-server.js and called
 * by src/server/ssr/render-page.ts). Renders a public route with the same router, loaders and
 * components as the browser: TanStack Router's request handler loads the route (loaders fill the
 * query cache by calling the procedures in process), dehydrates router state and queries into nonce'd
 * inline scripts, and React 19 streams the markup. The admin is never rendered here ('shell').
 */
import { createTRPCClientProxy, type TRPCUntypedClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { SsrEntry, SsrRenderInput, SsrRenderResult } from '#shared/ssr/ssr-entry.ts';
import { createAppRouter, type AppRouterInstance } from './router.tsx';
import { createQueryClient, type AppRouter, type AppTrpcClient, type DataLayer } from './trpc.ts';
import { PAGE_MODULES } from './routes/page-modules.ts';

/** The root of the public part of the route tree: everything under it is server-rendered. */
const PUBLIC_LAYOUT_ID = '/_public';

/**
 * The tRPC client of a render: the calls go straight to the server's procedures (no link chain,
 * no observables); the typed client and the query options over it are the browser's.
 */
function serverDataLayer(callProcedure: SsrRenderInput['callProcedure']): DataLayer {
  const queryClient = createQueryClient();
  const untypedClient = {
    query: (path: string, input: unknown) => callProcedure('query', path, input),
    mutation: (path: string, input: unknown) => callProcedure('mutation', path, input),
    subscription: () => {
      throw new Error('A server render does not subscribe.');
    },
  };
  const trpcClient = createTRPCClientProxy(untypedClient as unknown as TRPCUntypedClient<AppRouter>) as AppTrpcClient;
  return { queryClient, trpcClient, trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }) };
}

function isPublicPage(router: AppRouterInstance, href: string): boolean {
  const matches = router.matchRoutes(new URL(href, 'http://localhost').pathname, {});
  return matches.some((match) => match.routeId === PUBLIC_LAYOUT_ID);
}

/** A page whose data the server answered 404 (a listing or post that is gone) is a 404, whatever friendly page it shows. */
function answeredNotFound(dataLayer: DataLayer): boolean {
  return dataLayer.queryClient
    .getQueryCache()
    .getAll()
    .some((query) => (query.state.error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus === 404);
}

async function render(input: SsrRenderInput): Promise<SsrRenderResult> {
  let pageModules: string[] = [];
  let dataText = '';
  let notFound = false;
  const request = new Request(new URL(input.url, 'http://localhost'), {
    signal: input.signal,
    headers: input.userAgent ? { 'user-agent': input.userAgent } : {},
  });
  const dataLayer = serverDataLayer(input.callProcedure);
  const appRouter = createAppRouter(dataLayer, { nonce: input.nonce });
  // Decided before anything loads: the admin's guards and pages are the browser's business.
  if (!isPublicPage(appRouter, input.url)) return { kind: 'shell' };
  const handler = createRequestHandler({ request, createRouter: () => appRouter });
  const response = await handler(async ({ request, router, responseHeaders }) => {
    pageModules = appRouter.state.matches.flatMap((match) => PAGE_MODULES[match.routeId] ?? []);
    notFound = answeredNotFound(dataLayer);
    dataText = JSON.stringify(
      dataLayer.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryHash, query.state.status, query.state.data]),
    );
    return renderRouterToStream({ request, router, responseHeaders, children: <RouterServer router={router} /> });
  });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    // The router built the URL on the placeholder origin the request was given: keep the path only.
    const target = new URL(location, 'http://localhost');
    return {
      kind: 'redirect',
      status: response.status,
      location: target.origin === 'http://localhost' ? `${target.pathname}${target.search}${target.hash}` : location,
    };
  }
  if (!response.body) return { kind: 'shell' };
  return { kind: 'page', status: notFound && response.status === 200 ? 404 : response.status, body: response.body, pageModules, dataText };
}

export const entry: SsrEntry = { render };
