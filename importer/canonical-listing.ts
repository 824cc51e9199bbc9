/**
 * The importer's output for one listing: exactly the feed-owned columns of the `listing` table
 * (snake_case, as written by the bulk upsert; rooms are the jsonb column `room_list`), plus its media. Curation columns are
 * deliberately absent: the importer cannot write them.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import type { ListingRoomValue, MarketStatus } from '#server/modules/listings/listing.entity.ts';

/** One room, as stored in `listing.room_list`. */
export type CanonicalRoom = ListingRoomValue;

export interface CanonicalMedia {
  media_key: string;
  ord: number;
  source_url: string;
  is_main: boolean;
  is_deleted: boolean;
  modification_ts: string | null;
}

export interface CanonicalListing {
  listing_key: string;
  feed_class: FeedClass;
  property_sub_type: string | null;
  transaction_type: 'Sale' | 'Lease' | 'Sub-Lease';
  price: number | null;
  original_price: number | null;
  address: string;
  unit_number: string | null;
  street_number: string | null;
  street_name: string | null;
  street_suffix: string | null;
  municipality: string;
  municipality_district: string | null;
  area: string | null;
  community: string | null;
  postal_code: string | null;
  cross_street: string | null;
  bedrooms: number | null;
  bedrooms_plus: number | null;
  bathrooms: number | null;
  kitchens: number | null;
  rooms: number | null;
  parking_spaces: number | null;
  parking_total: number | null;
  garage_spaces: number | null;
  garage_type: string | null;
  sqft_range: string | null;
  approximate_age: string | null;
  taxes: number | null;
  tax_year: number | null;
  association_fee: number | null;
  remarks: string | null;
  extras: string | null;
  latitude: number | null;
  longitude: number | null;
  is_geo_approximate: boolean;
  contract_status: string | null;
  standard_status: string | null;
  mls_status: string | null;
  is_active: boolean;
  list_office_name: string | null;
  /** Legacy TREB-named detail fields the spec's detail page shows (Style, Sqft, Taxes, ...). */
  details: Record<string, string | number | boolean | null>;
  raw: Record<string, unknown>;
  modification_ts: string;
  photos_change_ts: string | null;
  listed_at: string | null;
  room_list: CanonicalRoom[];
  media_list: CanonicalMedia[];
  /** Whether media_list is every photo the feed has for the listing: only then are the others taken for deleted. */
  media_complete: boolean;
  /** The board's status reduced to the site's states (reso-dictionary.ts marketStatusOf). */
  market_status: MarketStatus;
  /** VOW columns: null unless the feed is a VOW feed. */
  close_price: number | null;
  close_date: string | null;
  purchase_contract_date: string | null;
  days_on_market: number | null;
  /** Not columns: which home it is and when the feed says things changed (listing events). */
  history: ListingHistoryFacts;
}

/** What the writer needs to place a listing in its home and date its events. */
export interface ListingHistoryFacts {
  /** listing_property's key (property-address.ts); '' when the address cannot place it. */
  address_key: string;
  unit_key: string;
  transaction_kind: 'sale' | 'lease';
  /** When it came on the market: OriginalEntryTimestamp, else the contract date, else ModificationTimestamp. */
  listed_ts: string;
  /** The feed's PriceChangeTimestamp, else ModificationTimestamp. */
  price_change_ts: string;
  /** When it entered its current market status (the status's own entry timestamp, else ModificationTimestamp). */
  status_ts: string;
  /** When a sale or lease now firm went conditional (VOW feeds' SoldConditionalEntryTimestamp), if known. */
  conditional_ts: string | null;
}

/** The listing columns the importer writes, in one place for the upsert. */
export const FEED_OWNED_COLUMNS = [
  'feed_class',
  'property_sub_type',
  'transaction_type',
  'price',
  'original_price',
  'address',
  'unit_number',
  'street_number',
  'street_name',
  'street_suffix',
  'municipality',
  'municipality_district',
  'area',
  'community',
  'postal_code',
  'cross_street',
  'bedrooms',
  'bedrooms_plus',
  'bathrooms',
  'kitchens',
  'rooms',
  'parking_spaces',
  'parking_total',
  'garage_spaces',
  'garage_type',
  'sqft_range',
  'approximate_age',
  'taxes',
  'tax_year',
  'association_fee',
  'remarks',
  'extras',
  'latitude',
  'longitude',
  'is_geo_approximate',
  'contract_status',
  'standard_status',
  'mls_status',
  'is_active',
  'list_office_name',
  'details',
  'room_list',
  'modification_ts',
  'photos_change_ts',
  'listed_at',
  'market_status',
  'close_price',
  'close_date',
  'purchase_contract_date',
  'days_on_market',
] as const satisfies readonly (keyof CanonicalListing)[];
