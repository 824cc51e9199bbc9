import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_HEADER, type PublicDataClock, registerPublicAnswerCache, UNCHANGED_MAX_MS } from './public-answer-cache.ts';

/** The apps a test made, closed after it. */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * An app whose pages are 100 characters each, answered public, behind a cache of `maxBytes` and
 * `ttlSeconds` that hears of changes from `changes`; `duringRender` runs as a page is made.
 */
async function pagesApp(
  maxBytes: number,
  { ttlSeconds = 60, changes, duringRender }: { ttlSeconds?: number; changes?: PublicDataClock; duringRender?: () => void } = {},
) {
  const app = Fastify();
  apps.push(app);
  registerPublicAnswerCache(app, ttlSeconds, { maxBytes, ...(changes ? { changes } : {}) });
  let renders = 0;
  app.get('/page/:n', async (request, reply) => {
    renders += 1;
    duringRender?.();
    const { n } = request.params as { n: string };
    return reply.type('text/html').header('cache-control', 'public, max-age=0, s-maxage=60').send(`page ${n} `.padEnd(100, '.'));
  });
  app.get('/private', async (_request, reply) => reply.type('text/html').header('cache-control', 'no-cache').send('not for a cache'));
  await app.ready();
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' } })).headers[CACHE_HEADER];
  return { get, renders: () => renders };
}

describe('the public answer cache', () => {
  it('keeps answers up to its byte budget, dropping the least recently used first', async () => {
    const { get, renders } = await pagesApp(250);
    expect([await get('/page/1'), await get('/page/2'), await get('/page/1')]).toEqual(['miss', 'miss', 'hit']);
    // A third page goes over 250 bytes: page 2, the least recently used, makes room.
    expect(await get('/page/3')).toBe('miss');
    expect([await get('/page/1'), await get('/page/3'), await get('/page/2')]).toEqual(['hit', 'hit', 'miss']);
    expect(renders()).toBe(4);
  });

  it('passes by an answer that does not say it is public', async () => {
    const { get } = await pagesApp(1000);
    expect([await get('/private'), await get('/private')]).toEqual([undefined, undefined]);
  });
});

describe('how long the public answer cache serves an answer', () => {
  const at = (ms: number) => vi.setSystemTime(new Date(Date.UTC(2026, 10, 29, 12, 0, 0) + ms));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
  });

  it('serves an answer while nothing changed, past its TTL and up to UNCHANGED_MAX_MS', async () => {
    const { get, renders } = await pagesApp(1000, { ttlSeconds: 5, changes: { changedAt: () => 0 } });
    expect(await get('/page/1')).toBe('miss');
    at(30_000);
    expect(await get('/page/1')).toBe('hit');
    at(UNCHANGED_MAX_MS - 1);
    expect(await get('/page/1')).toBe('hit');
    at(UNCHANGED_MAX_MS);
    expect(await get('/page/1')).toBe('miss');
    expect(renders()).toBe(2);
  });

  it('serves an answer made before a change for its TTL alone', async () => {
    const clock = { last: 0, changedAt: () => clock.last };
    const { get } = await pagesApp(1000, { ttlSeconds: 5, changes: clock });
    expect(await get('/page/1')).toBe('miss');
    at(3_000);
    clock.last = Date.now();
    expect(await get('/page/1')).toBe('hit');
    at(5_000);
    expect(await get('/page/1')).toBe('miss');
    // Made after the change: served past the TTL again.
    at(20_000);
    expect(await get('/page/1')).toBe('hit');
  });

  it('takes a change committed while the answer was being made as newer than the answer', async () => {
    const clock = { last: -1, changedAt: () => clock.last };
    let renderCount = 0;
    const { get } = await pagesApp(1000, {
      ttlSeconds: 5,
      changes: clock,
      duringRender: () => {
        // The first render reads the data, then a change commits before its answer is stored.
        renderCount += 1;
        if (renderCount === 1) {
          at(10);
          clock.last = Date.now();
          at(20);
        }
      },
    });
    expect(await get('/page/1')).toBe('miss');
    at(4_000);
    expect(await get('/page/1')).toBe('hit');
    at(6_000);
    expect(await get('/page/1')).toBe('miss');
  });

  it('without a listener serves an answer for its TTL alone', async () => {
    const { get } = await pagesApp(1000, { ttlSeconds: 5 });
    expect(await get('/page/1')).toBe('miss');
    at(4_999);
    expect(await get('/page/1')).toBe('hit');
    at(5_000);
    expect(await get('/page/1')).toBe('miss');
  });
});
