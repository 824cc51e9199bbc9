/**
 * A listing's detail as the listing procedures answer it (#shared/schemas/listing.schema.ts), for
 * the tests of what is made of one: the detail page's formatting and the legacy /api shape. A
 * plain resale house in Toronto C08 with no photos, rooms or facts; a test sets what it reads.
 */
import type { TListingDetail } from '#shared/schemas/listing.schema.ts';

export function listingDetail(overrides: Partial<TListingDetail> = {}): TListingDetail {
  return {
    id: 7,
    listingClass: 'residential',
    mlsNumber: 'C1234567',
    address: '12 Elm St',
    unit: null,
    municipality: 'Toronto',
    district: 'Toronto C08',
    area: 'Toronto',
    community: 'Moss Park',
    postalCode: 'M5A 1A1',
    listPrice: 1_250_000,
    beds: 3,
    bedsPlus: 1,
    baths: 2,
    parkingSpaces: 1,
    description: 'Lovely.',
    photoUrl: null,
    photos: [],
    latitude: 43.65,
    longitude: -79.37,
    isGeoApproximate: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    listedAt: null,
    propertySubType: 'Detached',
    transaction: 'Sale',
    brokerage: 'Maple Realty',
    origin: 'feed',
    isFeatured: false,
    isOwnListing: false,
    agentStatus: null,
    facts: {},
    extras: null,
    crossStreet: 'Queen/Parliament',
    rooms: [],
    ...overrides,
  };
}
