/**
 * Drive-time estimates between homes when no routing engine is configured: the great-circle
 * distance stretched by a detour factor (streets are not straight lines) and driven at a city
 * speed. Rough on purpose; a tour is planned in minutes, not seconds.
 */
import { haversineKm } from '../geo/distance.ts';

/**
 * Road distance over straight-line distance in a grid city. Measured road/straight ratios in
 * North American cities are about 1.2–1.4; 1.3 is the usual middle value.
 */
export const DETOUR_FACTOR = 1.3;
/** Average door-to-door speed in Toronto traffic including lights and parking, in km/h. */
export const CITY_SPEED_KMH = 30;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Estimated seconds to drive from a to b. */
export function estimateDriveSeconds(a: GeoPoint, b: GeoPoint): number {
  const km = haversineKm(a.latitude, a.longitude, b.latitude, b.longitude) * DETOUR_FACTOR;
  return Math.round((km / CITY_SPEED_KMH) * 3600);
}

/** The full matrix of estimated seconds (row = from, column = to). */
export function estimateDriveMatrix(points: readonly GeoPoint[]): number[][] {
  return points.map((from) => points.map((to) => (from === to ? 0 : estimateDriveSeconds(from, to))));
}

/** Whole minutes for a leg as people read it: never 0 for two different places. */
export function legMinutes(seconds: number): number {
  return seconds <= 0 ? 0 : Math.max(1, Math.ceil(seconds / 60));
}
