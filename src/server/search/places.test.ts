import { describe, expect, it } from 'vitest';
import { GTA_MUNICIPALITIES } from '#shared/geo/gta-municipalities.ts';
import { consonantSkeleton, municipalityBySkeleton } from './places.ts';

describe('place names spelt with other vowels', () => {
  it('reduces a name to its consonants, keeping each first letter', () => {
    expect(['Scarbourgh', 'Scarborough', 'AJX', 'Richmnd  Hill', 'Ōshawa'].map(consonantSkeleton)).toEqual(['scrbrgh', 'scrbrgh', 'ajx', 'rchmnd hl', 'oshw']);
  });

  it('finds the municipality a misspelt keyword means', () => {
    expect(municipalityBySkeleton('Scarbourgh')).toMatchObject({ name: 'Scarborough', kind: 'municipality' });
    expect(municipalityBySkeleton('Ajx')).toMatchObject({ name: 'Ajax', kind: 'municipality' });
    expect(municipalityBySkeleton('oshwa')).toMatchObject({ name: 'Oshawa' });
    expect(municipalityBySkeleton('Misissauga')).toMatchObject({ name: 'Mississauga' });
  });

  it('takes no street word or short word for a town', () => {
    for (const keyword of ['Yonge', 'Bloor', 'Main', 'Queen Street', 'ravine', 'pool', 'aj', 'x'])
      expect(municipalityBySkeleton(keyword), keyword).toBeUndefined();
  });

  it('gives every GTA municipality its own skeleton, so a match is never a guess between two', () => {
    const skeletons = GTA_MUNICIPALITIES.map((municipality) => consonantSkeleton(municipality.name));
    expect(new Set(skeletons).size).toBe(skeletons.length);
  });
});
