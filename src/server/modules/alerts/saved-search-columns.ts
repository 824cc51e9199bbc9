/**
 * A saved search's criteria as the typed columns the set-based matcher compares (alert-match.ts).
 * The criteria go through the live search's own planner (search-planner.ts) when the search is
 * saved, so a keyword means what it meant on the search page: an MLS number (prefix), a place
 * (its fuzzy match, typos included, resolved once here), or words that must all be in the
 * listing's search words (text/search-words.ts; plus the street address it names). The words are kept as a tsquery
 * built like the PostgreSQL engine's (last word a prefix, street-type spellings), without the
 * engine's typo corrections: those depend on the word list of the day; ARCHITECTURE.md says so.
 */
import type { TSavedSearchCriteria } from '#shared/schemas/saved-search.schema.ts';
import { buildTsQuery } from '#server/search/postgres/listing-search-sql.ts';
import { planSearch } from '#server/search/search-planner.ts';
import type { SearchEngine } from '#server/search/search-engine.ts';
import type { EngineQuery, PlaceFilter } from '#server/search/search-types.ts';
import { Vocabulary } from '#server/search/text/typo.ts';

export interface SavedSearchColumns {
  classes: string[];
  sub_types: string[] | null;
  transaction_type: string | null;
  min_price: number | null;
  max_price: number | null;
  min_beds: number | null;
  min_baths: number | null;
  min_parking: number | null;
  area_municipalities: string[] | null;
  area_districts: string[] | null;
  area_communities: string[] | null;
  keyword_municipalities: string[] | null;
  keyword_districts: string[] | null;
  keyword_communities: string[] | null;
  bbox_south: number | null;
  bbox_north: number | null;
  bbox_west: number | null;
  bbox_east: number | null;
  building_key: string | null;
  mls_prefix: string | null;
  /** to_tsquery('simple', …) text, or null. */
  keyword_query: string | null;
  exact_street: string | null;
  exact_unit: string | null;
}

/** In the order of the INSERT/UPDATE statements of saved-search.service.ts. */
export const COLUMN_NAMES: readonly (keyof SavedSearchColumns)[] = [
  'classes',
  'sub_types',
  'transaction_type',
  'min_price',
  'max_price',
  'min_beds',
  'min_baths',
  'min_parking',
  'area_municipalities',
  'area_districts',
  'area_communities',
  'keyword_municipalities',
  'keyword_districts',
  'keyword_communities',
  'bbox_south',
  'bbox_north',
  'bbox_west',
  'bbox_east',
  'building_key',
  'mls_prefix',
  'keyword_query',
  'exact_street',
  'exact_unit',
];

const NO_CORRECTIONS = new Vocabulary([]);

const placeColumns = (place: PlaceFilter | undefined) =>
  place
    ? { municipalities: place.municipalities, districts: place.districts, communities: place.communities }
    : { municipalities: null, districts: null, communities: null };

/** The columns of a planned query (pure: the planner's place look-ups happened already). */
export function columnsOfPlan(query: EngineQuery, criteria: TSavedSearchCriteria): SavedSearchColumns {
  // planSearch puts the page's municipality first, then the keyword's place.
  const area = criteria.municipality ? query.places[0] : undefined;
  const keywordPlace = query.places[criteria.municipality ? 1 : 0];
  const areaColumns = placeColumns(area);
  const keywordColumns = placeColumns(keywordPlace);
  return {
    classes: [...query.classes],
    sub_types: query.subTypes ? [...query.subTypes] : null,
    transaction_type: query.transactionType,
    min_price: query.minPrice,
    max_price: query.maxPrice,
    min_beds: query.minBeds,
    min_baths: query.minBaths,
    min_parking: query.minParking,
    area_municipalities: areaColumns.municipalities,
    area_districts: areaColumns.districts,
    area_communities: areaColumns.communities,
    keyword_municipalities: keywordColumns.municipalities,
    keyword_districts: keywordColumns.districts,
    keyword_communities: keywordColumns.communities,
    bbox_south: query.bbox?.south ?? null,
    bbox_north: query.bbox?.north ?? null,
    bbox_west: query.bbox?.west ?? null,
    bbox_east: query.bbox?.east ?? null,
    building_key: criteria.buildingKey,
    mls_prefix: query.mlsPrefix,
    keyword_query: query.text ? buildTsQuery(query.text.tokens, NO_CORRECTIONS) : null,
    exact_street: query.exact?.street ?? null,
    exact_unit: query.exact?.unit ?? null,
  };
}

/** Plans the criteria with the site's search engine (its place matching) and returns the columns. */
export async function savedSearchColumns(engine: SearchEngine, criteria: TSavedSearchCriteria): Promise<SavedSearchColumns> {
  const { buildingKey: _buildingKey, ...search } = criteria;
  return columnsOfPlan(await planSearch(engine, { ...search, sort: 'relevance' }), criteria);
}
