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

/** Cells held in flat arrays when a viewport spans at most this many (a whole-GTA view at zoom 9 spans ~100). */
const MAX_DENSE_CELLS = 65_536;

/**
 * A point's cell at the finest grid zoom. Cells halve exactly from zoom to zoom (their sizes
 * are 360 / 2^k and that times 0.72, and scaling by a power of two is exact in floating
 * point), so its cell at any zoom is these coordinates shifted right: `x >> (16 - zoom)`.
 */
export function finestCellOf(latitude: number, longitude: number): { x: number; y: number } {
  return cellOf(latitude, longitude, MAX_GRID_ZOOM);
}

/** Points by position, column by column, with each point's finestCellOf() kept beside its coordinates. */
export interface FinestCellPoints {
  cellXs: Int32Array;
  cellYs: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
}

/**
 * Adds points one by one and answers one cluster per occupied cell, at the points' centroid.
 * Given the viewport, its cells are slots of flat arrays: a whole-GTA map adds a million points,
 * and a map lookup per point was most of its time.
 */
export class GridAggregator {
  private readonly sparse = new Map<number, { x: number; y: number; count: number; latitudeSum: number; longitudeSum: number }>();
  private readonly shift: number;
  /** The viewport's cells (none without a viewport, or when it spans too many): the rest are sparse. */
  private readonly dense: {
    x0: number;
    y0: number;
    columns: number;
    rows: number;
    counts: Int32Array;
    latitudeSums: Float64Array;
    longitudeSums: Float64Array;
  };

  constructor(
    private readonly zoom: number,
    viewport: TBoundingBox | null = null,
  ) {
    this.shift = MAX_GRID_ZOOM - gridZoom(zoom);
    const southWest = viewport ? cellOf(viewport.south, viewport.west, zoom) : { x: 0, y: 0 };
    const northEast = viewport ? cellOf(viewport.north, viewport.east, zoom) : { x: -1, y: -1 };
    let columns = northEast.x - southWest.x + 1;
    let rows = northEast.y - southWest.y + 1;
    if (!(columns > 0 && rows > 0 && columns * rows <= MAX_DENSE_CELLS)) [columns, rows] = [0, 0];
    this.dense = {
      x0: southWest.x,
      y0: southWest.y,
      columns,
      rows,
      counts: new Int32Array(columns * rows),
      latitudeSums: new Float64Array(columns * rows),
      longitudeSums: new Float64Array(columns * rows),
    };
  }

  /** The grid zoom its cells are of (gridZoom of the zoom it was made with). */
  get cellZoom(): number {
    return MAX_GRID_ZOOM - this.shift;
  }

  /** Adds a cell's totals at once (cell coordinates at cellZoom): a precounted cell, as cluster-cells.ts keeps them. */
  addCellTotals(x: number, y: number, count: number, latitudeSum: number, longitudeSum: number): void {
    const { x0, y0, columns, rows } = this.dense;
    const column = x - x0;
    const row = y - y0;
    if (column >= 0 && column < columns && row >= 0 && row < rows) {
      const slot = row * columns + column;
      this.dense.counts[slot]! += count;
      this.dense.latitudeSums[slot]! += latitudeSum;
      this.dense.longitudeSums[slot]! += longitudeSum;
    } else {
      this.addSparse(x, y, count, latitudeSum, longitudeSum);
    }
  }

  /** Empties every cell. */
  clear(): void {
    this.sparse.clear();
    this.dense.counts.fill(0);
    this.dense.latitudeSums.fill(0);
    this.dense.longitudeSums.fill(0);
  }

  add(latitude: number, longitude: number): void {
    const { x, y } = finestCellOf(latitude, longitude);
    this.addInFinestCell(x, y, latitude, longitude);
  }

  /** Adds a point whose finestCellOf() the caller keeps (it saves two divisions a point). */
  addInFinestCell(finestX: number, finestY: number, latitude: number, longitude: number): void {
    this.addCellTotals(finestX >> this.shift, finestY >> this.shift, 1, latitude, longitude);
  }

  /**
   * Adds the points at `positions[0, length)` of the columns that lie inside the box, and keeps
   * their positions, in order, at the front of `positions`; answers how many. A whole-GTA map
   * adds a million points: one loop tests and adds each (reading its coordinates once), with
   * addInFinestCell's reads of the grid held in locals (calling it per point cost ~10 %), and the
   * columns keep each point's finest cell so it needs no division.
   */
  addInBox(positions: Int32Array, length: number, points: FinestCellPoints, box: TBoundingBox): number {
    const { cellXs, cellYs, latitudes, longitudes } = points;
    const { x0, y0, columns, rows, counts, latitudeSums, longitudeSums } = this.dense;
    const shift = this.shift;
    // The box's edges in locals: read from the object at every point, they cost a sixth of the loop
    // (362,000 of 1.1 million points: 4.9 → 4.1 ms).
    const { south, north, west, east } = box;
    let kept = 0;
    for (let k = 0; k < length; k++) {
      const index = positions[k]!;
      const latitude = latitudes[index]!;
      const longitude = longitudes[index]!;
      if (!(latitude >= south && latitude <= north && longitude >= west && longitude <= east)) continue;
      positions[kept++] = index;
      const column = (cellXs[index]! >> shift) - x0;
      const row = (cellYs[index]! >> shift) - y0;
      if (column >= 0 && column < columns && row >= 0 && row < rows) {
        const slot = row * columns + column;
        counts[slot]!++;
        latitudeSums[slot]! += latitude;
        longitudeSums[slot]! += longitude;
      } else {
        this.addSparse(column + x0, row + y0, 1, latitude, longitude);
      }
    }
    return kept;
  }

  /** Adds to a cell outside the viewport's flat arrays. */
  private addSparse(x: number, y: number, count: number, latitudeSum: number, longitudeSum: number): void {
    // x and y stay below 2^18 even at the finest grid zoom: one number keys the cell.
    const key = x * 262_144 + y;
    const cell = this.sparse.get(key);
    if (cell) {
      cell.count += count;
      cell.latitudeSum += latitudeSum;
      cell.longitudeSum += longitudeSum;
    } else {
      this.sparse.set(key, { x, y, count, latitudeSum, longitudeSum });
    }
  }

  clusters(): EngineMapCell[] {
    const cells = [...this.sparse.values()];
    const dense = this.dense;
    for (let slot = 0; slot < dense.counts.length; slot++) {
      const count = dense.counts[slot]!;
      if (count === 0) continue;
      const x = dense.x0 + (slot % dense.columns);
      const y = dense.y0 + Math.floor(slot / dense.columns);
      cells.push({ x, y, count, latitudeSum: dense.latitudeSums[slot]!, longitudeSum: dense.longitudeSums[slot]! });
    }
    return cells.map((cell) => ({
      latitude: cell.latitudeSum / cell.count,
      longitude: cell.longitudeSum / cell.count,
      count: cell.count,
      bounds: cellBounds(cell.x, cell.y, this.zoom),
    }));
  }
}
