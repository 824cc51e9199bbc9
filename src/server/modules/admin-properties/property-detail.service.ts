/**
 * One property as the agent sees it (/admin/estate/details/…, the edit form, GET /api/own-listings/:id):
 * every field with the agent's overrides applied, rooms, photos, the curation state and the
 * feed's raw record.
 */
import type pg from 'pg';
import { readRawRecord } from '#importer/raw-record-codec.ts';
import type { TAdminPropertyDetail } from '#shared/schemas/admin-property.schema.ts';
import { applyAgentOverrides, parseAgentOverrides } from './agent-overrides.ts';
import { listingRooms, requireListing, type ListingSnapshot } from './listing-snapshot.ts';
import { ADMIN_ROW_SQL, toAdminRow } from './property-browser.service.ts';
import { listImages } from './property-images.service.ts';
import { formValuesFrom, roomGroupsFrom } from './property-form.ts';

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

function fieldList(listing: ListingSnapshot): { label: string; value: string }[] {
  const entries: [string, unknown][] = [
    ['MLS number', listing.listing_key],
    ['Class', listing.feed_class],
    ['Type', listing.property_sub_type],
    ['Transaction', listing.transaction_type],
    ['Status', listing.agent_status],
    ['Price', listing.price === null ? null : money.format(listing.price)],
    ['Address', listing.address],
    ['Unit', listing.unit_number],
    ['Municipality', listing.municipality],
    ['District', listing.municipality_district],
    ['Area', listing.area],
    ['Community', listing.community],
    ['Postal code', listing.postal_code],
    ['Cross street', listing.cross_street],
    ['Bedrooms', listing.bedrooms === null ? null : `${listing.bedrooms}${listing.bedrooms_plus ? ` + ${listing.bedrooms_plus}` : ''}`],
    ['Bathrooms', listing.bathrooms],
    ['Kitchens', listing.kitchens],
    ['Rooms', listing.rooms],
    ['Parking spaces', listing.parking_spaces],
    ['Total parking', listing.parking_total],
    ['Garage spaces', listing.garage_spaces],
    ['Garage type', listing.garage_type],
    ['Square feet', listing.sqft_range],
    ['Approximate age', listing.approximate_age],
    ['Taxes', listing.taxes === null ? null : money.format(listing.taxes)],
    ['Tax year', listing.tax_year],
    ['Maintenance fee', listing.association_fee === null ? null : money.format(listing.association_fee)],
    ['Listing brokerage', listing.list_office_name],
    [
      'Position',
      listing.latitude === null
        ? null
        : `${listing.latitude.toFixed(5)}, ${listing.longitude?.toFixed(5)}${listing.is_geo_approximate ? ' (approximate: municipality centre)' : ''}`,
    ],
    ['Description', listing.remarks],
    ['Extras', listing.extras],
  ];
  return entries.map(([label, value]) => ({ label, value: shown(value) })).filter((entry): entry is { label: string; value: string } => entry.value !== null);
}

export async function getAdminPropertyDetail(pool: pg.Pool, id: number): Promise<TAdminPropertyDetail> {
  const stored = await requireListing(pool, id);
  const overrides = parseAgentOverrides(stored.agent_overrides);
  const listing = applyAgentOverrides(stored, stored.agent_overrides);
  const [feedRooms, images, rowResult, raw] = await Promise.all([
    listingRooms(pool, id),
    listImages(pool, id),
    pool.query(`select ${ADMIN_ROW_SQL} from listing l where l.id = $1`, [id]),
    readRawRecord(pool, id),
  ]);
  const rooms = overrides.rooms ?? feedRooms;
  return {
    property: toAdminRow(rowResult.rows[0]),
    values: formValuesFrom(listing),
    roomGroups: roomGroupsFrom(listing, rooms),
    fields: fieldList(listing),
    details: listing.details,
    rooms: rooms.map((room) => ({
      room_type: room.room_type,
      level: room.level ?? null,
      width: room.width ?? null,
      length: room.length ?? null,
      units: room.units ?? null,
      features: room.features ?? [],
    })),
    images,
    curation: {
      origin: stored.origin,
      in_own_listing: stored.in_own_listing,
      is_featured: stored.is_featured,
      agent_status: stored.agent_status,
      agent_hidden: stored.agent_hidden,
      is_active: stored.is_active,
      overrides: stored.agent_overrides ?? {},
    },
    listed_at: stored.listed_at?.toISOString() ?? null,
    modification_ts: stored.modification_ts?.toISOString() ?? null,
    raw,
  };
}
