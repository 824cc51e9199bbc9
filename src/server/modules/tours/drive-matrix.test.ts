import { describe, expect, it } from 'vitest';
import { estimateDriveMatrix } from '#shared/tours/drive-time.ts';
import { driveMatrix } from './drive-matrix.ts';

const POINTS = [
  { latitude: 43.642, longitude: -79.377 },
  { latitude: 43.6705, longitude: -79.3875 },
  { latitude: 43.6626, longitude: -79.3337 },
];

/** A stand-in for an OSRM /table server: answers what the test says and records the URL asked. */
function fakeFetch(answer: () => Response): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    fetch: (async (input: string | URL | Request) => {
      urls.push(String(input));
      return answer();
    }) as typeof fetch,
  };
}

describe('drive times between tour places', () => {
  it('estimates from distance when no routing engine is configured', async () => {
    expect(await driveMatrix(POINTS, undefined)).toEqual({ seconds: estimateDriveMatrix(POINTS), source: 'estimate' });
  });

  it('uses an OSRM-compatible /table answer, keeping the estimate for a pair it could not route', async () => {
    const durations = [
      [0, 400, null],
      [410, 0, 700],
      [900, 650, 0],
    ];
    const server = fakeFetch(() => Response.json({ code: 'Ok', durations }));
    const matrix = await driveMatrix(POINTS, 'http://osrm.test/', server.fetch);
    expect(server.urls[0]).toBe('http://osrm.test/table/v1/driving/-79.377000,43.642000;-79.387500,43.670500;-79.333700,43.662600?annotations=duration');
    expect(matrix.source).toBe('routing');
    expect(matrix.seconds[0]![1]).toBe(400);
    expect(matrix.seconds[0]![2]).toBe(estimateDriveMatrix(POINTS)[0]![2]);
  });

  it('falls back to the estimate when the engine fails, errs or answers nonsense', async () => {
    const estimate = { seconds: estimateDriveMatrix(POINTS), source: 'estimate' };
    expect(await driveMatrix(POINTS, 'http://osrm.test', fakeFetch(() => new Response('down', { status: 503 })).fetch)).toEqual(estimate);
    expect(await driveMatrix(POINTS, 'http://osrm.test', fakeFetch(() => Response.json({ code: 'NoRoute' })).fetch)).toEqual(estimate);
    expect(await driveMatrix(POINTS, 'http://osrm.test', fakeFetch(() => Response.json({ code: 'Ok', durations: [[0]] })).fetch)).toEqual(estimate);
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await driveMatrix(POINTS, 'http://osrm.test', refused)).toEqual(estimate);
  });
});
