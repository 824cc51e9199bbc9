/**
 * The name "Save this search" offers before the visitor types one: what is searched, where, and
 * the price, in words a person would use ("Condos in Toronto under $900K", "Detached homes for
 * rent in Markham, 3+ beds, map area"). Read from the normalized criteria (any accepted form is
 * normalized first by `normalizeSavedCriteria`), so /search, /comsearch and the map name alike.
 */
import { findMunicipality } from '#shared/geo/gta-municipalities.ts';
import { ZSavedSearchCriteria, type TSavedSearchCriteria, type TSavedSearchCriteriaInput } from '#shared/schemas/saved-search.schema.ts';

/** The longest name the server takes (ZSaveSearch). */
export const MAX_SEARCH_NAME = 80;

/** The criteria as the server will keep them; null when they would not parse (the server would refuse them too). */
export function normalizeSavedCriteria(criteria: TSavedSearchCriteriaInput): TSavedSearchCriteria | null {
  const parsed = ZSavedSearchCriteria.safeParse(criteria);
  return parsed.success ? parsed.data : null;
}

/** $900K, $1.2M, $2,500 (rents stay whole dollars). */
export function shortPrice(value: number): string {
  if (value >= 1_000_000) return `$${Number((value / 1_000_000).toFixed(value % 1_000_000 === 0 ? 0 : 2))}M`;
  if (value >= 10_000) return `$${Math.round(value / 1000)}K`;
  return `$${value.toLocaleString('en-CA')}`;
}

function subjectOf(criteria: TSavedSearchCriteria): string {
  const classes = [...criteria.classes].sort().join(',');
  if (classes === 'condo') return 'Condos';
  if (classes === 'commercial') return criteria.buildingType ? `${criteria.buildingType} properties` : 'Commercial properties';
  return criteria.buildingType ? `${criteria.buildingType} homes` : 'Homes';
}

function transactionOf(criteria: TSavedSearchCriteria): string | null {
  const isCommercial = criteria.classes.length === 1 && criteria.classes[0] === 'commercial';
  if (criteria.transactionType === 'Sale') return 'for sale';
  if (criteria.transactionType === 'Lease') return isCommercial ? 'for lease' : 'for rent';
  if (criteria.transactionType === 'Sub-Lease') return 'for sub-lease';
  return null;
}

function placeOf(criteria: TSavedSearchCriteria): string | null {
  if (criteria.municipality) return `in ${findMunicipality(criteria.municipality)?.name ?? criteria.municipality}`;
  const keyword = criteria.keyword.trim();
  if (!keyword) return null;
  const municipality = findMunicipality(keyword);
  return municipality ? `in ${municipality.name}` : `matching “${keyword}”`;
}

function priceOf(criteria: TSavedSearchCriteria): string | null {
  const { minPrice, maxPrice } = criteria;
  if (minPrice && maxPrice && maxPrice >= minPrice) return `${shortPrice(minPrice)}–${shortPrice(maxPrice)}`;
  if (maxPrice) return `under ${shortPrice(maxPrice)}`;
  if (minPrice) return `over ${shortPrice(minPrice)}`;
  return null;
}

/** "Condos in Toronto under $900K", "Homes for rent in Markham, 3+ beds, map area"; at most 80 characters. */
export function defaultSearchName(criteria: TSavedSearchCriteria): string {
  const head = [subjectOf(criteria), transactionOf(criteria), placeOf(criteria), priceOf(criteria)].filter(Boolean).join(' ');
  const extras: string[] = [];
  if (criteria.minBeds) extras.push(`${criteria.minBeds}+ beds`);
  if (criteria.minBaths) extras.push(`${criteria.minBaths}+ baths`);
  if (criteria.minParking) extras.push(`${criteria.minParking}+ parking`);
  if (criteria.bbox) extras.push('map area');
  const name = [head, ...extras].join(', ');
  return name.length <= MAX_SEARCH_NAME ? name : `${name.slice(0, MAX_SEARCH_NAME - 1).trimEnd()}…`;
}
