/**
 * The feed watchdog's memory of open outages: one row per feed class that is stale, written in
 * the same transaction as the agent's mail, so each outage is mailed once however many ticks or
 * workers see it; the row is deleted (with the recovery mail) when the class syncs again.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125150000_feed_outage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table feed_outage (
  feed_class text primary key,
  stale_since timestamptz not null,
  last_success_at timestamptz null,
  last_error text null,
  noticed_at timestamptz not null default now()
);
`);
  }
}
