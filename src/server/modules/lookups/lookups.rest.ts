import type { TListingTypeInput, TLookupDeleteInput, TMunicipalityInput, TPropertyTypeInput } from '#shared/schemas/lookup.schema.ts';
import { answerData, answerOkData, type RestRoute } from '../../rest/rest-route.ts';

export const LOOKUPS_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/all-municipalities',
    access: 'public',
    handle: async (caller) => {
      const rows = await caller.lookups.municipalities();
      // The legacy answer is a map of names, used for fuzzy keyword matching on the client.
      return { municipalities: Object.fromEntries(rows.map((row) => [row.Municipality, row.Municipality])), data: rows };
    },
  },
  {
    method: 'GET',
    path: '/getGeocode/:locationName',
    access: 'public',
    handle: async (caller, { params }) => ({ res: await caller.lookups.geocode({ locationName: params.locationName ?? '' }) }),
  },
  { method: 'GET', path: '/public/settings/property', access: 'public', handle: answerData((caller) => caller.lookups.propertyTypes()) },
  // The admin Settings screen. The tRPC input schemas validate every body; the casts only hand the JSON over.
  { method: 'GET', path: '/admin/settings/municipality', access: 'admin', handle: answerOkData((caller) => caller.lookups.municipalities()) },
  {
    method: 'POST',
    path: '/admin/settings/municipality',
    access: 'admin',
    handle: (caller, { body }) => caller.lookups.createMunicipality(body as TMunicipalityInput),
  },
  { method: 'GET', path: '/admin/settings/listing', access: 'admin', handle: answerOkData((caller) => caller.lookups.listingTypes()) },
  {
    method: 'POST',
    path: '/admin/settings/listing',
    access: 'admin',
    handle: (caller, { body }) => caller.lookups.createListingType(body as TListingTypeInput),
  },
  {
    // Public-prefixed in the legacy API, but creating a property type is the agent's action.
    method: 'POST',
    path: '/public/settings/property',
    access: 'admin',
    handle: (caller, { body }) => caller.lookups.createPropertyType(body as TPropertyTypeInput),
  },
  {
    method: 'POST',
    path: '/admin/settings/delete',
    access: 'admin',
    handle: (caller, { body }) => caller.lookups.delete(body as TLookupDeleteInput),
  },
];
