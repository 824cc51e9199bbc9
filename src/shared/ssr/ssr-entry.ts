/**
 * The contract between the web server (src/server/ssr) and the server-rendering entry built from
 * the React client (src/client/entry-server.tsx → dist/server/entry-server.js). Types only: the
 * server loads the built entry at run time and never imports client code.
 */

/**
 * Calls a tRPC procedure for the render, in process with the request's context; resolves to the
 * answer as JSON carries it, rejects with the TRPCClientError the browser's client would throw.
 */
export type SsrProcedureCall = (type: 'query' | 'mutation', path: string, input: unknown) => Promise<unknown>;

export interface SsrRenderInput {
  /** Path and query of the page, as the visitor asked for it. */
  url: string;
  /** The request's CSP nonce: every inline script the render writes carries it. */
  nonce: string;
  /**
   * Answers the page's queries in process (src/server/ssr/trpc-in-process.ts), behind the same
   * tRPC client and query options route loaders and components use in the browser.
   */
  callProcedure: SsrProcedureCall;
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
