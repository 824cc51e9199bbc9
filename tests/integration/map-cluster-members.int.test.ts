/**
 * Listings geocoded at their community's centre (the PropTx feed has no coordinates) all sit on
 * one point: at the map's maximum zoom the server still answers them as one cluster, which no
 * zooming can split. The map page then lists the cluster's members with `listings.search`, the
 * page's criteria limited to the cluster's area (client: marker-groups.ts clusterArea). This
 * proves that list is exactly the cluster — every listing reachable, none foreign — page by page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchCriteriaInput } from '#shared/schemas/listing-search.schema.ts';
import { MAP_MAX_ZOOM } from '#shared/schemas/map-search-url.schema.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { clusterArea } from '#client/components/map/marker-groups.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** More than the map's marker limit (300), so the server answers a cluster even for a tiny view. */
const STACKED = 320;
const CENTRE = { latitude: 43.8509, longitude: -79.0204 };

describe('map clusters that cannot be split', () => {
  let t: TestApp;
  let stackedIds: Set<number>;

  beforeAll(async () => {
    t = await createTestApp();
    await importSample(t, { count: 700 });
    const { rows } = await t.services.pool.query<{ id: number }>(
      `update listing set latitude = $1, longitude = $2, is_geo_approximate = true, updated_at = now()
       where id in (select id from listing where is_active and feed_class in ('residential', 'condo') order by id limit $3)
       returning id`,
      [CENTRE.latitude, CENTRE.longitude, STACKED],
    );
    stackedIds = new Set(rows.map((row) => row.id));
    expect(stackedIds.size).toBe(STACKED);
    const ids = (await t.services.pool.query<{ id: number }>('select id from listing order by id')).rows.map((row) => row.id);
    await t.services.search.index(ids);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists exactly the cluster at the maximum zoom through the search, every listing reachable', async () => {
    // A phone-sized view around the point at zoom 19: a few hundred metres.
    const viewport = { north: CENTRE.latitude + 0.002, south: CENTRE.latitude - 0.002, east: CENTRE.longitude + 0.001, west: CENTRE.longitude - 0.001 };
    const criteria: TSearchCriteriaInput = { propertyType: 'RESEDENTIAL', buildingType: 'any', bed: 'any', bbox: viewport };
    const map = await t.caller().listings.map({ criteria, zoom: MAP_MAX_ZOOM });
    expect(map.markers).toEqual([]);
    const cluster = map.clusters.find((candidate) => candidate.count >= STACKED);
    expect(cluster, JSON.stringify(map.clusters)).toBeDefined();

    const members: number[] = [];
    let cursor: string | null = null;
    let total: number | null = null;
    do {
      const page = await t.caller().listings.search({ criteria: { ...criteria, bbox: clusterArea(cluster!.bounds, viewport) }, cursor, limit: 20 });
      total ??= page.total;
      members.push(...page.data.map((listing) => listing.id));
      expect(page.data.every((listing) => listing.isGeoApproximate)).toBe(true);
      cursor = page.nextCursor;
    } while (cursor && members.length <= cluster!.count);

    expect(total).toBe(cluster!.count);
    expect(members).toHaveLength(cluster!.count);
    expect(new Set(members)).toEqual(stackedIds);
  });

  it('marks those listings approximate in the map answer when few enough are in view to draw', async () => {
    const viewport = { north: CENTRE.latitude + 0.001, south: CENTRE.latitude - 0.001, east: CENTRE.longitude + 0.001, west: CENTRE.longitude - 0.001 };
    const map = await t.caller().listings.map({ criteria: { propertyType: 'RESEDENTIAL', maxPrice: 450_000, bbox: viewport }, zoom: MAP_MAX_ZOOM });
    expect(map.clusters).toEqual([]);
    expect(map.markers.length).toBeGreaterThan(0);
    for (const marker of map.markers) expect(marker).toMatchObject({ latitude: CENTRE.latitude, longitude: CENTRE.longitude, isGeoApproximate: true });
  });
});
