import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_LISTING_SEARCH, ZListingSearch, ZSearchCriteria, subTypesOfBuildingType } from './listing-search.schema.ts';

describe('search criteria', () => {
  it('reads the residential legacy form (strings and numbers alike)', () => {
    const criteria = ZSearchCriteria.parse({
      propertyType: 'RESEDENTIAL',
      buildingType: 'Detached',
      transactionType: 'Rent/Lease',
      keyword: ' Toronto ',
      minPrice: '500000',
      maxPrice: 0,
      bed: '3',
      bath: 'any',
      parking: 2,
    });
    expect(criteria).toEqual({
      ...DEFAULT_LISTING_SEARCH,
      classes: ['residential', 'condo'],
      keyword: 'Toronto',
      buildingType: 'Detached',
      transactionType: 'Lease',
      minPrice: 500000,
      maxPrice: null,
      minBeds: 3,
      minParking: 2,
    });
  });

  it('reads the commercial legacy form from its com* fields', () => {
    const criteria = ZSearchCriteria.parse({
      propertyType: 'COMMERCIAL',
      comBuildingType: 'Office',
      comTransactionType: 'Sub-Lease',
      comKeyword: 'Vaughan',
      comMinPrice: 100,
      comMaxPrice: '2,000',
      comBed: 'any',
      comBath: '2',
      comParking: '',
    });
    expect(criteria).toMatchObject({
      classes: ['commercial'],
      keyword: 'Vaughan',
      buildingType: 'Office',
      transactionType: 'Sub-Lease',
      minPrice: 100,
      maxPrice: 2000,
      minBeds: null,
      minBaths: 2,
      minParking: null,
    });
  });

  it('treats residential building type "condo" as the condo class', () => {
    expect(ZSearchCriteria.parse({ propertyType: 'RESEDENTIAL', buildingType: 'condo' })).toMatchObject({ classes: ['condo'], buildingType: null });
  });

  it('accepts its own normalized form unchanged', () => {
    const normalized = ZSearchCriteria.parse({ propertyType: 'COMMERCIAL', comKeyword: 'Ajax', comBed: 2, sort: 'Low - High' });
    expect(ZListingSearch.parse(normalized)).toEqual(normalized);
    expect(ZSearchCriteria.parse(normalized)).toEqual(normalized);
  });

  it('names the field the caller sent in its errors', () => {
    const result = ZSearchCriteria.safeParse({ propertyType: 'COMMERCIAL', comMinPrice: -1, comBed: 9, comBuildingType: 'Castle', transactionType: 'Barter' });
    expect(result.success).toBe(false);
    const errors = z.flattenError(result.error!).fieldErrors as Record<string, string[]>;
    expect(errors.comMinPrice).toEqual(['Price must be 0 or more.']);
    expect(errors.comBed).toEqual(['Choose any or 1 to 5.']);
    expect(errors.transactionType).toEqual(['Choose any, Sale, Rent/Lease or Sub-Lease.']);
  });

  it('checks building types against the list of the class searched', () => {
    const commercialOnResidential = ZSearchCriteria.safeParse({ propertyType: 'RESEDENTIAL', buildingType: 'Industrial' });
    expect(z.flattenError(commercialOnResidential.error!).fieldErrors).toEqual({ buildingType: ['Choose one of the listed building types.'] });
    const maxBelowMin = ZSearchCriteria.safeParse({ minPrice: 900, maxPrice: 100 });
    expect(z.flattenError(maxBelowMin.error!).fieldErrors).toEqual({ maxPrice: ['Max price must be at least the min price.'] });
  });

  it('maps the spec’s building types to the feed’s sub-types', () => {
    expect(subTypesOfBuildingType('Att/Row/Twnhouse')).toEqual(['Att/Row/Twnhouse', 'Att/Row/Townhouse']);
    expect(subTypesOfBuildingType('Commercial/Retail')).toContain('Commercial Retail');
    expect(subTypesOfBuildingType('Detached')).toEqual(['Detached']);
    expect(subTypesOfBuildingType('any')).toBeNull();
  });
});
