import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFLATE_WINDOW_BITS, packJson, unpackJson } from './packed-json.ts';
import { RAW_RECORD_DICTIONARY_1 } from './raw-record-dictionary.ts';
import { ROOM_LIST_DICTIONARY_1 } from './room-list-dictionary.ts';

/** deflate keeps a window less its lookahead (MIN_LOOKAHEAD, 262 bytes) of a preset dictionary. */
const DICTIONARY_ROOM = 2 ** DEFLATE_WINDOW_BITS - 262;

describe('packed JSON', () => {
  it("fits every dictionary whole in deflate's window", () => {
    for (const dictionary of [RAW_RECORD_DICTIONARY_1, ROOM_LIST_DICTIONARY_1])
      expect(Buffer.byteLength(dictionary, 'utf8')).toBeLessThanOrEqual(DICTIONARY_ROOM);
  });

  it('reads values packed with zlib’s default window and level, as values stored before were', () => {
    const dictionary = Buffer.from(RAW_RECORD_DICTIONARY_1, 'utf8');
    const value = { ListingKey: 'W1234567', PublicRemarks: 'Bright corner unit with a view of the lake.', BedroomsTotal: 3 };
    const json = JSON.stringify(value);
    const format = { format: 7, dictionary, level: 6, name: 'test value' };
    const before = Buffer.concat([Buffer.of(7), zlib.deflateRawSync(json, { level: 1, dictionary })]);
    expect(unpackJson(before, format)).toEqual(value);
    expect(unpackJson(packJson(json, format), format)).toEqual(value);
  });
});
