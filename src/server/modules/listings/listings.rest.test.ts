import { describe, expect, it } from 'vitest';
import type { TListingDetail } from '#shared/schemas/listing.schema.ts';
import { toLegacyDetailAnswer, toLegacySuggestion } from './listings.rest.ts';

const detail: TListingDetail = {
  id: 7,
  listingClass: 'residential',
  mlsNumber: 'C1234567',
  address: '12 Elm St',
  unit: '4',
  municipality: 'Toronto',
  district: 'Toronto C08',
  area: 'Toronto',
  community: 'Moss Park',
  postalCode: 'M5A 1A1',
  listPrice: 1_250_000,
  beds: 3,
  bedsPlus: 1,
  baths: 2,
  parkingSpaces: 1,
  description: 'Lovely.',
  photoUrl: '/media/a-640.webp',
  photos: [{ url: '/media/a-1280.webp', srcset: null, width: 1280, height: 853 }],
  latitude: 43.65,
  longitude: -79.37,
  isGeoApproximate: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  listedAt: null,
  propertySubType: 'Detached',
  transaction: 'Sale',
  brokerage: 'Maple Realty',
  origin: 'feed',
  isFeatured: true,
  isOwnListing: false,
  agentStatus: null,
  facts: { style: '2-Storey', taxes: 4512.3 },
  extras: 'Fridge',
  crossStreet: 'Queen/Parliament',
  rooms: [{ name: 'Kitchen', level: 'Main', length: '4.2', width: '3.1', size: null, features: ['Hardwood Floor', 'W/O To Deck'] }],
};

describe('the legacy Property shape of the /api listing paths', () => {
  it("renames the domain detail to the spec's names, in the spec's order", () => {
    const { res, randomProperties } = toLegacyDetailAnswer({ listing: detail, related: [] });
    expect(randomProperties).toEqual([]);
    expect(Object.keys(res)).toEqual([
      'property_id',
      'property_type',
      'Ml_num',
      'Addr',
      'Apt_num',
      'Municipality',
      'Municipality_district',
      'Area',
      'Community',
      'Zip',
      'Orig_dol',
      'bed_rooms',
      'bed_rooms_plus',
      'bath_rooms',
      'park_spcs',
      'Ad_text',
      'url',
      'images',
      'latitude',
      'longitude',
      'is_geo_approximate',
      'created_at',
      'updated_at',
      'listed_at',
      'Type_own1_out',
      'S_r',
      'Rltr',
      'origin',
      'is_featured',
      'in_own_listing',
      'agent_status',
      'propert_details',
      'Extras',
      'Cross_st',
      'rooms',
    ]);
    expect(res).toMatchObject({
      property_id: 7,
      property_type: 'resedential',
      Ml_num: 'C1234567',
      Apt_num: '4',
      Orig_dol: 1_250_000,
      S_r: 'Sale',
      url: '/media/a-640.webp',
      propert_details: [{ Style: '2-Storey', Taxes: 4512.3 }],
      Cross_st: 'Queen/Parliament',
    });
    expect(res.rooms).toEqual([{ out: 'Kitchen', level: 'Main', len: '4.2', wth: '3.1', size: null, dc1: 'Hardwood Floor', dc2: 'W/O To Deck', dc3: null }]);
  });

  it('names a suggested listing by property_id and the legacy class', () => {
    expect(toLegacySuggestion({ label: '12 Elm St', kind: 'address', value: '12 Elm St', listingId: 7, listingClass: 'residential' })).toEqual({
      label: '12 Elm St',
      kind: 'address',
      value: '12 Elm St',
      property_id: 7,
      property_type: 'resedential',
    });
    expect(toLegacySuggestion({ label: 'Toronto', kind: 'municipality', value: 'Toronto', listingId: null, listingClass: null })).toMatchObject({
      property_id: null,
      property_type: null,
    });
  });
});
