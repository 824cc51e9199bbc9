/** schema.org pieces that several pages' JSON-LD share. */

/** Where a home or a building is, as the read models give it. */
export interface PlaceFacts {
  street: string;
  municipality: string;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A place's `address` (a PostalAddress in Ontario) and, when its position is known, its `geo`. */
export function placeJsonLd(place: PlaceFacts) {
  return {
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.street,
      addressLocality: place.municipality,
      addressRegion: 'ON',
      ...(place.postalCode ? { postalCode: place.postalCode } : {}),
      addressCountry: 'CA',
    },
    ...(place.latitude !== null && place.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }
      : {}),
  };
}
