/** An engine query for unit tests: residential and condo, no filter, newest first, with the given changes. */
import type { EngineQuery } from './search-types.ts';

export function engineQuery(overrides: Partial<EngineQuery> = {}): EngineQuery {
  return {
    classes: ['residential', 'condo'],
    subTypes: null,
    transactionType: null,
    minPrice: null,
    maxPrice: null,
    minBeds: null,
    minBaths: null,
    minParking: null,
    places: [],
    mlsPrefix: null,
    text: null,
    exact: null,
    bbox: null,
    sort: 'newest',
    closed: null,
    ...overrides,
  };
}
