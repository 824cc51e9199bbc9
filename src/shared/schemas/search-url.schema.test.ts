import { describe, expect, it } from 'vitest';
import { ZSearchCriteria } from './listing-search.schema.ts';
import { DEFAULT_SEARCH_FORM, formToSearchUrl, parseSearchUrl, searchUrlToCriteria, searchUrlToForm } from './search-url.schema.ts';

describe('search URL ↔ criteria', () => {
  it('runs the default search (residential, keyword Toronto) for an empty query', () => {
    const url = parseSearchUrl({});
    expect(searchUrlToForm(url, 'residential')).toEqual(DEFAULT_SEARCH_FORM);
    const criteria = ZSearchCriteria.parse(searchUrlToCriteria(url, 'residential'));
    expect(criteria).toMatchObject({ classes: ['residential', 'condo'], keyword: 'Toronto', minPrice: null, maxPrice: null, minBeds: null, sort: 'relevance' });
  });

  it('keeps an empty keyword (search everything) apart from an absent one', () => {
    const url = parseSearchUrl({ keyword: '' });
    expect(ZSearchCriteria.parse(searchUrlToCriteria(url, 'residential')).keyword).toBe('');
  });

  it('drops bad values instead of failing', () => {
    const url = parseSearchUrl({ keyword: 12345, buildingType: 'Castle', transactionType: 'Rent', minPrice: -5, bed: 9, bath: '2', sort: 'random' });
    expect(url).toEqual({
      keyword: '12345',
      buildingType: undefined,
      transactionType: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      bed: undefined,
      bath: 2,
      parking: undefined,
      sort: undefined,
    });
  });

  it('round-trips form values through the URL', () => {
    const form = {
      ...DEFAULT_SEARCH_FORM,
      keyword: ' Markham ',
      buildingType: 'Detached',
      transactionType: 'Lease',
      minPrice: 1500,
      maxPrice: 4000,
      bed: '3',
      parking: '1',
    };
    const url = formToSearchUrl(form, 'price_asc');
    expect(url).toEqual({
      keyword: 'Markham',
      buildingType: 'Detached',
      transactionType: 'Lease',
      minPrice: 1500,
      maxPrice: 4000,
      bed: 3,
      parking: 1,
      sort: 'price_asc',
    });
    expect(searchUrlToForm(parseSearchUrl(url), 'residential')).toEqual({ ...form, keyword: 'Markham' });
    expect(formToSearchUrl(DEFAULT_SEARCH_FORM)).toEqual({ keyword: 'Toronto' });
  });

  it('maps the residential form to normalized criteria, condo meaning the condo class', () => {
    const criteria = ZSearchCriteria.parse(
      searchUrlToCriteria(parseSearchUrl({ keyword: 'Toronto', buildingType: 'condo', transactionType: 'Lease', minPrice: 2000, bed: 2 }), 'residential'),
    );
    expect(criteria).toMatchObject({ classes: ['condo'], buildingType: null, transactionType: 'Lease', minPrice: 2000, minBeds: 2 });
  });

  it('maps the commercial form through the com-prefixed criteria', () => {
    const url = parseSearchUrl({ keyword: 'Oshawa', buildingType: 'Office', maxPrice: 900000, parking: 3, sort: 'newest' });
    expect(searchUrlToCriteria(url, 'commercial')).toStrictEqual({
      propertyType: 'COMMERCIAL',
      comKeyword: 'Oshawa',
      comBuildingType: 'Office',
      comTransactionType: 'any',
      comMinPrice: 0,
      comMaxPrice: 900000,
      comBed: 'any',
      comBath: 'any',
      comParking: 3,
      sort: 'newest',
    });
    const criteria = ZSearchCriteria.parse(searchUrlToCriteria(url, 'commercial'));
    expect(criteria).toMatchObject({ classes: ['commercial'], keyword: 'Oshawa', buildingType: 'Office', maxPrice: 900000, minParking: 3, sort: 'newest' });
  });

  it('ignores a building type of the other class and a max price below the min price', () => {
    const url = parseSearchUrl({ buildingType: 'Detached', minPrice: 500000, maxPrice: 100000 });
    expect(searchUrlToForm(url, 'commercial').buildingType).toBe('any');
    const criteria = ZSearchCriteria.parse(searchUrlToCriteria(url, 'commercial'));
    expect(criteria).toMatchObject({ buildingType: null, minPrice: 500000, maxPrice: null });
  });
});
