/**
 * A visitor's tour plan: the homes placed (exact or approximate), the start place, the best
 * order from the start, and the drive time of each leg. A tour's length runs from arriving at
 * the first home to leaving the last (the visitor's drive to the first home is theirs, not the
 * agent's): a showing per home plus the drives between homes.
 */
import type pg from 'pg';
import type { TTourPlan, TTourStart } from '#shared/schemas/tours.schema.ts';
import { legMinutes } from '#shared/tours/drive-time.ts';
import { orderRoute } from '#shared/tours/route-order.ts';
import { driveMatrix } from './drive-matrix.ts';
import { findStartPlace, loadTourHomes, type TourHome } from './tour-places.ts';

export interface PlannedTour {
  plan: TTourPlan;
  /** The homes in visiting order, with the database's facts. */
  homes: TourHome[];
}

export async function planTour(
  client: pg.PoolClient | pg.Pool,
  options: { routingUrl: string | undefined; showingMinutes: number },
  input: { listingIds: number[]; start: TTourStart },
): Promise<PlannedTour> {
  const homes = await loadTourHomes(client, input.listingIds);
  // Starting at the first home: that home is point 0 and stays first.
  const startsAtHome = input.start.kind === 'first';
  const start =
    input.start.kind === 'first'
      ? { label: [homes[0]!.address, homes[0]!.municipality].filter(Boolean).join(', '), latitude: homes[0]!.latitude, longitude: homes[0]!.longitude }
      : await findStartPlace(client, input.start.address);
  const points = startsAtHome ? homes : [start, ...homes];
  const matrix = await driveMatrix(points, options.routingUrl);
  // Point indexes after the start; with the first home as start it is visited at once.
  const order = startsAtHome ? [0, ...orderRoute(matrix.seconds)] : orderRoute(matrix.seconds);
  const homeAt = (point: number) => (startsAtHome ? homes[point]! : homes[point - 1]!);

  let previous = 0;
  let betweenHomesMinutes = 0;
  const stops = order.map((point, index) => {
    const minutes = index === 0 && startsAtHome ? 0 : legMinutes(matrix.seconds[previous]![point]!);
    if (index > 0) betweenHomesMinutes += minutes;
    previous = point;
    const home = homeAt(point);
    return {
      listingId: home.listingId,
      address: home.address,
      municipality: home.municipality,
      latitude: home.latitude,
      longitude: home.longitude,
      approximate: home.approximate,
      driveMinutes: minutes,
    };
  });
  return {
    plan: {
      start,
      stops,
      driveSource: matrix.source,
      showingMinutes: options.showingMinutes,
      tourMinutes: stops.length * options.showingMinutes + betweenHomesMinutes,
    },
    homes: order.map(homeAt),
  };
}

/** Arrival at each stop (minutes after the tour's start): a showing, then the drive, per stop. */
export function arrivalOffsets(plan: Pick<TTourPlan, 'stops' | 'showingMinutes'>): number[] {
  let offset = 0;
  return plan.stops.map((stop, index) => {
    if (index > 0) offset += plan.showingMinutes + stop.driveMinutes;
    return offset;
  });
}
