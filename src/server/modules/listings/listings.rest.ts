/**
 * The legacy listing paths. Search bodies are validated with the shared criteria schema first,
 * so field errors keep the legacy names (comMinPrice, bed…); answers take the legacy shapes:
 * `results.data` + `results.next_page_url` (POST it with the same criteria for the next page,
 * null at the end), `featured`, `brokerageList`, `res` + `randomProperties`. The procedures answer
 * the domain listing (#shared/schemas/listing.schema.ts); the shapers below rename it to the
 * spec's `Property` (§3: Ml_num, Addr, Orig_dol, propert_details under the stored fact names,
 * 'resedential'…), here only, in the legacy key order, so these answers stay byte-for-byte what
 * the spec documents.
 */
import { ZSearchCriteria } from '#shared/schemas/listing-search.schema.ts';
import { legacyFromFeedClass, type AdminPropertyType } from '#shared/listing-classes.ts';
import { toLegacyFacts } from '#shared/schemas/listing-facts.ts';
import type {
  TAddressSuggestion,
  TListingDetail,
  TListingDetailAnswer,
  TListingFacts,
  TListingImage,
  TListingSummary,
  TSearchPage,
} from '#shared/schemas/listing.schema.ts';
import type { Caller, RestRoute } from '../../rest/rest-route.ts';

// --- The legacy Property shape ---------------------------------------------------------------------

export interface LegacyListingSummary {
  property_id: number;
  property_type: AdminPropertyType;
  Ml_num: string;
  Addr: string;
  Apt_num: string | null;
  Municipality: string;
  Municipality_district: string | null;
  Area: string | null;
  Community: string | null;
  Zip: string | null;
  Orig_dol: number | null;
  bed_rooms: number | null;
  bed_rooms_plus: number | null;
  bath_rooms: number | null;
  park_spcs: number | null;
  Ad_text: string | null;
  url: string | null;
  images: TListingImage[];
  latitude: number | null;
  longitude: number | null;
  is_geo_approximate: boolean;
  created_at: string;
  updated_at: string;
  listed_at: string | null;
  Type_own1_out: string | null;
  S_r: string;
  Rltr: string | null;
  origin: 'feed' | 'agent';
  is_featured: boolean;
  in_own_listing: boolean;
  agent_status: string | null;
  propert_details: TListingFacts[];
}

export interface LegacyListingRoom {
  out: string;
  level: string | null;
  len: string | null;
  wth: string | null;
  size: string | null;
  dc1: string | null;
  dc2: string | null;
  dc3: string | null;
}

export interface LegacyListingDetail extends LegacyListingSummary {
  Extras: string | null;
  Cross_st: string | null;
  rooms: LegacyListingRoom[];
}

export function toLegacySummary(listing: TListingSummary): LegacyListingSummary {
  return {
    property_id: listing.id,
    property_type: legacyFromFeedClass(listing.listingClass),
    Ml_num: listing.mlsNumber,
    Addr: listing.address,
    Apt_num: listing.unit,
    Municipality: listing.municipality,
    Municipality_district: listing.district,
    Area: listing.area,
    Community: listing.community,
    Zip: listing.postalCode,
    Orig_dol: listing.listPrice,
    bed_rooms: listing.beds,
    bed_rooms_plus: listing.bedsPlus,
    bath_rooms: listing.baths,
    park_spcs: listing.parkingSpaces,
    Ad_text: listing.description,
    url: listing.photoUrl,
    images: listing.photos,
    latitude: listing.latitude,
    longitude: listing.longitude,
    is_geo_approximate: listing.isGeoApproximate,
    created_at: listing.createdAt,
    updated_at: listing.updatedAt,
    listed_at: listing.listedAt,
    Type_own1_out: listing.propertySubType,
    S_r: listing.transaction,
    Rltr: listing.brokerage,
    origin: listing.origin,
    is_featured: listing.isFeatured,
    in_own_listing: listing.isOwnListing,
    agent_status: listing.agentStatus,
    propert_details: [toLegacyFacts(listing.facts)],
  };
}

export function toLegacyDetail(listing: TListingDetail): LegacyListingDetail {
  return {
    ...toLegacySummary(listing),
    Extras: listing.extras,
    Cross_st: listing.crossStreet,
    rooms: listing.rooms.map((room) => ({
      out: room.name,
      level: room.level,
      len: room.length,
      wth: room.width,
      size: room.size,
      dc1: room.features[0] ?? null,
      dc2: room.features[1] ?? null,
      dc3: room.features[2] ?? null,
    })),
  };
}

/** GET /api/properties/details/{id}/{type}: `res` and `randomProperties`. */
export function toLegacyDetailAnswer(answer: TListingDetailAnswer): { res: LegacyListingDetail; randomProperties: LegacyListingSummary[] } {
  return { res: toLegacyDetail(answer.listing), randomProperties: answer.related.map(toLegacySummary) };
}

export function toLegacySuggestion(suggestion: TAddressSuggestion) {
  return {
    label: suggestion.label,
    kind: suggestion.kind,
    value: suggestion.value,
    property_id: suggestion.listingId,
    property_type: suggestion.listingClass && legacyFromFeedClass(suggestion.listingClass),
  };
}

// --- Routes ----------------------------------------------------------------------------------------

const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const cursorOf = (query: Record<string, unknown>) => (typeof query.cursor === 'string' && query.cursor ? query.cursor : undefined);

function legacyPage(page: TSearchPage, path: string) {
  return {
    results: {
      data: page.data.map(toLegacySummary),
      next_page_url: page.nextCursor ? `/api${path}?cursor=${encodeURIComponent(page.nextCursor)}` : null,
      per_page: page.data.length,
      ...(page.total !== null ? { total: page.total } : {}),
    },
  };
}

function searchRoute(path: '/search' | '/comsearch', defaultPropertyType: 'RESEDENTIAL' | 'COMMERCIAL'): RestRoute {
  return {
    method: 'POST',
    path,
    access: 'public',
    handle: async (caller: Caller, { query, body }) => {
      const criteria = ZSearchCriteria.parse({ propertyType: defaultPropertyType, ...objectBody(body) });
      return legacyPage(await caller.listings.search({ criteria, cursor: cursorOf(query) }), path);
    },
  };
}

export const LISTINGS_REST_ROUTES: RestRoute[] = [
  searchRoute('/search', 'RESEDENTIAL'),
  searchRoute('/comsearch', 'COMMERCIAL'),
  {
    method: 'GET',
    path: '/all-properties',
    access: 'public',
    handle: async (caller, { query }) => legacyPage(await caller.listings.all({ cursor: cursorOf(query) }), '/all-properties'),
  },
  {
    method: 'POST',
    path: '/public/featured-listings',
    access: 'public',
    handle: async (caller, { body }) => ({
      featured: (await caller.listings.featured({ propertyType: objectBody(body).propertyType as string | undefined })).map(toLegacySummary),
    }),
  },
  {
    method: 'POST',
    path: '/public/brokerage-listings',
    access: 'public',
    handle: async (caller, { body }) => ({
      brokerageList: (await caller.listings.brokerage({ propertyType: objectBody(body).propertyType as string | undefined })).map(toLegacySummary),
    }),
  },
  {
    method: 'POST',
    path: '/public/address-suggestions',
    access: 'public',
    handle: async (caller, { body }) => ({
      suggestions: (await caller.listings.suggestions({ keyword: String(objectBody(body).keyword ?? '') })).map(toLegacySuggestion),
    }),
  },
  {
    method: 'POST',
    path: '/public/keyword-match',
    access: 'public',
    handle: async (caller, { body }) => caller.listings.keywordMatch({ keyword: String(objectBody(body).keyword ?? '') }),
  },
  {
    method: 'GET',
    path: '/properties/details/:propertyId/:propertyType',
    access: 'public',
    handle: async (caller, { params }) =>
      toLegacyDetailAnswer(await caller.listings.details({ propertyId: params.propertyId as unknown as number, propertyType: params.propertyType ?? '' })),
  },
];
