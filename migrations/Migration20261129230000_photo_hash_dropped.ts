/**
 * `listing_media.sha256` (65 bytes a made photo) was written and never read: the content hash
 * that matters is the 12 characters in the photo's file names (fetch-media.job.ts), which a
 * replaced photo needs for a new URL. Dropped (issue #26, storage).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261129230000_photo_hash_dropped extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table listing_media drop column sha256;');
  }
}
