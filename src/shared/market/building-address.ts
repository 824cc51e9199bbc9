/**
 * Which condo listings share a building: the street address with the unit taken off and the
 * spelling normalized ("1203-1 Yonge St", "#1203 1 Yonge Street" and "1 Yonge St, Unit 1203" are
 * one building), keyed with the municipality so "1 Main St" in two towns stays apart. The street
 * number is always part of the key: two numbers are two buildings, even on the same street.
 * The key is also the building page's slug (/building/1-yonge-st-toronto).
 */
import { slugify } from './slug.ts';

/** Street types and directions as TRREB writes them in full, to one short spelling. */
const STREET_WORDS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  blv: 'blvd',
  crescent: 'cres',
  cr: 'cres',
  court: 'crt',
  ct: 'crt',
  lane: 'ln',
  place: 'pl',
  parkway: 'pkwy',
  square: 'sq',
  terrace: 'terr',
  trail: 'trl',
  circle: 'cir',
  highway: 'hwy',
  gardens: 'gdns',
  heights: 'hts',
  east: 'e',
  west: 'w',
  north: 'n',
  south: 's',
};

const SUFFIX_OR_DIRECTION = new Set([...Object.values(STREET_WORDS), 'way', 'gate', 'grv', 'mews', 'path', 'row', 'walk', 'cres', 'blvd']);

/** A unit written before the street number: "1203-1 Yonge", "PH1 - 1 Yonge", "Unit 1203, 1 Yonge", "#1203 1 Yonge". */
const LEADING_UNIT =
  /^\s*(?:(?:unit|apt|suite|ste|#)\s*[a-z]*\d*[a-z]?\s*[-,]?\s*|(?:ph|th|lph|uph)?\s*\d+[a-z]?\s*-\s*|(?:ph|th|lph|uph)\s*\d+\s*,?\s+)(?=\d)/i;
/** A unit written after the street: "… St Unit 1203", "… St #1203", "… St, Suite 5", "… St PH1". */
const TRAILING_UNIT = /[\s,]+(?:unit|apt|suite|ste|#|ph|penthouse|lph|uph)\s*#?\s*[a-z]?\d*[a-z]?\s*$/i;

export interface BuildingAddress {
  /** "1-yonge-st-toronto": the page's slug and the grouping key. */
  key: string;
  /** "1 Yonge St": the street address as the first listing spelled it, unit removed. */
  street: string;
}

/**
 * The building of a listing's street address, or null when the address has no street number
 * (such listings are never grouped: nothing says which building they are in).
 */
export function buildingAddress(address: string, municipality: string): BuildingAddress | null {
  let text = address.replace(/\s+/g, ' ').trim();
  // Everything after the first comma is city, province or a unit ("1 Yonge St, Unit 1203, Toronto").
  text = text.replace(LEADING_UNIT, '');
  text = text.split(',')[0] ?? '';
  for (let guard = 0; guard < 2; guard += 1) text = text.replace(TRAILING_UNIT, '');
  const words = text
    .replace(/\./g, '')
    .split(' ')
    .filter((word) => word.length > 0);
  const number = words[0];
  if (!number || !/^\d+[a-z]?$/i.test(number)) return null;
  const rest = words.slice(1).map((word) => STREET_WORDS[word.toLowerCase()] ?? word.toLowerCase());
  // A bare number after the street type is a unit appended to the street line ("15 Mercer Street 610").
  while (rest.length > 1 && /^\d+[a-z]?$/i.test(rest.at(-1)!) && SUFFIX_OR_DIRECTION.has(rest.at(-2)!)) rest.pop();
  if (rest.length === 0) return null;
  const place = slugify(municipality);
  if (!place) return null;
  const key = slugify([number, ...rest, place].join(' '));
  const street = [number, ...words.slice(1, 1 + rest.length)].join(' ');
  return { key, street };
}
