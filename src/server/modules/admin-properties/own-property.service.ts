/**
 * Creating and editing the agent's properties (adminProperties.save; POST /api/admin/properties/own/new).
 * - 'added' creates a listing of origin 'agent' (in the own listing, for sale), unless the MLS
 *   number exists: then nothing is written and the answer carries `warning` so the agent can
 *   choose to update the existing listing instead ('updated').
 * - 'updated' edits the agent's own listing in place; on an imported listing the agent's edits are
 *   written into the columns the site and search read and recorded as overrides
 *   (agent-overrides.ts), which the importer keeps, so re-imports never undo them.
 * Everything is validated (lookups included) before anything is written, in one transaction.
 */
import type pg from 'pg';
import { feedClassFromLegacy } from '#shared/listing-classes.ts';
import { MUNICIPALITY_MISSING, PROPERTY_EXISTS, TYPE_MISSING, type TOwnProperty, type TOwnPropertyAnswer } from '#shared/schemas/admin-property.schema.ts';
import { AppError, type FieldErrors } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { mapResoProperty } from '#importer/map-listing.ts';
import { readRawRecord } from '#importer/raw-record-codec.ts';
import { applyAgentOverrides, overridesFor, parseAgentOverrides, type AgentOverrides, type RoomRow, type ScalarValue } from './agent-overrides.ts';
import { OVERRIDABLE_COLUMNS } from '../listings/listing-columns.ts';
import { findMunicipality, findPropertyType, listingRooms, requireListing, type ListingSnapshot, type MunicipalityChoice } from './listing-snapshot.ts';
import { writeListings } from './listing-writes.ts';
import { definedOnly, listingValuesFrom, type PositionedRoom } from './property-form.ts';

const MESSAGES = { added: 'Successfully added', updated: 'Successfully updated' } as const;

interface Lookups {
  municipality: MunicipalityChoice;
  propertyType: string;
}

/**
 * The chosen municipality and type must be on the lookup lists (their canonical spelling is
 * stored). An edit may keep the listing's current values even when the lists lack them (the feed
 * writes types and places the lists need not hold).
 */
async function resolveLookups(pool: pg.Pool, input: TOwnProperty, current?: ListingSnapshot): Promise<Lookups> {
  const [municipality, propertyType] = await Promise.all([findMunicipality(pool, input.municipality), findPropertyType(pool, input.propertySubType)]);
  const same = (a: string, b: string | null | undefined) => b !== null && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
  const keptMunicipality =
    !municipality && current && same(input.municipality, current.municipality) && current.latitude !== null && current.longitude !== null
      ? { name: current.municipality, latitude: current.latitude, longitude: current.longitude }
      : null;
  const keptType = !propertyType && current && same(input.propertySubType, current.property_sub_type) ? current.property_sub_type : null;
  const errors: FieldErrors = {};
  const chosenMunicipality = municipality ?? keptMunicipality;
  const chosenType = propertyType ?? keptType;
  if (!chosenMunicipality) errors.municipality = [MUNICIPALITY_MISSING];
  if (!chosenType) errors.propertySubType = [TYPE_MISSING];
  if (!chosenMunicipality || !chosenType) throw new AppError('BAD_REQUEST', 'Please check the highlighted fields.', errors);
  return { municipality: chosenMunicipality, propertyType: chosenType };
}

const hasPosition = (input: TOwnProperty) => input.latitude !== undefined && input.longitude !== undefined && !(input.latitude === 0 && input.longitude === 0);

async function findIdByKey(db: Pick<pg.PoolClient, 'query'>, key: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('select id from listing where listing_key = $1', [key]);
  return rows[0]?.id ?? null;
}

async function brokerage(pool: pg.Pool): Promise<string | null> {
  const { rows } = await pool.query<{ brokerage: string | null }>('select brokerage from site_settings where id = 1');
  return rows[0]?.brokerage ?? null;
}

async function writeRooms(client: pg.PoolClient, listingId: number, rooms: PositionedRoom[]): Promise<void> {
  const roomList = rooms.map((room) => ({ room_key: null, ...room }));
  await client.query('update listing set room_list = $2::jsonb where id = $1', [listingId, JSON.stringify(roomList)]);
}

const answer = (actionType: 'added' | 'updated', listing: { id: number; feed_class: ListingSnapshot['feed_class'] }): TOwnPropertyAnswer => ({
  status: 'ok',
  warning: false,
  message: MESSAGES[actionType],
  data: { listingId: listing.id, listingClass: listing.feed_class, actionType },
});

export async function saveOwnProperty(services: AppServices, input: TOwnProperty): Promise<TOwnPropertyAnswer> {
  const { pool } = services;
  if (input.actionType === 'added') {
    const lookups = await resolveLookups(pool, input);
    const normalized: TOwnProperty = { ...input, municipality: lookups.municipality.name, propertySubType: lookups.propertyType };
    const existingId = await findIdByKey(pool, normalized.mlsNumber);
    if (existingId !== null) {
      const existing = await requireListing(pool, existingId);
      return {
        status: 'ok',
        warning: true,
        message: PROPERTY_EXISTS,
        data: { listingId: existing.id, listingClass: existing.feed_class, actionType: null },
      };
    }
    return createOwnProperty(services, normalized, lookups);
  }

  // An update names its listing, or (the "already exists" answer) the listing with this MLS number.
  const isDuplicateFlow = input.listingId === undefined;
  const targetId = input.listingId ?? (await findIdByKey(pool, input.mlsNumber));
  if (targetId === null) throw new AppError('NOT_FOUND', `No property has MLS number ${input.mlsNumber}.`);
  const target = await requireListing(pool, targetId);
  const lookups = await resolveLookups(pool, input, applyAgentOverrides(target, target.agent_overrides));
  const normalized: TOwnProperty = { ...input, municipality: lookups.municipality.name, propertySubType: lookups.propertyType };
  if (normalized.mlsNumber !== target.listing_key) {
    if (target.origin === 'feed') {
      throw new AppError('BAD_REQUEST', 'Please check the highlighted fields.', { mlsNumber: ['The MLS number of an imported listing cannot be changed.'] });
    }
    const otherId = await findIdByKey(pool, normalized.mlsNumber);
    if (otherId !== null) {
      throw new AppError('CONFLICT', `Another property (#${otherId}) has MLS number ${normalized.mlsNumber}.`, {
        mlsNumber: ['Another property has this MLS number.'],
      });
    }
  }
  return target.origin === 'agent'
    ? updateAgentProperty(services, { target, input: normalized, lookups, isDuplicateFlow })
    : updateFeedProperty(services, { target, input: normalized, lookups, isDuplicateFlow });
}

interface Position {
  latitude: number | null;
  longitude: number | null;
  approximate: boolean;
}

/** The position the form gives, else `kept` (the listing's own), else the municipality's, marked approximate. */
function positionOf(input: TOwnProperty, municipality: MunicipalityChoice, kept: Position | null = null): Position {
  if (hasPosition(input)) return { latitude: input.latitude!, longitude: input.longitude!, approximate: false };
  return kept ?? { latitude: municipality.latitude, longitude: municipality.longitude, approximate: true };
}

/**
 * The form's columns from address to details, in that order: the same run of parameters in the
 * insert and the update. The listing brokerage is both a column and the `Rltr` detail.
 */
function formColumns(
  input: TOwnProperty,
  municipality: MunicipalityChoice,
  position: Position,
  listOffice: string | null,
  details: Record<string, ScalarValue | undefined>,
) {
  return [
    input.address,
    input.unit ?? null,
    municipality.name,
    input.area,
    input.beds,
    input.baths,
    input.kitchens,
    input.roomCount,
    input.parkingSpaces ?? null,
    input.parkingTotal ?? null,
    input.garageSpaces ?? null,
    input.garageType ?? null,
    input.squareFeet ?? null,
    input.approximateAge,
    input.taxes ?? null,
    input.taxYear ?? null,
    input.description,
    position.latitude,
    position.longitude,
    position.approximate,
    listOffice,
    JSON.stringify(definedOnly({ ...details, Rltr: listOffice })),
  ];
}

/**
 * An update of an existing listing: the listing as stored, the normalized input and its lookups,
 * and whether it came through the "already exists" answer (which also puts it in the own list).
 */
interface PropertyEdit {
  target: ListingSnapshot;
  input: TOwnProperty;
  lookups: Lookups;
  isDuplicateFlow: boolean;
}

async function createOwnProperty(services: AppServices, input: TOwnProperty, { municipality }: Lookups): Promise<TOwnPropertyAnswer> {
  const values = listingValuesFrom(input, { base: [], blankClears: true });
  const feedClass = feedClassFromLegacy(input.listingClass) ?? 'residential';
  const listOffice = input.brokerage ?? (await brokerage(services.pool));
  try {
    return await writeListings(services, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into listing (listing_key, origin, feed_class, property_sub_type, transaction_type, price, original_price, address,
           unit_number, municipality, area, bedrooms, bathrooms, kitchens, rooms, parking_spaces, parking_total, garage_spaces,
           garage_type, sqft_range, approximate_age, taxes, tax_year, remarks, latitude, longitude, is_geo_approximate,
           list_office_name, details, is_active, listed_at, modification_ts, in_own_listing, agent_status)
         values ($1, 'agent', $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
           $23, $24, $25, $26, $27, true, now(), now(), true, 'Sale')
         returning id`,
        [
          input.mlsNumber,
          feedClass,
          input.propertySubType,
          input.transaction ?? 'Sale',
          input.listPrice ?? null,
          ...formColumns(input, municipality, positionOf(input, municipality), listOffice, values.details),
        ],
      );
      const id = rows[0]!.id;
      await writeRooms(client, id, values.rooms);
      return { result: answer('added', { id, feed_class: feedClass }), changedIds: [id] };
    });
  } catch (error) {
    // Two agents (or two tabs) adding the same MLS number at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') {
      throw new AppError('CONFLICT', `A property with MLS number ${input.mlsNumber} was just added.`, { mlsNumber: ['This MLS number already exists.'] });
    }
    throw error;
  }
}

async function updateAgentProperty(
  services: AppServices,
  { target, input, lookups: { municipality }, isDuplicateFlow }: PropertyEdit,
): Promise<TOwnPropertyAnswer> {
  const base = await listingRooms(services.pool, target.id);
  const values = listingValuesFrom(input, { base, blankClears: true });
  const feedClass = feedClassFromLegacy(input.listingClass) ?? target.feed_class;
  // The listing keeps its position while it stays in its municipality.
  const kept =
    municipality.name === target.municipality && target.latitude !== null
      ? { latitude: target.latitude, longitude: target.longitude, approximate: target.is_geo_approximate }
      : null;
  const position = positionOf(input, municipality, kept);
  const listOffice = input.brokerage ?? target.list_office_name;
  return writeListings(services, async (client) => {
    await client.query(
      `update listing set listing_key = $2, feed_class = $3, property_sub_type = $4, transaction_type = $5, price = $6, address = $7,
         unit_number = $8, municipality = $9, area = $10, bedrooms = $11, bathrooms = $12, kitchens = $13, rooms = $14,
         parking_spaces = $15, parking_total = $16, garage_spaces = $17, garage_type = $18, sqft_range = $19, approximate_age = $20,
         taxes = $21, tax_year = $22, remarks = $23, latitude = $24, longitude = $25, is_geo_approximate = $26,
         list_office_name = $27, details = $28, agent_status = $29, modification_ts = now(), updated_at = now(),
         in_own_listing = in_own_listing or $30
       where id = $1`,
      [
        target.id,
        input.mlsNumber,
        feedClass,
        input.propertySubType,
        input.transaction ?? target.transaction_type,
        input.listPrice ?? null,
        ...formColumns(input, municipality, position, listOffice, values.details),
        input.agentStatus ?? target.agent_status ?? 'Sale',
        isDuplicateFlow,
      ],
    );
    await writeRooms(client, target.id, values.rooms);
    return { result: answer('updated', { id: target.id, feed_class: feedClass }), changedIds: [target.id] };
  });
}

/**
 * The feed's own values of an imported listing (before the agent's overrides). Columns the agent
 * corrected hold the correction, so their feed value is mapped again from the stored raw record.
 */
async function feedValues(pool: pg.Pool, target: ListingSnapshot) {
  const rooms = await listingRooms(pool, target.id);
  const columns: Record<string, ScalarValue> = {};
  for (const [name, value] of Object.entries(target))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) columns[name] = value as ScalarValue;
  const corrected = Object.keys(parseAgentOverrides(target.agent_overrides).columns ?? {});
  if (corrected.length > 0) {
    const mapped = mapResoProperty(await readRawRecord(pool, target.id));
    if (mapped.ok) for (const column of corrected) columns[column] = (mapped.listing as unknown as Record<string, ScalarValue>)[column] ?? null;
  }
  return { columns, details: target.details as Record<string, ScalarValue>, rooms: rooms as RoomRow[] };
}

/** What the site shows for each correctable column: the agent's correction, else the feed's value. */
function effectiveColumns(feed: Record<string, ScalarValue>, overrides: AgentOverrides): Record<string, ScalarValue> {
  return Object.fromEntries(
    OVERRIDABLE_COLUMNS.map((column) => [column, overrides.columns && column in overrides.columns ? overrides.columns[column]! : (feed[column] ?? null)]),
  );
}

const EFFECTIVE_SET = OVERRIDABLE_COLUMNS.map((column) => `${column} = effective.${column}`).join(', ');

async function updateFeedProperty(
  services: AppServices,
  { target, input, lookups: { municipality }, isDuplicateFlow }: PropertyEdit,
): Promise<TOwnPropertyAnswer> {
  const feed = await feedValues(services.pool, target);
  const current = parseAgentOverrides(target.agent_overrides);
  // The agent edits what they see: the feed's rooms with any earlier corrections applied.
  const values = listingValuesFrom(input, { base: current.rooms ?? feed.rooms, blankClears: false });
  const submittedColumns = { ...values.columns, municipality: municipality.name } as Record<string, ScalarValue | undefined>;
  if (hasPosition(input)) {
    submittedColumns.latitude = input.latitude;
    submittedColumns.longitude = input.longitude;
  } else if (municipality.name !== target.municipality) {
    // Moved to another municipality without a position: its centre is better than the old place.
    submittedColumns.latitude = municipality.latitude;
    submittedColumns.longitude = municipality.longitude;
  }
  // The listing brokerage of an imported listing is the board's attribution: never the agent's to change.
  const { Rltr: _brokerage, ...submittedDetails } = values.details;
  const overrides = overridesFor(
    feed,
    { columns: submittedColumns as never, details: submittedDetails as Record<string, ScalarValue>, rooms: values.rooms },
    new Date(),
  );
  return writeListings(services, async (client) => {
    await client.query(
      `update listing set agent_overrides = $2, agent_status = $3, updated_at = now(), ${EFFECTIVE_SET},
         in_own_listing = listing.in_own_listing or $4,
         -- Taken back from "removed": on the site again if the feed still lists it.
         is_active = case when $4 and listing.agent_hidden then listing.removed_at is null else listing.is_active end,
         agent_hidden = listing.agent_hidden and not $4
       from jsonb_populate_record(null::listing, $5::jsonb) as effective
       where listing.id = $1`,
      [
        target.id,
        JSON.stringify(overrides),
        input.agentStatus ?? target.agent_status,
        isDuplicateFlow,
        JSON.stringify(effectiveColumns(feed.columns, overrides)),
      ],
    );
    return { result: answer('updated', target), changedIds: [target.id] };
  });
}
