/**
 * The search benchmark's HTTP client: one keep-alive connection, `Accept-Encoding: br` like a
 * browser, each request timed to the last byte of its answer. The answer is decompressed and
 * parsed only after that, to prove it is whole JSON.
 *
 * Why not `fetch`: the client runs in the same process as the server it measures, and undici's
 * fetch spent ~1.7 ms of that process's CPU per request (streams, WHATWG Response, decoding),
 * which the benchmark then counted as the API's time.
 */
import http from 'node:http';
import zlib from 'node:zlib';

/** A tRPC query as the browser's GET asks for it (`httpBatchLink` without a batch). */
export const trpcGetPath = (procedure: string, input: unknown): string => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

export class BenchHttpClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly baseUrl: string) {}

  /** Sends one request and resolves when its whole answer has arrived; rejects on a non-2xx answer. */
  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<() => unknown> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const { status, encoding, bytes } = await new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      const request = http.request(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            'accept-encoding': 'br',
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
    const text = () => (encoding === 'br' ? zlib.brotliDecompressSync(bytes) : bytes).toString('utf8');
    if (status < 200 || status >= 300) throw new Error(`${method} ${path} answered ${status}: ${text()}`);
    // Decoding is the client's work, not the API's: the caller runs it outside its timing.
    return () => JSON.parse(text());
  }

  /** A tRPC query, as `request` answers it. */
  trpcQuery(procedure: string, input: unknown): Promise<() => unknown> {
    return this.request('GET', trpcGetPath(procedure, input));
  }

  close(): void {
    this.agent.destroy();
  }
}
