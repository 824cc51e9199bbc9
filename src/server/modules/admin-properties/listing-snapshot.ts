/**
 * One listing row as the admin services read it (snake_case, straight from SQL), and the reads
 * every admin property service shares: the row, its rooms, and its lookups.
 */
import type pg from 'pg';
import { AppError } from '../../errors.ts';
import type { RoomRow } from './agent-overrides.ts';

export interface ListingSnapshot {
  id: number;
  listing_key: string;
  origin: 'feed' | 'agent';
  feed_class: 'residential' | 'condo' | 'commercial';
  property_sub_type: string | null;
  transaction_type: 'Sale' | 'Lease' | 'Sub-Lease';
  price: number | null;
  address: string;
  unit_number: string | null;
  municipality: string;
  municipality_district: string | null;
  area: string | null;
  community: string | null;
  postal_code: string | null;
  cross_street: string | null;
  bedrooms: number | null;
  bedrooms_plus: number | null;
  bathrooms: number | null;
  kitchens: number | null;
  rooms: number | null;
  parking_spaces: number | null;
  parking_total: number | null;
  garage_spaces: number | null;
  garage_type: string | null;
  sqft_range: string | null;
  approximate_age: string | null;
  taxes: number | null;
  tax_year: number | null;
  association_fee: number | null;
  remarks: string | null;
  extras: string | null;
  latitude: number | null;
  longitude: number | null;
  is_geo_approximate: boolean;
  list_office_name: string | null;
  details: Record<string, unknown>;
  is_active: boolean;
  removed_at: Date | null;
  in_own_listing: boolean;
  is_featured: boolean;
  agent_status: 'Sale' | 'Sold' | null;
  agent_overrides: Record<string, unknown>;
  agent_hidden: boolean;
  listed_at: Date | null;
  modification_ts: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Numeric columns come back from pg as text; the snapshot holds numbers. */
export const SNAPSHOT_COLUMNS_SQL = `
  l.id, l.listing_key, l.origin, l.feed_class, l.property_sub_type, l.transaction_type, l.price::float8 as price, l.address,
  l.unit_number, l.municipality, l.municipality_district, l.area, l.community, l.postal_code, l.cross_street, l.bedrooms,
  l.bedrooms_plus, l.bathrooms, l.kitchens, l.rooms, l.parking_spaces, l.parking_total::float8 as parking_total,
  l.garage_spaces::float8 as garage_spaces, l.garage_type, l.sqft_range, l.approximate_age, l.taxes::float8 as taxes, l.tax_year,
  l.association_fee::float8 as association_fee, l.remarks, l.extras, l.latitude, l.longitude, l.is_geo_approximate,
  l.list_office_name, l.details, l.is_active, l.removed_at, l.in_own_listing, l.is_featured, l.agent_status, l.agent_overrides,
  l.agent_hidden, l.listed_at, l.modification_ts, l.created_at, l.updated_at`;

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export async function findListing(db: Queryable, id: number): Promise<ListingSnapshot | null> {
  const { rows } = await db.query<ListingSnapshot>(`select ${SNAPSHOT_COLUMNS_SQL} from listing l where l.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function requireListing(db: Queryable, id: number): Promise<ListingSnapshot> {
  const listing = await findListing(db, id);
  if (!listing) throw new AppError('NOT_FOUND', `Property #${id} not found.`);
  return listing;
}

/** The feed's (or, for the agent's own listing, the agent's) rooms, in order. */
export async function listingRooms(db: Queryable, listingId: number): Promise<(RoomRow & { ord: number })[]> {
  const { rows } = await db.query<RoomRow & { ord: number }>(
    `select r.ord, r.room_type, r.level, r.length::float8 as length, r.width::float8 as width, r.units, coalesce(r.features, '{}') as features
     from listing l, jsonb_to_recordset(l.room_list) as r(ord int, room_type text, level text, length numeric, width numeric, units text, features text[])
     where l.id = $1 order by r.ord`,
    [listingId],
  );
  return rows;
}

export interface MunicipalityChoice {
  name: string;
  latitude: number;
  longitude: number;
}

export async function findMunicipality(db: Queryable, name: string): Promise<MunicipalityChoice | null> {
  const { rows } = await db.query<MunicipalityChoice>('select name, latitude, longitude from municipality where lower(name) = lower($1) limit 1', [
    name.trim(),
  ]);
  return rows[0] ?? null;
}

export async function findPropertyType(db: Queryable, name: string): Promise<string | null> {
  const { rows } = await db.query<{ prop_type: string }>('select prop_type from property_type where lower(prop_type) = lower($1) limit 1', [name.trim()]);
  return rows[0]?.prop_type ?? null;
}
