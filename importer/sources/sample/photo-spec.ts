/**
 * What a sample listing's photos show. The feed writes MediaURL `sample://<ListingKey>/<n>`;
 * the media worker calls samplePhotoSpec(url) to draw a deterministic placeholder image instead
 * of downloading one, and the feed uses the same kinds for each photo's ShortDescription.
 */
import { hashString } from './prng.ts';
import { photoThemeOfKey } from './listing-key.ts';
import type { PhotoTheme } from './listing-key.ts';

export type PhotoKind =
  | 'exterior'
  | 'building'
  | 'living'
  | 'kitchen'
  | 'dining'
  | 'bedroom'
  | 'bathroom'
  | 'backyard'
  | 'basement'
  | 'view'
  | 'balcony'
  | 'amenity'
  | 'street'
  | 'land'
  | 'aerial'
  | 'barn'
  | 'waterfront'
  | 'storefront'
  | 'interior'
  | 'warehouse'
  | 'office';

export interface SamplePhotoSpec {
  /** Seed for the drawing's own randomness (window positions, texture…). */
  seed: number;
  palette: [string, string, string];
  kind: PhotoKind;
}

export const SAMPLE_MEDIA_SCHEME = 'sample://';

/** Photo n (1-based) of a listing shows THEME_KINDS[theme][n - 1]; the first is the cover. */
const THEME_KINDS: Readonly<Record<PhotoTheme, readonly PhotoKind[]>> = {
  house: ['exterior', 'living', 'kitchen', 'dining', 'bedroom', 'bathroom', 'backyard', 'basement'],
  apartment: ['building', 'living', 'kitchen', 'bedroom', 'bathroom', 'view', 'balcony', 'amenity'],
  townhouse: ['exterior', 'living', 'kitchen', 'bedroom', 'bathroom', 'dining', 'backyard', 'street'],
  land: ['land', 'aerial', 'street', 'land', 'aerial', 'land', 'street', 'aerial'],
  rural: ['exterior', 'aerial', 'land', 'barn', 'kitchen', 'living', 'bedroom', 'backyard'],
  retail: ['storefront', 'interior', 'interior', 'street', 'office', 'interior', 'storefront', 'street'],
  industrial: ['warehouse', 'interior', 'office', 'aerial', 'street', 'warehouse', 'interior', 'office'],
  office: ['building', 'office', 'office', 'interior', 'street', 'office', 'view', 'building'],
  investment: ['building', 'storefront', 'interior', 'living', 'kitchen', 'street', 'aerial', 'bathroom'],
  cottage: ['exterior', 'waterfront', 'living', 'kitchen', 'bedroom', 'view', 'bathroom', 'backyard'],
};

export const SHORT_DESCRIPTIONS: Readonly<Record<PhotoKind, string>> = {
  exterior: 'Front Exterior',
  building: 'Building Exterior',
  living: 'Living Room',
  kitchen: 'Kitchen',
  dining: 'Dining Room',
  bedroom: 'Primary Bedroom',
  bathroom: 'Bathroom',
  backyard: 'Backyard',
  basement: 'Basement',
  view: 'View',
  balcony: 'Balcony',
  amenity: 'Building Amenities',
  street: 'Streetscape',
  land: 'Lot',
  aerial: 'Aerial View',
  barn: 'Barn',
  waterfront: 'Waterfront',
  storefront: 'Storefront',
  interior: 'Interior',
  warehouse: 'Warehouse',
  office: 'Office Space',
};

/** Base colours per kind: [dominant, secondary, accent]; each image nudges them a little. */
const KIND_PALETTES: Readonly<Record<PhotoKind, readonly [number, number, number]>> = {
  exterior: [0x8fb8de, 0xa0522d, 0x4f7942],
  building: [0x9db7d3, 0x6e7b8b, 0xc0c8d0],
  living: [0xe8dcc8, 0x8b6f4e, 0x5b7c99],
  kitchen: [0xf2f0eb, 0x9a9a9a, 0x7a5c3e],
  dining: [0xeadbc8, 0x6b4f36, 0xc9a66b],
  bedroom: [0xe6e1da, 0x7d8ca3, 0xb89f86],
  bathroom: [0xf4f6f7, 0xb0bec5, 0x6d8a96],
  backyard: [0x7fb069, 0x8fb8de, 0x9c7a54],
  basement: [0xd8d2c8, 0x6f6a64, 0x9a8f7f],
  view: [0x87ceeb, 0x5a6f80, 0xd9e4ec],
  balcony: [0x9fc5e8, 0xb8b8b8, 0x5f7f5f],
  amenity: [0x4a90a4, 0xe0e0e0, 0x2f4f4f],
  street: [0x9e9e9e, 0x8fb8de, 0x6b8e23],
  land: [0x9acd32, 0x87ceeb, 0x8b7355],
  aerial: [0x6b8e23, 0x8b7d6b, 0x556b2f],
  barn: [0x8b2500, 0x87ceeb, 0xc2b280],
  waterfront: [0x1e6f9f, 0x87ceeb, 0x3b7a3b],
  storefront: [0x3c4f65, 0xd4a017, 0xe8e8e8],
  interior: [0xecebe4, 0x8c8c8c, 0x4a6274],
  warehouse: [0xb0b0a8, 0x5c5c58, 0xf0c419],
  office: [0xe9edf0, 0x34495e, 0x7f8c8d],
};

/** The kind of photo n (1-based) for a theme; photos past the list wrap around. */
export function photoKindFor(theme: PhotoTheme, n: number): PhotoKind {
  const kinds = THEME_KINDS[theme];
  return kinds[(n - 1) % kinds.length] ?? 'exterior';
}

export function sampleMediaUrl(listingKey: string, n: number): string {
  return `${SAMPLE_MEDIA_SCHEME}${listingKey}/${n}`;
}

const SAMPLE_URL = /^sample:\/\/([A-Z]\d{8})\/([1-9]\d{0,2})$/;

function nudge(rgb: number, amount: number): string {
  const channel = (shift: number): number => {
    const value = ((rgb >>> shift) & 0xff) + amount;
    return Math.max(0, Math.min(255, value));
  };
  const out = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${out.toString(16).padStart(6, '0')}`;
}

/** Drawing instructions for a sample MediaURL, or null when the URL is not a sample one. */
export function samplePhotoSpec(mediaUrl: string): SamplePhotoSpec | null {
  const match = SAMPLE_URL.exec(mediaUrl);
  if (!match?.[1] || !match[2]) return null;
  const theme = photoThemeOfKey(match[1]);
  if (!theme) return null;
  const kind = photoKindFor(theme, Number(match[2]));
  const seed = hashString(mediaUrl);
  const base = KIND_PALETTES[kind];
  // ±24 per channel keeps every photo of a kind recognisable but not identical.
  const shade = (i: number): number => (((seed >>> (i * 8)) & 0xff) % 49) - 24;
  return { seed, kind, palette: [nudge(base[0], shade(0)), nudge(base[1], shade(1)), nudge(base[2], shade(2))] };
}
