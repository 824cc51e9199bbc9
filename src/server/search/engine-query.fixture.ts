/** An engine query for unit tests: the site's default search (residential and condo, no filter), newest first, with the given changes. */
import { DEFAULT_LISTING_SEARCH } from '#shared/schemas/listing-search.schema.ts';
import { filtersOf } from './search-planner.ts';
import type { EngineQuery } from './search-types.ts';

export function engineQuery(overrides: Partial<EngineQuery> = {}): EngineQuery {
  return { ...filtersOf({ ...DEFAULT_LISTING_SEARCH, sort: 'newest' }), ...overrides };
}
