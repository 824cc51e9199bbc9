/**
 * Issue 22 item 3: per-IP limits are counted in PostgreSQL, so they hold across web processes,
 * and the client IP comes from X-Forwarded-For only when TRUST_PROXY names the proxy.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createOrm, type Orm } from '#server/db/orm.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { VISITOR_LIMITS } from '#server/modules/messages/visitor-guard.ts';
import { createServices, type AppServices } from '#server/services.ts';
import { hitLimit } from '#server/limits/request-limit.ts';
import { createTestApp, silentLogger, type TestApp } from '../support/test-app.ts';
import { testConfig } from '../support/test-config.ts';

const contact = { firstname: 'Maria', lastname: 'Lopez', email_address: 'maria@example.com', phone_number: '', enquiry: 'Do you cover Etobicoke?' };

let t: TestApp;
/** A second "web process": its own ORM, pool, services and app on the same database. */
let second: { orm: Orm; jobs: JobQueue; services: AppServices; app: FastifyInstance };
let proxied: FastifyInstance;
let proxiedServices: AppServices;

beforeAll(async () => {
  // Queues started as in every web process: a contact message queues the agent's lead notice.
  t = await createTestApp();
  const orm = await createOrm({ databaseUrl: t.database.url, poolMax: 2 });
  const jobs = new JobQueue(t.database.url);
  await jobs.start();
  const services = createServices(testConfig(t.database.url), orm, jobs, t.database.url, silentLogger);
  second = { orm, jobs, services, app: await buildApp(services) };
  // Behind a proxy at 10.9.9.9 (TRUST_PROXY names it): X-Forwarded-For is the client.
  proxiedServices = createServices(testConfig(t.database.url, { TRUST_PROXY: '10.9.9.9' }), orm, jobs, t.database.url, silentLogger);
  proxied = await buildApp(proxiedServices);
});
afterAll(async () => {
  await proxied.close();
  await proxiedServices.pool.end();
  await second.app.close();
  await second.services.pool.end();
  await second.jobs.stop();
  await second.orm.close(true);
  await t.close();
});

const send = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/public/contact/new', payload: contact, remoteAddress, headers });

describe('visitor limits', () => {
  it('hold across two web processes on one database', async () => {
    const ip = '203.0.113.10';
    const codes: number[] = [];
    for (let index = 0; index < VISITOR_LIMITS.contact; index += 1) codes.push((await send(index % 2 === 0 ? t.app : second.app, ip)).statusCode);
    expect(codes.every((code) => code === 200)).toBe(true);
    expect((await send(t.app, ip)).statusCode).toBe(429);
    expect((await send(second.app, ip)).statusCode).toBe(429);
  });

  it('ignore X-Forwarded-For by default: a new header per request does not reset the count', async () => {
    const ip = '203.0.113.11';
    for (let index = 0; index < VISITOR_LIMITS.contact; index += 1) {
      expect((await send(t.app, ip, { 'x-forwarded-for': `198.51.100.${index}` })).statusCode).toBe(200);
    }
    expect((await send(t.app, ip, { 'x-forwarded-for': '198.51.100.99' })).statusCode).toBe(429);
  });

  it('count the forwarded client behind a trusted proxy, and not a forged hop in front of it', async () => {
    for (let index = 0; index < VISITOR_LIMITS.contact; index += 1) {
      // The client forged an extra entry; the proxy appended the address it saw (203.0.113.12).
      expect((await send(proxied, '10.9.9.9', { 'x-forwarded-for': `1.2.3.${index}, 203.0.113.12` })).statusCode).toBe(200);
    }
    expect((await send(proxied, '10.9.9.9', { 'x-forwarded-for': '203.0.113.12' })).statusCode).toBe(429);
    expect((await send(proxied, '10.9.9.9', { 'x-forwarded-for': '203.0.113.13' })).statusCode).toBe(200);
  });
});

describe('hitLimit', () => {
  it('starts a new window once the old one has ended', async () => {
    const limit = { max: 2, windowMs: 60_000 };
    expect(await hitLimit(t.services.pool, 'test:window', limit)).toBe(true);
    expect(await hitLimit(t.services.pool, 'test:window', limit)).toBe(true);
    expect(await hitLimit(t.services.pool, 'test:window', limit)).toBe(false);
    await t.services.pool.query(`update request_limit set window_ends_at = now() - interval '1 second' where key = 'test:window'`);
    expect(await hitLimit(t.services.pool, 'test:window', limit)).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hitLimit(t.services.pool, 'test:concurrent', { max: 7, windowMs: 60_000 })));
    expect(results.filter(Boolean)).toHaveLength(7);
  });
});
