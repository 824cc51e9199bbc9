/**
 * Rooms become a jsonb list on the listing: they are always read and written whole with their
 * listing, and a child table cost the importer eight rows and sixteen index entries per listing.
 * The element shape is the importer's CanonicalRoom: room_key, ord, room_type, level, length,
 * width, units, features.
 *
 * `listing_media.agent_main` records that the agent chose a photo as the listing's main one, so a
 * re-import keeps that choice whether the photo was uploaded or came from the feed.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122060000_room_list_agent_main extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table listing add column room_list jsonb not null default '[]';
update listing l set room_list = r.list
from (
  select listing_id, jsonb_agg(jsonb_build_object(
      'room_key', room_key, 'ord', ord, 'room_type', room_type, 'level', level, 'length', length, 'width', width,
      'units', units, 'features', to_jsonb(features)) order by ord, id) as list
  from listing_room group by listing_id
) r
where r.listing_id = l.id;
drop table listing_room;

alter table listing_media add column agent_main boolean not null default false;
-- Until now only an uploaded photo chosen as main kept that role over the feed's.
update listing_media set agent_main = true where media_key is null and is_main;
create index listing_media_agent_main_idx on listing_media (listing_id) where agent_main;
`);
  }
}
