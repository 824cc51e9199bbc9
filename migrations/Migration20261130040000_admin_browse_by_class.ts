/**
 * The admin's browser of one feed class pages its listings newest first by id
 * (src/server/modules/admin-properties/property-browser.service.ts). Its index was one on
 * (feed_class, id); PostgreSQL estimates an index scan's heap reads from the correlation of the
 * index's first column with the table's order, and feed_class has none, so the planner took the
 * primary key backwards instead and filtered: at 1,952,105 listings a page took 344 ms
 * (244,262 rows read past), a search for "yonge" 352 ms. One index on id per class, each with the
 * class in its condition, is read in the table's own order: 2.1 and 10.4 ms.
 * docs/decisions/2026-11-29-admin-browse-index-by-class.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261130040000_admin_browse_by_class extends Migration {
  override async up(): Promise<void> {
    for (const feedClass of ['residential', 'condo', 'commercial']) {
      this.addSql(
        `create index listing_admin_browse_${feedClass}_idx on listing (id) where origin = 'feed' and feed_class = '${feedClass}' and is_active and not agent_hidden;`,
      );
    }
    this.addSql('drop index listing_admin_browse_idx;');
  }
}
