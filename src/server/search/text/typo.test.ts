import { describe, expect, it } from 'vitest';
import { Vocabulary, editDistance, trigramSimilarity, typoBudget } from './typo.ts';
import { fold, streetKey } from './normalize.ts';

describe('typo tolerance', () => {
  it('allows Meilisearch’s number of typos for the word length', () => {
    expect(typoBudget('oak')).toBe(0);
    expect(typoBudget('maple')).toBe(1);
    expect(typoBudget('misisauga')).toBe(2);
  });

  it('counts a swap of neighbours as one edit and stops early past the limit', () => {
    expect(editDistance('mapel', 'maple', 1)).toBe(1);
    expect(editDistance('misisauga', 'mississauga', 2)).toBe(2);
    expect(editDistance('richmnd', 'richmond', 1)).toBe(1);
    expect(editDistance('oakville', 'ajax', 2)).toBe(3);
  });

  it('corrects unknown words to known ones with the same first letter, closest and commonest first', () => {
    const vocabulary = new Vocabulary([
      { word: 'mississauga', weight: 100 },
      { word: 'maple', weight: 50 },
      { word: 'mable', weight: 1 },
      { word: 'richmond', weight: 30 },
    ]);
    expect(vocabulary.corrections('mapel')).toEqual(['maple']);
    expect(vocabulary.corrections('mapls')).toEqual(['maple']);
    expect(vocabulary.corrections('misisauga')).toEqual(['mississauga']);
    expect(vocabulary.corrections('maple')).toEqual([]);
    expect(vocabulary.corrections('nmaple')).toEqual([]);
    expect(vocabulary.corrections('oak')).toEqual([]);
  });

  it('rates alike names like pg_trgm’s similarity()', () => {
    expect(trigramSimilarity('toronto', 'Toronto')).toBe(1);
    expect(trigramSimilarity('misisauga', 'mississauga')).toBeCloseTo(8 / 13, 5);
    expect(trigramSimilarity('scarboro', 'scarborough')).toBeCloseTo(8 / 13, 5);
    expect(trigramSimilarity('oak', 'oakville')).toBeLessThan(0.5);
    expect(trigramSimilarity('', 'toronto')).toBe(0);
  });
});

describe('normalize', () => {
  it('folds accents, ligatures, case and punctuation', () => {
    expect(fold("L'Amoreaux")).toBe('l amoreaux');
    expect(fold('Straße  Œuvre')).toBe('strasse oeuvre');
    expect(fold(null)).toBe('');
  });

  it('writes street types and directions the TRREB way', () => {
    expect(streetKey('12 Maple Avenue West')).toBe('12 maple ave w');
    expect(streetKey('5 Bay Street')).toBe('5 bay st');
    expect(streetKey('77 Lakeshore Blvd. E')).toBe('77 lakeshore blvd e');
    expect(streetKey('9 Glen Court')).toBe('9 glen crt');
  });
});
