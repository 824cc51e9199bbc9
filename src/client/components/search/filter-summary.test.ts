import { describe, expect, it } from 'vitest';
import { summarizeSearch } from './filter-summary.ts';

describe('summarizeSearch', () => {
  it('describes the default search', () => {
    expect(summarizeSearch({}, 'residential')).toEqual({ heading: 'All residential properties matching “Toronto”', filters: [] });
  });

  it('names the type, transaction, keyword and every other filter', () => {
    const summary = summarizeSearch(
      {
        keyword: 'Markham',
        buildingType: 'Detached',
        transactionType: 'Lease',
        minPrice: 2000,
        maxPrice: 4500,
        bed: 3,
        bath: 2,
        parking: 1,
        sort: 'price_asc',
      },
      'residential',
    );
    expect(summary.heading).toBe('Detached residential properties for Rent/Lease matching “Markham”');
    expect(summary.filters).toEqual(['$2,000 – $4,500', '3+ beds', '2+ baths', '1+ parking', 'Sorted by price: low - high']);
  });

  it('handles one-sided prices, condos, commercial and an empty keyword', () => {
    expect(summarizeSearch({ buildingType: 'condo', minPrice: 500000 }, 'residential')).toEqual({
      heading: 'Condos matching “Toronto”',
      filters: ['From $500,000'],
    });
    expect(summarizeSearch({ keyword: '', buildingType: 'Office', transactionType: 'Sale', maxPrice: 900000 }, 'commercial')).toEqual({
      heading: 'Office commercial properties for sale',
      filters: ['Up to $900,000'],
    });
  });
});
