/**
 * A stand-in for a Meilisearch server, for bench:worker and the engine's write tests on machines
 * where none can run: it answers the calls the Meilisearch engine's writes make (index creation
 * and settings, document additions and deletions, task polling) as a real server does once its
 * tasks have succeeded, and counts the documents it is sent. It indexes nothing and answers no
 * search: it measures the worker's side of indexing (reading PostgreSQL, building documents,
 * sending them), not Meilisearch's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in answered: its method and path, and the documents of an addition. */
export interface StandInRequest {
  method: string;
  path: string;
  documents?: number;
}

export interface MeiliStandIn {
  url: string;
  /** Documents received in additions, all indexes. */
  documents(): number;
  /** Every request answered, in order, when asked to keep them (`keepRequests`). */
  requests(): StandInRequest[];
  close(): Promise<void>;
}

export async function startMeiliStandIn(options: { keepRequests?: boolean } = {}): Promise<MeiliStandIn> {
  let nextTask = 1;
  let documents = 0;
  const requests: StandInRequest[] = [];
  const indexes = new Map<string, string>();
  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const method = request.method ?? 'GET';
      const index = /^\/indexes\/([^/]+)/.exec(path)?.[1];
      const added =
        method === 'POST' && index && path === `/indexes/${index}/documents`
          ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown[]).length
          : undefined;
      if (options.keepRequests) requests.push(added === undefined ? { method, path } : { method, path, documents: added });
      if (method === 'GET') {
        if (path === '/health') return answer(response, 200, { status: 'available' });
        const task = /^\/tasks\/(\d+)$/.exec(path);
        if (task) return answer(response, 200, { uid: Number(task[1]), status: 'succeeded', type: 'documentAdditionOrUpdate', error: null });
        if (index && path === `/indexes/${index}`) {
          const createdAt = indexes.get(index);
          if (!createdAt) return answer(response, 404, { message: `Index \`${index}\` not found.`, code: 'index_not_found', type: 'invalid_request' });
          return answer(response, 200, { uid: index, primaryKey: 'id', createdAt, updatedAt: createdAt });
        }
        return answer(response, 404, { message: 'not in the stand-in', code: 'not_found', type: 'invalid_request' });
      }
      if (method === 'POST' && path === '/indexes')
        indexes.set((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { uid: string }).uid, new Date().toISOString());
      if (method === 'DELETE' && index && path === `/indexes/${index}`) indexes.delete(index);
      documents += added ?? 0;
      answer(response, 202, {
        taskUid: nextTask++,
        indexUid: index ?? null,
        status: 'enqueued',
        type: 'documentAdditionOrUpdate',
        enqueuedAt: new Date().toISOString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    documents: () => documents,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
