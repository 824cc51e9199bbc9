import { describe, expect, it } from 'vitest';
import { ZSavedSearchCriteria } from '#shared/schemas/saved-search.schema.ts';
import { engineQuery } from '#server/search/engine-query.fixture.ts';
import type { EngineQuery } from '#server/search/search-types.ts';
import { columnsOfPlan } from './saved-search-columns.ts';

const plan = (overrides: Partial<EngineQuery>): EngineQuery => engineQuery({ classes: ['residential'], ...overrides });

describe('saved search criteria as matching columns', () => {
  it('keeps the filters and splits the page’s municipality from the keyword’s place', () => {
    const criteria = ZSavedSearchCriteria.parse({
      search: { classes: ['residential'], keyword: 'Scarborough', municipality: 'Toronto', minPrice: 500000, minBeds: 3 },
    });
    const columns = columnsOfPlan(
      plan({
        minPrice: 500000,
        minBeds: 3,
        transactionType: 'Sale',
        subTypes: ['Detached'],
        places: [
          { label: 'Toronto', municipalities: ['toronto'], districts: [], communities: [] },
          { label: 'Scarborough', municipalities: ['scarborough'], districts: ['Toronto E01'], communities: [] },
        ],
      }),
      criteria,
    );
    expect(columns).toMatchObject({
      classes: ['residential'],
      sub_types: ['Detached'],
      transaction_type: 'Sale',
      min_price: 500000,
      min_beds: 3,
      area_municipalities: ['toronto'],
      area_districts: [],
      keyword_municipalities: ['scarborough'],
      keyword_districts: ['Toronto E01'],
      keyword_query: null,
      mls_prefix: null,
      bbox_south: null,
      building_key: null,
    });
  });

  it('turns words into a prefix tsquery without typo guesses, an MLS number into a prefix, a map area into four numbers', () => {
    const criteria = ZSavedSearchCriteria.parse({ search: { classes: ['condo'], keyword: '15 Mercer St' }, buildingKey: '15-mercer-st-toronto' });
    const words = columnsOfPlan(
      plan({
        text: { tokens: ['15', 'mercer', 'st'] },
        exact: { listingKey: null, street: '15 mercer st', unit: null },
        bbox: { north: 2, south: 1, east: 4, west: 3 },
      }),
      criteria,
    );
    expect(words.keyword_query).toContain('mercer');
    expect(words.keyword_query).toContain('&');
    expect(words).toMatchObject({
      exact_street: '15 mercer st',
      exact_unit: null,
      bbox_south: 1,
      bbox_north: 2,
      bbox_west: 3,
      bbox_east: 4,
      building_key: '15-mercer-st-toronto',
    });
    expect(words.keyword_municipalities).toBeNull();
    const mls = columnsOfPlan(plan({ mlsPrefix: 'C1234567', exact: { listingKey: 'C1234567', street: null, unit: null } }), criteria);
    expect(mls).toMatchObject({ mls_prefix: 'C1234567', keyword_query: null, exact_street: null });
  });
});
