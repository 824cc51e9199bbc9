/**
 * The agent's curation of listings in the admin back-office:
 * - `agent_hidden`: the agent removed an imported listing. It is a curation column (the importer
 *   never writes it), so a re-import that sets is_active again cannot bring the listing back;
 *   the public read model and search must add `and not agent_hidden`.
 * - indexes for the admin property browser: keyset paging by id within a class, and a trigram
 *   index over the text the admin search box matches (MLS number, address, place) so a
 *   `like '%term%'` over every listing stays an index scan.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030000_admin_curation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table listing add column agent_hidden boolean not null default false;

create index listing_admin_browse_idx on listing (feed_class, id) where origin = 'feed' and is_active and not agent_hidden;
create index listing_admin_own_idx on listing (id) where (origin = 'agent' or in_own_listing) and not agent_hidden;

-- Must stay identical to ADMIN_SEARCH_TEXT_SQL in src/server/modules/admin-properties/property-browser.service.ts.
create index listing_admin_text_trgm_idx on listing using gin (
  (lower(listing_key || ' ' || address || ' ' || coalesce(unit_number, '') || ' ' || municipality || ' ' || coalesce(community, '') || ' ' || coalesce(postal_code, ''))) gin_trgm_ops
);
`);
  }
}
