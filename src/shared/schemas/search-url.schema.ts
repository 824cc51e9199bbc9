/**
 * The URL query of /search and /comsearch (`validateSearch` of both routes), so a search can be
 * shared, bookmarked, reloaded and stepped through with Back. Keys are the legacy residential
 * criteria names (keyword, buildingType, transactionType, minPrice, maxPrice, bed, bath, parking)
 * plus sort; the route says which class. A query is typed by hand or pasted from anywhere, so a
 * bad value is dropped (it becomes "any") rather than breaking the page. The router has already
 * turned `3` and `500000` into numbers. The route table is in the entry bundle: keep this light
 * (plain readers, no zod: plain-fields.ts).
 */
import { INVALID, coercedNumber, finiteNumber, inRange, oneOf, prepared, readFields, refined, text, type Reader } from './plain-fields.ts';
import { COMMERCIAL_BUILDING_TYPES, DEFAULT_KEYWORD, LISTING_TYPES, RESIDENTIAL_BUILDING_TYPES } from '../options.ts';
import { MARKET_URL_FIELDS } from './market-url.schema.ts';

export type SearchKind = 'residential' | 'commercial';

/** Sorts the visitor can choose; 'relevance' (best match) is the default and stays out of the URL. */
export const SEARCH_SORT_OPTIONS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price_desc', label: 'Price: High - Low' },
  { value: 'price_asc', label: 'Price: Low - High' },
  { value: 'newest', label: 'Newest' },
] as const;
type SortValue = (typeof SEARCH_SORT_OPTIONS)[number]['value'];
const SORT_VALUES = SEARCH_SORT_OPTIONS.map((option) => option.value) as [SortValue, ...SortValue[]];

const MAX_PRICE = 1e10;
const BUILDING_TYPES = new Set<string>([...RESIDENTIAL_BUILDING_TYPES, ...COMMERCIAL_BUILDING_TYPES]);

/** `z.union([z.string(), z.number()]).transform(String)`: a keyword or type the router read as a number. */
const textOrNumber: Reader<string> = (value) => {
  if (typeof value === 'string') return value;
  return finiteNumber(value) === INVALID ? INVALID : String(value);
};
const price = inRange(
  prepared((value) => (typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value), finiteNumber),
  0,
  MAX_PRICE,
);
const count = inRange(coercedNumber, 1, 5, true);

/** The readers of the search URL's keys; a key's bad value reads as absent ("any"). */
export const SEARCH_URL_FIELDS = {
  /** Absent: the default keyword (Toronto). Present but empty: no keyword filter. */
  keyword: (value: unknown) => {
    const keyword = textOrNumber(value);
    return keyword === INVALID ? INVALID : text({ max: 200, trim: true })(keyword);
  },
  buildingType: refined(textOrNumber, (value) => BUILDING_TYPES.has(value) && value !== 'any'),
  transactionType: oneOf(LISTING_TYPES),
  minPrice: price,
  maxPrice: price,
  bed: count,
  bath: count,
  parking: count,
  sort: oneOf(SORT_VALUES),
  // Sold / Leased and the close-date range: only a VOW visitor's page acts on them (market-url.schema.ts).
  ...MARKET_URL_FIELDS,
};

/** The route's `validateSearch`: the known keys, each kept only when its value is good. */
export function parseSearchUrl(search: unknown) {
  return readFields(search, SEARCH_URL_FIELDS);
}
export type TSearchUrl = ReturnType<typeof parseSearchUrl>;

/** What the search form holds: select values as strings ('any' = no filter), prices as numbers. */
export interface SearchFormValues {
  keyword: string;
  buildingType: string;
  transactionType: string;
  minPrice: number;
  maxPrice: number;
  bed: string;
  bath: string;
  parking: string;
}

export const DEFAULT_SEARCH_FORM: SearchFormValues = {
  keyword: DEFAULT_KEYWORD,
  buildingType: 'any',
  transactionType: 'any',
  minPrice: 0,
  maxPrice: 0,
  bed: 'any',
  bath: 'any',
  parking: 'any',
};

function buildingTypesOf(kind: SearchKind): readonly string[] {
  return kind === 'commercial' ? COMMERCIAL_BUILDING_TYPES : RESIDENTIAL_BUILDING_TYPES;
}

/** A building type of the other class's list means nothing here: treat it as any. */
function buildingTypeFor(kind: SearchKind, buildingType: string | undefined): string | undefined {
  return buildingType && buildingTypesOf(kind).includes(buildingType) ? buildingType : undefined;
}

export function searchUrlToForm(url: TSearchUrl, kind: SearchKind): SearchFormValues {
  return {
    keyword: url.keyword ?? DEFAULT_KEYWORD,
    buildingType: buildingTypeFor(kind, url.buildingType) ?? 'any',
    transactionType: url.transactionType ?? 'any',
    minPrice: url.minPrice ?? 0,
    maxPrice: url.maxPrice ?? 0,
    bed: url.bed ? String(url.bed) : 'any',
    bath: url.bath ? String(url.bath) : 'any',
    parking: url.parking ? String(url.parking) : 'any',
  };
}

const countOrUndefined = (value: string) => (value === 'any' || value === '' ? undefined : Number(value));

/** The URL query for submitted form values; "any" and 0 stay out of it, the keyword always goes in. */
export function formToSearchUrl(form: SearchFormValues, sort?: TSearchUrl['sort']): TSearchUrl {
  const candidate = {
    keyword: form.keyword.trim(),
    buildingType: form.buildingType === 'any' ? undefined : form.buildingType,
    transactionType: form.transactionType === 'any' ? undefined : form.transactionType,
    minPrice: form.minPrice > 0 ? form.minPrice : undefined,
    maxPrice: form.maxPrice > 0 ? form.maxPrice : undefined,
    bed: countOrUndefined(form.bed),
    bath: countOrUndefined(form.bath),
    parking: countOrUndefined(form.parking),
    sort: sort && sort !== 'relevance' ? sort : undefined,
  };
  const parsed = parseSearchUrl(candidate);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as TSearchUrl;
}

/** The commercial form's names of the criteria: `com` before each (comKeyword, comMinPrice…). */
type ComPrefixed<T> = { [K in keyof T & string as `com${Capitalize<K>}`]: T[K] };
const comPrefixed = <T extends object>(criteria: T) =>
  Object.fromEntries(Object.entries(criteria).map(([key, value]) => [`com${key[0]!.toUpperCase()}${key.slice(1)}`, value])) as ComPrefixed<T>;

/**
 * The criteria for `listings.search`, in the legacy form the API accepts (RESEDENTIAL /
 * COMMERCIAL with the com-prefixed names), which the server normalizes.
 */
export function searchUrlToCriteria(url: TSearchUrl, kind: SearchKind) {
  const max = url.maxPrice !== undefined && url.minPrice !== undefined && url.maxPrice < url.minPrice ? undefined : url.maxPrice;
  const criteria = {
    keyword: url.keyword ?? DEFAULT_KEYWORD,
    buildingType: buildingTypeFor(kind, url.buildingType) ?? 'any',
    transactionType: url.transactionType ?? 'any',
    minPrice: url.minPrice ?? 0,
    maxPrice: max ?? 0,
    bed: url.bed ?? 'any',
    bath: url.bath ?? 'any',
    parking: url.parking ?? 'any',
  };
  const sort = url.sort ?? 'relevance';
  if (kind === 'commercial') return { propertyType: 'COMMERCIAL', ...comPrefixed(criteria), sort };
  return { propertyType: 'RESEDENTIAL', ...criteria, sort };
}
