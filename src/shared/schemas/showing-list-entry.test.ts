import { describe, expect, it } from 'vitest';
import { parseShowingListEntry } from './showing-list-entry.ts';
import { ZShowingListEntry } from './showings.schema.ts';

// The values each field is tried with: blanks, text of every length bound, numbers at and past every bound, other types.
const long = (length: number) => 'x'.repeat(length);
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'abc',
  '  padded  ',
  long(30),
  long(31),
  long(40),
  long(41),
  long(120),
  long(121),
  long(300),
  long(301),
  long(2000),
  long(2001),
  0,
  -1,
  0.5,
  1,
  4.2,
  4.5,
  5,
  5.5,
  7,
  42,
  89.9,
  90,
  91,
  -90,
  -91,
  180,
  -181,
  1e12,
  1e13,
  2_147_483_647,
  2_147_483_648,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '4.5',
  '5',
  ' 12 ',
  '1,250,000',
  '$899,000',
  '-3',
  'NaN',
  true,
  false,
  [],
  [3],
  {},
  '2026-05-01 14:30',
];
const FIELDS = ['listingId', 'mls', 'address', 'municipality', 'price', 'listingClass', 'latitude', 'longitude', 'url', 'availableTime', 'rating', 'comment'];
const BASE = { listingId: 7, address: '7 Bay St' };

function zodReading(value: unknown) {
  const parsed = ZShowingListEntry.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('parseShowingListEntry (the browser entry’s reader of the stored showing list)', () => {
  it('reads every field value as ZShowingListEntry does, key presence included', () => {
    for (const field of FIELDS) {
      for (const value of VALUES) {
        const input = { ...BASE, [field]: value };
        expect(parseShowingListEntry(input), `${field}: ${String(value)}`).toStrictEqual(zodReading(input));
      }
    }
  });

  it('agrees on mixed entries, missing keys, extra keys and non-objects', () => {
    let seed = 17;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 3000; i++) {
      const input: Record<string, unknown> = { extra: 'kept out' };
      for (const field of FIELDS) if (next() < 0.6) input[field] = VALUES[Math.floor(next() * VALUES.length)];
      expect(parseShowingListEntry(input), JSON.stringify(input)).toStrictEqual(zodReading(input));
    }
    for (const value of [null, undefined, 'text', 3, [BASE], BASE]) expect(parseShowingListEntry(value)).toStrictEqual(zodReading(value));
  });
});
