import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CACHE_HEADER, registerPublicAnswerCache } from './public-answer-cache.ts';

/** An app whose pages are 100 characters each, answered public, behind a cache of `maxBytes`. */
async function pagesApp(maxBytes: number) {
  const app = Fastify();
  registerPublicAnswerCache(app, 60, maxBytes);
  let renders = 0;
  app.get('/page/:n', async (request, reply) => {
    renders += 1;
    const { n } = request.params as { n: string };
    return reply.type('text/html').header('cache-control', 'public, max-age=0, s-maxage=60').send(`page ${n} `.padEnd(100, '.'));
  });
  app.get('/private', async (_request, reply) => reply.type('text/html').header('cache-control', 'no-cache').send('not for a cache'));
  await app.ready();
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' } })).headers[CACHE_HEADER];
  return { app, get, renders: () => renders };
}

describe('the public answer cache', () => {
  it('keeps answers up to its byte budget, dropping the least recently used first', async () => {
    const { app, get, renders } = await pagesApp(250);
    try {
      expect([await get('/page/1'), await get('/page/2'), await get('/page/1')]).toEqual(['miss', 'miss', 'hit']);
      // A third page goes over 250 bytes: page 2, the least recently used, makes room.
      expect(await get('/page/3')).toBe('miss');
      expect([await get('/page/1'), await get('/page/3'), await get('/page/2')]).toEqual(['hit', 'hit', 'miss']);
      expect(renders()).toBe(4);
    } finally {
      await app.close();
    }
  });

  it('passes by an answer that does not say it is public', async () => {
    const { app, get } = await pagesApp(1000);
    try {
      expect([await get('/private'), await get('/private')]).toEqual([undefined, undefined]);
    } finally {
      await app.close();
    }
  });
});
