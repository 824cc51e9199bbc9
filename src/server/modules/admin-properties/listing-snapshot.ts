/**
 * One listing row as the admin services read it (snake_case, straight from SQL), and the reads
 * every admin property service shares: the row, its rooms, and its lookups.
 */
import type pg from 'pg';
import { AppError } from '../../errors.ts';
import { packedRoomsSql, storedRoomList } from '#importer/room-list-codec.ts';
import type { ListingRoomValue } from '../listings/listing.entity.ts';
import type { RoomRow } from './agent-overrides.ts';
import { listingColumnsSql, type ListingRow } from '../listings/listing-row.ts';
import { SUMMARY_LISTING_COLUMNS } from '../listings/listing-read-model.ts';

/**
 * The columns the admin services read: a listing summary's (the read model's), and what the admin
 * also edits or needs to decide (the curation columns, the feed's timestamp). The type is the
 * listing row's (listing-row.ts).
 */
const SNAPSHOT_COLUMNS = [
  ...SUMMARY_LISTING_COLUMNS,
  'parking_total',
  'garage_spaces',
  'association_fee',
  'extras',
  'is_active',
  'removed_at',
  'agent_overrides',
  'agent_hidden',
  'modification_ts',
] as const satisfies readonly (keyof ListingRow)[];

export type ListingSnapshot = Pick<ListingRow, (typeof SNAPSHOT_COLUMNS)[number]>;

export const SNAPSHOT_COLUMNS_SQL = listingColumnsSql(SNAPSHOT_COLUMNS, 'l');

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
  const { rows } = await db.query<{ room_list: ListingRoomValue[]; rooms_packed: Buffer | null }>(
    `select l.room_list, ${packedRoomsSql('l')} as rooms_packed from listing l where l.id = $1`,
    [listingId],
  );
  const row = rows[0];
  if (!row) return [];
  return storedRoomList(row.room_list, row.rooms_packed)
    .map((room) => ({
      ord: room.ord,
      room_type: room.room_type,
      level: room.level ?? null,
      length: room.length ?? null,
      width: room.width ?? null,
      units: room.units ?? null,
      features: room.features ?? [],
    }))
    .sort((a, b) => a.ord - b.ord);
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
