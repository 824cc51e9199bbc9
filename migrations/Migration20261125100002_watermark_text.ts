/**
 * The watermark's timestamp as the feed printed it. A timestamptz keeps microseconds and the
 * importer used to round it through a JavaScript Date (milliseconds): a server printing
 * microseconds matched the same record again after every page. `last_ts` stays for ordering and
 * display; the keyset resumes from `last_ts_text` when it is set.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100002_watermark_text extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table sync_state add column last_ts_text text null;`);
  }
}
