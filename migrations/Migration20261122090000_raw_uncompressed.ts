/**
 * The feed's raw record (~4 KB of jsonb per listing) is kept out of line without compression.
 * Only the admin's record view reads it, one listing at a time, while compressing it with pglz on
 * every import cost PostgreSQL more CPU than any single index. Rows written before this keep
 * their compressed copy; both read the same.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122090000_raw_uncompressed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table listing alter column raw set storage external;`);
  }
}
