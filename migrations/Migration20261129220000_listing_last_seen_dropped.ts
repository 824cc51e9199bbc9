/**
 * `listing.last_seen_at` was set by every feed update and read by nothing: for a feed listing it
 * was `updated_at` again. Dropped: rows written from now on are 8 bytes smaller (issue #26).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129220000_listing_last_seen_dropped extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table listing drop column last_seen_at;');
  }
}
