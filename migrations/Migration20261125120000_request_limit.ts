/**
 * Counters of the per-IP and per-address limits (visitor submissions, mail to a visitor's
 * address), kept in PostgreSQL so that they hold across every web process on the database.
 * One row per key and fixed window; rows whose window ended are pruned as new keys arrive.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125120000_request_limit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table request_limit (
        key text primary key,
        hits integer not null,
        window_ends_at timestamptz not null
      );`);
    this.addSql(`create index request_limit_window_ends_at_idx on request_limit (window_ends_at);`);
  }
}
