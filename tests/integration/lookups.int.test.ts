import { describe, expect, it } from 'vitest';
import { HOME_PAGE_CITIES } from '#shared/geo/gta-municipalities.ts';
import { suiteApp } from '../support/suite-app.ts';

describe('municipality lookups', () => {
  const t = suiteApp();

  it('lists every home-page city among the municipalities', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/all-municipalities' });
    expect(response.statusCode).toBe(200);
    const names = Object.keys(response.json().municipalities as Record<string, string>);
    for (const city of HOME_PAGE_CITIES) expect(names).toContain(city);
    // The City of Toronto and the 24 municipalities of Peel, York, Durham and Halton at least.
    expect(names.length).toBeGreaterThanOrEqual(25);
  });

  it.each(['toronto', 'Toronto', ' TORONTO '])('geocodes %j regardless of case', async (name) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/getGeocode/${encodeURIComponent(name)}` });
    expect(response.statusCode).toBe(200);
    const { res } = response.json();
    expect(res.Mun_lat).toBeCloseTo(43.65, 1);
    expect(res.Mun_lng).toBeCloseTo(-79.38, 1);
  });

  it('answers an unknown municipality with 404 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getGeocode/Atlantis' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('Atlantis');
  });
});
