/**
 * Who writes which `listing` column, in one table the importer and the admin both read: the
 * feed-owned columns the importer writes (every one of them, in the upsert's column order), and
 * which of those the agent may correct on an imported listing (a correction is kept in
 * `agent_overrides` and the importer leaves the column as the agent set it). Identity, class,
 * the listing brokerage (a board rule) and the VOW and status columns stay the feed's. Curation
 * columns are absent: the importer cannot write them.
 */
import type { ListingRow } from './listing-row.ts';

const FEED_OWNED = {
  feed_class: 'feed',
  property_sub_type: 'agent may correct',
  transaction_type: 'agent may correct',
  price: 'agent may correct',
  original_price: 'feed',
  address: 'agent may correct',
  unit_number: 'agent may correct',
  street_number: 'feed',
  street_name: 'feed',
  street_suffix: 'feed',
  municipality: 'agent may correct',
  municipality_district: 'feed',
  area: 'agent may correct',
  community: 'feed',
  postal_code: 'feed',
  cross_street: 'feed',
  bedrooms: 'agent may correct',
  bedrooms_plus: 'feed',
  bathrooms: 'agent may correct',
  kitchens: 'agent may correct',
  rooms: 'agent may correct',
  parking_spaces: 'agent may correct',
  parking_total: 'agent may correct',
  garage_spaces: 'agent may correct',
  garage_type: 'agent may correct',
  sqft_range: 'agent may correct',
  approximate_age: 'agent may correct',
  taxes: 'agent may correct',
  tax_year: 'agent may correct',
  association_fee: 'feed',
  remarks: 'agent may correct',
  extras: 'feed',
  latitude: 'agent may correct',
  longitude: 'agent may correct',
  is_geo_approximate: 'feed',
  contract_status: 'feed',
  standard_status: 'feed',
  mls_status: 'feed',
  is_active: 'feed',
  list_office_name: 'feed',
  details: 'feed',
  room_list: 'feed',
  modification_ts: 'feed',
  photos_change_ts: 'feed',
  listed_at: 'feed',
  market_status: 'feed',
  close_price: 'feed',
  close_date: 'feed',
  purchase_contract_date: 'feed',
  days_on_market: 'feed',
} as const satisfies Partial<Record<keyof ListingRow, 'feed' | 'agent may correct'>>;

export type FeedOwnedColumn = keyof typeof FEED_OWNED;
export type OverridableColumn = { [Column in FeedOwnedColumn]: (typeof FEED_OWNED)[Column] extends 'agent may correct' ? Column : never }[FeedOwnedColumn];

/** The columns the importer writes, in the order of its upsert's column lists. */
export const FEED_OWNED_COLUMNS = Object.keys(FEED_OWNED) as readonly FeedOwnedColumn[];

/** The feed-owned columns the agent may correct on an imported listing (agent-overrides.ts). */
export const OVERRIDABLE_COLUMNS = FEED_OWNED_COLUMNS.filter((column): column is OverridableColumn => FEED_OWNED[column] === 'agent may correct');
