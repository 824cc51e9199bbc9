import { describe, expect, it } from 'vitest';
import { suiteApp } from '../support/suite-app.ts';

describe('GET /api/health', () => {
  const t = suiteApp();

  it('reports database, queue and search engine ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok', search: 'ok', searchEngine: 'postgres' });
  });

  it('answers 503 naming the part that is down', async () => {
    await t.services.jobs.stop();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'ok', queue: 'down' });
  });
});
