/**
 * The engine-neutral query both search engines answer. The search service builds it from the
 * visitor's criteria (keyword parsed, place resolved, building type mapped to sub-types), so
 * each engine only translates it to its own query language, with the same meaning.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import type { SearchSort, TBoundingBox } from '#shared/schemas/listing-search.schema.ts';

/** One place; a listing is in it when any of the parts match (all compared case-insensitively). */
export interface PlaceFilter {
  label: string;
  /** Lower-case municipality names ('toronto'). */
  municipalities: string[];
  /** Toronto districts as the feed writes them ('Toronto E05'). */
  districts: string[];
  /** Lower-case community names ('annex'). */
  communities: string[];
}

/** Text the listing must contain: every token, or a spelling of it (abbreviation, typo, prefix of the last). */
export interface TextMatch {
  tokens: string[];
}

/** What ranks first: the listing with this MLS number or at this address (and unit). */
export interface ExactMatch {
  listingKey: string | null;
  /** search_street() form of the address ("15 mercer st"); a listing whose street key equals it or starts with it and a space. */
  street: string | null;
  unit: string | null;
}

/**
 * The VOW tier's market (issue #15): sold or leased listings closed between two dates, both
 * included (YYYY-MM-DD). Only the VOW procedures set it; a query without it answers what is on
 * the public site, and one with it answers only closed listings, never both.
 */
export interface ClosedMarketFilter {
  status: 'sold' | 'leased';
  from: string;
  to: string;
}

export interface EngineQuery {
  classes: FeedClass[];
  subTypes: string[] | null;
  transactionType: 'Sale' | 'Lease' | 'Sub-Lease' | null;
  minPrice: number | null;
  maxPrice: number | null;
  minBeds: number | null;
  minBaths: number | null;
  minParking: number | null;
  /** Every place must match (the keyword's place and the page's municipality, when both are given). */
  places: PlaceFilter[];
  /** MLS number prefix the listing key must start with. */
  mlsPrefix: string | null;
  text: TextMatch | null;
  exact: ExactMatch | null;
  bbox: TBoundingBox | null;
  /** 'relevance' is resolved by the service: exact matches first, then newest. */
  sort: Exclude<SearchSort, 'relevance'>;
  /** Null: the public listings. Set: closed listings only, where price means the close price and newest the latest close. */
  closed: ClosedMarketFilter | null;
}

/** Keyset position: tier (0 = exact matches, 1 = the rest), transaction group, the sort value as text, and the id. */
export interface SearchCursor {
  tier: 0 | 1;
  /** Sales (0) or leases (1) when a price sort groups them (transaction-groups.ts); absent is 0. */
  group?: 0 | 1;
  value: string;
  id: number;
}

export interface EnginePageRequest {
  cursor: SearchCursor | null;
  limit: number;
  withTotal: boolean;
}

export interface EngineSearchPage {
  ids: number[];
  next: SearchCursor | null;
  total: number | null;
}

export interface MapView {
  bbox: TBoundingBox;
  zoom: number;
  /** Up to this many listings in view are answered as markers rather than clusters. */
  markerLimit: number;
}

export interface EngineMapCell {
  latitude: number;
  longitude: number;
  count: number;
  bounds: TBoundingBox;
}

export interface EngineMapAnswer {
  total: number;
  /** Listing ids of the markers, when total ≤ markerLimit. */
  markerIds: number[];
  clusters: EngineMapCell[];
}

export type PlaceKind = 'municipality' | 'community' | 'district';

export interface PlaceMatch {
  name: string;
  kind: PlaceKind;
  /** The municipality the place is in (itself for a municipality). */
  municipality: string;
  /** 0..1, how alike the keyword and the name are. */
  rating: number;
}
