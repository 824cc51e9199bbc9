/**
 * Test helper for component tests: the client's data layer against a small tRPC router of the
 * test's own, served in process (no network), and the public site settings such a router answers.
 */
import type { AnyTRPCRouter } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { ReactNode } from 'react';
import { createDataLayer, type DataLayer } from '../trpc.ts';
import { DataProviders } from '../data-providers.tsx';

export const TEST_TRPC_URL = 'http://localhost/trpc';

/** `settings.public` as a fresh install answers it. */
export const TEST_SITE_SETTINGS = {
  agent_name: 'Jane Doe',
  site_title: 'Jane Doe Realty',
  site_short_description: 'Homes across the GTA.',
  phone: '(416) 555-0100',
  email: 'jane@example.com',
  address: '1 King St W, Toronto',
  brokerage: 'Example Realty Inc., Brokerage',
  social_links: {},
  favIcon: null,
  logo: null,
  profile: null,
  default_mortgage_rate: 5,
};

/**
 * A fetch that `router` answers, with the context `createContext` makes of each request. jsdom's
 * AbortSignal is not the one Node's Request accepts, so it is dropped (nothing aborts here).
 */
export function inProcessFetch(router: AnyTRPCRouter, createContext?: (req: Request) => unknown): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const { signal: _signal, ...rest } = init ?? {};
    const req = new Request(new URL(String(input), 'http://localhost'), rest);
    return fetchRequestHandler({ endpoint: '/trpc', req, router, createContext: () => createContext?.(req) ?? {} });
  }) as typeof fetch;
}

/** The data layer on `router` and a wrapper that gives a tree the providers its queries need. */
export function inProcessDataLayer(router: AnyTRPCRouter): DataLayer & { wrap: (children: ReactNode) => ReactNode } {
  const layer = createDataLayer({ url: TEST_TRPC_URL, fetch: inProcessFetch(router) });
  const wrap = (children: ReactNode) => <DataProviders dataLayer={layer}>{children}</DataProviders>;
  return { ...layer, wrap };
}
