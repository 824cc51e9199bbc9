/**
 * Which home a listing is (listing_property): its address folded so that the spellings boards
 * and agents use for one address agree ("123 Main St" = "123 Main Street", "Bloor St. W." =
 * "Bloor Street West"), its unit, and sale or lease. A re-listing of the home under a new MLS
 * number finds the earlier listings by this key; a different unit at the same address is another
 * home. Pure functions: the writer sends the keys with each listing.
 */

/** Street types and directions to one spelling each (Canada Post's abbreviations, lower case). */
const WORD_FOLDS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  avn: 'ave',
  road: 'rd',
  drive: 'dr',
  drv: 'dr',
  boulevard: 'blvd',
  blv: 'blvd',
  crescent: 'cres',
  cr: 'cres',
  cresc: 'cres',
  court: 'crt',
  ct: 'crt',
  place: 'pl',
  lane: 'lane',
  ln: 'lane',
  trail: 'trl',
  circle: 'cir',
  circ: 'cir',
  parkway: 'pkwy',
  terrace: 'terr',
  ter: 'terr',
  gardens: 'gdns',
  gdn: 'gdns',
  square: 'sq',
  heights: 'hts',
  highway: 'hwy',
  grove: 'grv',
  gate: 'gate',
  gt: 'gate',
  way: 'way',
  park: 'pk',
  point: 'pt',
  line: 'line',
  sideroad: 'sdrd',
  concession: 'conc',
  mount: 'mt',
  saint: 'st',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** Words a unit number is written with ("Unit 5", "Apt. 5", "Suite 5", "#5"). */
const UNIT_WORDS = new Set(['unit', 'apt', 'apartment', 'suite', 'ste', 'ph', 'no']);

/** Lower case, accents off, every run of punctuation or space one space. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0);
}

/**
 * The street address and municipality as one key: "123 main st w|toronto". Empty when either is
 * missing (such a listing is placed in no home).
 */
export function addressKey(streetAddress: string | null | undefined, municipality: string | null | undefined): string {
  const street = words(streetAddress ?? '').map((word) => WORD_FOLDS[word] ?? word);
  const place = words(municipality ?? '');
  if (street.length === 0 || place.length === 0) return '';
  return `${street.join(' ')}|${place.join(' ')}`;
}

/** The unit as one key: "Unit 05" = "#5" = "5"; '' for none. */
export function unitKey(unit: string | null | undefined): string {
  const parts = words(unit ?? '').filter((word) => !UNIT_WORDS.has(word));
  return parts.map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word)).join(' ');
}

/** Sale or lease: a sub-lease is a lease of the same home. */
export function transactionKind(transactionType: 'Sale' | 'Lease' | 'Sub-Lease'): 'sale' | 'lease' {
  return transactionType === 'Sale' ? 'sale' : 'lease';
}
