/**
 * Places a keyword or a map page can name, as listing filters. Toronto's former municipalities
 * (Scarborough, North York, Etobicoke) are Toronto districts in the feed, so they match by
 * district as well as by name (the agent's own listings may carry the old name).
 */
import { GTA_MUNICIPALITIES } from '#shared/geo/gta-municipalities.ts';
import { FORMER_MUNICIPALITY_DISTRICTS } from '#shared/geo/toronto-districts.ts';
import type { PlaceFilter, PlaceMatch } from './search-types.ts';
import { fold } from './text/normalize.ts';

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

/**
 * A name's consonant skeleton: folded, each word's first letter kept, its other vowels dropped and
 * repeated letters collapsed. Misspelt vowels are the commonest place-name typo and cost
 * trigrams dearly: 'Scarbourgh' and 'Scarborough' both give 'scrbrgh', 'Ajx' and 'Ajax' 'ajx'.
 */
export function consonantSkeleton(text: string): string {
  return fold(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => (word.charAt(0) + word.slice(1).replace(/[aeiouy]/g, '')).replace(/(.)\1+/g, '$1'))
    .join(' ');
}

/** Shorter skeletons ('mn', 'kng') name too many things to be taken for a town. */
const MIN_SKELETON_LENGTH = 3;

/**
 * The GTA municipality a keyword spells with other vowels, when exactly one does. The planner asks
 * it only after the engine's trigram matching found no place, so both engines gain the same
 * forgiveness (the names are the shared GTA list, not either engine's index).
 */
export function municipalityBySkeleton(keyword: string): PlaceMatch | undefined {
  const skeleton = consonantSkeleton(keyword);
  if (skeleton.replace(/ /g, '').length < MIN_SKELETON_LENGTH) return undefined;
  const matches = GTA_MUNICIPALITIES.filter((municipality) => consonantSkeleton(municipality.name) === skeleton);
  if (matches.length !== 1) return undefined;
  const name = matches[0]!.name;
  return { name, kind: 'municipality', municipality: name, rating: PLACE_MATCH_THRESHOLD };
}
