import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, registerCompression } from './compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('registerCompression', () => {
  let app: FastifyInstance;
  let clientDir: string;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, index) => `word-${index}`))};\n`;
  const json = { data: Array.from({ length: 200 }, (_, index) => ({ id: index, address: `${index} Maple Grove Avenue` })) };

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-compression-'));
    await fs.mkdir(path.join(clientDir, 'assets'));
    await fs.writeFile(path.join(clientDir, 'assets', 'index-abc.js'), script);
    await fs.writeFile(path.join(clientDir, 'assets', 'tiny-abc.js'), 'export {};\n');
    app = Fastify();
    registerCompression(app, { clientDir });
    app.get('/api/list', async () => json);
    app.get('/api/small', async () => ({ ok: true }));
    app.get('/trpc/answer', async () => new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } }));
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', wildcard: false, index: false });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('compresses a built asset with brotli, or gzip, to exactly the file', async () => {
    const br = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the identity body to a client that accepts no encoding, and tiny files as they are', async () => {
    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    expect(plain.body).toBe(script);
    const tiny = await app.inject({ url: '/assets/tiny-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });

  it('compresses JSON answers, including the fetch Responses tRPC sends, but not tiny ones', async () => {
    for (const url of ['/api/list', '/trpc/answer']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString()), url).toEqual(json);
    }
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
