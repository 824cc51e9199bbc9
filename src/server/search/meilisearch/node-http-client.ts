/**
 * The Meilisearch client's requests over node:http instead of the global fetch (undici). Indexing
 * sends a document batch of a megabyte or two per request, thousands of them for a board's
 * history. fetch holds each body in buffers outside V8's heap until a later garbage collection,
 * and the worker indexing two million listings peaked 10–15 MB higher and ran ~10 % slower with
 * it than over node:http (docs/decisions/2026-11-28-meilisearch-over-node-http.md).
 */
import http from 'node:http';
import https from 'node:https';

/** Keep-alive connections, as fetch keeps them: an import sends thousands of requests. */
const AGENTS = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

type FetchInput = Parameters<typeof fetch>[0];
type FetchInit = Parameters<typeof fetch>[1];

/** How the client's own fetch path reports an error status (its MeilisearchApiError). */
export type ApiErrorOf = (response: Response, body: unknown) => Error;

/**
 * The client's `httpClient`: it must return the parsed answer and throw `apiError` on an error
 * status, as the client's own fetch path does (the client then wraps either as it wraps fetch's).
 * The error class is passed in because the client package is loaded only when the engine is.
 */
export function overNodeHttp(apiError: ApiErrorOf): (input: FetchInput, init?: FetchInit) => Promise<unknown> {
  return (input, init = {}) => request(input, init, apiError);
}

async function request(input: FetchInput, init: NonNullable<FetchInit>, apiError: ApiErrorOf): Promise<unknown> {
  const url = new URL(input instanceof Request ? input.url : input);
  const secure = url.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = AGENTS[secure ? 'https:' : 'http:'];
  const body = init.body ?? undefined;
  if (body !== undefined && typeof body !== 'string') throw new TypeError('the Meilisearch client sent a body that is not a string');
  const { status, statusText, headers, text } = await new Promise<{ status: number; statusText: string; headers: Headers; text: string }>((resolve, reject) => {
    const request = transport.request(
      url,
      { method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers)), agent, signal: init.signal ?? undefined },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: new Headers(Object.entries(response.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  const parsed: unknown = text === '' ? undefined : JSON.parse(text);
  if (status < 200 || status > 299) throw apiError(new Response(text, { status, statusText, headers }), parsed);
  return parsed;
}
