import { describe, expect, it } from 'vitest';
import { listingIdentity, toSummary, type SummaryRow } from './listing-read-model.ts';

/** The columns a card reads; what it does not show is null. */
const row = {
  id: 41,
  feed_class: 'condo',
  listing_key: 'C1234567',
  address: '10 Bay St',
  unit_number: '1204',
  municipality: 'Toronto',
  municipality_district: 'Toronto C01',
  price: 749_000,
  created_at: new Date('2026-11-01T12:00:00Z'),
  updated_at: new Date('2026-11-20T12:00:00Z'),
  listed_at: null,
  details: {},
  room_list: [],
  main_media_key: null,
  main_file_token: null,
  main_width: null,
  main_height: null,
} as unknown as SummaryRow;

describe('toSummary', () => {
  it('begins with the listing identity the admin property row uses, field for field', () => {
    const summary = toSummary(row);
    const identity = listingIdentity(row);
    expect(Object.keys(summary).slice(0, Object.keys(identity).length)).toEqual(Object.keys(identity));
    expect(summary).toMatchObject(identity);
    expect(identity).toEqual({ id: 41, listingClass: 'condo', mlsNumber: 'C1234567', address: '10 Bay St', unit: '1204', municipality: 'Toronto' });
  });
});
