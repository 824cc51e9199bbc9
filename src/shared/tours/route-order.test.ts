import { describe, expect, it } from 'vitest';
import { CITY_SPEED_KMH, DETOUR_FACTOR, estimateDriveMatrix, estimateDriveSeconds } from './drive-time.ts';
import { orderRoute, pathCost } from './route-order.ts';

/** Every order of 1..n-1, for checking the heuristic against the true optimum. */
function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

function bruteForceBest(matrix: number[][]): number {
  const stops = matrix.map((_, index) => index).slice(1);
  return Math.min(...permutations(stops).map((order) => pathCost(matrix, order)));
}

/** A small deterministic generator, so a failing case can be reproduced from its seed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomTorontoPoints(seed: number, count: number) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => ({ latitude: 43.6 + random() * 0.2, longitude: -79.6 + random() * 0.4 }));
}

describe('tour ordering', () => {
  it('visits homes on a line in line order, whatever order they were added in', () => {
    // Start at x=0; homes at x = 3, 1, 2, 4 (as a distance matrix on a line).
    const xs = [0, 3, 1, 2, 4];
    const matrix = xs.map((a) => xs.map((b) => Math.abs(a - b)));
    const order = orderRoute(matrix);
    expect(order.map((index) => xs[index])).toEqual([1, 2, 3, 4]);
    expect(pathCost(matrix, order)).toBe(4);
  });

  it('finds the optimum on small known cases (checked by brute force)', () => {
    const homesAt = (...pairs: [number, number][]) => pairs.map(([latitude, longitude]) => ({ latitude, longitude }));
    const known: { name: string; points: { latitude: number; longitude: number }[] }[] = [
      {
        name: 'four corners of a block, added crosswise',
        points: homesAt([43.65, -79.4], [43.66, -79.38], [43.65, -79.38], [43.66, -79.4], [43.655, -79.39]),
      },
      {
        name: 'a cluster downtown and one home in Scarborough',
        points: homesAt([43.645, -79.38], [43.773, -79.257], [43.648, -79.385], [43.651, -79.383], [43.642, -79.377]),
      },
      {
        name: 'homes along Yonge Street, out of order',
        points: homesAt([43.64, -79.38], [43.7, -79.398], [43.67, -79.388], [43.76, -79.411], [43.725, -79.402], [43.655, -79.383]),
      },
      ...Array.from({ length: 30 }, (_, index) => ({ name: `seeded ${index + 1}`, points: randomTorontoPoints(index + 1, 2 + ((index + 1) % 6)) })),
    ];
    for (const { name, points } of known) {
      const matrix = estimateDriveMatrix(points);
      const order = orderRoute(matrix);
      expect(new Set(order).size).toBe(points.length - 1);
      expect(pathCost(matrix, order), name).toBe(bruteForceBest(matrix));
    }
  });

  it('stays close to the optimum on random cases (a heuristic: within 5%)', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const matrix = estimateDriveMatrix(randomTorontoPoints(seed, 2 + (seed % 7)));
      expect(pathCost(matrix, orderRoute(matrix)), `seed ${seed}`).toBeLessThanOrEqual(bruteForceBest(matrix) * 1.05);
    }
  });

  it('is never worse than the given order, asymmetric costs (a routing engine) included', () => {
    for (let seed = 100; seed < 160; seed += 1) {
      const random = seeded(seed);
      const size = 2 + (seed % 12); // up to 12 stops
      const matrix = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j ? 0 : Math.round(random() * 1000))));
      const given = matrix.map((_, index) => index).slice(1);
      expect(pathCost(matrix, orderRoute(matrix, given))).toBeLessThanOrEqual(pathCost(matrix, given));
    }
  });

  it('keeps a single home and an empty list as they are', () => {
    expect(orderRoute([[0]])).toEqual([]);
    expect(
      orderRoute([
        [0, 5],
        [5, 0],
      ]),
    ).toEqual([1]);
  });

  it('estimates drive time from distance × detour factor at city speed', () => {
    // One degree of latitude is ~111.2 km.
    const seconds = estimateDriveSeconds({ latitude: 43.6, longitude: -79.4 }, { latitude: 43.7, longitude: -79.4 });
    const expected = ((11.12 * DETOUR_FACTOR) / CITY_SPEED_KMH) * 3600;
    expect(Math.abs(seconds - expected)).toBeLessThan(5);
  });
});
