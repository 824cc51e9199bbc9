import { describe, expect, it } from 'vitest';
import { GridAggregator, MAX_GRID_ZOOM, MIN_GRID_ZOOM, cellBounds, cellKey, cellOf, cellSize, finestCellOf, gridZoom, isInBox } from './map-grid.ts';

describe('map grid', () => {
  it('keeps the grid zoom within the precomputed levels', () => {
    expect(gridZoom(0)).toBe(3);
    expect(gridZoom(9.4)).toBe(9);
    expect(gridZoom(21)).toBe(16);
  });

  it('halves the cell size with each zoom level', () => {
    expect(cellSize(10).width).toBeCloseTo(cellSize(9).width / 2, 12);
    expect(cellSize(9).height).toBeLessThan(cellSize(9).width);
  });

  it('puts a point in the cell whose bounds contain it', () => {
    const { x, y } = cellOf(43.6532, -79.3832, 12);
    const bounds = cellBounds(x, y, 12);
    expect(isInBox(43.6532, -79.3832, bounds)).toBe(true);
    expect(cellKey(43.6532, -79.3832, 12)).toBe(`${x}:${y}`);
  });

  it('counts points per cell and places each cluster at its points’ centroid', () => {
    const grid = new GridAggregator(9);
    grid.add(43.65, -79.38);
    grid.add(43.651, -79.381);
    grid.add(43.59, -79.64);
    const clusters = grid.clusters().sort((a, b) => b.count - a.count);
    expect(clusters.map((cluster) => cluster.count)).toEqual([2, 1]);
    expect(clusters[0]!.latitude).toBeCloseTo(43.6505, 6);
    expect(isInBox(clusters[0]!.latitude, clusters[0]!.longitude, clusters[0]!.bounds)).toBe(true);
  });

  it('finds every zoom’s cell by shifting the finest cell, exactly as dividing does, on cell edges too', () => {
    const points: [number, number][] = [
      [43.6532, -79.3832],
      [44.4999, -78.5001],
      [43.3, -80.2],
    ];
    // Points on cell edges at each zoom, where a rounding difference would show.
    for (let zoom = MIN_GRID_ZOOM; zoom <= MAX_GRID_ZOOM; zoom++) {
      const { width, height } = cellSize(zoom);
      points.push([Math.floor((43.7 + 90) / height) * height - 90, Math.floor((-79.4 + 180) / width) * width - 180]);
    }
    for (let index = 0; index < 2000; index++) points.push([43 + ((index * 7919) % 2000) / 1000, -81 + ((index * 104_729) % 3000) / 1000]);
    for (const [latitude, longitude] of points) {
      const finest = finestCellOf(latitude, longitude);
      for (let zoom = MIN_GRID_ZOOM; zoom <= MAX_GRID_ZOOM; zoom++) {
        const shift = MAX_GRID_ZOOM - zoom;
        expect({ x: finest.x >> shift, y: finest.y >> shift }).toEqual(cellOf(latitude, longitude, zoom));
      }
    }
  });

  it('clusters the same with the viewport’s flat cells as without them, points outside the viewport included', () => {
    const viewport = { north: 44.5, south: 43.3, east: -78.5, west: -80.2 };
    const withViewport = new GridAggregator(9, viewport);
    const without = new GridAggregator(9);
    for (let index = 0; index < 5000; index++) {
      // Some points fall outside the viewport: they go to the sparse cells.
      const latitude = 43.1 + ((index * 7919) % 1600) / 1000;
      const longitude = -80.4 + ((index * 104_729) % 2100) / 1000;
      withViewport.add(latitude, longitude);
      without.add(latitude, longitude);
    }
    const byCell = (clusters: ReturnType<GridAggregator['clusters']>) =>
      clusters.map((cluster) => `${cluster.bounds.west}:${cluster.bounds.south}:${cluster.count}:${cluster.latitude.toFixed(9)}`).sort();
    expect(byCell(withViewport.clusters())).toEqual(byCell(without.clusters()));
    expect(withViewport.clusters().reduce((sum, cluster) => sum + cluster.count, 0)).toBe(5000);
  });

  it('adds only the points inside the box, keeping their positions in order, as adding them one by one does', () => {
    const box = { north: 44, south: 43.5, east: -79, west: -80 };
    const size = 3000;
    const latitudes = new Float64Array(size);
    const longitudes = new Float64Array(size);
    const cellXs = new Int32Array(size);
    const cellYs = new Int32Array(size);
    for (let index = 0; index < size; index++) {
      // Some inside the box, some outside, one without a position.
      latitudes[index] = index === 7 ? Number.NaN : 43.2 + ((index * 7919) % 1100) / 1000;
      longitudes[index] = -80.3 + ((index * 104_729) % 1600) / 1000;
      const cell = finestCellOf(latitudes[index]!, longitudes[index]!);
      cellXs[index] = cell.x;
      cellYs[index] = cell.y;
    }
    const positions = Int32Array.from({ length: size }, (_, index) => index);
    const inBox = new GridAggregator(11, box);
    const kept = inBox.addInBox(positions, size, { cellXs, cellYs, latitudes, longitudes }, box);
    const oneByOne = new GridAggregator(11);
    const expected: number[] = [];
    for (let index = 0; index < size; index++) {
      if (!isInBox(latitudes[index]!, longitudes[index]!, box)) continue;
      expected.push(index);
      oneByOne.add(latitudes[index]!, longitudes[index]!);
    }
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.length).toBeLessThan(size - 100);
    expect([...positions.subarray(0, kept)]).toEqual(expected);
    const byCell = (clusters: ReturnType<GridAggregator['clusters']>) =>
      clusters.map((cluster) => `${cluster.bounds.west}:${cluster.bounds.south}:${cluster.count}:${cluster.latitude.toFixed(9)}`).sort();
    expect(byCell(inBox.clusters())).toEqual(byCell(oneByOne.clusters()));
  });
});
