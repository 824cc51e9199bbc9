/**
 * Listings that share one map position. The feed often has no coordinates, so the importer puts
 * such listings at their community's centre: many pins on exactly the same point, of which only
 * the top one could be clicked. The map draws one marker per position instead, and a position
 * with several listings opens a list of them. Clusters the server cannot split any further (its
 * grid has a finest cell) open the same kind of list, fetched from the server.
 */
import type { TBoundingBox } from '#shared/schemas/listing-search.schema.ts';
import type { TMapMarker } from '#shared/schemas/listing.schema.ts';

export interface MarkerGroup {
  key: string;
  latitude: number;
  longitude: number;
  markers: TMapMarker[];
}

/** Positions closer than about 10 cm are the same point. */
const POSITION_DECIMALS = 6;

/** One group per distinct position, in the order the server answered. */
export function groupMarkersByPosition(markers: readonly TMapMarker[]): MarkerGroup[] {
  const groups = new Map<string, MarkerGroup>();
  for (const marker of markers) {
    const key = `${marker.latitude.toFixed(POSITION_DECIMALS)},${marker.longitude.toFixed(POSITION_DECIMALS)}`;
    const group = groups.get(key);
    if (group) group.markers.push(marker);
    else groups.set(key, { key, latitude: marker.latitude, longitude: marker.longitude, markers: [marker] });
  }
  return [...groups.values()];
}

/**
 * The area whose listings make up a cluster: its grid cell, within the viewport the map answer
 * was for (the server counted only the listings in view).
 */
export function clusterArea(cell: TBoundingBox, viewport: TBoundingBox): TBoundingBox {
  return {
    north: Math.min(cell.north, viewport.north),
    south: Math.max(cell.south, viewport.south),
    east: Math.min(cell.east, viewport.east),
    west: Math.max(cell.west, viewport.west),
  };
}

/**
 * The server's grid cells are about 64 px wide on screen; once the map zooms past the grid's
 * finest level a cell is drawn larger and zooming in only magnifies it, so the cluster cannot be
 * split that way any more.
 */
const GRID_CELL_PX = 64;

export function canSplitByZooming(cellWidthPx: number, zoom: number, maxZoom: number): boolean {
  return zoom < maxZoom && cellWidthPx < GRID_CELL_PX * 1.5;
}
