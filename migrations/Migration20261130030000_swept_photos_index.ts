/**
 * The photos taken off show whose files are not deleted yet, for the `media.sweep` job
 * (importer/media/sweep-media.job.ts): a partial index of the few rows waiting, so a sweep with
 * nothing to do is one probe however many photos a board's history has.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261130030000_swept_photos_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index listing_media_unswept_idx on listing_media (id) where status = 'deleted' and file_token is not null;`);
  }
}
