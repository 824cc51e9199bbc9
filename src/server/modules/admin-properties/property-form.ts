/**
 * The own-property form (legacy payload names) and the listing row, both ways:
 * - `listingValuesFrom(input)`: the columns, legacy detail fields and rooms a payload stands for;
 * - `formValuesFrom(listing)`: what the edit form shows for a listing (overrides applied).
 * Detail fields keep the legacy names the public detail page reads (Style, Sqft, A_c, Bsmt1_out…).
 */
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import type { OwnPropertyFieldName, TOwnProperty } from '#shared/schemas/admin-property.schema.ts';
import type { ListingValues, RoomRow, ScalarValue } from './agent-overrides.ts';
import type { ListingSnapshot } from './listing-snapshot.ts';

type DetailName = string;

/** Payload fields stored as legacy detail fields, with every name the spec's detail record gives them. */
const DETAIL_FIELDS: [OwnPropertyFieldName, DetailName[]][] = [
  ['property_name', ['property_name']],
  ['County', ['County']],
  ['Yr_built', ['Yr_built']],
  ['Style', ['Style']],
  ['Sqft', ['Sqft']],
  ['A_c', ['A_c']],
  ['Bsmt1_out', ['Bsmt1_out']],
  ['Bsmt2_out', ['Bsmt2_out']],
  ['Constr1_out', ['Constr1_out']],
  ['Den_fr', ['Den_fr']],
  ['Gar_spaces', ['Gar_spaces']],
  ['Gar_type', ['Gar_type']],
  ['Heat_inc', ['Heat_inc']],
  ['Heating', ['Heating']],
  ['Num_kit', ['Num_kit', 'Kitchens']],
  ['Park_spcs', ['Park_spcs']],
  ['Tot_park_spcs', ['Tot_park_spcs']],
  ['Pool', ['Pool']],
  ['seperate_entrance', ['seperate_entrance', 'Pvt_ent']],
  ['Rms', ['Rms']],
  ['Sewer', ['Sewer']],
  ['Taxes', ['Taxes']],
  ['Tax_year', ['Tax_year', 'Yr']],
  ['Walk_score', ['Walk_score']],
  ['Water', ['Water']],
  ['Waterfront', ['Waterfront', 'Water_front']],
  ['fronting_on', ['fronting_on']],
  ['frontage', ['frontage']],
  ['lot_dimensions', ['lot_dimensions']],
  ['fireplaces', ['fireplaces']],
  ['upcoming_open_house', ['upcoming_open_house']],
  ['bed_rooms', ['Br']],
  ['bath_rooms', ['Bath_tot']],
  ['Rltr', ['Rltr']],
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

const isBlankRoom = (room: TOwnProperty['rooms_list'][number]) =>
  room.name === undefined && room.level === undefined && room.width === undefined && room.length === undefined && room.size === undefined;

/** The listing's rooms after the form: each counted room's dimensions on the room at the same position. */
export function roomsFrom(roomsList: TOwnProperty['rooms_list'], { base, blankClears }: RoomsOptions): PositionedRoom[] {
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
      property_sub_type: input.Type_own1_out,
      transaction_type: input.S_r,
      price: input.Orig_dol,
      address: input.Addr,
      unit_number: input.Apt_num,
      municipality: input.Municipality,
      area: input.Area,
      bedrooms: input.bed_rooms,
      bathrooms: input.bath_rooms,
      kitchens: input.Num_kit,
      rooms: input.Rms,
      parking_spaces: input.Park_spcs,
      parking_total: input.Tot_park_spcs,
      garage_spaces: input.Gar_spaces,
      garage_type: input.Gar_type,
      sqft_range: input.Sqft,
      approximate_age: input.Yr_built,
      taxes: input.Taxes,
      tax_year: input.Tax_year,
      remarks: input.Ad_text,
    },
    details: detailsFrom(input),
    rooms: roomsFrom(input.rooms_list, rooms),
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
    Ml_num: listing.listing_key,
    property_type: legacyFromFeedClass(listing.feed_class),
    Type_own1_out: text(listing.property_sub_type),
    Municipality: listing.municipality,
    Area: text(listing.area),
    County: text(detail('County') ?? listing.area),
    property_name: text(detail('property_name') ?? listing.address),
    Addr: listing.address,
    Apt_num: text(listing.unit_number),
    Ad_text: text(listing.remarks),
    Yr_built: text(listing.approximate_age ?? detail('Yr_built')),
    Orig_dol: text(listing.price),
    S_r: listing.transaction_type,
    Status: listing.agent_status ?? 'Sale',
    Rltr: text(listing.list_office_name ?? detail('Rltr')),
    bed_rooms: text(listing.bedrooms),
    bath_rooms: text(listing.bathrooms),
    Num_kit: text(listing.kitchens),
    Rms: text(listing.rooms),
    Walk_score: text(detail('Walk_score')),
    Taxes: text(listing.taxes),
    Tax_year: text(listing.tax_year),
    Gar_spaces: text(listing.garage_spaces),
    Park_spcs: text(listing.parking_spaces),
    Tot_park_spcs: text(listing.parking_total),
    upcoming_open_house: yesNo('upcoming_open_house'),
    Den_fr: yesNo('Den_fr'),
    seperate_entrance: choiceOf(detail('seperate_entrance') ?? detail('Pvt_ent'), ['Yes', 'No'], YES_NO_ALIASES),
    Pool: yesNo('Pool'),
    Waterfront: choiceOf(detail('Waterfront') ?? detail('Water_front'), ['Yes', 'No'], YES_NO_ALIASES),
    Heat_inc: choiceOf(detail('Heat_inc'), ['Gas', 'Electric']),
    Bsmt1_out: choiceOf(detail('Bsmt1_out'), ['Full', 'Half']),
    Bsmt2_out: choiceOf(detail('Bsmt2_out'), ['Finished', 'Unfinished']),
    Constr1_out: choiceOf(detail('Constr1_out'), ['Brick', 'Vinyl']),
    A_c: text(detail('A_c')),
    Gar_type: text(listing.garage_type ?? detail('Gar_type')),
    Heating: text(detail('Heating')),
    Sewer: text(detail('Sewer')),
    Sqft: text(listing.sqft_range ?? detail('Sqft')),
    Style: text(detail('Style')),
    Water: text(detail('Water')),
    fronting_on: text(detail('fronting_on')),
    frontage: text(detail('frontage')),
    lot_dimensions: text(detail('lot_dimensions')),
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
