import { describe, expect, it } from 'vitest';
import type { ListingRoomValue } from '#server/modules/listings/listing.entity.ts';
import { mapResoProperty } from './map-listing.ts';
import { packRoomList, storedRoomList, unpackRoomList } from './room-list-codec.ts';
import { generateSampleFeed } from './sources/sample/index.ts';

const room = (ord: number, roomType: string): ListingRoomValue => ({
  room_key: `X1-R${ord}`,
  ord,
  room_type: roomType,
  level: 'Main',
  length: 3.5,
  width: 2.75,
  units: 'Metres',
  features: ['Hardwood Floor'],
});

describe('the packed room list', () => {
  it("gives back the sample feed's rooms as mapped, in a fifth of their JSON or less", () => {
    let json = 0;
    let packed = 0;
    for (const record of generateSampleFeed({ count: 300 })) {
      const result = mapResoProperty(record);
      if (!result.ok || result.listing.room_list.length === 0) continue;
      const rooms = result.listing.room_list;
      const bytes = packRoomList(rooms)!;
      expect(unpackRoomList(bytes)).toEqual(rooms);
      json += Buffer.byteLength(JSON.stringify(rooms));
      packed += bytes.length;
    }
    expect(json).toBeGreaterThan(0);
    expect(packed / json).toBeLessThan(0.2);
  });

  it('packs no rooms as null, and keeps rooms unlike the dictionary', () => {
    expect(packRoomList([])).toBeNull();
    const unusual = [{ ...room(1, 'Salle à manger'), level: null, length: null, width: null, units: null, features: ['a\u0000b', '東京'] }];
    expect(unpackRoomList(packRoomList(unusual)!)).toEqual(unusual);
  });

  it('refuses a format it does not know', () => {
    expect(() => unpackRoomList(Buffer.from([7, 1, 2]))).toThrow(/room list format 7/);
  });

  it("reads the packed rooms when the feed wrote them there, else the row's list (the agent's own, or a row not sent again)", () => {
    const packed = [room(1, 'Living'), room(2, 'Kitchen')];
    const inRow = [room(1, 'Den')];
    expect(storedRoomList([], packRoomList(packed))).toEqual(packed);
    expect(storedRoomList(inRow, null)).toEqual(inRow);
    expect(storedRoomList([], null)).toEqual([]);
  });
});
