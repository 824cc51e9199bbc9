/**
 * /metrics: off (404, nothing measured) without METRICS_TOKEN; with it, 401 for a missing or wrong
 * bearer token and the Prometheus text for the right one, requests labelled by route pattern.
 */
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../tests/support/suite-app.ts';

const TOKEN = 'metrics-token-for-the-test-only';

describe('/metrics', () => {
  describe('without METRICS_TOKEN', () => {
    const t = suiteApp();

    it('is off', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    });
  });

  describe('with METRICS_TOKEN', () => {
    const t = suiteApp({ env: { METRICS_TOKEN: TOKEN } });

    it('refuses a missing or wrong token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    });

    it('answers the Prometheus text with route patterns, never raw URLs', async () => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/trpc/settings.public' });
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing/secret-looking-path?email=a@b.c' });
      await t.app.inject({ method: 'GET', url: '/media/site/abc123-does-not-exist.webp' });
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/trpc\/settings.public",status="200"\} 1/);
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[0-9.]+",method="GET",route="\/api\/health"\}/);
      expect(text).not.toContain('secret-looking-path');
      expect(text).not.toContain('abc123');
      for (const name of [
        'search_duration_seconds',
        'import_runs',
        'import_listings_written',
        'feed_seconds_since_sync',
        'queue_jobs',
        'mail_deliveries',
        'backup_age_seconds',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
      ]) {
        expect(text, name).toContain(`# TYPE ${name}`);
      }
      expect(text).toMatch(/queue_jobs\{queue="mail.send",state="queued"\} \d+/);
      expect(text).toMatch(/mail_deliveries\{status="pending"\} \d+/);
    });

    it('times search calls by operation', async () => {
      await t.services.search.suggest('toronto', 5);
      const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect(text).toMatch(/search_duration_seconds_count\{engine="postgres",operation="suggest"\} [1-9]/);
    });
  });
});
