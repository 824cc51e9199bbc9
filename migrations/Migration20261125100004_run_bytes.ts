/** Bytes a run fetched from the feed (null for sources that are not fetched over the network). */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100004_run_bytes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table sync_run add column bytes_fetched bigint null;`);
  }
}
