/**
 * A listing as the public API answers it: the legacy `Property` shape of the spec (§3), field
 * names included (Ml_num, Addr, Orig_dol, propert_details…), so old clients and the new one read
 * the same answer. `property_type` is the legacy class used in /estate/details/{id}/{type}.
 */
import { z } from 'zod';
import { zId } from './ids.schema.ts';
import { ADMIN_PROPERTY_TYPES } from '../listing-classes.ts';
import { SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE_SIZE, ZSearchCriteria } from './listing-search.schema.ts';

export const ZListingImage = z.object({
  /** The 640 px variant (the 1280 one on the detail gallery). */
  url: z.string(),
  /** Every variant for responsive images: "/media/…-320.webp 320w, …". */
  srcset: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type TListingImage = z.infer<typeof ZListingImage>;

/** Legacy TREB-named detail fields (Style, Sqft, Taxes, Cross_st…); missing ones are absent. */
export const ZPropertyDetails = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const ZListingSummary = z.object({
  property_id: z.number(),
  property_type: z.enum(ADMIN_PROPERTY_TYPES),
  Ml_num: z.string(),
  Addr: z.string(),
  Apt_num: z.string().nullable(),
  Municipality: z.string(),
  Municipality_district: z.string().nullable(),
  Area: z.string().nullable(),
  Community: z.string().nullable(),
  Zip: z.string().nullable(),
  Orig_dol: z.number().nullable(),
  bed_rooms: z.number().nullable(),
  bed_rooms_plus: z.number().nullable(),
  bath_rooms: z.number().nullable(),
  park_spcs: z.number().nullable(),
  Ad_text: z.string().nullable(),
  /** Main photo (640 px variant), null while photos are still being processed. */
  url: z.string().nullable(),
  images: z.array(ZListingImage),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_geo_approximate: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  listed_at: z.string().nullable(),
  Type_own1_out: z.string().nullable(),
  /** Transaction: 'Sale', 'Lease' or 'Sub-Lease'. */
  S_r: z.string(),
  /** The listing brokerage, which the board requires beside every listing. */
  Rltr: z.string().nullable(),
  origin: z.enum(['feed', 'agent']),
  is_featured: z.boolean(),
  in_own_listing: z.boolean(),
  agent_status: z.string().nullable(),
  propert_details: z.array(ZPropertyDetails),
});
export type TListingSummary = z.infer<typeof ZListingSummary>;

export const ZListingRoom = z.object({
  out: z.string(),
  level: z.string().nullable(),
  len: z.string().nullable(),
  wth: z.string().nullable(),
  /** The size the agent typed for a room of their own listing ("14 x 12 ft", "150 sq ft"), beside the dimensions. */
  size: z.string().nullable(),
  dc1: z.string().nullable(),
  dc2: z.string().nullable(),
  dc3: z.string().nullable(),
});
export type TListingRoom = z.infer<typeof ZListingRoom>;

export const ZListingDetail = ZListingSummary.extend({
  Extras: z.string().nullable(),
  Cross_st: z.string().nullable(),
  rooms: z.array(ZListingRoom),
});
export type TListingDetail = z.infer<typeof ZListingDetail>;

export const ZListingDetailAnswer = z.object({
  res: ZListingDetail,
  randomProperties: z.array(ZListingSummary),
});
export type TListingDetailAnswer = z.infer<typeof ZListingDetailAnswer>;

// --- Inputs and answers of the listing procedures ---------------------------------------------------

/** Search criteria (normalized or either legacy form) plus the page position. */
export const ZSearchInput = z.object({
  criteria: ZSearchCriteria,
  /** Opaque keyset position from the previous page's `nextCursor`. */
  cursor: z.string().max(1000).nullish(),
  limit: z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});

export const ZSearchPage = z.object({
  data: z.array(ZListingSummary),
  nextCursor: z.string().nullable(),
  /** How many listings match; given on the first page only (counting is the expensive part). */
  total: z.number().nullable(),
});
export type TSearchPage = z.infer<typeof ZSearchPage>;

export const ZMapInput = z.object({
  criteria: ZSearchCriteria,
  /** Web-map zoom level of the viewport; decides the cluster cell size. */
  zoom: z.number().min(0).max(22),
});

export const ZMapCluster = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number(),
  /** The area the cluster covers: zoom the map to it to split the cluster. */
  bounds: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }),
});

export const ZMapMarker = z.object({
  property_id: z.number(),
  property_type: z.enum(ADMIN_PROPERTY_TYPES),
  Ml_num: z.string(),
  Addr: z.string(),
  Municipality: z.string(),
  Orig_dol: z.number().nullable(),
  S_r: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The position is the community's centre (the feed gave no coordinates), not the address. */
  is_geo_approximate: z.boolean(),
  url: z.string().nullable(),
});

export type TMapMarker = z.infer<typeof ZMapMarker>;

export const ZMapAnswer = z.object({
  /** Listings with a map position inside the box (and the other criteria). */
  total: z.number(),
  /** One marker per listing when there are few enough to draw, else empty. */
  markers: z.array(ZMapMarker),
  /** Grid clusters when there are too many listings for markers, else empty. */
  clusters: z.array(ZMapCluster),
});
export type TMapAnswer = z.infer<typeof ZMapAnswer>;

export const ZKeywordInput = z.object({ keyword: z.string().trim().max(200, 'Keep the keyword under 200 characters.') });

/** The similarity lookup of the keyword suggestion list (shape of the legacy client's findBestMatch). */
export const ZKeywordMatch = z.object({
  target: z.string(),
  /** 0 (nothing alike) to 1 (the same). */
  rating: z.number().min(0).max(1),
  kind: z.enum(['municipality', 'community', 'district']),
  municipality: z.string(),
});
export type TKeywordMatch = z.infer<typeof ZKeywordMatch>;

export const ZKeywordMatchAnswer = z.object({
  bestMatch: ZKeywordMatch,
  ratings: z.array(ZKeywordMatch),
  bestMatchIndex: z.number(),
});

export const ZAddressSuggestion = z.object({
  label: z.string(),
  kind: z.enum(['municipality', 'community', 'district', 'address', 'mls']),
  /** What to put in the keyword field when chosen. */
  value: z.string(),
  property_id: z.number().nullable(),
  property_type: z.enum(ADMIN_PROPERTY_TYPES).nullable(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

/** Featured and brokerage lists take the legacy `{ propertyType }` filter (any spelling, or none). */
export const ZCuratedListInput = z.object({
  propertyType: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .refine(
      (value) => !value || ['resedential', 'residential', 'condo', 'commercial', 'all', 'any'].includes(value.toLowerCase()),
      'Choose RESEDENTIAL, CONDO or COMMERCIAL.',
    ),
});

export const ZDetailInput = z.object({
  propertyId: zId('The property id must be a number.'),
  propertyType: z
    .string()
    .trim()
    .refine((value) => ['resedential', 'residential', 'condo', 'commercial'].includes(value.toLowerCase()), 'Unknown property type.'),
});

export const ZAllListingsInput = z.object({
  cursor: z.string().max(1000).nullish(),
  limit: z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});
