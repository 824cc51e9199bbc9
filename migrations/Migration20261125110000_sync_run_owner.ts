/**
 * Which process runs an import: the application_name of the connection that created the run
 * (`realtor:<role>:<pid>:<id>`, set by src/server/db/database-url.ts), filled by the column default
 * so the importer's insert needs no change. A run left `running` whose owner has no connection
 * any more was interrupted, and the next start marks it failed (importer/recover-interrupted.ts).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125110000_sync_run_owner extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table sync_run add column owner text null default nullif(current_setting('application_name', true), '');`);
  }
}
