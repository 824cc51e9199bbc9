/**
 * TRREB-style listing keys ("C12467312": area letter + 8 digits) for sample listings.
 *
 * The 8 digits are a bijective scramble of the listing's index (so keys are unique and look
 * random) plus a final check digit that encodes the listing's photo theme. That lets
 * samplePhotoSpec() draw a fitting picture (storefront, farm, condo tower…) from nothing but the
 * MediaURL `sample://<ListingKey>/<n>`, without any lookup or the feed's seed.
 */

export const PHOTO_THEMES = ['house', 'apartment', 'townhouse', 'land', 'rural', 'retail', 'industrial', 'office', 'investment', 'cottage'] as const;
export type PhotoTheme = (typeof PHOTO_THEMES)[number];

const INDEX_BITS = 21;
const INDEX_MASK = (1 << INDEX_BITS) - 1;
/** Listings a single sample feed can hold (base listings plus all later-run arrivals). */
export const MAX_SAMPLE_LISTINGS = 1 << INDEX_BITS;
/** Keys start at 12,000,000 like current TRREB numbers. */
const KEY_BASE = 1_200_000;

/** Bijection on [0, 2^21): odd multiplications and xor-shifts are each invertible mod 2^n. */
function scramble(index: number, seedMask: number): number {
  let x = (index ^ seedMask) & INDEX_MASK;
  x = Math.imul(x, 0x2c1b3) & INDEX_MASK;
  x ^= x >>> 11;
  x = Math.imul(x, 0x1d8e5) & INDEX_MASK;
  x ^= x >>> 9;
  return x;
}

function digitSum(n: number): number {
  let sum = 0;
  for (let x = n; x > 0; x = Math.floor(x / 10)) sum += x % 10;
  return sum;
}

export function makeListingKey(letter: string, index: number, seedMask: number, theme: PhotoTheme): string {
  if (index < 0 || index >= MAX_SAMPLE_LISTINGS) throw new RangeError(`sample listing index ${index} out of range`);
  const body = KEY_BASE + scramble(index, seedMask);
  const check = (digitSum(body) * 7 + PHOTO_THEMES.indexOf(theme)) % 10;
  return `${letter}${body * 10 + check}`;
}

/** The photo theme hidden in a sample key's check digit, or undefined for a non-sample key. */
export function photoThemeOfKey(listingKey: string): PhotoTheme | undefined {
  const match = /^[A-Z](\d{7})(\d)$/.exec(listingKey);
  if (!match?.[1] || !match[2]) return undefined;
  const body = Number(match[1]);
  const check = Number(match[2]);
  const themeIndex = (((check - digitSum(body) * 7) % 10) + 10) % 10;
  return PHOTO_THEMES[themeIndex];
}
