/**
 * Text folding shared by both engines, mirroring the SQL helpers of the search migration:
 * `fold` is search_fold() (case, accents, punctuation) and `streetKey` is search_street() (street
 * types and directions abbreviated the TRREB way). A test compares them with PostgreSQL; edit the
 * two together (a changed SQL function needs a new migration and a reindex).
 */
import { ownEntry } from '#shared/own-entry.ts';

/** Long and variant spellings → the abbreviation TRREB writes ("Avenue" → "ave"). */
export const STREET_ABBREVIATIONS: Readonly<Record<string, string>> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  drive: 'dr',
  drv: 'dr',
  road: 'rd',
  crescent: 'cres',
  cr: 'cres',
  boulevard: 'blvd',
  blv: 'blvd',
  court: 'crt',
  ct: 'crt',
  lane: 'ln',
  trail: 'trl',
  place: 'pl',
  circle: 'cir',
  parkway: 'pkwy',
  square: 'sq',
  terrace: 'terr',
  ter: 'terr',
  highway: 'hwy',
  gardens: 'gdns',
  heights: 'hts',
  grove: 'grv',
  point: 'pt',
  east: 'e',
  west: 'w',
  north: 'n',
  south: 's',
};

/** Every spelling of each abbreviation, for matching text that was not abbreviated (remarks). */
export const STREET_WORD_VARIANTS: ReadonlyMap<string, readonly string[]> = (() => {
  const variants = new Map<string, string[]>();
  for (const [long, short] of Object.entries(STREET_ABBREVIATIONS)) {
    const list = variants.get(short) ?? [short];
    list.push(long);
    variants.set(short, list);
  }
  return variants;
})();

/** Letters unaccent() turns into more than a base letter plus marks. */
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

export function fold(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function words(text: string | null | undefined): string[] {
  const folded = fold(text);
  return folded ? folded.split(' ') : [];
}

export function abbreviate(word: string): string {
  return ownEntry(STREET_ABBREVIATIONS, word) ?? word;
}

export function streetKey(text: string | null | undefined): string {
  return words(text).map(abbreviate).join(' ');
}
