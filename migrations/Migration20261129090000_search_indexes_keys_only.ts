/**
 * The search's sort indexes keep their keys and lose the filter columns they carried (issue #26:
 * ≤ 4 KB a listing on disk). The listing facts now answer every page of a public search and of
 * a sold or leased search without a keyword (PostgresSearchEngine.search), so no statement needs
 * a page or a count from the index alone: the four active listings' indexes carried 16 columns
 * each, ~240 bytes an active listing apiece; the closed markets' two carried 14. A sold or leased
 * search with a keyword reads the heap for its keyword anyway. The keys stay for the statements
 * that still walk them (a detail page's nearby listings by price, curated lists newest first,
 * the closed markets' keyword pages).
 * They replace Migration20261126030000_searchable_listing's and
 * Migration20261126150100_closed_search_covering's indexes, same names for the active ones.
 * docs/decisions/2026-11-29-search-indexes-keys-only.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129090000_search_indexes_keys_only extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop index listing_active_newest_idx;
drop index listing_active_price_idx;
drop index listing_active_place_newest_idx;
drop index listing_active_place_price_idx;
create index listing_active_newest_idx on listing ((coalesce(listed_at, created_at)), id) where is_active;
create index listing_active_price_idx on listing ((coalesce(price, 0)), id) where is_active;
create index listing_active_place_newest_idx on listing (lower(municipality), (coalesce(listed_at, created_at)), id) where is_active;
create index listing_active_place_price_idx on listing (lower(municipality), (coalesce(price, 0)), id) where is_active;
drop index listing_closed_date_cover_idx;
drop index listing_closed_price_cover_idx;
create index listing_closed_date_idx on listing (market_status, close_date, id) where close_date is not null;
create index listing_closed_price_idx on listing (market_status, (coalesce(coalesce(close_price, price), 0)), id) where close_date is not null;
`);
  }
}
