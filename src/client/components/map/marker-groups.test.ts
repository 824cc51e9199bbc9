import { describe, expect, it } from 'vitest';
import type { TMapMarker } from '#shared/schemas/listing.schema.ts';
import { canSplitByZooming, clusterArea, groupMarkersByPosition } from './marker-groups.ts';

const marker = (id: number, latitude: number, longitude: number, approximate = false): TMapMarker => ({
  id,
  listingClass: 'residential',
  mlsNumber: `W${id}`,
  address: `${id} Maple Grove Avenue`,
  municipality: 'Ajax',
  listPrice: 500000 + id,
  transaction: 'Sale',
  isGeoApproximate: approximate,
  photoUrl: null,
  latitude,
  longitude,
});

describe('groupMarkersByPosition', () => {
  it('puts listings on the same point in one group, in answer order, and keeps distinct points apart', () => {
    const groups = groupMarkersByPosition([
      marker(1, 43.85, -79.03, true),
      marker(2, 43.851, -79.03),
      marker(3, 43.85, -79.03, true),
      marker(4, 43.8500000001, -79.0300000001, true),
    ]);
    expect(groups.map((group) => group.markers.map((listing) => listing.id))).toEqual([[1, 3, 4], [2]]);
    expect(groups[0]).toMatchObject({ latitude: 43.85, longitude: -79.03 });
  });
});

describe('clusterArea', () => {
  it('is the cluster cell within the viewport the answer was for', () => {
    const cell = { north: 43.9, south: 43.8, east: -79.0, west: -79.1 };
    expect(clusterArea(cell, { north: 43.88, south: 43.5, east: -78.9, west: -79.05 })).toEqual({ north: 43.88, south: 43.8, east: -79.0, west: -79.05 });
    expect(clusterArea(cell, { north: 44, south: 43, east: -78, west: -80 })).toEqual(cell);
  });
});

describe('canSplitByZooming', () => {
  it('zooms while the server grid still gets finer and the map can zoom', () => {
    expect(canSplitByZooming(64, 12, 19)).toBe(true);
    // Past the grid's finest level a cell is drawn 2×, 4×... larger: zooming only magnifies it.
    expect(canSplitByZooming(128, 17, 19)).toBe(false);
    expect(canSplitByZooming(64, 19, 19)).toBe(false);
  });
});
