/**
 * A run can succeed and still import nothing it saw (every record set aside, a class filter the
 * server's values never match): the run record says so in `warning`, shown in the admin.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100003_run_warning extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table sync_run add column warning text null;`);
  }
}
