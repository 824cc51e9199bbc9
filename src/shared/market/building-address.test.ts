import { describe, expect, it } from 'vitest';
import { buildingAddress } from './building-address.ts';

const key = (address: string, municipality = 'Toronto') => buildingAddress(address, municipality)?.key ?? null;

describe('buildingAddress', () => {
  it('groups the spellings of one street address', () => {
    const same = ['1 Yonge St', '1 Yonge Street', '1 yonge st.', '1  Yonge  STREET', '1 Yonge Street, Toronto, ON M5E 1W7'];
    for (const address of same) expect(key(address), address).toBe('1-yonge-st-toronto');
  });

  it('strips unit numbers written before or after the street', () => {
    const withUnits = [
      '1203-1 Yonge St',
      '1203 - 1 Yonge Street',
      '#1203 1 Yonge St',
      'Unit 1203, 1 Yonge St',
      'Unit 1203 1 Yonge St',
      'PH1-1 Yonge St',
      'PH1 1 Yonge Street',
      '1 Yonge St Unit 1203',
      '1 Yonge St #1203',
      '1 Yonge St, Suite 5',
      '1 Yonge St PH1',
      '1 Yonge Street 1203',
    ];
    for (const address of withUnits) expect(key(address), address).toBe('1-yonge-st-toronto');
  });

  it('normalizes street types and directions', () => {
    expect(key('88 Harbour Street East')).toBe(key('88 Harbour St E'));
    expect(key('2230 Lake Shore Boulevard West')).toBe(key('2230 Lake Shore Blvd W'));
    expect(key('25 The Esplanade')).toBe('25-the-esplanade-toronto');
  });

  it('never groups different street numbers, streets, directions or towns', () => {
    expect(key('1 Yonge St')).not.toBe(key('11 Yonge St'));
    expect(key('1 Yonge St')).not.toBe(key('1A Yonge St'));
    expect(key('1 Yonge St')).not.toBe(key('1 Yonge Ave'));
    expect(key('88 Harbour St E')).not.toBe(key('88 Harbour St W'));
    expect(key('1 Yonge St', 'Toronto')).not.toBe(key('1 Yonge St', 'Newmarket'));
    // The unit of one listing is not the street number of another building.
    expect(key('1203-1 Yonge St')).not.toBe(key('1203 Yonge St'));
  });

  it('leaves addresses without a street number ungrouped', () => {
    expect(buildingAddress('Yonge St', 'Toronto')).toBeNull();
    expect(buildingAddress('', 'Toronto')).toBeNull();
    expect(buildingAddress('1 Yonge St', '')).toBeNull();
  });

  it('keeps the street as written, without the unit', () => {
    expect(buildingAddress('1203-1 Yonge Street', 'Toronto')?.street).toBe('1 Yonge Street');
  });
});
