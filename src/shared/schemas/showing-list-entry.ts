/**
 * One property of the visitor's showing list (browser storage key `showings`), read without zod:
 * the site header counts the list on every public page, so this parser is in the browser's entry
 * bundle. It reads exactly as `ZShowingListEntry` (showings.schema.ts) does, which the server
 * validates with and the showing-list-entry test compares it with; change both together.
 */
import { INT4_MAX } from './ids-limits.ts';
import { INVALID, coercedNumber, finiteNumber, inRange, nullable, prepared, refined, text, type Reader } from './plain-fields.ts';

/**
 * The legacy names of a showing-list entry's fields → the domain names: what the /api paths send
 * (showings.rest.ts renames them) and what lists stored by earlier versions of the site hold.
 */
export const LEGACY_SHOWING_ENTRY_FIELDS = { property_id: 'listingId', propertyType: 'listingClass' } as const;

export const SHOWING_RATING_STEP = 0.5;

export const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);
export const toNumberOrNull = (value: unknown) => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return Number(value.replace(/[$,\s]/g, ''));
  return value;
};

const optionalText = (max: number, trim: boolean) => prepared(blankToNull, nullable(text({ max, trim })));
const optionalNumber = (min: number, max: number) => prepared(toNumberOrNull, nullable(inRange(finiteNumber, min, max)));
const rating = prepared(blankToNull, nullable(refined(inRange(coercedNumber, 0.5, 5), (value) => Number.isInteger(value / SHOWING_RATING_STEP))));

const FIELDS = {
  mls: optionalText(40, true),
  address: text({ max: 300, trim: true, required: true }),
  municipality: optionalText(120, true),
  price: optionalNumber(0, 1e12),
  listingClass: optionalText(30, true),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  url: optionalText(2000, false),
  availableTime: optionalText(40, false),
  rating,
  comment: optionalText(2000, true),
} satisfies Record<string, Reader<unknown>>;

/** One property in the showing list, as read. */
export interface ShowingListEntry {
  listingId: number;
  mls?: string | null;
  address: string;
  municipality?: string | null;
  price?: number | null;
  /** The class as the detail URL spells it ('resedential', 'condo', 'commercial'). */
  listingClass?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** The thumbnail image URL (the legacy listing field name). */
  url?: string | null;
  availableTime?: string | null;
  rating?: number | null;
  comment?: string | null;
}

/** What may be added: numbers may come as text ('1,250,000'), blanks mean "not given". */
export type ShowingListEntryInput = { listingId: number | string; address: string } & {
  [K in Exclude<keyof ShowingListEntry, 'listingId' | 'address'>]?: unknown;
};

const listingId = inRange(coercedNumber, 1, INT4_MAX, true);

/** The entry, or null when it is not one (extra keys are dropped, as zod's object does). */
export function parseShowingListEntry(value: unknown): ShowingListEntry | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const id = listingId(source.listingId);
  if (id === INVALID) return null;
  const entry: Record<string, unknown> = { listingId: id };
  for (const [key, read] of Object.entries(FIELDS)) {
    // Optional fields: a missing key stays missing, an undefined one stays undefined (zod's `.optional()`).
    if (key !== 'address' && (!(key in source) || source[key] === undefined)) {
      if (key in source) entry[key] = undefined;
      continue;
    }
    const result = read(source[key]);
    if (result === INVALID) return null;
    entry[key] = result;
  }
  return entry as unknown as ShowingListEntry;
}
