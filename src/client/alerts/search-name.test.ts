/** The name "Save this search" offers, from each search page's criteria form. */
import { describe, expect, it } from 'vitest';
import { searchUrlToCriteria } from '#shared/schemas/search-url.schema.ts';
import { defaultSearchName, normalizeSavedCriteria, shortPrice } from './search-name.ts';

const nameOf = (search: Parameters<typeof normalizeSavedCriteria>[0]['search'], buildingKey: string | null = null) => {
  const criteria = normalizeSavedCriteria({ search, buildingKey });
  if (!criteria) throw new Error('criteria did not parse');
  return defaultSearchName(criteria);
};

describe('the default name of a saved search', () => {
  it('says what, where and the price of a /search query', () => {
    expect(nameOf(searchUrlToCriteria({ buildingType: 'condo', maxPrice: 900_000 }, 'residential'))).toBe('Condos in Toronto under $900K');
    expect(nameOf(searchUrlToCriteria({ keyword: 'markham', transactionType: 'Lease', bed: 3 }, 'residential'))).toBe('Homes for rent in Markham, 3+ beds');
    expect(nameOf(searchUrlToCriteria({ keyword: 'Yonge', minPrice: 500_000, maxPrice: 1_250_000 }, 'residential'))).toBe(
      'Homes matching “Yonge” $500K–$1.25M',
    );
    expect(nameOf(searchUrlToCriteria({ keyword: '', minPrice: 2_000_000 }, 'residential'))).toBe('Homes over $2M');
  });

  it('names commercial searches by their type and lease', () => {
    expect(nameOf(searchUrlToCriteria({ transactionType: 'Lease' }, 'commercial'))).toBe('Commercial properties for lease in Toronto');
  });

  it('adds the map area and the municipality of a map search', () => {
    expect(
      nameOf({
        ...searchUrlToCriteria({ keyword: '', bath: 2 }, 'residential'),
        municipality: 'mississauga',
        bbox: { north: 43.7, south: 43.5, east: -79.5, west: -79.8 },
      }),
    ).toBe('Homes in Mississauga, 2+ baths, map area');
  });

  it('keeps names within 80 characters', () => {
    const name = nameOf({ classes: ['residential'], keyword: 'x'.repeat(120) });
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith('…')).toBe(true);
  });

  it('writes short prices', () => {
    expect([shortPrice(2500), shortPrice(899_000), shortPrice(1_000_000), shortPrice(1_200_000)]).toEqual(['$2,500', '$899K', '$1M', '$1.2M']);
  });

  it('gives null for criteria the server would refuse', () => {
    expect(normalizeSavedCriteria({ search: { minPrice: 900_000, maxPrice: 100_000 } })).toBeNull();
  });
});
