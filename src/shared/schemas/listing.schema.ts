/**
 * A public listing in the site's own words: what the read model builds, tRPC answers and the
 * client reads. The spec's legacy `Property` shape (Ml_num, Addr, Orig_dol, propert_details,
 * 'resedential'…) is made from it only by the REST shapers of the documented `/api` paths
 * (`toLegacySummary` and its siblings in modules/listings/listings.rest.ts).
 */
import { z } from 'zod';
import { zId } from './ids.schema.ts';
import { FEED_CLASSES } from '../listing-classes.ts';
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

/**
 * The listing's other facts under their domain names (style, squareFeet, taxes, maintenanceFee…;
 * the list and the stored names they come from are in listing-facts.ts); missing ones are absent.
 * Cards carry a short list, the detail page all of them.
 */
export const ZListingFacts = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type TListingFacts = z.infer<typeof ZListingFacts>;

export const ZListingSummary = z.object({
  id: z.number(),
  /** The feed's class; the detail URL spells it the legacy way (`legacyFromFeedClass`). */
  listingClass: z.enum(FEED_CLASSES),
  mlsNumber: z.string(),
  /** Street address without the unit. */
  address: z.string(),
  unit: z.string().nullable(),
  municipality: z.string(),
  district: z.string().nullable(),
  area: z.string().nullable(),
  community: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** Asking price; a lease's monthly rent. */
  listPrice: z.number().nullable(),
  beds: z.number().nullable(),
  /** Extra (den) bedrooms: the "+1" of "3+1". */
  bedsPlus: z.number().nullable(),
  baths: z.number().nullable(),
  parkingSpaces: z.number().nullable(),
  description: z.string().nullable(),
  /** Main photo (640 px variant), null while photos are still being processed. */
  photoUrl: z.string().nullable(),
  photos: z.array(ZListingImage),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The position is the community's centre (the feed gave no coordinates), not the address. */
  isGeoApproximate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  listedAt: z.string().nullable(),
  /** 'Detached', 'Condo Apt'…. */
  propertySubType: z.string().nullable(),
  /** 'Sale', 'Lease' or 'Sub-Lease'. */
  transaction: z.string(),
  /** The listing brokerage, which the board requires beside every listing. */
  brokerage: z.string().nullable(),
  origin: z.enum(['feed', 'agent']),
  isFeatured: z.boolean(),
  isOwnListing: z.boolean(),
  agentStatus: z.string().nullable(),
  facts: ZListingFacts,
});
export type TListingSummary = z.infer<typeof ZListingSummary>;

export const ZListingRoom = z.object({
  name: z.string(),
  level: z.string().nullable(),
  length: z.string().nullable(),
  width: z.string().nullable(),
  /** The size the agent typed for a room of their own listing ("14 x 12 ft", "150 sq ft"), beside the dimensions. */
  size: z.string().nullable(),
  /** Up to three features ('Hardwood Floor', 'W/O To Deck'…). */
  features: z.array(z.string()),
});
export type TListingRoom = z.infer<typeof ZListingRoom>;

export const ZListingDetail = ZListingSummary.extend({
  extras: z.string().nullable(),
  crossStreet: z.string().nullable(),
  rooms: z.array(ZListingRoom),
});
export type TListingDetail = z.infer<typeof ZListingDetail>;

export const ZListingDetailAnswer = z.object({
  listing: ZListingDetail,
  /** A few similar listings (same municipality and class, closest in price). */
  related: z.array(ZListingSummary),
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

export const ZMapMarker = ZListingSummary.pick({
  id: true,
  listingClass: true,
  mlsNumber: true,
  address: true,
  municipality: true,
  listPrice: true,
  transaction: true,
  isGeoApproximate: true,
  photoUrl: true,
}).extend({ latitude: z.number(), longitude: z.number() });

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
  /** The listing an address or MLS suggestion names. */
  listingId: z.number().nullable(),
  listingClass: z.enum(FEED_CLASSES).nullable(),
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
