/**
 * A saved search in words and as the page that shows it again (issue #16): the one line the
 * account page, the agent's Visitors screen and every alert mail show, and the search or map URL
 * the "See all results" links open. Pure, so the client can preview the same line.
 */
import type { TSavedSearchCriteria } from '../schemas/saved-search.schema.ts';

/** A price in whole dollars ('$1,250,000'), as the summary line and the alert mails write it. */
export const money = (value: number) => `$${Math.round(value).toLocaleString('en-CA')}`;

function classesLabel(classes: readonly string[]): string {
  const set = new Set(classes);
  if (set.size === 1 && set.has('condo')) return 'Condos';
  if (set.size === 1 && set.has('residential')) return 'Houses';
  if (set.size === 1 && set.has('commercial')) return 'Commercial properties';
  if (set.has('commercial')) return 'All properties';
  return 'Homes';
}

const TRANSACTION_LABELS: Record<string, string> = { Sale: 'for sale', Lease: 'for lease', 'Sub-Lease': 'for sub-lease' };

/** "Condos for sale in Toronto, “yonge”, $500,000–$900,000, 2+ beds, map area". */
export function savedSearchSummary(criteria: TSavedSearchCriteria): string {
  let head = classesLabel(criteria.classes);
  if (criteria.transactionType) head += ` ${TRANSACTION_LABELS[criteria.transactionType] ?? ''}`.trimEnd();
  if (criteria.municipality) head += ` in ${criteria.municipality}`;
  const parts = [head];
  if (criteria.buildingKey) parts.push(`building ${criteria.buildingKey}`);
  const keyword = criteria.keyword.trim();
  if (keyword) parts.push(`“${keyword}”`);
  if (criteria.buildingType) parts.push(criteria.buildingType);
  if (criteria.minPrice !== null && criteria.maxPrice !== null) parts.push(`${money(criteria.minPrice)}–${money(criteria.maxPrice)}`);
  else if (criteria.minPrice !== null) parts.push(`from ${money(criteria.minPrice)}`);
  else if (criteria.maxPrice !== null) parts.push(`up to ${money(criteria.maxPrice)}`);
  if (criteria.minBeds !== null) parts.push(`${criteria.minBeds}+ beds`);
  if (criteria.minBaths !== null) parts.push(`${criteria.minBaths}+ baths`);
  if (criteria.minParking !== null) parts.push(`${criteria.minParking}+ parking`);
  if (criteria.bbox) parts.push('map area');
  return parts.join(', ');
}

/** Zoom that shows a viewport this many degrees of longitude wide in a ~1,000 px map. */
function zoomForSpan(longitudeSpan: number): number {
  const zoom = Math.round(Math.log2(1000 / 256 / (longitudeSpan / 360)));
  return Math.min(19, Math.max(3, Number.isFinite(zoom) ? zoom : 12));
}

/**
 * The page that shows the search again: a building page, the map (a saved map area, as its
 * centre and zoom; a whole city as its List View), the commercial search or the residential search, with the filters in the
 * URL keys those pages read (search-url.schema.ts, map-search-url.schema.ts).
 */
export function savedSearchUrl(criteria: TSavedSearchCriteria): string {
  if (criteria.buildingKey) return `/building/${encodeURIComponent(criteria.buildingKey)}`;
  const params = new URLSearchParams();
  const isCommercial = criteria.classes.length === 1 && criteria.classes[0] === 'commercial';
  const isCondo = criteria.classes.length === 1 && criteria.classes[0] === 'condo';
  const buildingType = isCondo ? 'condo' : criteria.buildingType;
  // A whole city without a keyword (the map page's List View): /search has no city filter, so the
  // map page lists it again, and the commercial search finds it by the city's name.
  const wholeCity = !criteria.bbox && criteria.municipality && !criteria.keyword.trim() ? criteria.municipality : null;
  if (!criteria.bbox) params.set('keyword', wholeCity && isCommercial ? wholeCity : criteria.keyword);
  if (wholeCity && !isCommercial) params.delete('keyword');
  if (buildingType) params.set('buildingType', buildingType);
  if (criteria.transactionType) params.set('transactionType', criteria.transactionType);
  if (criteria.minPrice !== null) params.set('minPrice', String(criteria.minPrice));
  if (criteria.maxPrice !== null) params.set('maxPrice', String(criteria.maxPrice));
  if (criteria.minBeds !== null) params.set('bed', String(criteria.minBeds));
  if (criteria.minBaths !== null) params.set('bath', String(criteria.minBaths));
  if (criteria.minParking !== null) params.set('parking', String(criteria.minParking));
  if (wholeCity && !isCommercial) {
    params.set('view', 'list');
    return `/estate/${encodeURIComponent(wholeCity)}?${params.toString()}`;
  }
  if (criteria.bbox) {
    const { north, south, east, west } = criteria.bbox;
    params.set('lat', ((north + south) / 2).toFixed(5));
    params.set('lng', ((east + west) / 2).toFixed(5));
    params.set('zoom', String(zoomForSpan(east - west)));
    params.set('view', 'map');
    return `/estate/${encodeURIComponent(criteria.municipality ?? 'Toronto')}?${params.toString()}`;
  }
  return `/${isCommercial ? 'comsearch' : 'search'}?${params.toString()}`;
}
