/**
 * A photo row costs less (issue #26: ≤ 4 KB a listing, photo rows included; a real feed sends 20–40
 * photos a listing). The feed's media key is unique with its listing: one index on the pair serves
 * the importer's upsert and every read of a listing's photos (a listing's few photos are sorted
 * by `ord` after the read), where two indexes did (the key alone, and listing and order).
 * The rows' created_at and updated_at were written and never read. Rows written from now on are
 * 16 bytes smaller; rows already stored keep their bytes until they are rewritten.
 * docs/decisions/2026-11-27-media-rows-slimmer.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100000_media_rows_slimmer extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create unique index listing_media_listing_key_unique on listing_media (listing_id, media_key);
drop index listing_media_key_unique;
drop index listing_media_listing_idx;
alter table listing_media drop column created_at, drop column updated_at;
`);
  }
}
