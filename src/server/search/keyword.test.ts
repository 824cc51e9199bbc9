import { describe, expect, it } from 'vitest';
import { parseKeyword } from './keyword.ts';
import { districtOfKeyword, placeFilterOf } from './places.ts';

describe('parseKeyword', () => {
  it('recognises MLS numbers and their prefixes, in any case', () => {
    expect(parseKeyword('C12467312').mls).toBe('C12467312');
    expect(parseKeyword(' w1246 ').mls).toBe('W1246');
    expect(parseKeyword('C12').mls).toBeNull();
    expect(parseKeyword('Maple').mls).toBeNull();
  });

  it('folds case, accents and punctuation into tokens, without address noise words', () => {
    expect(parseKeyword('  Église-St. Clair  ').tokens).toEqual(['eglise', 'st', 'clair']);
    expect(parseKeyword('15 Mercer St Unit 610, Toronto, ON').tokens).toEqual(['15', 'mercer', 'st', '610', 'toronto']);
    expect(parseKeyword('').folded).toBe('');
  });

  it('reads a street address in any street-type spelling', () => {
    expect(parseKeyword('12 Maple Avenue West').street).toBe('12 maple ave w');
    expect(parseKeyword('12 maple ave w').street).toBe('12 maple ave w');
    expect(parseKeyword('12 Maple Ave W, Toronto').street).toBe('12 maple ave w');
    expect(parseKeyword('Maple Avenue').street).toBeNull();
  });

  it.each([
    ['610-15 Mercer Street', '15 mercer st', '610'],
    ['15 Mercer St Unit 610', '15 mercer st', '610'],
    ['15 Mercer St #610', '15 mercer st', '610'],
    ['15 Mercer Street 610', '15 mercer st', '610'],
    ['PH2-15 Mercer St', '15 mercer st', 'ph2'],
    ['15 Mercer Street', '15 mercer st', null],
  ])('finds the unit in %j', (keyword, street, unit) => {
    const parsed = parseKeyword(keyword);
    expect(parsed.street).toBe(street);
    expect(parsed.unit).toBe(unit);
  });
});

describe('places', () => {
  it('spells Toronto districts the way the feed does', () => {
    expect(districtOfKeyword('toronto c8')).toBe('Toronto C08');
    expect(districtOfKeyword('Toronto E05')).toBe('Toronto E05');
    expect(districtOfKeyword('Toronto')).toBeUndefined();
  });

  it('matches a former municipality by its name and by its Toronto districts', () => {
    const scarborough = placeFilterOf({ name: 'scarborough', kind: 'municipality' });
    expect(scarborough.municipalities).toEqual(['scarborough']);
    expect(scarborough.districts).toContain('Toronto E05');
    expect(scarborough.districts).not.toContain('Toronto C08');
    expect(placeFilterOf({ name: 'Mississauga', kind: 'municipality' })).toMatchObject({ municipalities: ['mississauga'], districts: [] });
    expect(placeFilterOf({ name: 'Annex', kind: 'community' })).toMatchObject({ communities: ['annex'], municipalities: [] });
  });
});
