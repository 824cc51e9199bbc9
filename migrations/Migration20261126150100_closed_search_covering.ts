/**
 * The VOW tier's indexes carry the columns its searches filter on (issue #26). At 2,000,000
 * listings a year of sales is 221,000 rows spread over the whole heap: counting them through
 * listing_closed_date_idx read 247,000 heap pages (5 to 10 s) for every first page, and a
 * filtered price page read ~2,000 rows from the heap. With the filter columns included, the
 * count and the page are index-only scans (the visibility map is set by vacuum).
 * They replace the VOW migration's two indexes (Migration20261126070000_vow_search), same keys.
 * The filter columns are those of filterConditions() in src/server/search/postgres/listing-search-sql.ts.
 * docs/decisions/2026-11-26-closed-search-covering-indexes.md
 */
import { Migration } from '@mikro-orm/migrations';

const FILTER_COLUMNS = `agent_hidden, feed_class, property_sub_type, transaction_type, close_price, price, bedrooms, bathrooms, parking_spaces,
  municipality, municipality_district, community, latitude, longitude`;

export class Migration20261126150100_closed_search_covering extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create index listing_closed_date_cover_idx on listing (market_status, close_date, id) include (${FILTER_COLUMNS}) where close_date is not null;
create index listing_closed_price_cover_idx on listing (market_status, (coalesce(coalesce(close_price, price), 0)), id) include (close_date, ${FILTER_COLUMNS})
  where close_date is not null;
drop index listing_closed_date_idx;
drop index listing_closed_price_idx;
`);
  }
}
