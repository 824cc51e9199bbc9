/**
 * The heading above the results that says what is being searched ("Detached residential
 * properties for Rent/Lease matching “Toronto”") and the other active filters as short phrases.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { DEFAULT_KEYWORD } from '#shared/options.ts';
import { SEARCH_SORT_OPTIONS, type SearchKind, type TSearchUrl } from '#shared/schemas/search-url.schema.ts';

const dollars = onFirstUse(
  () => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }),
);

const TRANSACTION_PHRASES: Record<string, string> = { Sale: 'for sale', Lease: 'for Rent/Lease', 'Sub-Lease': 'for Sub-Lease' };

export interface FilterSummary {
  heading: string;
  filters: string[];
}

export function summarizeSearch(url: TSearchUrl, kind: SearchKind): FilterSummary {
  const keyword = (url.keyword ?? DEFAULT_KEYWORD).trim();
  const kindWord = kind === 'commercial' ? 'commercial properties' : 'residential properties';
  const subject = url.buildingType === 'condo' && kind === 'residential' ? 'Condos' : url.buildingType ? `${url.buildingType} ${kindWord}` : `All ${kindWord}`;
  const parts = [subject];
  if (url.transactionType) parts.push(TRANSACTION_PHRASES[url.transactionType] ?? '');
  if (keyword) parts.push(`matching “${keyword}”`);

  const filters: string[] = [];
  const { minPrice, maxPrice } = url;
  if (minPrice && maxPrice && maxPrice >= minPrice) filters.push(`${dollars().format(minPrice)} – ${dollars().format(maxPrice)}`);
  else if (minPrice) filters.push(`From ${dollars().format(minPrice)}`);
  else if (maxPrice) filters.push(`Up to ${dollars().format(maxPrice)}`);
  if (url.bed) filters.push(`${url.bed}+ beds`);
  if (url.bath) filters.push(`${url.bath}+ baths`);
  if (url.parking) filters.push(`${url.parking}+ parking`);
  const sort = SEARCH_SORT_OPTIONS.find((option) => option.value === url.sort);
  if (sort && sort.value !== 'relevance') filters.push(`Sorted by ${sort.label.toLowerCase()}`);
  return { heading: parts.filter(Boolean).join(' '), filters };
}
