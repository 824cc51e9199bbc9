/**
 * The URL query of the map page /estate/{locationName} (its route's `validateSearch`): the
 * residential filters of /search (the same keys and rules, from search-url.schema.ts; no keyword,
 * the city is the route's), the price sort, the map's viewport (centre and zoom) and the Map/List
 * view, so a map search can be shared, reloaded and stepped through with Back. As on /search, a bad
 * value is dropped rather than breaking the page. Plain readers, no zod: the route table is in the
 * entry bundle (plain-fields.ts).
 */
import { coercedNumber, inRange, oneOf, readFields } from './plain-fields.ts';
import { SEARCH_URL_FIELDS } from './search-url.schema.ts';

/** The map page's sort menu: best match (the default, kept out of the URL) and the spec's two price orders. */
export const MAP_SORT_OPTIONS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price_desc', label: 'High - Low' },
  { value: 'price_asc', label: 'Low - High' },
] as const;
type MapSortValue = (typeof MAP_SORT_OPTIONS)[number]['value'];
const MAP_SORT_VALUES = MAP_SORT_OPTIONS.map((option) => option.value) as [MapSortValue, ...MapSortValue[]];

/** Zoom levels the page's map can show (OpenStreetMap tiles go to 19; below 3 the GTA is a dot). */
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 19;

const { keyword: _keyword, ...FILTER_FIELDS } = SEARCH_URL_FIELDS;

const MAP_SEARCH_URL_FIELDS = {
  ...FILTER_FIELDS,
  sort: oneOf(MAP_SORT_VALUES),
  lat: inRange(coercedNumber, -85, 85),
  lng: inRange(coercedNumber, -180, 180),
  zoom: inRange(coercedNumber, MAP_MIN_ZOOM, MAP_MAX_ZOOM, true),
  view: oneOf(['map', 'list'] as const),
};

/** The route's `validateSearch`: the known keys, each kept only when its value is good. */
export function parseMapSearchUrl(search: unknown) {
  return readFields(search, MAP_SEARCH_URL_FIELDS);
}
export type TMapSearchUrl = ReturnType<typeof parseMapSearchUrl>;
