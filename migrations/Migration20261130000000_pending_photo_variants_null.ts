/**
 * A photo not made yet stores no variants (null) instead of an empty object: 8 bytes a pending
 * photo row after alignment, and most feed photos are pending until made, an off-market
 * listing's gallery until someone opens it (issue #26, storage). Rows stored before keep '{}';
 * readers of pending rows take null as no variants (fetch-media.job.ts, property-images.service.ts).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261130000000_pending_photo_variants_null extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table listing_media alter column variants drop not null, alter column variants drop default;');
  }
}
