/**
 * The admin's importer panel counts every listing by class, active and in all
 * (src/server/modules/importer/importer.service.ts). Without an index that fits, that read the
 * whole table: 1.2–2.9 s at 1,952,105 listings, each time the admin opened the listings page.
 * A B-tree on (feed_class, is_active) keeps its six keys once, each with a list of row addresses
 * (~7 bytes a listing), and the count becomes an index-only scan: ~110 ms at that size.
 * docs/decisions/2026-11-29-listing-counts-by-index.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261130010000_listing_counts_index extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index listing_class_active_idx on listing (feed_class, is_active);');
  }
}
