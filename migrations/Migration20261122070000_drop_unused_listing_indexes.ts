/**
 * Three indexes of the first migration that no query needs any more: the search migration's
 * partial indexes serve municipality and price lookups of public listings, and the reconcile
 * pass reads one class's keys once per run. Every listing write paid for them.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122070000_drop_unused_listing_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop index if exists listing_class_active_idx;
drop index if exists listing_municipality_idx;
drop index if exists listing_price_idx;
`);
  }
}
