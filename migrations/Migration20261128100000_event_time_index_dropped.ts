/**
 * listing_event loses its index on `occurred_at` alone (issue #26: storage at a board's ten years
 * of history, and what each event's write costs the importer). No statement reads events by time
 * alone: the alert matcher and the market refresh take them by id past their watermark (the
 * primary key), a listing's history by listing (the unique key) or by property
 * (listing_event_property_idx). At two million listings (3.55 million events) it held 75 MB.
 * docs/decisions/2026-11-28-event-time-index-dropped.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128100000_event_time_index_dropped extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index listing_event_occurred_idx;');
  }
}
