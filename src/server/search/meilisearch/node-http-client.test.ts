import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Meilisearch, MeilisearchApiError } from 'meilisearch';
import { afterEach, describe, expect, it } from 'vitest';
import { overNodeHttp } from './node-http-client.ts';
import { type MeiliStandIn, startMeiliStandIn } from './testing/meili-stand-in.ts';

const clientOf = (host: string, apiKey?: string) =>
  new Meilisearch({ host, apiKey, httpClient: overNodeHttp((response, body) => new MeilisearchApiError(response, body as never)) });

/** The Meilisearch client, as the engine configures it, against servers that answer over HTTP. */
describe('the Meilisearch client over node:http', () => {
  let standIn: MeiliStandIn | undefined;
  let server: http.Server | undefined;
  afterEach(async () => {
    await standIn?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    standIn = undefined;
    server = undefined;
  });

  it('sends documents whole and returns the parsed answer', async () => {
    standIn = await startMeiliStandIn({ keepRequests: true });
    const task = await clientOf(standIn.url)
      .index('listings')
      .addDocuments([
        { id: 1, remarks: 'Bright café on Yonge — 2 bed' },
        { id: 2, remarks: 'x'.repeat(100_000) },
      ]);
    expect(task.taskUid).toBe(1);
    expect(standIn.documents()).toBe(2);
    expect(standIn.requests()).toEqual([{ method: 'POST', path: '/indexes/listings/documents', documents: 2 }]);
  });

  it("rejects an error status with the server's error, as the fetch path does", async () => {
    standIn = await startMeiliStandIn();
    const failure: unknown = await clientOf(standIn.url)
      .getIndex('missing')
      .then(
        () => 'answered',
        (error: unknown) => error,
      );
    // The client wraps what its httpClient throws; the server's answer is its cause.
    const apiError = failure instanceof MeilisearchApiError ? failure : (failure as Error).cause;
    expect(apiError).toBeInstanceOf(MeilisearchApiError);
    expect((apiError as MeilisearchApiError).response.status).toBe(404);
    expect((apiError as MeilisearchApiError).cause?.code).toBe('index_not_found');
  });

  it('sends the API key and keeps one connection for consecutive requests', async () => {
    const authorizations: (string | undefined)[] = [];
    let connections = 0;
    server = http.createServer((request, response) => {
      authorizations.push(request.headers.authorization);
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'available' }));
      });
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const client = clientOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'search-key');
    expect(await client.health()).toEqual({ status: 'available' });
    expect(await client.health()).toEqual({ status: 'available' });
    expect(authorizations).toEqual(['Bearer search-key', 'Bearer search-key']);
    expect(connections).toBe(1);
  });
});
