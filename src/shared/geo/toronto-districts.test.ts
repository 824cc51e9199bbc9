import { describe, expect, it } from 'vitest';
import { formerMunicipalityOfDistrict, parseFeedCity, torontoFeedCity } from './toronto-districts.ts';

describe('toronto districts', () => {
  it('splits a feed City into municipality and district', () => {
    expect(parseFeedCity('Toronto C08')).toEqual({ municipality: 'Toronto', district: 'C08' });
    expect(parseFeedCity(' Toronto E09 ')).toEqual({ municipality: 'Toronto', district: 'E09' });
    expect(parseFeedCity('Mississauga')).toEqual({ municipality: 'Mississauga' });
    expect(parseFeedCity('Richmond Hill')).toEqual({ municipality: 'Richmond Hill' });
  });

  it('builds the feed City for a Toronto community', () => {
    expect(torontoFeedCity('Church-Yonge Corridor')).toBe('Toronto C08');
    expect(torontoFeedCity('Malvern')).toBe('Toronto E11');
    expect(torontoFeedCity('Port Credit')).toBeUndefined();
  });

  it('maps districts to former municipalities', () => {
    expect(formerMunicipalityOfDistrict('E09')).toBe('Scarborough');
    expect(formerMunicipalityOfDistrict('W08')).toBe('Etobicoke');
    expect(formerMunicipalityOfDistrict('C14')).toBe('North York');
    expect(formerMunicipalityOfDistrict('C08')).toBeUndefined();
  });
});
