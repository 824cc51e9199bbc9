/**
 * Issue 22, the HTTP edge: body limits by caller, tRPC batch cap, request ids, generic 5xx answers
 * with the details only in the log, and a deadline that answers 503 when the database stalls.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { JSON_BODY_LIMIT } from '#server/http-edge.ts';
import { forgetPublicSiteSettings } from '#server/modules/settings/site-settings.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  app = await buildApp(t.services, { answerDeadlineMs: 500 });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const bigJson = (bytes: number) => JSON.stringify({ q: 'x'.repeat(bytes) });
/** A POST with a JSON content type, as the site's clients send it. */
const postJson = (url: string, payload: string | object | Readable, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });

describe('body limits', () => {
  it('refuses an anonymous JSON body over 1 MB with 413 on /api and /trpc', async () => {
    const search = await postJson('/api/search', bigJson(2 * JSON_BODY_LIMIT));
    expect(search.statusCode).toBe(413);
    const trpc = await postJson('/trpc/messages.sendContact', bigJson(2 * JSON_BODY_LIMIT));
    expect(trpc.statusCode).toBe(413);
    expect(trpc.json()).toMatchObject({ status: 'error', requestId: trpc.headers['x-request-id'] });
  });

  it('refuses a chunked anonymous body (no content-length) once it passes 1 MB', async () => {
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 'a'));
    const response = await postJson('/trpc/messages.sendContact', Readable.from(chunks), { 'transfer-encoding': 'chunked' });
    expect(response.statusCode).toBe(413);
  });

  it('lets a signed-in admin send image-sized bodies, and keeps small bodies working for everyone', async () => {
    const asAdmin = await postJson('/trpc/messages.sendContact', bigJson(3 * JSON_BODY_LIMIT), { authorization: `Bearer ${admin}` });
    expect(asAdmin.statusCode).toBe(400); // read and validated, not refused for its size
    const small = await postJson('/api/search', {});
    expect(small.statusCode).toBe(200);
  });
});

describe('tRPC batches', () => {
  const batch = (calls: number) => {
    const names = Array.from({ length: calls }, () => 'settings.public').join(',');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, index) => [index, {}]))));
    return app.inject({ method: 'GET', url: `/trpc/${names}?batch=1&input=${input}` });
  };

  it('answers a batch of 10 calls and refuses 11 with 400', async () => {
    expect((await batch(10)).statusCode).toBe(200);
    expect((await batch(11)).statusCode).toBe(400);
  });
});

describe('errors', () => {
  it('gives every answer a request id header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(other.headers['x-request-id']).not.toBe('forged');
  });

  it('answers an unexpected failure with a generic message and the request id, never the SQL', async () => {
    await t.services.pool.query('alter table site_settings rename to site_settings_away');
    forgetPublicSiteSettings();
    try {
      const trpc = await app.inject({ method: 'GET', url: '/trpc/settings.public' });
      expect(trpc.statusCode).toBe(500);
      const body = trpc.json() as { error: { message: string; data: Record<string, unknown> } };
      expect(body.error.message).toBe('Something went wrong.');
      expect(body.error.data.requestId).toBe(trpc.headers['x-request-id']);
      expect(trpc.body).not.toMatch(/site_settings|select|relation/i);

      const rest = await app.inject({ method: 'GET', url: '/api/public/profile/site-settings' });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ status: 'error', message: 'Something went wrong.', requestId: rest.headers['x-request-id'] });
    } finally {
      await t.services.pool.query('alter table site_settings_away rename to site_settings');
      forgetPublicSiteSettings();
    }
  });

  it('keeps field messages on 4xx input errors', async () => {
    const response = await postJson('/trpc/messages.sendContact', {});
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { message: string; data: { fieldErrors: Record<string, string[]> } } };
    expect(body.error.message).toBe('Please check the highlighted fields.');
    expect(Object.keys(body.error.data.fieldErrors).length).toBeGreaterThan(0);
  });
});

describe('answer deadline', () => {
  it('answers 503 when the database does not answer in time, and works again after', async () => {
    const blocker = new pg.Client({ connectionString: t.database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table site_settings in access exclusive mode');
      forgetPublicSiteSettings();
      const stalled = await app.inject({ method: 'GET', url: '/trpc/settings.public' });
      expect(stalled.statusCode).toBe(503);
      expect(stalled.json()).toMatchObject({ status: 'error', requestId: stalled.headers['x-request-id'] });
      await blocker.query('rollback');
      expect((await app.inject({ method: 'GET', url: '/trpc/settings.public' })).statusCode).toBe(200);
    } finally {
      await blocker.end();
    }
  });
});

describe('built client files', () => {
  it('serves the bundles but never their source maps', async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-client-'));
    try {
      await fs.mkdir(path.join(dir, 'assets'));
      await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
      await fs.writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1);');
      await fs.writeFile(path.join(dir, 'assets', 'app-1234.js.map'), '{"version":3,"sourcesContent":["SECRET SOURCE"]}');
      const client = await buildApp(t.services, { clientDir: dir });
      try {
        expect((await client.inject({ method: 'GET', url: '/assets/app-1234.js' })).body).toBe('console.log(1);');
        const map = await client.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
        expect(map.body).not.toContain('SECRET SOURCE');
      } finally {
        await client.close();
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
