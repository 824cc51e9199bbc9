/**
 * Shape of one REST shim route. A route only validates, calls the tRPC caller and shapes the
 * legacy answer.
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
  handle: (caller: Caller, request: RestRequest) => Promise<RestResponse | unknown>;
}
