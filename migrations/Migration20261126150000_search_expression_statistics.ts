/**
 * Statistics on the expressions the search filters on (issue #26). Their indexes are partial
 * (`where is_active`), and PostgreSQL takes no statistics from a partial index's expressions:
 * `search_street(address) = '17 chestnut ave'` was planned at 0.5 % of the active rows (5,614
 * where there are 2), so an address page walked the newest-first index over every active listing
 * (18 s at 2,000,000 listings) instead of reading listing_street_key_idx. Expression statistics
 * give the planner each expression's own most common values and histogram
 * (docs/decisions/2026-11-26-search-expression-statistics.md).
 * ANALYZE fills them at once (9 s at 2,000,000 listings), rather than at autovacuum's next turn.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150000_search_expression_statistics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create statistics if not exists listing_street_stats on (search_street(address)) from listing;
create statistics if not exists listing_municipality_stats on (lower(municipality)) from listing;
create statistics if not exists listing_community_stats on (lower(community)) from listing;
analyze listing;
`);
  }
}
