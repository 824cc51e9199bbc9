/**
 * A feed listing's rooms move out of the listing row into `listing_raw.rooms_packed`, packed by
 * the importer (importer/room-list-codec.ts), issue #26: storage at a board's ten years of
 * history. Rows keep their `room_list` until the feed sends the listing again; the readers take
 * the packed rooms when there are any. docs/decisions/2026-11-28-rooms-packed.md
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128120000_rooms_packed extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table listing_raw add column rooms_packed bytea;');
  }
}
