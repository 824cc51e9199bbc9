/**
 * Travel times between a tour's places: an OSRM-compatible /table service when ROUTING_URL is
 * set, else (and whenever that service fails or answers nonsense) the distance estimate of
 * `#shared/tours/drive-time.ts`. A planner must never fail because a routing engine is down.
 */
import { z } from 'zod';
import { estimateDriveMatrix, type GeoPoint } from '#shared/tours/drive-time.ts';

/** A visitor waits for the plan: a slow engine is given up on quickly. */
const ROUTING_TIMEOUT_MS = 3000;

const ZOsrmTable = z.object({ code: z.literal('Ok'), durations: z.array(z.array(z.number().nonnegative().nullable())) });

export interface DriveMatrix {
  seconds: number[][];
  source: 'estimate' | 'routing';
}

export async function driveMatrix(points: readonly GeoPoint[], routingUrl: string | undefined, fetchImpl: typeof fetch = fetch): Promise<DriveMatrix> {
  const estimate = estimateDriveMatrix(points);
  if (!routingUrl || points.length < 2) return { seconds: estimate, source: 'estimate' };
  try {
    const coordinates = points.map((point) => `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`).join(';');
    const url = new URL(`table/v1/driving/${coordinates}`, routingUrl.endsWith('/') ? routingUrl : `${routingUrl}/`);
    url.searchParams.set('annotations', 'duration');
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(ROUTING_TIMEOUT_MS) });
    if (!response.ok) return { seconds: estimate, source: 'estimate' };
    const table = ZOsrmTable.parse(await response.json());
    if (table.durations.length !== points.length || table.durations.some((row) => row.length !== points.length))
      return { seconds: estimate, source: 'estimate' };
    // A pair the engine could not route (null) keeps the estimate.
    return { seconds: table.durations.map((row, i) => row.map((value, j) => value ?? estimate[i]![j]!)), source: 'routing' };
  } catch {
    return { seconds: estimate, source: 'estimate' };
  }
}
