/**
 * The map page's filters: the form's values (strings, as the inputs hold them), the criteria the
 * server takes, and a one-line text summary of what is active ("Detached · Sale · 2+ beds").
 */
import type { TSearchCriteriaInput } from '#shared/schemas/listing-search.schema.ts';
import type { TBoundingBox } from '#shared/schemas/listing-search.schema.ts';

export interface MapFilters {
  buildingType: string;
  transactionType: string;
  minPrice: string;
  maxPrice: string;
  bed: string;
  bath: string;
  parking: string;
}

export const DEFAULT_MAP_FILTERS: MapFilters = { buildingType: 'any', transactionType: 'any', minPrice: '', maxPrice: '', bed: 'any', bath: 'any', parking: 'any' };

export type PriceSort = 'relevance' | 'price_desc' | 'price_asc';

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });

function priceOf(text: string): number | null {
  const number = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() !== '' && Number.isFinite(number) && number > 0 ? number : null;
}

/** Criteria for the server: the residential search (spec §3 names) within the viewport, or the city before the map has one. */
export function mapCriteria(filters: MapFilters, area: { bbox: TBoundingBox | null; municipality: string }, sort: PriceSort): TSearchCriteriaInput {
  return {
    propertyType: 'RESEDENTIAL',
    buildingType: filters.buildingType,
    transactionType: filters.transactionType,
    minPrice: priceOf(filters.minPrice) ?? undefined,
    maxPrice: priceOf(filters.maxPrice) ?? undefined,
    bed: filters.bed,
    bath: filters.bath,
    parking: filters.parking,
    ...(area.bbox ? { bbox: area.bbox } : { municipality: area.municipality }),
    sort,
  };
}

/** "Detached · Rent/Lease · $500,000 to $900,000 · 2+ beds"; 'All residential properties' with no filter. */
export function describeFilters(filters: MapFilters): string {
  const parts: string[] = [];
  if (filters.buildingType !== 'any') parts.push(filters.buildingType === 'condo' ? 'Condo' : filters.buildingType);
  if (filters.transactionType !== 'any') parts.push(filters.transactionType === 'Lease' ? 'Rent/Lease' : filters.transactionType);
  const min = priceOf(filters.minPrice);
  const max = priceOf(filters.maxPrice);
  if (min !== null && max !== null) parts.push(`${money.format(min)} to ${money.format(max)}`);
  else if (min !== null) parts.push(`from ${money.format(min)}`);
  else if (max !== null) parts.push(`up to ${money.format(max)}`);
  if (filters.bed !== 'any') parts.push(`${filters.bed}+ beds`);
  if (filters.bath !== 'any') parts.push(`${filters.bath}+ baths`);
  if (filters.parking !== 'any') parts.push(`${filters.parking}+ parking`);
  return parts.length ? parts.join(' · ') : 'All residential properties';
}

/** "1 property", "1,234 properties". */
export function countText(total: number): string {
  return `${total.toLocaleString('en-CA')} ${total === 1 ? 'property' : 'properties'}`;
}
