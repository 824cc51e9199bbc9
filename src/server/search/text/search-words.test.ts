import { describe, expect, it } from 'vitest';
import { listingSearchWords } from './search-words.ts';

const listing = (remarks: string) => ({
  listing_key: 'C1',
  address: '1 Main St',
  unit_number: null,
  postal_code: null,
  municipality: 'Toronto',
  municipality_district: null,
  community: null,
  cross_street: null,
  remarks,
});

describe('listing search words within what a tsvector takes', () => {
  it('drops words of 2,047 characters or more (a lexeme is at most 2,046 bytes)', () => {
    const words = listingSearchWords(listing(`near ${'a'.repeat(2046)} ${'b'.repeat(2047)} transit`)).split(' ');
    expect(words.map((word) => word.length)).toEqual([2, 1, 4, 2, 7, 4, 2046, 7]);
  });

  it('keeps the first distinct words that fit in a tsvector when the text is larger', () => {
    const huge = Array.from({ length: 200_000 }, (_unused, index) => `word${index}`).join(' ');
    const words = listingSearchWords(listing(huge));
    expect(words.length).toBeLessThan(1_000_000);
    expect(words.startsWith('c1 1 main st toronto word0 word1')).toBe(true);
  });
});
