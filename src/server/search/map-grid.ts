/**
 * The map's cluster grid, one fixed world grid per zoom level so every engine (and a
 * precomputing one like Meilisearch) puts a listing in the same cell: about 64 screen pixels a
 * cell, a little shorter than wide because a degree of latitude is longer than one of longitude
 * around Toronto.
 */
import type { TBoundingBox } from '#shared/schemas/listing-search.schema.ts';
import type { EngineMapCell } from './search-types.ts';

export const MIN_GRID_ZOOM = 3;
export const MAX_GRID_ZOOM = 16;
/** cos(43.7°): the GTA's width of a degree of longitude relative to one of latitude. */
const LATITUDE_CELL_FACTOR = 0.72;

export function gridZoom(zoom: number): number {
  return Math.min(MAX_GRID_ZOOM, Math.max(MIN_GRID_ZOOM, Math.round(zoom)));
}

export function cellSize(zoom: number): { width: number; height: number } {
  const width = 360 / 2 ** (gridZoom(zoom) + 2);
  return { width, height: width * LATITUDE_CELL_FACTOR };
}

export function cellOf(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const { width, height } = cellSize(zoom);
  return { x: Math.floor((longitude + 180) / width), y: Math.floor((latitude + 90) / height) };
}

export function cellKey(latitude: number, longitude: number, zoom: number): string {
  const { x, y } = cellOf(latitude, longitude, zoom);
  return `${x}:${y}`;
}

export function cellBounds(x: number, y: number, zoom: number): TBoundingBox {
  const { width, height } = cellSize(zoom);
  return { west: x * width - 180, east: (x + 1) * width - 180, south: y * height - 90, north: (y + 1) * height - 90 };
}

export function isInBox(latitude: number, longitude: number, box: TBoundingBox): boolean {
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

/** Adds points one by one and answers one cluster per occupied cell, at the points' centroid. */
export class GridAggregator {
  private readonly cells = new Map<number, { x: number; y: number; count: number; latitudeSum: number; longitudeSum: number }>();
  private readonly width: number;
  private readonly height: number;

  constructor(private readonly zoom: number) {
    ({ width: this.width, height: this.height } = cellSize(zoom));
  }

  add(latitude: number, longitude: number): void {
    const x = Math.floor((longitude + 180) / this.width);
    const y = Math.floor((latitude + 90) / this.height);
    // x and y stay below 2^18 even at the finest grid zoom: one number keys the cell.
    const key = x * 262_144 + y;
    const cell = this.cells.get(key);
    if (cell) {
      cell.count++;
      cell.latitudeSum += latitude;
      cell.longitudeSum += longitude;
    } else {
      this.cells.set(key, { x, y, count: 1, latitudeSum: latitude, longitudeSum: longitude });
    }
  }

  clusters(): EngineMapCell[] {
    return [...this.cells.values()].map((cell) => ({
      latitude: cell.latitudeSum / cell.count,
      longitude: cell.longitudeSum / cell.count,
      count: cell.count,
      bounds: cellBounds(cell.x, cell.y, this.zoom),
    }));
  }
}
