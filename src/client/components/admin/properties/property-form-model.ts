/**
 * The own-property form (admin spec §3, §5): its fields in sections, empty values, room groups,
 * the payload it sends (legacy names) and its validation — the shared schema the server uses, so
 * the messages under the fields are the server's ('Required', 'Cannot create a property without
 * Municipality.'…).
 */
import { COMMERCIAL_BUILDING_TYPES, RESIDENTIAL_BUILDING_TYPES } from '#shared/options.ts';
import {
  BASEMENT_FINISHES,
  BASEMENT_SIZES,
  EXTERIORS,
  HEAT_SOURCES,
  MAX_ROOMS,
  PRICE_STEP,
  PROPERTY_STATUSES,
  YES_NO,
  ZOwnPropertyInput,
  type OwnPropertyFieldName,
} from '#shared/schemas/admin-property.schema.ts';

export type PropertyFormValues = Record<OwnPropertyFieldName, string>;
export interface RoomGroup {
  name: string;
  level: string;
  width: string;
  length: string;
  size: string;
}

/** Where a select's options come from: a fixed list, or one of the lookup lists. */
export type OptionSource = readonly string[] | { label: string; value: string }[] | 'municipalities' | 'propertyTypes' | 'listingTypes';

export interface FieldDef {
  name: OwnPropertyFieldName;
  label: string;
  kind: 'text' | 'number' | 'textarea' | 'select';
  required?: boolean;
  options?: OptionSource;
  min?: number;
  max?: number;
  step?: number | 'any';
  /** Shown only when editing (Status: Sale or Sold). */
  editOnly?: boolean;
}

const CLASS_OPTIONS = [
  { label: 'Residential', value: 'resedential' },
  { label: 'Condo', value: 'condo' },
  { label: 'Commercial', value: 'commercial' },
];

export const FORM_SECTIONS: { title: string; fields: FieldDef[] }[] = [
  {
    title: 'Listing',
    fields: [
      { name: 'Ml_num', label: 'ML number', kind: 'text', required: true },
      { name: 'Type_own1_out', label: 'Type', kind: 'select', options: 'propertyTypes', required: true },
      { name: 'property_type', label: 'Class', kind: 'select', options: CLASS_OPTIONS },
      { name: 'S_r', label: 'Listing type', kind: 'select', options: 'listingTypes' },
      { name: 'Status', label: 'Status', kind: 'select', options: PROPERTY_STATUSES, editOnly: true },
      { name: 'Orig_dol', label: 'Price', kind: 'number', min: 0, step: PRICE_STEP },
      { name: 'Rltr', label: 'Brokerage', kind: 'text' },
    ],
  },
  {
    title: 'Location',
    fields: [
      { name: 'property_name', label: 'Property name', kind: 'text', required: true },
      { name: 'Addr', label: 'Property address', kind: 'text', required: true },
      { name: 'Apt_num', label: 'Unit number', kind: 'text' },
      { name: 'Municipality', label: 'Municipality', kind: 'select', options: 'municipalities', required: true },
      { name: 'Area', label: 'Area', kind: 'text', required: true },
      { name: 'County', label: 'County', kind: 'text' },
      { name: 'latitude', label: 'Latitude', kind: 'number', min: -90, max: 90, step: 'any' },
      { name: 'longitude', label: 'Longitude', kind: 'number', min: -180, max: 180, step: 'any' },
    ],
  },
  {
    title: 'Description',
    fields: [
      { name: 'Ad_text', label: 'Property description', kind: 'textarea', required: true },
      { name: 'Yr_built', label: 'Approximate age', kind: 'text', required: true },
      { name: 'Style', label: 'Style', kind: 'text' },
      { name: 'Sqft', label: 'Square feet', kind: 'text' },
    ],
  },
  {
    title: 'Rooms',
    fields: [
      { name: 'bed_rooms', label: 'Bedrooms', kind: 'number', required: true, min: 0, step: 1 },
      { name: 'bath_rooms', label: 'Bathrooms', kind: 'number', required: true, min: 0, step: 1 },
      { name: 'Num_kit', label: 'Kitchens', kind: 'number', required: true, min: 0, step: 1 },
      { name: 'Rms', label: 'Rooms', kind: 'number', required: true, min: 0, max: MAX_ROOMS, step: 1 },
    ],
  },
  {
    title: 'Features',
    fields: [
      { name: 'Walk_score', label: 'Walk score', kind: 'number', required: true, min: 0, max: 100, step: 1 },
      { name: 'Taxes', label: 'Tax', kind: 'number', min: 0, step: 'any' },
      { name: 'Tax_year', label: 'Tax year', kind: 'number', min: 1900, max: 2100, step: 1 },
      { name: 'Gar_spaces', label: 'Garages', kind: 'number', min: 0, step: 'any' },
      { name: 'Gar_type', label: 'Garage type', kind: 'text' },
      { name: 'Park_spcs', label: 'Parking place', kind: 'number', min: 0, step: 1 },
      { name: 'Tot_park_spcs', label: 'Total parking', kind: 'number', min: 0, step: 'any' },
      { name: 'upcoming_open_house', label: 'Upcoming open house', kind: 'select', options: YES_NO },
      { name: 'Den_fr', label: 'Den / family room', kind: 'select', options: YES_NO },
      { name: 'seperate_entrance', label: 'Separate entrance', kind: 'select', options: YES_NO },
      { name: 'Pool', label: 'Pool', kind: 'select', options: YES_NO },
      { name: 'Waterfront', label: 'Waterfront', kind: 'select', options: YES_NO },
      { name: 'Heat_inc', label: 'Heat source', kind: 'select', options: HEAT_SOURCES },
      { name: 'Heating', label: 'Heating', kind: 'text' },
      { name: 'A_c', label: 'Air conditioning', kind: 'text' },
      { name: 'Bsmt1_out', label: 'Basement', kind: 'select', options: BASEMENT_SIZES },
      { name: 'Bsmt2_out', label: 'Basement finish', kind: 'select', options: BASEMENT_FINISHES },
      { name: 'Constr1_out', label: 'Exterior', kind: 'select', options: EXTERIORS },
      { name: 'Sewer', label: 'Sewer', kind: 'text' },
      { name: 'Water', label: 'Water', kind: 'text' },
      { name: 'fronting_on', label: 'Fronting on', kind: 'text' },
      { name: 'frontage', label: 'Frontage', kind: 'text' },
      { name: 'lot_dimensions', label: 'Lot dimensions', kind: 'text' },
      { name: 'fireplaces', label: 'Fireplaces', kind: 'text' },
    ],
  },
];

const ALL_FIELDS = FORM_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

export function emptyPropertyForm(): PropertyFormValues {
  const values = Object.fromEntries(ALL_FIELDS.map((name) => [name, ''])) as PropertyFormValues;
  return { ...values, property_type: 'resedential', S_r: 'Sale', Status: 'Sale' };
}

/** One width/length/size group per counted room (kept when the count grows back). */
export function resizeRooms(rooms: RoomGroup[], roomCount: string): RoomGroup[] {
  const count = Number(roomCount);
  const wanted = Number.isInteger(count) && count > 0 ? Math.min(count, MAX_ROOMS) : 0;
  return Array.from({ length: wanted }, (_, index) => rooms[index] ?? { name: '', level: '', width: '', length: '', size: '' });
}

const RESIDENTIAL = new Set<string>(RESIDENTIAL_BUILDING_TYPES);
/** The class a building type suggests: condo, a commercial-only type, or residential. */
export function classForType(type: string): 'resedential' | 'condo' | 'commercial' {
  if (type.toLowerCase().includes('condo')) return 'condo';
  if ((COMMERCIAL_BUILDING_TYPES as readonly string[]).includes(type) && !RESIDENTIAL.has(type)) return 'commercial';
  return 'resedential';
}

export function payloadOf(values: PropertyFormValues, rooms: RoomGroup[], target: { actionType: 'added' | 'updated'; propertyId?: number }) {
  return {
    ...values,
    actionType: target.actionType,
    ...(target.propertyId !== undefined ? { property_id: target.propertyId } : {}),
    rooms_list: rooms,
  };
}

export type PropertyFormErrors = Partial<Record<string, string>>;

/** Field → first message; a room group's fields are `rooms_list.<index>.<field>`. */
export function validateProperty(payload: ReturnType<typeof payloadOf>): PropertyFormErrors {
  const result = ZOwnPropertyInput.safeParse(payload);
  if (result.success) return {};
  const errors: PropertyFormErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_form'] ??= issue.message;
  return errors;
}

/** The server's field errors ({ field: [messages] }) in the form's shape. */
export function errorsFromServer(fieldErrors: Partial<Record<string, string[]>>): PropertyFormErrors {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0] ?? 'Please check this field.']));
}
