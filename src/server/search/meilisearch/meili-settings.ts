/**
 * Index settings, applied by code whenever the engine starts (and on every rebuild), so a fresh
 * Meilisearch needs no manual setup. `sort` is the first ranking rule: the chosen order (price,
 * newest) decides, and keyset filters on it page deterministically; the keyword then only
 * decides which listings match, as in the PostgreSQL engine.
 */
import type { Settings } from 'meilisearch';
import { MAX_GRID_ZOOM, MIN_GRID_ZOOM } from '../map-grid.ts';
import { STREET_ABBREVIATIONS } from '../text/normalize.ts';

const CELL_ATTRIBUTES = Array.from({ length: MAX_GRID_ZOOM - MIN_GRID_ZOOM + 1 }, (_, index) => `cell_${MIN_GRID_ZOOM + index}`);

export function cellAttribute(zoom: number): string {
  return `cell_${Math.min(MAX_GRID_ZOOM, Math.max(MIN_GRID_ZOOM, Math.round(zoom)))}`;
}

/** "st" ⇄ "street" ⇄ "str" and so on: every spelling of a street type finds the others. */
function streetSynonyms(): Record<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const [long, short] of Object.entries(STREET_ABBREVIATIONS)) {
    const group = groups.get(short) ?? new Set([short]);
    group.add(long);
    groups.set(short, group);
  }
  const synonyms: Record<string, string[]> = {};
  for (const group of groups.values()) {
    for (const word of group) synonyms[word] = [...group].filter((other) => other !== word);
  }
  return synonyms;
}

export const LISTING_INDEX_SETTINGS: Settings = {
  searchableAttributes: [
    'listing_key',
    'address',
    'unit_number',
    'postal_code',
    'postal_compact',
    'municipality',
    'municipality_district',
    'former_municipality',
    'community',
    'cross_street',
    'remarks',
  ],
  filterableAttributes: [
    'id',
    'listing_key',
    'listing_key_prefixes',
    'street_prefixes',
    'unit_lower',
    'feed_class',
    'property_sub_type',
    'transaction_type',
    'price',
    'price_sort',
    'bedrooms',
    'bathrooms',
    'parking_spaces',
    'municipality_lower',
    'municipality_district',
    'community_lower',
    'listed_ts',
    '_geo',
    ...CELL_ATTRIBUTES,
  ],
  sortableAttributes: ['price_sort', 'listed_ts', 'id'],
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    disableOnNumbers: true,
    disableOnAttributes: ['listing_key', 'postal_code', 'postal_compact'],
  },
  synonyms: streetSynonyms(),
  // Exact totals (first page, map) need every match counted, not the default first thousand.
  pagination: { maxTotalHits: 1_000_000 },
  // One facet value per occupied map cell in view.
  faceting: { maxValuesPerFacet: 10_000 },
};

/** The closed-listings index (sold, leased: the VOW tier) filters on the market and close date and sorts by the close. */
export const CLOSED_LISTING_INDEX_SETTINGS: Settings = {
  ...LISTING_INDEX_SETTINGS,
  filterableAttributes: [...(LISTING_INDEX_SETTINGS.filterableAttributes ?? []), 'market_status', 'close_date'],
  sortableAttributes: [...(LISTING_INDEX_SETTINGS.sortableAttributes ?? []), 'close_date'],
};

export const PLACE_INDEX_SETTINGS: Settings = {
  searchableAttributes: ['name'],
  filterableAttributes: ['kind'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
};
