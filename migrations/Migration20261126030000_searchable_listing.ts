/**
 * Search results leave out a listing the agent marked Sold (searchableListingSql in
 * src/server/modules/listings/public-listing.ts). The keyset indexes answer pages and counts from
 * the index alone only when every filter column is included, so they are built again with
 * agent_hidden and agent_status beside the columns the search migration covered. The predicate
 * stays `where is_active`, so every other query of active listings keeps using them.
 */
import { Migration } from '@mikro-orm/migrations';

const COVERED = [
  'municipality', 'listed_at', 'created_at', 'price', 'feed_class', 'transaction_type', 'property_sub_type', 'bedrooms',
  'bathrooms', 'parking_spaces', 'municipality_district', 'community', 'latitude', 'longitude', 'agent_hidden', 'agent_status',
].join(', ');

export class Migration20261126030000_searchable_listing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop index listing_active_newest_idx;
drop index listing_active_price_idx;
drop index listing_active_place_newest_idx;
drop index listing_active_place_price_idx;
create index listing_active_newest_idx on listing ((coalesce(listed_at, created_at)), id)
  include (${COVERED}) where is_active;
create index listing_active_price_idx on listing ((coalesce(price, 0)), id)
  include (${COVERED}) where is_active;
create index listing_active_place_newest_idx on listing (lower(municipality), (coalesce(listed_at, created_at)), id)
  include (${COVERED}) where is_active;
create index listing_active_place_price_idx on listing (lower(municipality), (coalesce(price, 0)), id)
  include (${COVERED}) where is_active;
`);
  }
}
