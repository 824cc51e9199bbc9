/**
 * The own-property form (admin spec §3, §5): its fields in sections, empty values, room groups,
 * the payload it sends (adminProperties.save's input) and its validation — the shared schema the server uses, so
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
      { name: 'mlsNumber', label: 'ML number', kind: 'text', required: true },
      { name: 'propertySubType', label: 'Type', kind: 'select', options: 'propertyTypes', required: true },
      { name: 'listingClass', label: 'Class', kind: 'select', options: CLASS_OPTIONS },
      { name: 'transaction', label: 'Listing type', kind: 'select', options: 'listingTypes' },
      { name: 'agentStatus', label: 'Status', kind: 'select', options: PROPERTY_STATUSES, editOnly: true },
      { name: 'listPrice', label: 'Price', kind: 'number', min: 0, step: PRICE_STEP },
      { name: 'brokerage', label: 'Brokerage', kind: 'text' },
    ],
  },
  {
    title: 'Location',
    fields: [
      { name: 'propertyName', label: 'Property name', kind: 'text', required: true },
      { name: 'address', label: 'Property address', kind: 'text', required: true },
      { name: 'unit', label: 'Unit number', kind: 'text' },
      { name: 'municipality', label: 'Municipality', kind: 'select', options: 'municipalities', required: true },
      { name: 'area', label: 'Area', kind: 'text', required: true },
      { name: 'county', label: 'County', kind: 'text' },
      { name: 'latitude', label: 'Latitude', kind: 'number', min: -90, max: 90, step: 'any' },
      { name: 'longitude', label: 'Longitude', kind: 'number', min: -180, max: 180, step: 'any' },
    ],
  },
  {
    title: 'Description',
    fields: [
      { name: 'description', label: 'Property description', kind: 'textarea', required: true },
      { name: 'approximateAge', label: 'Approximate age', kind: 'text', required: true },
      { name: 'style', label: 'Style', kind: 'text' },
      { name: 'squareFeet', label: 'Square feet', kind: 'text' },
    ],
  },
  {
    title: 'Rooms',
    fields: [
      { name: 'beds', label: 'Bedrooms', kind: 'number', required: true, min: 0, step: 1 },
      { name: 'baths', label: 'Bathrooms', kind: 'number', required: true, min: 0, step: 1 },
      { name: 'kitchens', label: 'Kitchens', kind: 'number', required: true, min: 0, step: 1 },
      { name: 'roomCount', label: 'Rooms', kind: 'number', required: true, min: 0, max: MAX_ROOMS, step: 1 },
    ],
  },
  {
    title: 'Features',
    fields: [
      { name: 'walkScore', label: 'Walk score', kind: 'number', required: true, min: 0, max: 100, step: 1 },
      { name: 'taxes', label: 'Tax', kind: 'number', min: 0, step: 'any' },
      { name: 'taxYear', label: 'Tax year', kind: 'number', min: 1900, max: 2100, step: 1 },
      { name: 'garageSpaces', label: 'Garages', kind: 'number', min: 0, step: 'any' },
      { name: 'garageType', label: 'Garage type', kind: 'text' },
      { name: 'parkingSpaces', label: 'Parking place', kind: 'number', min: 0, step: 1 },
      { name: 'parkingTotal', label: 'Total parking', kind: 'number', min: 0, step: 'any' },
      { name: 'upcomingOpenHouse', label: 'Upcoming open house', kind: 'select', options: YES_NO },
      { name: 'familyRoom', label: 'Den / family room', kind: 'select', options: YES_NO },
      { name: 'separateEntrance', label: 'Separate entrance', kind: 'select', options: YES_NO },
      { name: 'pool', label: 'Pool', kind: 'select', options: YES_NO },
      { name: 'waterfront', label: 'Waterfront', kind: 'select', options: YES_NO },
      { name: 'heatIncluded', label: 'Heat source', kind: 'select', options: HEAT_SOURCES },
      { name: 'heating', label: 'Heating', kind: 'text' },
      { name: 'airConditioning', label: 'Air conditioning', kind: 'text' },
      { name: 'basement1', label: 'Basement', kind: 'select', options: BASEMENT_SIZES },
      { name: 'basement2', label: 'Basement finish', kind: 'select', options: BASEMENT_FINISHES },
      { name: 'construction1', label: 'Exterior', kind: 'select', options: EXTERIORS },
      { name: 'sewer', label: 'Sewer', kind: 'text' },
      { name: 'water', label: 'Water', kind: 'text' },
      { name: 'frontingOn', label: 'Fronting on', kind: 'text' },
      { name: 'frontage', label: 'Frontage', kind: 'text' },
      { name: 'lotDimensions', label: 'Lot dimensions', kind: 'text' },
      { name: 'fireplaces', label: 'Fireplaces', kind: 'text' },
    ],
  },
];

const ALL_FIELDS = FORM_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

export function emptyPropertyForm(): PropertyFormValues {
  const values = Object.fromEntries(ALL_FIELDS.map((name) => [name, ''])) as PropertyFormValues;
  return { ...values, listingClass: 'resedential', transaction: 'Sale', agentStatus: 'Sale' };
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
    ...(target.propertyId !== undefined ? { listingId: target.propertyId } : {}),
    roomGroups: rooms,
  };
}

export type PropertyFormErrors = Partial<Record<string, string>>;

/** Field → first message; a room group's fields are `roomGroups.<index>.<field>`. */
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
