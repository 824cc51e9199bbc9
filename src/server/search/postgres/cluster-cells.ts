/**
 * A cluster's map cells, counted once: a whole-GTA map of every listing of a class adds a
 * million points one by one (~10 ms at 2,000,000 listings), where its cells are a few hundred
 * sums. A cluster of the listing facts (listing-facts.ts) keeps its positions in the order of
 * their cell's Morton code (x and y bits interleaved), so the points of one cell at any grid zoom
 * are one run of them: a cell at zoom z is the four cells at zoom z + 1 it splits into.
 * CellPyramid counts the cells of every zoom up to MAX_CELL_ZOOM (after each load of the public
 * facts, else at a cluster's first map), keeps the counts as listings leave and come back, and adds a map's box from them: a cell wholly inside
 * the box by its totals, one across the box's edge by its four quarters, down to the finest
 * cells, whose points crossing the edge are added one by one.
 */
import type { TBoundingBox } from '#shared/schemas/listing-search.schema.ts';
import { firstAtLeast } from '../first-at-least.ts';
import { cellBounds, type FinestCellPoints, type GridAggregator, isInBox, MAX_GRID_ZOOM, MIN_GRID_ZOOM } from '../map-grid.ts';

/** The finest zoom of the Morton order: x and y of its cells fit 16 bits each, beside a position's bits in one double. */
export const MAX_CELL_ZOOM = 14;
const ORDER_SHIFT = MAX_GRID_ZOOM - MAX_CELL_ZOOM;
/**
 * A cell's edges are computed, as its points' cells were, in floating point: a cell counts as
 * inside the box (or outside it) only with this margin to spare (a millimetre); a cell nearer the
 * edge is split.
 */
const EDGE_MARGIN = 1e-8;

/** The point columns a cell count reads: coordinates, finest cells, and the class (0: the listing left the site). */
export interface CellPoints extends FinestCellPoints {
  classes: Uint8Array;
}

/** 16 bits spread to the even bits of 32. */
function spread(value: number): number {
  let bits = value & 0xffff;
  bits = (bits | (bits << 8)) & 0x00ff00ff;
  bits = (bits | (bits << 4)) & 0x0f0f0f0f;
  bits = (bits | (bits << 2)) & 0x33333333;
  bits = (bits | (bits << 1)) & 0x55555555;
  return bits;
}

/** A point's Morton code at MAX_CELL_ZOOM, from its finest cell: an unsigned 32-bit number. */
function mortonOf(finestX: number, finestY: number): number {
  return (spread(finestX >> ORDER_SHIFT) | (spread(finestY >> ORDER_SHIFT) << 1)) >>> 0;
}

/**
 * The positions [from, to) that have a map position, in Morton order of their cell, or null when
 * the cluster is too large for the order's numbers (2^21 positions: a position's bits and the
 * code's 32 share one double's 53).
 */
export function mortonMembers(points: CellPoints, from: number, to: number): Int32Array | null {
  const scale = 2 ** Math.max(1, Math.ceil(Math.log2(to - from + 1)));
  if (scale > 2 ** 21) return null;
  const { latitudes, longitudes, cellXs, cellYs } = points;
  const packed = new Float64Array(to - from);
  let count = 0;
  for (let index = from; index < to; index++) {
    // A listing without a position is on no map (NaN fails every box).
    if (Number.isNaN(latitudes[index]!) || Number.isNaN(longitudes[index]!)) continue;
    packed[count++] = mortonOf(cellXs[index]!, cellYs[index]!) * scale + (index - from);
  }
  const sorted = packed.subarray(0, count).sort();
  const members = new Int32Array(count);
  for (let k = 0; k < count; k++) members[k] = (sorted[k]! % scale) + from;
  return members;
}

/** The cells of one zoom, in key (Morton) order, with the count and coordinate sums of their listings still on the site. */
interface Level {
  keys: Float64Array;
  xs: Int32Array;
  ys: Int32Array;
  counts: Int32Array;
  latitudeSums: Float64Array;
  longitudeSums: Float64Array;
}

function emptyLevel(cells: number): Level {
  return {
    keys: new Float64Array(cells),
    xs: new Int32Array(cells),
    ys: new Int32Array(cells),
    counts: new Int32Array(cells),
    latitudeSums: new Float64Array(cells),
    longitudeSums: new Float64Array(cells),
  };
}

export class CellPyramid {
  /** Levels by zoom, MIN_GRID_ZOOM to MAX_CELL_ZOOM. */
  private readonly levels: Level[] = [];
  /** Each finest cell's first member, and one past the last cell's. */
  private readonly starts: Int32Array;

  constructor(
    points: CellPoints,
    private readonly members: Int32Array,
  ) {
    const { cellXs, cellYs, latitudes, longitudes, classes } = points;
    const keys: number[] = [];
    const starts: number[] = [];
    for (let k = 0; k < members.length; k++) {
      const index = members[k]!;
      const key = mortonOf(cellXs[index]!, cellYs[index]!);
      if (keys.length === 0 || keys.at(-1) !== key) {
        keys.push(key);
        starts.push(k);
      }
    }
    starts.push(members.length);
    this.starts = Int32Array.from(starts);
    const finest = emptyLevel(keys.length);
    finest.keys.set(keys);
    for (let cell = 0; cell < keys.length; cell++) {
      const first = members[starts[cell]!]!;
      finest.xs[cell] = cellXs[first]! >> ORDER_SHIFT;
      finest.ys[cell] = cellYs[first]! >> ORDER_SHIFT;
      for (let k = starts[cell]!; k < starts[cell + 1]!; k++) {
        const index = members[k]!;
        if (classes[index] === 0) continue;
        finest.counts[cell]!++;
        finest.latitudeSums[cell]! += latitudes[index]!;
        finest.longitudeSums[cell]! += longitudes[index]!;
      }
    }
    this.levels[MAX_CELL_ZOOM] = finest;
    // Each coarser level is its finer one's cells four by four (their keys less two bits).
    for (let zoom = MAX_CELL_ZOOM - 1; zoom >= MIN_GRID_ZOOM; zoom--) {
      const finer = this.levels[zoom + 1]!;
      let cells = 0;
      for (let cell = 0; cell < finer.keys.length; cell++)
        if (cell === 0 || Math.floor(finer.keys[cell]! / 4) !== Math.floor(finer.keys[cell - 1]! / 4)) cells++;
      const level = emptyLevel(cells);
      let slot = -1;
      for (let cell = 0; cell < finer.keys.length; cell++) {
        const key = Math.floor(finer.keys[cell]! / 4);
        if (slot < 0 || level.keys[slot] !== key) {
          slot++;
          level.keys[slot] = key;
          level.xs[slot] = finer.xs[cell]! >> 1;
          level.ys[slot] = finer.ys[cell]! >> 1;
        }
        level.counts[slot]! += finer.counts[cell]!;
        level.latitudeSums[slot]! += finer.latitudeSums[cell]!;
        level.longitudeSums[slot]! += finer.longitudeSums[cell]!;
      }
      this.levels[zoom] = level;
    }
  }

  /** Counts a member's listing in (1: it came back) or out (-1: it left the site), at every zoom. */
  adjust(points: CellPoints, index: number, sign: 1 | -1): void {
    const latitude = points.latitudes[index]!;
    const longitude = points.longitudes[index]!;
    if (Number.isNaN(latitude) || Number.isNaN(longitude)) return;
    let key = mortonOf(points.cellXs[index]!, points.cellYs[index]!);
    for (let zoom = MAX_CELL_ZOOM; zoom >= MIN_GRID_ZOOM; zoom--, key = Math.floor(key / 4)) {
      const level = this.levels[zoom]!;
      const cell = firstAtLeast(level.keys, key);
      if (level.keys[cell] !== key) return;
      level.counts[cell]! += sign;
      level.latitudeSums[cell]! += sign * latitude;
      level.longitudeSums[cell]! += sign * longitude;
    }
  }

  /** Adds the cluster's listings inside the box to the grid (whose zoom is at most MAX_CELL_ZOOM); answers how many. */
  addInBox(grid: GridAggregator, box: TBoundingBox, points: CellPoints): number {
    const zoom = grid.cellZoom;
    const level = this.levels[zoom]!;
    let total = 0;
    for (let cell = 0; cell < level.keys.length; cell++) total += this.addCell(grid, box, points, zoom, cell, zoom);
    return total;
  }

  private addCell(grid: GridAggregator, box: TBoundingBox, points: CellPoints, zoom: number, cell: number, gridZoom: number): number {
    const level = this.levels[zoom]!;
    const count = level.counts[cell]!;
    if (count === 0) return 0;
    const bounds = cellBounds(level.xs[cell]!, level.ys[cell]!, zoom);
    if (
      bounds.north < box.south - EDGE_MARGIN ||
      bounds.south > box.north + EDGE_MARGIN ||
      bounds.east < box.west - EDGE_MARGIN ||
      bounds.west > box.east + EDGE_MARGIN
    ) {
      return 0;
    }
    if (
      bounds.south >= box.south + EDGE_MARGIN &&
      bounds.north <= box.north - EDGE_MARGIN &&
      bounds.west >= box.west + EDGE_MARGIN &&
      bounds.east <= box.east - EDGE_MARGIN
    ) {
      const shift = zoom - gridZoom;
      grid.addCellTotals(level.xs[cell]! >> shift, level.ys[cell]! >> shift, count, level.latitudeSums[cell]!, level.longitudeSums[cell]!);
      return count;
    }
    if (zoom === MAX_CELL_ZOOM) return this.addPoints(grid, box, points, cell);
    const finer = this.levels[zoom + 1]!;
    const key = level.keys[cell]!;
    let added = 0;
    for (let child = firstAtLeast(finer.keys, key * 4); child < finer.keys.length && finer.keys[child]! < key * 4 + 4; child++) {
      added += this.addCell(grid, box, points, zoom + 1, child, gridZoom);
    }
    return added;
  }

  /** A finest cell's points inside the box, one by one. */
  private addPoints(grid: GridAggregator, box: TBoundingBox, points: CellPoints, cell: number): number {
    const { latitudes, longitudes, cellXs, cellYs, classes } = points;
    let added = 0;
    for (let k = this.starts[cell]!; k < this.starts[cell + 1]!; k++) {
      const index = this.members[k]!;
      const latitude = latitudes[index]!;
      const longitude = longitudes[index]!;
      if (classes[index] === 0 || !isInBox(latitude, longitude, box)) continue;
      grid.addInFinestCell(cellXs[index]!, cellYs[index]!, latitude, longitude);
      added++;
    }
    return added;
  }
}
