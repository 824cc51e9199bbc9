import { z } from 'zod';
import { zId } from './ids.schema.ts';
import { requiredField, requiredNumber } from './admin-property.schema.ts';

export const ZMunicipality = z.object({
  id: z.number(),
  Municipality: z.string(),
  region: z.string().nullable(),
  Mun_lat: z.number(),
  Mun_lng: z.number(),
});
export type TMunicipality = z.infer<typeof ZMunicipality>;

export const ZGeocodeInput = z.object({ locationName: z.string().trim().min(1).max(100) });

// --- The admin Settings screen: adding and deleting lookup entries ------------------------------------

/** The legacy forms post `action: 'add'` with the fields; the action is the only one there is. */
const ZAddAction = z.literal('add', { error: "The action must be 'add'." }).optional();

/** POST /api/admin/settings/municipality — Municipality, Latitude and Longitude are all required. */
export const ZMunicipalityInput = z.object({
  action: ZAddAction,
  Municipality: requiredField(80),
  Mun_lat: requiredNumber({ min: -90, max: 90 }),
  Mun_lng: requiredNumber({ min: -180, max: 180 }),
  region: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(40).optional()),
});
export type TMunicipalityInput = z.input<typeof ZMunicipalityInput>;

/** POST /api/public/settings/property (admin only). */
export const ZPropertyTypeInput = z.object({ action: ZAddAction, prop_type: requiredField(60) });
export type TPropertyTypeInput = z.input<typeof ZPropertyTypeInput>;

/** POST /api/admin/settings/listing. */
export const ZListingTypeInput = z.object({ action: ZAddAction, type: requiredField(40) });
export type TListingTypeInput = z.input<typeof ZListingTypeInput>;

export const LOOKUP_KINDS = ['municipality', 'property', 'listing'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** POST /api/admin/settings/delete. */
export const ZLookupDeleteInput = z.object({
  type: z.enum(LOOKUP_KINDS, { error: 'Choose municipality, property or listing.' }),
  id: zId('Required'),
});
export type TLookupDeleteInput = z.input<typeof ZLookupDeleteInput>;

export const ZPropertyType = z.object({ id: z.number(), prop_type: z.string() });
export const ZListingType = z.object({ id: z.number(), type: z.string() });

export const LOOKUP_CREATED = 'Successfully created';
export const LOOKUP_DELETED = 'Successfully deleted';
