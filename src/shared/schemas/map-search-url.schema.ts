/**
 * The URL query of the map page /estate/{locationName} (its route's `validateSearch`): the
 * residential filters of /search (the same keys and rules, from search-url.schema.ts; no keyword,
 * the city is the route's), the price sort, the map's viewport (centre and zoom) and the Map/List
 * view, so a map search can be shared, reloaded and stepped through with Back. As on /search, a bad
 * value is dropped rather than breaking the page.
 */
import { z } from 'zod';
import { ZSearchUrl } from './search-url.schema.ts';

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

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

export const ZMapSearchUrl = ZSearchUrl.omit({ keyword: true }).extend({
  sort: optional(z.enum(MAP_SORT_VALUES)),
  lat: optional(z.coerce.number().min(-85).max(85)),
  lng: optional(z.coerce.number().min(-180).max(180)),
  zoom: optional(z.coerce.number().int().min(MAP_MIN_ZOOM).max(MAP_MAX_ZOOM)),
  view: optional(z.enum(['map', 'list'])),
});
export type TMapSearchUrl = z.output<typeof ZMapSearchUrl>;
