/**
 * Serves a public page rendered on the server: the shell's head (title, description, canonical,
 * Open Graph, JSON-LD from src/server/seo), the page module's styles and chunk, then the markup
 * React renders into <div id="root"> with the router's and the query cache's state as nonce'd
 * inline scripts. The browser hydrates it (src/client/main.tsx).
 *
 * - A render that has not produced its first bytes within SSR_RENDER_TIMEOUT_MS is abandoned for
 *   the client shell (the browser renders the page itself), so a slow query never hangs a page;
 *   the rest of a started page is cut after SSR_STREAM_LIMIT_MS (React leaves what did not arrive
 *   to the browser).
 * - A render that fails answers 500 with an error message in the shell, whose scripts still
 *   start the browser's own render.
 * - Cache headers: cache-policy.ts; public pages get an ETag made of the build, the URL and the
 *   data they were rendered from, so a revisit with If-None-Match is a 304 without markup.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR } from '../errors.ts';
import { cspNonce } from '../security-headers.ts';
import type { AppServices } from '../services.ts';
import { escapeHtml } from '#shared/text/escape.ts';
import type { SsrEntry, SsrRenderResult } from '#shared/ssr/ssr-entry.ts';
import { etagMatches, isPersonalRequest, pageCacheControl, VARY_ON } from './cache-policy.ts';
import type { PageAssets } from './page-assets.ts';
import { requestProcedureCall } from './trpc-in-process.ts';

export const SSR_RENDER_TIMEOUT_MS = 3_000;
const SSR_STREAM_LIMIT_MS = 10_000;
const ROOT_ELEMENT = '<div id="root"></div>';
/** The shell's message for visitors without JavaScript; a server-rendered page reads without it. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/i;

export interface PageRenderer {
  entry: SsrEntry;
  assets: PageAssets;
  /** Changes with every build: part of the ETag. */
  buildId: string;
  timeoutMs?: number;
}

export function buildIdOf(indexHtml: string): string {
  return createHash('sha256').update(indexHtml).digest('base64url').slice(0, 12);
}

/**
 * Answers the request with a server-rendered page, or returns false when the route is not
 * rendered on the server (admin, unknown paths) or the render gave up: the caller serves the shell.
 * `shellHtml` is the built index.html with this page's head already in it.
 */
export async function servePublicPage(
  services: AppServices,
  renderer: PageRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  shellHtml: string,
): Promise<boolean> {
  const abort = new AbortController();
  const timeoutMs = renderer.timeoutMs ?? SSR_RENDER_TIMEOUT_MS;
  let timer = setTimeout(() => abort.abort(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
  // The response's close, not the request's: a request closes as soon as its body has been read.
  const onClose = () => {
    if (!reply.raw.writableFinished) abort.abort(new Error('the visitor went away'));
  };
  reply.raw.once('close', onClose);
  const stop = () => {
    clearTimeout(timer);
    reply.raw.off('close', onClose);
  };
  const nonce = cspNonce(reply);
  let result: SsrRenderResult;
  try {
    result = await renderer.entry.render({
      url: request.url,
      nonce,
      callProcedure: requestProcedureCall(services, request, abort.signal),
      signal: abort.signal,
      userAgent: request.headers['user-agent'],
    });
  } catch (error) {
    stop();
    if (abort.signal.aborted) {
      request.log.warn({ err: abort.signal.reason, path: request.url.split('?')[0] }, 'server render abandoned; serving the client shell');
      return false;
    }
    request.log.error({ err: error }, 'server render failed');
    reply
      .code(500)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(shellHtml.replace(ROOT_ELEMENT, () => `<div id="root">${renderErrorMessage(request.id)}</div>`));
    return true;
  }
  if (result.kind === 'shell') {
    stop();
    return false;
  }
  if (result.kind === 'redirect') {
    stop();
    reply.header('cache-control', 'no-store').redirect(result.location, result.status);
    return true;
  }

  // The page has started (its shell is ready); what streams after it (Suspense boundaries) gets a
  // longer limit, after which React ends the stream and the browser renders what is missing.
  clearTimeout(timer);
  timer = setTimeout(() => abort.abort(new Error('server render stream took too long')), SSR_STREAM_LIMIT_MS);

  const path = request.url.split('?')[0] ?? '/';
  const etag = `W/"${createHash('sha256').update(`${renderer.buildId}\n${request.url}\n${result.status}\n${result.dataText}\n${shellHtml}`).digest('base64url').slice(0, 27)}"`;
  const personal = isPersonalRequest(request.headers);
  reply.header('cache-control', result.status === 200 ? pageCacheControl(path, request.headers) : 'no-store').header('vary', VARY_ON);
  if (!personal && result.status === 200) {
    reply.header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      stop();
      await result.body.cancel().catch(() => undefined);
      reply.code(304).send();
      return true;
    }
  }

  const withAssets = shellHtml
    .replace(NOSCRIPT, '')
    .replace('</head>', () => `  <meta property="csp-nonce" content="${escapeHtml(nonce)}" />\n    ${renderer.assets.tagsFor(result.pageModules)}\n  </head>`);
  const rootAt = withAssets.indexOf(ROOT_ELEMENT);
  const before = `${withAssets.slice(0, rootAt)}<div id="root">`;
  const after = `</div>${withAssets.slice(rootAt + ROOT_ELEMENT.length)}`;
  // The page is sent whole, not as React streams it: it is ready within milliseconds of its shell
  // (the data was loaded before the render), and one answer is compressed in one call and
  // written at once, where streaming made a compressor call and a socket write of every chunk
  // React flushed (bench:load, docs/decisions/2026-11-27-ssr-page-sent-whole.md).
  let markup = '';
  try {
    const reader = result.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      markup += decoder.decode(value, { stream: true });
    }
    markup += decoder.decode();
  } finally {
    stop();
  }
  reply.code(result.status).type('text/html; charset=utf-8').send(`${before}${markup}${after}`);
  return true;
}

function renderErrorMessage(requestId: string): string {
  return `<div class="container detail-status"><h1>${escapeHtml(GENERIC_ERROR)}</h1><p>This page could not be shown. Please try again in a moment.</p><p>Request id: ${escapeHtml(requestId)}</p></div>`;
}
