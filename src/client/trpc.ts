/**
 * The client's data layer: one QueryClient, one tRPC client and the options proxy built on them.
 * - Components call `useTRPC()` (React context) and pass `trpc.x.y.queryOptions()` to useQuery.
 * - Route loaders use `context.trpc` (same proxy, from the router context) with
 *   `context.queryClient.ensureQueryData(...)`, so loader and component share one cache entry.
 * Every request carries `Authorization: Bearer <access_token>` when an admin session is stored;
 * an UNAUTHORIZED answer triggers one token refresh and one retry (auth-refresh-link.ts).
 * Edit here to add links (logging, splitting) or change cache defaults.
 */
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '#server/trpc/app.router.ts';
import { authRefreshLink } from './auth/auth-refresh-link.ts';
import { TRPC_MAX_BATCH_SIZE } from '#shared/http-limits.ts';
import { readStoredAuth } from './auth/auth-storage.ts';

export const TRPC_URL = '/trpc';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type { AppRouter };
export type AppTrpcClient = TRPCClient<AppRouter>;
export type AppTrpc = TRPCOptionsProxy<AppRouter>;

export interface DataLayer {
  queryClient: QueryClient;
  trpcClient: AppTrpcClient;
  trpc: AppTrpc;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // 4xx answers (bad input, not found, unauthorized) will not change on retry.
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function authorizationHeader(): Record<string, string> {
  const auth = readStoredAuth();
  return auth ? { Authorization: `Bearer ${auth.access_token}` } : {};
}

/** `fetch` and `url` are injectable so tests can answer requests in-process. */
export function createAppTrpcClient(options: { url?: string; fetch?: typeof fetch } = {}): AppTrpcClient {
  const url = options.url ?? TRPC_URL;
  // The refresh call goes through its own bare client so it never re-enters the refresh link.
  const refreshClient = createTRPCClient<AppRouter>({ links: [httpLink({ url, fetch: options.fetch })] });
  return createTRPCClient<AppRouter>({
    links: [
      authRefreshLink<AppRouter>({
        // No token in the body: the browser sends the HttpOnly refresh cookie itself.
        refresh: () => refreshClient.auth.refresh.mutate({}),
      }),
      // Long batched GET URLs are split so proxies never truncate them.
      httpBatchLink({ url, fetch: options.fetch, headers: authorizationHeader, maxURLLength: 2000, maxItems: TRPC_MAX_BATCH_SIZE }),
    ],
  });
}

export function createDataLayer(options: { url?: string; fetch?: typeof fetch } = {}): DataLayer {
  const queryClient = createQueryClient();
  const trpcClient = createAppTrpcClient(options);
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  return { queryClient, trpcClient, trpc };
}
