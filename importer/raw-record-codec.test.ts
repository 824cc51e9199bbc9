import { describe, expect, it } from 'vitest';
import { generateSampleFeed } from './sources/sample/index.ts';
import { packRawRecord, rawFieldsReadInSql, unpackRawRecord } from './raw-record-codec.ts';

describe('the packed raw record', () => {
  it('gives back the record it packed, in a fifth of its JSON or less', () => {
    let json = 0;
    let packed = 0;
    for (const record of generateSampleFeed({ count: 300 })) {
      const text = JSON.stringify({ ...record, Media: undefined, PropertyRooms: undefined });
      const bytes = packRawRecord(text);
      expect(unpackRawRecord(bytes)).toEqual(JSON.parse(text));
      json += Buffer.byteLength(text);
      packed += bytes.length;
    }
    expect(packed / json).toBeLessThan(0.25);
  });

  it('keeps any record, however unlike the dictionary: NUL escapes, other fields, non-Latin text', () => {
    const record = { ListingKey: 'X1', PublicRemarks: 'a\u0000b', Vendor: { nested: [1, 'é', '東京'] }, Empty: null };
    expect(unpackRawRecord(packRawRecord(JSON.stringify(record)))).toEqual(record);
  });

  it('refuses a format it does not know', () => {
    expect(() => unpackRawRecord(Buffer.from([9, 1, 2]))).toThrow(/format 9/);
  });

  it('names the fields SQL reads only when the record has them', () => {
    expect(rawFieldsReadInSql({ ListingKey: 'X1' })).toBeNull();
    expect(rawFieldsReadInSql({ ListingKey: 'X1', BuildingName: 'The Star', YearBuilt: null })).toEqual({ BuildingName: 'The Star' });
  });
});
