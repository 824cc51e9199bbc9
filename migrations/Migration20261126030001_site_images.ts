/**
 * The pictures the agent chose for the Home slideshow, the city tiles and the Buy tiles
 * (src/shared/site-images.ts), by slot: each the stored variants of one upload. A slot not in the
 * object shows its bundled default.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126030001_site_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table site_settings add column site_images jsonb not null default '{}'::jsonb;`);
  }
}
