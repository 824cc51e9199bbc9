/**
 * Shape of one REST shim route. A route only validates, calls the tRPC caller and shapes the
 * legacy answer; routes without a handler answer 501 naming the issue area that will fill them.
 */
import type { createCaller } from '../trpc/app.router.ts';

export type Caller = ReturnType<typeof createCaller>;
export type HttpMethod = 'GET' | 'POST';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface RestResponse {
  status?: number;
  body: unknown;
}

export interface RestRoute {
  method: HttpMethod;
  /** Path under /api, in Fastify syntax (`/getGeocode/:locationName`). */
  path: string;
  access: 'public' | 'admin';
  /** The issue area that owns a route not implemented yet. */
  area?: string;
  handle?: (caller: Caller, request: RestRequest) => Promise<RestResponse | unknown>;
}

export const AREAS = {
  search: 'Listing search (issue #4)',
  importer: 'MLS feed importer (issue #3)',
  publicSite: 'Public site (issue #5)',
  admin: 'Admin back-office (issue #7)',
  email: 'Email list and mailing (issue #8)',
  blog: 'Blog (issue #9)',
} as const;
