/**
 * A listing: from the MLS feed (origin 'feed') or entered by the agent (origin 'agent').
 * Typed columns hold what is filtered, sorted or shown; `details` keeps the legacy-named detail
 * fields the spec displays; the feed's record as received is in `listing_raw` (plain SQL,
 * importer/raw-record-codec.ts). The curation columns
 * (inOwnListing, isFeatured, agentStatus, agentOverrides) belong to the agent and are never
 * written by the importer.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn } from '#server/db/entity-columns.ts';

export const Listing = defineEntity({
  name: 'Listing',
  tableName: 'listing',
  properties: {
    id: p.integer().primary().autoincrement(),
    listingKey: p.text(),
    origin: p.text().$type<'feed' | 'agent'>().default('feed'),
    feedClass: p.text().$type<'residential' | 'condo' | 'commercial'>(),
    propertySubType: p.text().nullable(),
    transactionType: p.text().$type<'Sale' | 'Lease' | 'Sub-Lease'>().default('Sale'),
    price: p.decimal('number').precision(14).scale(2).nullable(),
    originalPrice: p.decimal('number').precision(14).scale(2).nullable(),
    address: p.text().default(''),
    unitNumber: p.text().nullable(),
    streetNumber: p.text().nullable(),
    streetName: p.text().nullable(),
    streetSuffix: p.text().nullable(),
    municipality: p.text().default(''),
    municipalityDistrict: p.text().nullable(),
    area: p.text().nullable(),
    community: p.text().nullable(),
    postalCode: p.text().nullable(),
    crossStreet: p.text().nullable(),
    bedrooms: p.integer().nullable(),
    bedroomsPlus: p.integer().nullable(),
    bathrooms: p.integer().nullable(),
    kitchens: p.integer().nullable(),
    rooms: p.integer().nullable(),
    parkingSpaces: p.integer().nullable(),
    parkingTotal: p.decimal('number').precision(6).scale(1).nullable(),
    garageSpaces: p.decimal('number').precision(6).scale(1).nullable(),
    garageType: p.text().nullable(),
    sqftRange: p.text().nullable(),
    approximateAge: p.text().nullable(),
    taxes: p.decimal('number').precision(12).scale(2).nullable(),
    taxYear: p.integer().nullable(),
    associationFee: p.decimal('number').precision(10).scale(2).nullable(),
    remarks: p.text().nullable(),
    extras: p.text().nullable(),
    latitude: p.double().$type<number>().nullable(),
    longitude: p.double().$type<number>().nullable(),
    isGeoApproximate: p.boolean().default(false),
    contractStatus: p.text().nullable(),
    standardStatus: p.text().nullable(),
    mlsStatus: p.text().nullable(),
    isActive: p.boolean().default(true),
    listOfficeName: p.text().nullable(),
    details: p.json<Record<string, unknown>>().default('{}' as never),
    roomList: p.json<ListingRoomValue[]>().default('[]' as never),
    modificationTs: p.datetime().nullable(),
    photosChangeTs: p.datetime().nullable(),
    listedAt: p.datetime().nullable(),
    firstSeenAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    removedAt: p.datetime().nullable(),
    inOwnListing: p.boolean().default(false),
    isFeatured: p.boolean().default(false),
    agentStatus: p.text().$type<'Sale' | 'Sold'>().nullable(),
    agentOverrides: p.json<Record<string, unknown>>().default('{}' as never),
    agentHidden: p.boolean().default(false),
    // Listing history (migration 20261126000000): written by the importer's set-based SQL only.
    propertyId: p.integer().nullable(),
    marketStatus: p.text().$type<MarketStatus>().nullable(),
    statusChangedAt: p.datetime().nullable(),
    closePrice: p.decimal('number').precision(14).scale(2).nullable(),
    closeDate: p.date().nullable(),
    purchaseContractDate: p.date().nullable(),
    daysOnMarket: p.integer().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IListing = InferEntity<typeof Listing>;

/** The board's status reduced to the states the site reasons about (listing.market_status). */
export type MarketStatus = 'active' | 'conditional' | 'sold' | 'leased' | 'expired' | 'terminated' | 'suspended' | 'removed';

/**
 * One room of a listing (the importer's CanonicalRoom): an element of `listing.room_list` for the
 * agent's own listings, of the packed `listing_raw.rooms_packed` for the feed's (room-list-codec.ts).
 */
export interface ListingRoomValue {
  room_key: string | null;
  ord: number;
  room_type: string;
  level: string | null;
  length: number | null;
  width: number | null;
  units: string | null;
  features: string[];
}
