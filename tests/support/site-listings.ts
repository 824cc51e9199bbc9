/**
 * The browser sites' listings (the sample import) as a visitor's first search page lists them,
 * GET /api/all-properties in the spec's names, for the browser tests that open a listing's pages.
 */
import { buildingAddress } from '#shared/market/building-address.ts';
import type { LegacyListingSummary } from '#server/modules/listings/listings.rest.ts';
import { baseUrl } from './browser.ts';

export type SiteListing = LegacyListingSummary;

export async function siteListings(): Promise<SiteListing[]> {
  const response = await fetch(`${baseUrl()}/api/all-properties`);
  return ((await response.json()) as { results: { data: SiteListing[] } }).results.data;
}

/** The first condo whose address keys a building page (/market/building/…), with that key. */
export async function condoWithBuilding(): Promise<{ condo: SiteListing; buildingKey: string }> {
  for (const condo of await siteListings()) {
    const building = condo.property_type === 'condo' ? buildingAddress(condo.Addr, condo.Municipality) : null;
    if (building) return { condo, buildingKey: building.key };
  }
  throw new Error('the sample import has no condo with a street number');
}

/** A listing's public detail page. */
export const detailPath = (listing: { property_id: number; property_type: string }) => `/estate/details/${listing.property_id}/${listing.property_type}`;
