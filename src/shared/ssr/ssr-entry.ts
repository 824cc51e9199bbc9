/**
 * The contract between the web server (src/server/ssr) and the server-rendering entry built from
 * the React client (src/client/entry-server.tsx → dist/server/entry-server.js). Types only: the
 * server loads the built entry at run time and never imports client code.
 */
import type { AnyRouter } from '@trpc/server';
import type { TRPCLink } from '@trpc/client';

export interface SsrRenderInput {
  /** Path and query of the page, as the visitor asked for it. */
  url: string;
  /** The request's CSP nonce: every inline script the render writes carries it. */
  nonce: string;
  /**
   * The tRPC client's links: they answer the page's queries in process (the app router with this
   * request's context), so route loaders and components use the same query options as in the browser.
   */
  links: TRPCLink<AnyRouter>[];
  /** Aborted when the render takes too long or the visitor goes away. */
  signal: AbortSignal;
  /** Crawlers get the whole page at once (React waits for every Suspense boundary). */
  userAgent?: string;
}

export type SsrRenderResult =
  /** The route is not one the server renders (admin, unknown paths): serve the client shell. */
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's markup for inside <div id="root">, streamed; router state scripts included. */
      body: ReadableStream<Uint8Array>;
      /** Source paths (relative to src/client) of the lazily loaded page modules that rendered. */
      pageModules: string[];
      /** The data the page was rendered from (query keys and answers), for its ETag. */
      dataText: string;
    };

export interface SsrEntry {
  render(input: SsrRenderInput): Promise<SsrRenderResult>;
}
