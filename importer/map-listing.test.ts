import { describe, expect, it } from 'vitest';
import { isOnMarket, mapResoProperty, splitCity, transactionTypeOf } from './map-listing.ts';

const base = {
  ListingKey: 'C12467312',
  ModificationTimestamp: '2026-03-02T15:04:05.123Z',
  PropertyType: 'Residential Freehold',
  PropertySubType: 'Detached',
  TransactionType: 'For Sale',
  ContractStatus: 'Available',
  MlsStatus: 'New',
  ListPrice: '1,299,000',
  StreetNumber: '165',
  StreetName: 'Greenbrooke',
  StreetSuffix: 'Drive',
  City: 'Toronto W04',
  CityRegion: 'Brookhaven-Amesbury',
  ArchitecturalStyle: ['2-Storey'],
  Basement: ['Finished', 'Walk-Out'],
  ConstructionMaterials: 'Brick, Vinyl Siding',
  TaxAnnualAmount: 6231.5,
  TaxYear: 2025,
  FireplaceYN: 'Y',
  PropertyRooms: [
    { RoomKey: 'a', Order: 2, RoomType: 'Kitchen', RoomLength: 4.1, RoomWidth: 3.2, RoomFeature1: 'Stainless Steel Appl' },
    { RoomKey: 'b', Order: 1, RoomType: 'Living', RoomStatus: 'Active' },
    { RoomKey: 'c', Order: 3, RoomType: 'Den', RoomStatus: 'Deleted' },
  ],
  Media: [
    { MediaKey: 'm2', Order: 2, MediaURL: 'https://cdn/2.jpg', MediaCategory: 'Photo' },
    { MediaKey: 'm1', Order: 1, MediaURL: 'https://cdn/1.jpg', MediaCategory: 'Photo', MediaStatus: 'Deleted', PreferredPhotoYN: true },
    { MediaKey: 'd1', Order: 3, MediaURL: 'https://cdn/doc.pdf', MediaCategory: 'Document' },
  ],
};

describe('mapResoProperty', () => {
  it('maps a PropTx record to the canonical listing with legacy detail names', () => {
    const result = mapResoProperty(base);
    if (!result.ok) throw new Error(result.reason);
    const listing = result.listing;
    expect(listing).toMatchObject({
      listing_key: 'C12467312',
      feed_class: 'residential',
      property_sub_type: 'Detached',
      transaction_type: 'Sale',
      price: 1_299_000,
      address: '165 Greenbrooke Drive',
      municipality: 'Toronto',
      municipality_district: 'Toronto W04',
      community: 'Brookhaven-Amesbury',
      is_active: true,
      latitude: null,
      modification_ts: '2026-03-02T15:04:05.123Z',
    });
    expect(listing.details).toMatchObject({
      Style: '2-Storey',
      Bsmt1_out: 'Finished',
      Bsmt2_out: 'Walk-Out',
      Constr1_out: 'Brick',
      Constr2_out: 'Vinyl Siding',
      Taxes: 6231.5,
      Yr: 2025,
      Fpl_num: 'Y',
    });
    expect(listing.room_list.map((room) => room.room_type)).toEqual(['Living', 'Kitchen']);
    expect(listing.room_list[1]!.features).toEqual(['Stainless Steel Appl']);
    // The preferred photo is deleted, so the first active photo becomes the main one; documents are not photos.
    expect(listing.media_list.map((media) => [media.media_key, media.is_main, media.is_deleted])).toEqual([
      ['m1', false, true],
      ['m2', true, false],
    ]);
  });

  it('quarantines instead of throwing, naming the field', () => {
    for (const [record, reason] of [
      [{ ...base, ListingKey: '' }, /ListingKey/],
      [{ ...base, ModificationTimestamp: 'not a date' }, /ModificationTimestamp/],
      [{ ...base, ListPrice: 'call for price' }, /ListPrice/],
      [{ ...base, ListPrice: -5 }, /ListPrice: ListPrice is negative/],
      [{ ...base, BedroomsTotal: { value: 3 } }, /BedroomsTotal: expected a number, got object/],
      [{ ...base, Basement: 5 }, /Basement: expected a list/],
      [{ ...base, FireplaceYN: 1 }, /FireplaceYN: expected a yes\/no value/],
      [{ ...base, PropertyRooms: [{ RoomKey: 'a', RoomType: ['Kitchen'] }] }, /PropertyRooms\.0\.RoomType: expected text/],
      [{ ...base, PropertyType: 'Spaceship' }, /PropertyType/],
      [{ ...base, City: undefined }, /City/],
      [null, /record/],
    ] as const) {
      const result = mapResoProperty(record);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
    }
  });

  it('reads what servers send for numbers, flags and lists, and treats blanks as absent', () => {
    const result = mapResoProperty({
      ...base,
      ListPrice: ' $849,900 ',
      TaxAnnualAmount: '   ',
      BedroomsTotal: '3',
      FireplaceYN: ' yes ',
      Basement: 'Finished, ,Walk-Out',
      UnitNumber: 1204,
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.listing).toMatchObject({ price: 849_900, taxes: null, bedrooms: 3, unit_number: '1204' });
    expect(result.listing.details).toMatchObject({ Fpl_num: 'Y', Bsmt1_out: 'Finished', Bsmt2_out: 'Walk-Out' });
  });

  it('keeps the record as it came for raw, fields the mapper ignores included', () => {
    const result = mapResoProperty({ ...base, SomeVendorField: 'kept' });
    if (!result.ok) throw new Error(result.reason);
    expect(result.listing.raw).toMatchObject({ SomeVendorField: 'kept', ListPrice: '1,299,000' });
  });

  it('takes sold, expired and hidden listings off the market', () => {
    expect(isOnMarket({ ContractStatus: 'Available', MlsStatus: 'Price Change' })).toBe(true);
    expect(isOnMarket({ ContractStatus: 'Unavailable' })).toBe(false);
    expect(isOnMarket({ MlsStatus: 'Sold' })).toBe(false);
    expect(isOnMarket({ StandardStatus: 'Closed' })).toBe(false);
    expect(isOnMarket({ InternetEntireListingDisplayYN: false })).toBe(false);
  });

  it('reads transaction types and Toronto districts', () => {
    expect(transactionTypeOf('For Lease')).toBe('Lease');
    expect(transactionTypeOf('For Sale or Lease')).toBe('Sale');
    expect(transactionTypeOf('For Sub-Lease')).toBe('Sub-Lease');
    expect(splitCity('Toronto C08')).toEqual({ municipality: 'Toronto', district: 'Toronto C08' });
    expect(splitCity('Richmond Hill')).toEqual({ municipality: 'Richmond Hill', district: null });
  });
});
