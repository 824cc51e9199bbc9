/**
 * A quarantined record is kept once per version: the lookback of every run fetches the same bad
 * record again, and each run used to add another row for it. A version is the record's key and
 * its ModificationTimestamp as the feed printed it; a re-run only notes that it saw it again.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100000_quarantine_once extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table quarantined_record
  add column record_ts text null,
  add column last_seen_at timestamptz not null default now(),
  add column times_seen int not null default 1;
create unique index quarantined_record_version_unique on quarantined_record (source, feed_class, listing_key, record_ts)
  where listing_key is not null and record_ts is not null;
`);
  }
}
