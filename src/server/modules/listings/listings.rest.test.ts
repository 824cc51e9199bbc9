import { describe, expect, it } from 'vitest';
import { keyOrder } from '../../../../tests/support/json-shape.ts';
import { listingDetail } from '../../../../tests/support/listing-detail.ts';
import { toLegacyDetailAnswer, toLegacySuggestion } from './listings.rest.ts';

const detail = listingDetail({
  unit: '4',
  photoUrl: '/media/a-640.webp',
  photos: [{ url: '/media/a-1280.webp', srcset: null, width: 1280, height: 853 }],
  updatedAt: '2026-01-02T00:00:00.000Z',
  isFeatured: true,
  facts: { style: '2-Storey', taxes: 4512.3 },
  extras: 'Fridge',
  rooms: [{ name: 'Kitchen', level: 'Main', length: '4.2', width: '3.1', size: null, features: ['Hardwood Floor', 'W/O To Deck'] }],
});

/** The detail above under the spec's names, in the spec's order (keyOrder pins the order). */
const legacyDetail = {
  property_id: 7,
  property_type: 'resedential',
  Ml_num: 'C1234567',
  Addr: '12 Elm St',
  Apt_num: '4',
  Municipality: 'Toronto',
  Municipality_district: 'Toronto C08',
  Area: 'Toronto',
  Community: 'Moss Park',
  Zip: 'M5A 1A1',
  Orig_dol: 1_250_000,
  bed_rooms: 3,
  bed_rooms_plus: 1,
  bath_rooms: 2,
  park_spcs: 1,
  Ad_text: 'Lovely.',
  url: '/media/a-640.webp',
  images: [{ url: '/media/a-1280.webp', srcset: null, width: 1280, height: 853 }],
  latitude: 43.65,
  longitude: -79.37,
  is_geo_approximate: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  listed_at: null,
  Type_own1_out: 'Detached',
  S_r: 'Sale',
  Rltr: 'Maple Realty',
  origin: 'feed',
  is_featured: true,
  in_own_listing: false,
  agent_status: null,
  propert_details: [{ Style: '2-Storey', Taxes: 4512.3 }],
  Extras: 'Fridge',
  Cross_st: 'Queen/Parliament',
  rooms: [{ out: 'Kitchen', level: 'Main', len: '4.2', wth: '3.1', size: null, dc1: 'Hardwood Floor', dc2: 'W/O To Deck', dc3: null }],
};

describe('the legacy Property shape of the /api listing paths', () => {
  it("renames the domain detail to the spec's names, in the spec's order", () => {
    const { res, randomProperties } = toLegacyDetailAnswer({ listing: detail, related: [] });
    expect(randomProperties).toEqual([]);
    expect(res).toEqual(legacyDetail);
    expect(keyOrder(res)).toEqual(keyOrder(legacyDetail));
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
