/**
 * A feed listing's rooms as stored: packed (packed-json.ts) in `listing_raw.rooms_packed`, beside
 * the raw record, not in the listing row. Only a listing's detail and the admin's property forms
 * read them, one listing at a time; kept in the row, a list (~1.2 KB of JSON) was the largest
 * value PostgreSQL moved out to TOAST for every listing. The agent's own listings keep their
 * rooms in `listing.room_list`, as do feed rows the feed has not sent again since migration
 * 20261128120000.
 */
import type { ListingRoomValue } from '#server/modules/listings/listing.entity.ts';
import { packJson, unpackJson, type PackedJsonFormat } from './packed-json.ts';
import { ROOM_LIST_DICTIONARY_1 } from './room-list-dictionary.ts';

/** Level 6 in deflateJson's smaller window (docs/decisions/2026-11-29-packed-values-level-6.md). */
const FORMAT_1: PackedJsonFormat = { format: 1, dictionary: Buffer.from(ROOM_LIST_DICTIONARY_1, 'utf8'), level: 6, name: 'room list' };

/** The rooms packed, or null for none. */
export function packRoomList(rooms: readonly ListingRoomValue[]): Buffer | null {
  return rooms.length === 0 ? null : packJson(JSON.stringify(rooms), FORMAT_1);
}

export function unpackRoomList(packed: Buffer): ListingRoomValue[] {
  return unpackJson(packed, FORMAT_1) as ListingRoomValue[];
}

/** SQL of the packed rooms of the listing row `alias` (null for none). */
export const packedRoomsSql = (alias: string) => `(select rooms_packed from listing_raw where listing_id = ${alias}.id)`;

/** A listing's rooms from what a read of its row got: the packed ones when the feed wrote them there, else its `room_list`. */
export function storedRoomList(roomList: ListingRoomValue[], packed: Buffer | null): ListingRoomValue[] {
  return packed ? unpackRoomList(packed) : roomList;
}
