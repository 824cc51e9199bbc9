/**
 * The names of a listing's facts in the site's own words, beside the feed's (TREB) names they are
 * stored under in `listing.details`. The read model renames stored details to these
 * (`toDomainFacts`) for tRPC and the client; the REST shapers of the documented `/api` paths name
 * them back (`toLegacyFacts`), key by key in the same order, so `propert_details` stays as stored.
 * Each name is its own: two stored spellings of one value (the legacy detail record's second names,
 * kept because the agent's form writes both) get two names, so nothing is lost either way.
 * A stored name not listed here (a feed field nobody reads yet) keeps its stored name both ways.
 */
import { ownEntry } from '../own-entry.ts';

export const LISTING_FACT_NAMES = {
  Style: 'style',
  Sqft: 'squareFeet',
  Yr_built: 'approximateAge',
  Taxes: 'taxes',
  Yr: 'taxYear',
  Tax_year: 'taxYearAlias',
  Community: 'community',
  Municipality_district: 'district',
  Cross_st: 'crossStreet',
  Kitchens: 'kitchens',
  Num_kit: 'kitchensAlias',
  Rms: 'roomCount',
  Br: 'bedrooms',
  Br_plus: 'bedroomsPlus',
  Bath_tot: 'bathrooms',
  Den_fr: 'familyRoom',
  Fpl_num: 'fireplace',
  fireplaces: 'fireplaces',
  A_c: 'airConditioning',
  Front_ft: 'lotFront',
  Depth: 'lotDepth',
  Lotsz_code: 'lotSizeUnits',
  frontage: 'frontage',
  fronting_on: 'frontingOn',
  lot_dimensions: 'lotDimensions',
  Pool: 'pool',
  Sewer: 'sewer',
  Water: 'water',
  Waterfront: 'waterfront',
  Water_front: 'waterfrontAlias',
  Zoning: 'zoning',
  Parcel_id: 'parcelId',
  Drive: 'driveway',
  Gar_type: 'garageType',
  Gar_spaces: 'garageSpaces',
  Park_spcs: 'parkingSpaces',
  Tot_park_spcs: 'parkingTotal',
  Bsmt1_out: 'basement1',
  Bsmt2_out: 'basement2',
  Heat_inc: 'heatIncluded',
  Heating: 'heating',
  Fuel: 'heatingFuel',
  Constr1_out: 'construction1',
  Constr2_out: 'construction2',
  Maint: 'maintenanceFee',
  Maint_inc: 'maintenanceIncludes',
  Bldg_amen: 'buildingAmenities',
  Condo_exp: 'exposure',
  Locker: 'locker',
  Comp_pts: 'facing',
  Extras: 'extras',
  Rltr: 'brokerage',
  Disp_addr: 'displayAddress',
  property_name: 'propertyName',
  County: 'county',
  Walk_score: 'walkScore',
  seperate_entrance: 'separateEntrance',
  Pvt_ent: 'separateEntranceAlias',
  upcoming_open_house: 'upcomingOpenHouse',
  Spec_des1_out: 'specialDesignation',
} as const;

export type StoredFactName = keyof typeof LISTING_FACT_NAMES;
export type ListingFactName = (typeof LISTING_FACT_NAMES)[StoredFactName];

const STORED_BY_DOMAIN: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(LISTING_FACT_NAMES).map(([stored, domain]) => [domain, stored]));

/**
 * The domain name of a stored detail field; an unlisted one keeps its name, unless that name is
 * a domain name of another field (it would come back under the wrong name): then null, left out.
 */
export function domainFactName(stored: string): string | null {
  const named = ownEntry<string>(LISTING_FACT_NAMES, stored);
  if (named) return named;
  return ownEntry(STORED_BY_DOMAIN, stored) === undefined ? stored : null;
}

/** The stored (legacy) name of a domain fact name (an unlisted one keeps its name). */
export function storedFactName(domain: string): string {
  return ownEntry(STORED_BY_DOMAIN, domain) ?? domain;
}

/** Renames a facts record to its stored (legacy) names, keeping the key order. */
export function toLegacyFacts<Value>(facts: Readonly<Record<string, Value>>): Record<string, Value> {
  const legacy: Record<string, Value> = {};
  for (const key in facts) legacy[storedFactName(key)] = facts[key]!;
  return legacy;
}
