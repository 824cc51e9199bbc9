/**
 * The agent's edits of an imported listing, kept in the curation column `listing.agent_overrides`
 * (the importer never writes it), so a re-import can change the feed's columns without undoing
 * the agent's corrections. Only values that differ from the feed are kept: a field the agent left
 * as the feed had it keeps following the feed.
 *
 * Shape (JSON):
 *   { "columns": { "<listing column>": value, ... },   // replace the column's value
 *     "details": { "<legacy detail name>": value, ... }, // merged over listing.details
 *     "rooms": [ { room_type, level, length, width, units, features }, ... ], // replaces the listing's stored rooms
 *     "edited_at": "<ISO time>" }
 * Which columns the agent may correct is the column table's `OVERRIDABLE_COLUMNS`
 * (modules/listings/listing-columns.ts), which the importer reads too.
 * Readers apply it with `applyAgentOverrides` (or, in SQL, `coalesce((agent_overrides->'columns'->>'price')::numeric, price)`,
 * `details || coalesce(agent_overrides->'details', '{}')`).
 */
import type { ListingRoomValue } from '../listings/listing.entity.ts';
import { OVERRIDABLE_COLUMNS, type OverridableColumn } from '../listings/listing-columns.ts';

export type ScalarValue = string | number | boolean | null;

/** A room as the admin edits it: the stored room without the feed's key and position. */
export type RoomRow = Omit<ListingRoomValue, 'room_key' | 'ord'>;

export interface AgentOverrides {
  columns?: Partial<Record<OverridableColumn, ScalarValue>>;
  details?: Record<string, ScalarValue>;
  rooms?: RoomRow[];
  edited_at?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is ScalarValue => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Reads the stored JSON defensively: anything not of the documented shape is ignored. */
export function parseAgentOverrides(value: unknown): AgentOverrides {
  if (!isRecord(value)) return {};
  const overrides: AgentOverrides = {};
  if (isRecord(value.columns)) {
    const columns: AgentOverrides['columns'] = {};
    for (const column of OVERRIDABLE_COLUMNS) {
      const given = value.columns[column];
      if (given !== undefined && isScalar(given)) columns[column] = given;
    }
    if (Object.keys(columns).length > 0) overrides.columns = columns;
  }
  if (isRecord(value.details)) {
    const details = Object.fromEntries(Object.entries(value.details).filter(([, given]) => isScalar(given))) as Record<string, ScalarValue>;
    if (Object.keys(details).length > 0) overrides.details = details;
  }
  if (Array.isArray(value.rooms)) overrides.rooms = value.rooms.filter(isRecord) as unknown as RoomRow[];
  if (typeof value.edited_at === 'string') overrides.edited_at = value.edited_at;
  return overrides;
}

export function hasOverrides(overrides: AgentOverrides): boolean {
  return Boolean(overrides.columns || overrides.details || overrides.rooms);
}

/** The listing as the agent wants it shown: override columns replace, detail overrides merge over the feed's. */
export function applyAgentOverrides<Row extends { details?: Record<string, unknown> | null }>(row: Row, stored: unknown): Row {
  const overrides = parseAgentOverrides(stored);
  if (!hasOverrides(overrides)) return row;
  return {
    ...row,
    ...(overrides.columns ?? {}),
    details: { ...(row.details ?? {}), ...(overrides.details ?? {}) },
  };
}

const sameValue = (a: unknown, b: unknown) => {
  if (typeof a === 'number' || typeof b === 'number') return a !== null && b !== null && a !== undefined && b !== undefined && Number(a) === Number(b);
  return (a ?? null) === (b ?? null);
};

/** Rooms compared by what a visitor sees, position by position (stored `ord` numbering may differ). */
const roomKey = (rooms: RoomRow[]) =>
  JSON.stringify(rooms.map((room) => [room.room_type, room.level ?? null, room.width ?? null, room.length ?? null, room.units ?? null, room.features ?? []]));
const sameRooms = (a: RoomRow[], b: RoomRow[]) => roomKey(a) === roomKey(b);

export interface ListingValues {
  columns: Partial<Record<OverridableColumn, ScalarValue>>;
  details: Record<string, ScalarValue>;
  rooms: RoomRow[];
}

/**
 * The overrides that make the feed's listing read as the agent submitted it. A value the agent
 * left blank (undefined) is no override: the feed's value stays (the agent corrects, never erases).
 */
export function overridesFor(feed: ListingValues, submitted: ListingValues, now: Date): AgentOverrides {
  const columns: AgentOverrides['columns'] = {};
  for (const column of OVERRIDABLE_COLUMNS) {
    const value = submitted.columns[column];
    if (value !== undefined && !sameValue(value, feed.columns[column])) columns[column] = value;
  }
  const details: Record<string, ScalarValue> = {};
  for (const [name, value] of Object.entries(submitted.details)) {
    if (value !== undefined && !sameValue(value, feed.details[name])) details[name] = value;
  }
  const overrides: AgentOverrides = {};
  if (Object.keys(columns).length > 0) overrides.columns = columns;
  if (Object.keys(details).length > 0) overrides.details = details;
  if (!sameRooms(submitted.rooms, feed.rooms))
    overrides.rooms = submitted.rooms.map(({ room_type, level, width, length, units, features }) => ({ room_type, level, width, length, units, features }));
  if (hasOverrides(overrides)) overrides.edited_at = now.toISOString();
  return overrides;
}
