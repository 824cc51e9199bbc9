import { describe, expect, it } from 'vitest';
import { placeJsonLd } from './json-ld.ts';

describe('placeJsonLd', () => {
  it("gives a place's Ontario postal address and its position, in that order", () => {
    const place = placeJsonLd({ street: '1 Yonge St', municipality: 'Toronto', postalCode: 'M5E 1E5', latitude: 43.64, longitude: -79.37 });
    expect(JSON.stringify(place)).toBe(
      JSON.stringify({
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Yonge St',
          addressLocality: 'Toronto',
          addressRegion: 'ON',
          postalCode: 'M5E 1E5',
          addressCountry: 'CA',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 43.64, longitude: -79.37 },
      }),
    );
  });

  it('leaves out a postal code and a position it does not have', () => {
    const place = placeJsonLd({ street: '1 Yonge St', municipality: 'Toronto', postalCode: null, latitude: 43.64, longitude: null });
    expect(place).toEqual({
      address: { '@type': 'PostalAddress', streetAddress: '1 Yonge St', addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' },
    });
  });
});
