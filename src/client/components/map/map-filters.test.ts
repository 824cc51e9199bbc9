import { describe, expect, it } from 'vitest';
import { ZSearchCriteria } from '#shared/schemas/listing-search.schema.ts';
import { countText, DEFAULT_MAP_FILTERS, describeFilters, mapCriteria } from './map-filters.ts';

const box = { north: 43.8, south: 43.5, east: -79.1, west: -79.6 };

describe('map filters', () => {
  it('summarises the active filters in words', () => {
    expect(describeFilters(DEFAULT_MAP_FILTERS)).toBe('All residential properties');
    expect(describeFilters({ ...DEFAULT_MAP_FILTERS, buildingType: 'Detached', transactionType: 'Lease', minPrice: '500000', maxPrice: '900000', bed: '2' })).toBe(
      'Detached · Rent/Lease · $500,000 to $900,000 · 2+ beds',
    );
    expect(describeFilters({ ...DEFAULT_MAP_FILTERS, maxPrice: '750000', parking: '1' })).toBe('up to $750,000 · 1+ parking');
  });

  it('builds criteria the server accepts: the viewport once known, else the city', () => {
    const inBox = ZSearchCriteria.parse(mapCriteria({ ...DEFAULT_MAP_FILTERS, bed: '3', minPrice: '400000' }, { bbox: box, municipality: 'Toronto' }, 'price_desc'));
    expect(inBox).toMatchObject({ classes: ['residential', 'condo'], minBeds: 3, minPrice: 400000, bbox: box, municipality: null, sort: 'price_desc' });
    const inCity = ZSearchCriteria.parse(mapCriteria(DEFAULT_MAP_FILTERS, { bbox: null, municipality: 'Toronto' }, 'relevance'));
    expect(inCity).toMatchObject({ bbox: null, municipality: 'Toronto', minPrice: null });
  });

  it('counts properties', () => {
    expect(countText(1)).toBe('1 property');
    expect(countText(1234)).toBe('1,234 properties');
  });
});
