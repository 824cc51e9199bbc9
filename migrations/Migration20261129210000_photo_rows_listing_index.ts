/**
 * A listing's photos are found by one non-unique index on listing_id, where a unique index on
 * (listing_id, media_key) held an entry per photo (issue #26: ≤ 4 KB a listing, photo rows
 * included). PostgreSQL keeps a non-unique B-tree's equal keys as one entry with a list of row
 * addresses, so a listing's photos cost one key and 6 bytes each. The importer keeps a media key
 * unique within its listing, under the listing's row lock (importer/listing-writer.ts).
 * docs/decisions/2026-11-29-photo-rows-listing-index.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129210000_photo_rows_listing_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create index listing_media_listing_idx on listing_media (listing_id);
drop index listing_media_listing_key_unique;
`);
  }
}
