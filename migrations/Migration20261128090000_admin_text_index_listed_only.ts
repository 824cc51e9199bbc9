/**
 * The admin's text search (listing_admin_text_trgm_idx) indexes only the listings its two lists
 * show (issue #26: storage at a board's ten years of history): a class's public feed listings
 * (FEED_LIST_SQL) and the agent's own list (OWN_LIST_SQL), both in
 * src/server/modules/admin-properties/property-browser.service.ts. It held every listing: at two
 * million, 1.2 million of them sold, expired or leased, which the admin's lists never show, at
 * ~330 bytes a listing of trigrams, each written again at every change. The predicate is those
 * two lists' conditions side by side, so PostgreSQL proves each list's search inside it.
 * docs/decisions/2026-11-28-admin-text-index-listed-only.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128090000_admin_text_index_listed_only extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop index listing_admin_text_trgm_idx;
-- The expression must stay identical to ADMIN_SEARCH_TEXT_SQL, the predicate to the union of FEED_LIST_SQL (any class) and OWN_LIST_SQL.
create index listing_admin_text_trgm_idx on listing using gin (
  (lower(listing_key || ' ' || address || ' ' || coalesce(unit_number, '') || ' ' || municipality || ' ' || coalesce(community, '') || ' ' || coalesce(postal_code, ''))) gin_trgm_ops
) where (origin = 'feed' and is_active and not agent_hidden) or ((origin = 'agent' or in_own_listing) and not agent_hidden);
`);
  }
}
