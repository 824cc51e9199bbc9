/**
 * The admin's text search (listing_admin_text_trgm_idx) indexes only the listings its two lists
 * show (issue #26: storage at a board's ten years of history): a class's public feed listings
 * (FEED_LIST_SQL) and the agent's own list (OWN_LIST_SQL), both in
 * src/server/modules/admin-properties/property-browser.service.ts. It held every listing, the
 * sold, expired and leased ones the lists never show included (820,000 of the bench's two million:
 * 299 MB of trigrams, 187 MB without them), and each was written again at every change. The
 * predicate is the two lists' conditions side by side, so PostgreSQL proves each list's search
 * inside it. PostgreSQL takes no statistics from a partial index's expressions; without
 * statistics of its own, the planner guessed a common word's matches several times too few
 * ("toronto" among the condos, 174,864 matches, was read through the trigram index: 5.5 s
 * instead of 0.4 s walking the newest first). ANALYZE fills them at once.
 * docs/decisions/2026-11-28-admin-text-index-listed-only.md
 */
import { Migration } from '@mikro-orm/migrations';

/** Must stay identical to ADMIN_SEARCH_TEXT_SQL: the index and the statistics are on this expression. */
const ADMIN_SEARCH_TEXT = `lower(listing_key || ' ' || address || ' ' || coalesce(unit_number, '') || ' ' || municipality || ' ' || coalesce(community, '') || ' ' || coalesce(postal_code, ''))`;

export class Migration20261128090000_admin_text_index_listed_only extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop index listing_admin_text_trgm_idx;
-- The predicate must stay the union of FEED_LIST_SQL (any class) and OWN_LIST_SQL.
create index listing_admin_text_trgm_idx on listing using gin ((${ADMIN_SEARCH_TEXT}) gin_trgm_ops) where (origin = 'feed' and is_active and not agent_hidden) or ((origin = 'agent' or in_own_listing) and not agent_hidden);
create statistics if not exists listing_admin_text_stats on (${ADMIN_SEARCH_TEXT}) from listing;
analyze listing;
`);
  }
}
