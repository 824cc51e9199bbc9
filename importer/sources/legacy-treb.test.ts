import { describe, expect, it } from 'vitest';
import { mapResoProperty } from '../map-listing.ts';
import { legacyClassOf, legacyTimestamp, legacyToReso } from './legacy-treb.ts';

const legacy = {
  Ml_num: 'W1234567',
  Addr: '165 Greenbrooke Dr',
  Municipality: 'Toronto',
  Municipality_district: 'Toronto W04',
  Community: 'Brookhaven-Amesbury',
  Area: 'Toronto',
  Zip: 'M6M 2L1',
  Orig_dol: '899000',
  Type_own1_out: 'Detached',
  S_r: 'Sale',
  Status: 'A',
  Ad_text: 'Lovely family home.',
  Br: '3',
  Br_plus: '1',
  Bath_tot: '2',
  Style: '2-Storey',
  Bsmt1_out: 'Finished',
  Taxes: '4500.25',
  Yr: '2014',
  Rltr: 'Legacy Realty Inc., Brokerage',
  Timestamp_sql: '2014-06-30 14:05:12.0',
  Rm1_out: 'Living',
  Rm1_len: '5.20',
  Rm1_wth: '3.60',
  Rm1_dc1_out: 'Hardwood Floor',
  Level1: 'Main',
  Rm2_out: 'Kitchen',
};

describe('legacy TREB records', () => {
  it('become RESO records the common mapper understands', () => {
    const result = mapResoProperty(legacyToReso(legacy));
    if (!result.ok) throw new Error(result.reason);
    expect(result.listing).toMatchObject({
      listing_key: 'W1234567',
      feed_class: 'residential',
      address: '165 Greenbrooke Dr',
      municipality: 'Toronto',
      municipality_district: 'Toronto W04',
      price: 899000,
      bedrooms: 3,
      bedrooms_plus: 1,
      transaction_type: 'Sale',
      is_active: true,
      list_office_name: 'Legacy Realty Inc., Brokerage',
    });
    expect(result.listing.room_list).toEqual([
      expect.objectContaining({ room_type: 'Living', length: 5.2, width: 3.6, level: 'Main', features: ['Hardwood Floor'] }),
      expect.objectContaining({ room_type: 'Kitchen' }),
    ]);
    expect(result.listing.details).toMatchObject({ Taxes: 4500.25, Yr: 2014, Style: '2-Storey' });
  });

  it('classifies condos and commercial types, and reads TREB timestamps as Toronto time', () => {
    expect(legacyClassOf({ Type_own1_out: 'Condo Apt' })).toBe('condo');
    expect(legacyClassOf({ Type_own1_out: 'Sale Of Business' })).toBe('commercial');
    expect(legacyClassOf({ Class: 'CommercialProperty', Type_own1_out: 'Detached' })).toBe('commercial');
    expect(legacyTimestamp('2014-06-30 14:05:12.0')).toBe('2014-06-30T19:05:12.000Z');
    expect(legacyToReso({ ...legacy, Status: 'U' }).ContractStatus).toBe('Unavailable');
  });
});
