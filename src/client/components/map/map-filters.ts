/**
 * The map page's search state lives in its URL (shared/schemas/map-search-url.schema.ts): these
 * turn that query into the form's values, the criteria the server takes and a one-line summary,
 * and the form's values back into the query, through the same functions as /search so both pages
 * read and write filters one way.
 */
import type { TSearchCriteriaInput, TBoundingBox } from '#shared/schemas/listing-search.schema.ts';
import type { TMapSearchUrl } from '#shared/schemas/map-search-url.schema.ts';
import { formToSearchUrl, searchUrlToCriteria, searchUrlToForm, type SearchFormValues } from '#shared/schemas/search-url.schema.ts';
import { summarizeSearch } from '../search/filter-summary.ts';

/** The map page searches by area (the city, then the viewport), never by keyword. */
const NO_KEYWORD = { keyword: '' };

export function mapSearchToForm(search: TMapSearchUrl): SearchFormValues {
  return searchUrlToForm({ ...search, ...NO_KEYWORD }, 'residential');
}

/** The query after submitting the form: new filters, the same sort, viewport and view. */
export function formToMapSearch(values: SearchFormValues, current: TMapSearchUrl): TMapSearchUrl {
  const { keyword: _keyword, sort: _sort, ...filters } = formToSearchUrl(values);
  const next: TMapSearchUrl = { ...filters, sort: current.sort, lat: current.lat, lng: current.lng, zoom: current.zoom, view: current.view };
  return withoutUndefined(next);
}

/** Absent keys rather than `key=undefined`, so equal searches have equal URLs. */
export function withoutUndefined(search: TMapSearchUrl): TMapSearchUrl {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as TMapSearchUrl;
}

/** Criteria for the server: the residential search in the page's city, within the viewport when one is given (the map's markers). */
export function mapCriteria(search: TMapSearchUrl, area: { bbox: TBoundingBox | null; municipality: string }): TSearchCriteriaInput {
  return {
    ...searchUrlToCriteria({ ...search, ...NO_KEYWORD }, 'residential'),
    municipality: area.municipality,
    ...(area.bbox ? { bbox: area.bbox } : {}),
  };
}

/** "Detached residential properties for sale · $500,000 – $900,000 · 2+ beds". */
export function describeFilters(search: TMapSearchUrl): string {
  const summary = summarizeSearch({ ...search, ...NO_KEYWORD }, 'residential');
  return [summary.heading, ...summary.filters].join(' · ');
}

/** "1 property", "1,234 properties". */
export function countText(total: number): string {
  return `${total.toLocaleString('en-CA')} ${total === 1 ? 'property' : 'properties'}`;
}
