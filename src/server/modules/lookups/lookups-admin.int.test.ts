/**
 * The admin Settings screen's lookup lists through the legacy paths: adding municipalities,
 * property types and listing types (required fields, case-insensitive duplicates → 409), and
 * deleting entries (404 for one that is gone). Creating is admin-only, even on the public path.
 */
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../../tests/support/suite-app.ts';
import { fieldErrors } from '../../../../tests/support/json-shape.ts';

describe('lookup lists in the admin settings', () => {
  const t = suiteApp({ signedIn: true });

  const post = (url: string, payload: unknown, auth: Record<string, string> = t.headers) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });

  it('adds a municipality with its position and lists it', async () => {
    const response = await post('/api/admin/settings/municipality', { action: 'add', Municipality: ' Orangeville ', Mun_lat: '43.9200', Mun_lng: '-80.0943' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      message: 'Successfully created',
      data: { Municipality: 'Orangeville', Mun_lat: 43.92, Mun_lng: -80.0943 },
    });
    const list = (await get('/api/admin/settings/municipality')).json();
    expect(list.data.map((row: { Municipality: string }) => row.Municipality)).toContain('Orangeville');
  });

  it('refuses a municipality without its fields, out of range, or already there (any case)', async () => {
    const before = await t.count('municipality');
    const empty = await post('/api/admin/settings/municipality', { action: 'add', Municipality: '', Mun_lat: '', Mun_lng: '' });
    expect(fieldErrors(empty)).toEqual({ Municipality: ['Required'], Mun_lat: ['Required'], Mun_lng: ['Required'] });
    const wrong = await post('/api/admin/settings/municipality', { Municipality: 'Nowhere', Mun_lat: '95', Mun_lng: 'west' });
    expect(fieldErrors(wrong)).toEqual({ Mun_lat: ['Enter 90 or less.'], Mun_lng: ['Enter a number.'] });
    const duplicate = await post('/api/admin/settings/municipality', { Municipality: 'TORONTO', Mun_lat: 43.6, Mun_lng: -79.4 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ status: 'error', message: "Municipality 'TORONTO' already exists." });
    expect(await t.count('municipality')).toBe(before);
  });

  it('adds property types (admin only, on the public path) and listing types; duplicates are 409', async () => {
    expect((await post('/api/public/settings/property', { action: 'add', prop_type: 'Loft' }, {})).statusCode).toBe(401);
    const created = await post('/api/public/settings/property', { action: 'add', prop_type: 'Loft' });
    expect(created.json()).toMatchObject({ message: 'Successfully created', data: { prop_type: 'Loft' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/settings/property' })).json().data.map((row: { prop_type: string }) => row.prop_type),
    ).toContain('Loft');
    expect((await post('/api/public/settings/property', { prop_type: 'loft' })).statusCode).toBe(409);
    expect((await post('/api/public/settings/property', { prop_type: '  ' })).json().errors).toEqual({ prop_type: ['Required'] });

    const listing = await post('/api/admin/settings/listing', { action: 'add', type: 'Rent to own' });
    expect(listing.json()).toMatchObject({ data: { type: 'Rent to own' } });
    expect((await get('/api/admin/settings/listing')).json().data.map((row: { type: string }) => row.type)).toEqual([
      'Sale',
      'Lease',
      'Sub-Lease',
      'Rent to own',
    ]);
    expect((await post('/api/admin/settings/listing', { type: 'sale' })).statusCode).toBe(409);
    expect((await post('/api/admin/settings/listing', { action: 'remove', type: 'Swap' })).json().errors).toEqual({ action: ["The action must be 'add'."] });
  });

  it('deletes entries of each list; a missing one is 404 and bad input 400', async () => {
    const municipality = (await post('/api/admin/settings/municipality', { Municipality: 'Shelburne', Mun_lat: 44.07, Mun_lng: -80.2 })).json().data;
    const propertyType = (await post('/api/public/settings/property', { prop_type: 'Tiny home' })).json().data;
    const listingType = (await post('/api/admin/settings/listing', { type: 'Auction' })).json().data;
    for (const [type, id] of [
      ['municipality', municipality.id],
      ['property', propertyType.id],
      ['listing', listingType.id],
    ] as const) {
      const response = await post('/api/admin/settings/delete', { type, id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', message: 'Successfully deleted' });
      expect((await post('/api/admin/settings/delete', { type, id })).statusCode).toBe(404);
    }
    const bad = await post('/api/admin/settings/delete', { type: 'planet', id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'type']);
  });
});
