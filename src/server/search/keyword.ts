/**
 * What a visitor's keyword asks for, decided once for both engines: an MLS number (exact or
 * prefix), or text with an optional street address (and unit) inside it. Whether the text names
 * a place (a municipality, former municipality, district or community) is decided afterwards by
 * the engine's fuzzy place matching (search-service.ts), because typos need the engine.
 */
import { STREET_ABBREVIATIONS, fold, streetKey, words } from './text/normalize.ts';

export interface ParsedKeyword {
  /** The keyword folded (case, accents, punctuation), '' when there is none. */
  folded: string;
  /** Upper-case MLS number or its prefix, when the keyword is one. */
  mls: string | null;
  /** Words that must all match, unit and address noise words removed. */
  tokens: string[];
  /** The street address in the keyword, as search_street() writes it ("15 mercer st w"). */
  street: string | null;
  /** The unit of that address ("610"), lower case. */
  unit: string | null;
}

/** TRREB numbers are an area letter and digits (C12467312); a letter and four digits or more is a prefix worth trying. */
const MLS_PATTERN = /^[a-z]\d{4,9}$/i;
const NOISE_WORDS = new Set(['unit', 'apt', 'apartment', 'suite', 'ste', 'on', 'ontario', 'canada']);
const UNIT_WORD = /\s+(?:unit|apt|apartment|suite|ste|#)\s*#?\s*([a-z]{0,2}\d+[a-z]?)$/i;
/** "610-15 Mercer St", "PH2-15 Mercer St": unit, dash, street number. */
const LEADING_UNIT = /^\s*#?([a-z]{0,2}\d+[a-z]?)\s*-\s*(\d+[a-z]?\s+.+)$/i;
const STREET_ENDINGS = new Set([...Object.keys(STREET_ABBREVIATIONS), ...Object.values(STREET_ABBREVIATIONS)]);

function splitUnit(addressPart: string): { street: string; unit: string | null } {
  const leading = LEADING_UNIT.exec(addressPart);
  if (leading?.[1] && leading[2]) return { street: leading[2], unit: leading[1].toLowerCase() };
  const labelled = UNIT_WORD.exec(addressPart);
  if (labelled?.[1]) return { street: addressPart.slice(0, labelled.index), unit: labelled[1].toLowerCase() };
  // "15 Mercer Street 610" (TRREB's own spelling): a number after the street type is the unit.
  const parts = words(addressPart);
  const last = parts.at(-1);
  const beforeLast = parts.at(-2);
  if (parts.length >= 4 && last && /^[a-z]{0,2}\d+[a-z]?$/.test(last) && beforeLast && STREET_ENDINGS.has(beforeLast)) {
    return { street: parts.slice(0, -1).join(' '), unit: last };
  }
  return { street: addressPart, unit: null };
}

export function parseKeyword(keyword: string | null | undefined): ParsedKeyword {
  const raw = (keyword ?? '').trim();
  const folded = fold(raw);
  if (!folded) return { folded: '', mls: null, tokens: [], street: null, unit: null };
  if (MLS_PATTERN.test(raw)) return { folded, mls: raw.toUpperCase(), tokens: [folded], street: null, unit: null };

  const tokens = words(raw).filter((word) => !NOISE_WORDS.has(word));
  // An address starts with a street number; anything after the first comma is town and postal code.
  const addressPart = raw.split(',')[0] ?? '';
  let street: string | null = null;
  let unit: string | null = null;
  if (/^\s*#?[a-z]{0,2}\d/i.test(addressPart)) {
    const split = splitUnit(addressPart);
    const key = streetKey(split.street);
    if (/^\d+[a-z]?\s+\S/.test(key)) {
      street = key;
      unit = split.unit;
    }
  }
  return { folded, mls: null, tokens: tokens.length > 0 ? tokens : [folded], street, unit };
}
