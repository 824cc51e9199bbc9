import { describe, expect, it } from 'vitest';
import { ZSearchCriteria } from '#shared/schemas/listing-search.schema.ts';
import { parseMapSearchUrl } from '#shared/schemas/map-search-url.schema.ts';
import { DEFAULT_SEARCH_FORM } from '#shared/schemas/search-url.schema.ts';
import { countText, describeFilters, formToMapSearch, mapCriteria, mapSearchToForm } from './map-filters.ts';

const box = { north: 43.8, south: 43.5, east: -79.1, west: -79.6 };

describe('map filters', () => {
  it('reads the URL query with the shared rules: bad values are dropped, numbers come as text', () => {
    const search = parseMapSearchUrl({
      buildingType: 'Detached',
      bed: '3',
      minPrice: '500000',
      sort: 'price_desc',
      lat: '43.7',
      lng: '-79.4',
      zoom: '14',
      view: 'list',
    });
    expect(search).toEqual({ buildingType: 'Detached', bed: 3, minPrice: 500000, sort: 'price_desc', lat: 43.7, lng: -79.4, zoom: 14, view: 'list' });
    expect(parseMapSearchUrl({ bed: '9', sort: 'newest', zoom: '40', lat: 'north', view: 'grid', keyword: 'Markham' })).toEqual({});
  });

  it('turns the form into the URL query, keeping the sort, viewport and view', () => {
    const current = { sort: 'price_asc' as const, lat: 43.7, lng: -79.4, zoom: 12, bath: 2 };
    const next = formToMapSearch({ ...DEFAULT_SEARCH_FORM, keyword: 'ignored', buildingType: 'condo', maxPrice: 900000, bed: '2' }, current);
    expect(next).toEqual({ buildingType: 'condo', maxPrice: 900000, bed: 2, sort: 'price_asc', lat: 43.7, lng: -79.4, zoom: 12 });
    expect(mapSearchToForm(next)).toEqual({ ...DEFAULT_SEARCH_FORM, keyword: '', buildingType: 'condo', maxPrice: 900000, bed: '2' });
  });

  it('summarises the active filters in words', () => {
    expect(describeFilters({})).toBe('All residential properties');
    expect(describeFilters({ buildingType: 'Detached', transactionType: 'Lease', minPrice: 500000, maxPrice: 900000, bed: 2, sort: 'price_desc' })).toBe(
      'Detached residential properties for Rent/Lease · $500,000 – $900,000 · 2+ beds · Sorted by price: high - low',
    );
    expect(describeFilters({ maxPrice: 750000, parking: 1 })).toBe('All residential properties · Up to $750,000 · 1+ parking');
  });

  it('builds criteria the server accepts: always the city, within the viewport when given, never a keyword', () => {
    const inBox = ZSearchCriteria.parse(mapCriteria({ bed: 3, minPrice: 400000, sort: 'price_desc' }, { bbox: box, municipality: 'Toronto' }));
    expect(inBox).toMatchObject({
      classes: ['residential', 'condo'],
      keyword: '',
      minBeds: 3,
      minPrice: 400000,
      bbox: box,
      municipality: 'Toronto',
      sort: 'price_desc',
    });
    const inCity = ZSearchCriteria.parse(mapCriteria({}, { bbox: null, municipality: 'Toronto' }));
    expect(inCity).toMatchObject({ keyword: '', bbox: null, municipality: 'Toronto', minPrice: null, sort: 'relevance' });
  });

  it('counts properties', () => {
    expect(countText(1)).toBe('1 property');
    expect(countText(1234)).toBe('1,234 properties');
  });
});
