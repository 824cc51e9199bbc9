import { describe, expect, it } from 'vitest';
import { GridAggregator, cellBounds, cellKey, cellOf, cellSize, gridZoom, isInBox } from './map-grid.ts';

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
});
