/**
 * Three of the public search's sort indexes are dropped (issue #26: ≤ 4 KB a listing on disk). The
 * listing facts answer every page of a public search (PostgresSearchEngine.search), so no
 * statement the site runs walks the active listings newest first or by price over every town:
 * the curated lists read the featured and own listings through their partial indexes, and the
 * nearby listings of a detail page walk `listing_active_place_price_idx`, which stays.
 * docs/decisions/2026-11-29-unused-sort-indexes-dropped.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129120000_unused_sort_indexes_dropped extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop index listing_active_newest_idx;
drop index listing_active_price_idx;
drop index listing_active_place_newest_idx;
`);
  }
}
