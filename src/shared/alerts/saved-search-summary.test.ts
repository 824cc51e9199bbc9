import { describe, expect, it } from 'vitest';
import { ZSavedSearchCriteria, type TSavedSearchCriteria } from '../schemas/saved-search.schema.ts';
import { savedSearchSummary, savedSearchUrl } from './saved-search-summary.ts';

const criteria = (search: Record<string, unknown>, buildingKey: string | null = null): TSavedSearchCriteria =>
  ZSavedSearchCriteria.parse({ search: { keyword: '', ...search }, buildingKey });

describe('a saved search in words', () => {
  it('names classes, transaction, place, keyword, prices, rooms and a map area', () => {
    expect(
      savedSearchSummary(
        criteria({
          classes: ['condo'],
          transactionType: 'Sale',
          municipality: 'Toronto',
          keyword: 'yonge',
          minPrice: 500000,
          maxPrice: 900000,
          minBeds: 2,
          minBaths: 1,
          bbox: { north: 43.7, south: 43.6, east: -79.3, west: -79.5 },
        }),
      ),
    ).toBe('Condos for sale in Toronto, “yonge”, $500,000–$900,000, 2+ beds, 1+ baths, map area');
    expect(savedSearchSummary(criteria({ classes: ['residential', 'condo'], maxPrice: 3000, transactionType: 'Lease' }))).toBe('Homes for lease, up to $3,000');
    expect(savedSearchSummary(criteria({ propertyType: 'COMMERCIAL', comMinPrice: 100000 }))).toBe('Commercial properties, from $100,000');
    expect(savedSearchSummary(criteria({ classes: ['condo'] }, '100-queens-quay-e-toronto'))).toBe('Condos, building 100-queens-quay-e-toronto');
  });

  it('gives the page that shows it again: search, commercial search, map or building', () => {
    expect(savedSearchUrl(criteria({ classes: ['residential', 'condo'], keyword: 'Toronto', minBeds: 3, maxPrice: 1000000 }))).toBe(
      '/search?keyword=Toronto&maxPrice=1000000&bed=3',
    );
    expect(savedSearchUrl(criteria({ classes: ['condo'], keyword: '' }))).toBe('/search?keyword=&buildingType=condo');
    expect(savedSearchUrl(criteria({ propertyType: 'COMMERCIAL', comKeyword: 'Oakville' }))).toBe('/comsearch?keyword=Oakville');
    const map = savedSearchUrl(
      criteria({ classes: ['residential'], municipality: 'Mississauga', bbox: { north: 43.7, south: 43.5, east: -79.5, west: -79.8 } }),
    );
    expect(map).toMatch(/^\/estate\/Mississauga\?/);
    const params = new URL(map, 'https://x.example').searchParams;
    expect(Number(params.get('lat'))).toBeCloseTo(43.6, 5);
    expect(Number(params.get('lng'))).toBeCloseTo(-79.65, 5);
    expect(Number(params.get('zoom'))).toBeGreaterThanOrEqual(9);
    expect(params.get('view')).toBe('map');
    expect(savedSearchUrl(criteria({ classes: ['condo'] }, '100-queens-quay-e-toronto'))).toBe('/building/100-queens-quay-e-toronto');
  });

  it('shows a whole city saved from the map page’s List View as that list again, not every listing', () => {
    expect(savedSearchUrl(criteria({ classes: ['residential', 'condo'], municipality: 'Mississauga', minBeds: 2 }))).toBe(
      '/estate/Mississauga?bed=2&view=list',
    );
    expect(savedSearchUrl(criteria({ propertyType: 'COMMERCIAL', municipality: 'Oakville' }))).toBe('/comsearch?keyword=Oakville');
    // A keyword says more than the city: the search page keeps it.
    expect(savedSearchUrl(criteria({ classes: ['residential', 'condo'], municipality: 'Toronto', keyword: 'yonge' }))).toBe('/search?keyword=yonge');
  });
});
