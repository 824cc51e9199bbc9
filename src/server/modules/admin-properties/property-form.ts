/**
 * The own-property form (#shared/schemas/admin-property.schema.ts, the site's field names) and the
 * listing row, both ways:
 * - `listingValuesFrom(input)`: the columns, legacy detail fields and rooms a payload stands for;
 * - `formValuesFrom(listing)`: what the edit form shows for a listing (overrides applied).
 * Detail fields keep the legacy names the public detail page reads (Style, Sqft, A_c, Bsmt1_out…).
 */
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import type { OwnPropertyFieldName, TOwnProperty } from '#shared/schemas/admin-property.schema.ts';
import type { ListingValues, RoomRow, ScalarValue } from './agent-overrides.ts';
import type { ListingSnapshot } from './listing-snapshot.ts';

type DetailName = string;

/** Form fields stored as detail fields, under every (legacy TREB) name the spec's detail record gives them. */
const DETAIL_FIELDS: [OwnPropertyFieldName, DetailName[]][] = [
  ['propertyName', ['property_name']],
  ['county', ['County']],
  ['approximateAge', ['Yr_built']],
  ['style', ['Style']],
  ['squareFeet', ['Sqft']],
  ['airConditioning', ['A_c']],
  ['basement1', ['Bsmt1_out']],
  ['basement2', ['Bsmt2_out']],
  ['construction1', ['Constr1_out']],
  ['familyRoom', ['Den_fr']],
  ['garageSpaces', ['Gar_spaces']],
  ['garageType', ['Gar_type']],
  ['heatIncluded', ['Heat_inc']],
  ['heating', ['Heating']],
  ['kitchens', ['Num_kit', 'Kitchens']],
  ['parkingSpaces', ['Park_spcs']],
  ['parkingTotal', ['Tot_park_spcs']],
  ['pool', ['Pool']],
  ['separateEntrance', ['seperate_entrance', 'Pvt_ent']],
  ['roomCount', ['Rms']],
  ['sewer', ['Sewer']],
  ['taxes', ['Taxes']],
  ['taxYear', ['Tax_year', 'Yr']],
  ['walkScore', ['Walk_score']],
  ['water', ['Water']],
  ['waterfront', ['Waterfront', 'Water_front']],
  ['frontingOn', ['fronting_on']],
  ['frontage', ['frontage']],
  ['lotDimensions', ['lot_dimensions']],
  ['fireplaces', ['fireplaces']],
  ['upcomingOpenHouse', ['upcoming_open_house']],
  ['beds', ['Br']],
  ['baths', ['Bath_tot']],
  ['brokerage', ['Rltr']],
];

/** The legacy client always sent this for the special-designation field. */
const SPECIAL_DESIGNATION = { Spec_des1_out: 'Unknown' };

export function detailsFrom(input: TOwnProperty): Record<string, ScalarValue | undefined> {
  const details: Record<string, ScalarValue | undefined> = {};
  for (const [field, names] of DETAIL_FIELDS) {
    for (const name of names) details[name] = input[field] as ScalarValue | undefined;
  }
  return details;
}

export interface RoomsOptions {
  /** The rooms the listing has now (an imported listing's, with types and levels). */
  base: RoomRow[];
  /** The agent's own listing: a blank dimension clears it. An imported one: blank keeps the feed's value. */
  blankClears: boolean;
}

/** A room with its position among the form's room groups (blank groups are not stored). */
export type PositionedRoom = RoomRow & { ord: number };

const isBlankRoom = (room: TOwnProperty['roomGroups'][number]) =>
  room.name === undefined && room.level === undefined && room.width === undefined && room.length === undefined && room.size === undefined;

/** The listing's rooms after the form: each counted room's dimensions on the room at the same position. */
export function roomsFrom(roomsList: TOwnProperty['roomGroups'], { base, blankClears }: RoomsOptions): PositionedRoom[] {
  const count = blankClears ? roomsList.length : Math.max(base.length, roomsList.length);
  const rooms: PositionedRoom[] = [];
  for (let index = 0; index < count; index += 1) {
    const submitted = roomsList[index];
    const existing = base[index];
    if (!existing && (!submitted || isBlankRoom(submitted))) continue;
    const keep = <T>(value: T | undefined, previous: T | null | undefined): T | null => (value !== undefined ? value : blankClears ? null : (previous ?? null));
    const features = blankClears
      ? submitted?.size !== undefined
        ? [submitted.size]
        : []
      : submitted?.size !== undefined
        ? [submitted.size, ...(existing?.features ?? []).filter((feature) => feature !== submitted.size)]
        : (existing?.features ?? []);
    rooms.push({
      ord: index,
      // The agent's name and level when given; else what the room had; a new unnamed room is "Room n".
      room_type: submitted?.name ?? existing?.room_type ?? `Room ${index + 1}`,
      level: keep(submitted?.level, existing?.level),
      width: keep(submitted?.width, existing?.width),
      length: keep(submitted?.length, existing?.length),
      units: existing?.units ?? null,
      features,
    });
  }
  return rooms;
}

/** The listing columns, detail fields and rooms the payload stands for (undefined: left blank). */
export function listingValuesFrom(
  input: TOwnProperty,
  rooms: RoomsOptions,
): Pick<ListingValues, 'columns'> & { details: Record<string, ScalarValue | undefined>; rooms: PositionedRoom[] } {
  return {
    columns: {
      property_sub_type: input.propertySubType,
      transaction_type: input.transaction,
      price: input.listPrice,
      address: input.address,
      unit_number: input.unit,
      municipality: input.municipality,
      area: input.area,
      bedrooms: input.beds,
      bathrooms: input.baths,
      kitchens: input.kitchens,
      rooms: input.roomCount,
      parking_spaces: input.parkingSpaces,
      parking_total: input.parkingTotal,
      garage_spaces: input.garageSpaces,
      garage_type: input.garageType,
      sqft_range: input.squareFeet,
      approximate_age: input.approximateAge,
      taxes: input.taxes,
      tax_year: input.taxYear,
      remarks: input.description,
    },
    details: detailsFrom(input),
    rooms: roomsFrom(input.roomGroups, rooms),
  };
}

/** Drops blank entries: what a new listing's details hold. */
export function definedOnly(values: Record<string, ScalarValue | undefined>): Record<string, ScalarValue> {
  return { ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)), ...SPECIAL_DESIGNATION } as Record<string, ScalarValue>;
}

// --- Listing → form ----------------------------------------------------------------------------------

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const YES_NO_ALIASES: Record<string, string> = { Y: 'Yes', N: 'No', Yes: 'Yes', No: 'No', yes: 'Yes', no: 'No', true: 'Yes', false: 'No' };
/** A choice the form offers, or blank when the feed's value is none of them ("Inground" is not Yes/No). */
const choiceOf = (value: unknown, options: readonly string[], aliases: Record<string, string> = {}) => {
  const given = aliases[text(value)] ?? text(value);
  return options.includes(given) ? given : '';
};

/** The edit form's values for a listing whose overrides are already applied. */
export function formValuesFrom(listing: ListingSnapshot): Record<OwnPropertyFieldName, string> {
  const detail = (name: string) => listing.details[name];
  const yesNo = (name: string) => choiceOf(detail(name), ['Yes', 'No'], YES_NO_ALIASES);
  return {
    mlsNumber: listing.listing_key,
    listingClass: legacyFromFeedClass(listing.feed_class),
    propertySubType: text(listing.property_sub_type),
    municipality: listing.municipality,
    area: text(listing.area),
    county: text(detail('County') ?? listing.area),
    propertyName: text(detail('property_name') ?? listing.address),
    address: listing.address,
    unit: text(listing.unit_number),
    description: text(listing.remarks),
    approximateAge: text(listing.approximate_age ?? detail('Yr_built')),
    listPrice: text(listing.price),
    transaction: listing.transaction_type,
    agentStatus: listing.agent_status ?? 'Sale',
    brokerage: text(listing.list_office_name ?? detail('Rltr')),
    beds: text(listing.bedrooms),
    baths: text(listing.bathrooms),
    kitchens: text(listing.kitchens),
    roomCount: text(listing.rooms),
    walkScore: text(detail('Walk_score')),
    taxes: text(listing.taxes),
    taxYear: text(listing.tax_year),
    garageSpaces: text(listing.garage_spaces),
    parkingSpaces: text(listing.parking_spaces),
    parkingTotal: text(listing.parking_total),
    upcomingOpenHouse: yesNo('upcoming_open_house'),
    familyRoom: yesNo('Den_fr'),
    separateEntrance: choiceOf(detail('seperate_entrance') ?? detail('Pvt_ent'), ['Yes', 'No'], YES_NO_ALIASES),
    pool: yesNo('Pool'),
    waterfront: choiceOf(detail('Waterfront') ?? detail('Water_front'), ['Yes', 'No'], YES_NO_ALIASES),
    heatIncluded: choiceOf(detail('Heat_inc'), ['Gas', 'Electric']),
    basement1: choiceOf(detail('Bsmt1_out'), ['Full', 'Half']),
    basement2: choiceOf(detail('Bsmt2_out'), ['Finished', 'Unfinished']),
    construction1: choiceOf(detail('Constr1_out'), ['Brick', 'Vinyl']),
    airConditioning: text(detail('A_c')),
    garageType: text(listing.garage_type ?? detail('Gar_type')),
    heating: text(detail('Heating')),
    sewer: text(detail('Sewer')),
    squareFeet: text(listing.sqft_range ?? detail('Sqft')),
    style: text(detail('Style')),
    water: text(detail('Water')),
    frontingOn: text(detail('fronting_on')),
    frontage: text(detail('frontage')),
    lotDimensions: text(detail('lot_dimensions')),
    fireplaces: text(detail('fireplaces')),
    latitude: text(listing.latitude),
    longitude: text(listing.longitude),
  };
}

/** One width/length/size group per counted room, filled from the rooms at the same position. */
export function roomGroupsFrom(
  listing: ListingSnapshot,
  rooms: (RoomRow & { ord?: number })[],
): { name: string; level: string; width: string; length: string; size: string }[] {
  const count = Math.max(listing.rooms ?? 0, rooms.length);
  const byPosition =
    listing.origin === 'agent' ? new Map(rooms.map((room, index) => [room.ord ?? index, room])) : new Map(rooms.map((room, index) => [index, room]));
  return Array.from({ length: count }, (_, index) => {
    const room = byPosition.get(index);
    return {
      // A placeholder name ("Room 2") is shown as blank, so saving does not make it the agent's word.
      name: room && !/^Room \d+$/.test(room.room_type) ? room.room_type : '',
      level: text(room?.level),
      width: text(room?.width),
      length: text(room?.length),
      // The agent's rooms keep the size as their first feature; a feed room's features are the board's words, not a size.
      size: listing.origin === 'agent' ? text(room?.features[0]) : '',
    };
  });
}
