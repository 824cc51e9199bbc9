/**
 * Places a keyword or a map page can name, as listing filters. Toronto's former municipalities
 * (Scarborough, North York, Etobicoke) are Toronto districts in the feed, so they match by
 * district as well as by name (the agent's own listings may carry the old name).
 */
import { FORMER_MUNICIPALITY_DISTRICTS } from '#shared/geo/toronto-districts.ts';
import type { PlaceFilter, PlaceMatch } from './search-types.ts';

/** A rating at or above this (0..1, trigram similarity) makes a keyword the place it resembles. */
export const PLACE_MATCH_THRESHOLD = 0.5;

const DISTRICT_KEYWORD = /^toronto\s+([cew])\s*0?(\d{1,2})$/i;

/** "Toronto C8", "toronto c08" → "Toronto C08" (the feed's spelling); undefined for anything else. */
export function districtOfKeyword(keyword: string): string | undefined {
  const match = DISTRICT_KEYWORD.exec(keyword.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return `Toronto ${match[1].toUpperCase()}${match[2].padStart(2, '0')}`;
}

export function placeFilterOf(match: Pick<PlaceMatch, 'name' | 'kind'>): PlaceFilter {
  const empty: PlaceFilter = { label: match.name, municipalities: [], districts: [], communities: [] };
  if (match.kind === 'district') return { ...empty, districts: [match.name] };
  if (match.kind === 'community') return { ...empty, communities: [match.name.toLowerCase()] };
  const formerName = Object.keys(FORMER_MUNICIPALITY_DISTRICTS).find((name) => name.toLowerCase() === match.name.toLowerCase());
  if (formerName) {
    return {
      ...empty,
      label: formerName,
      municipalities: [formerName.toLowerCase()],
      districts: FORMER_MUNICIPALITY_DISTRICTS[formerName]!.map((district) => `Toronto ${district}`),
    };
  }
  return { ...empty, municipalities: [match.name.toLowerCase()] };
}
