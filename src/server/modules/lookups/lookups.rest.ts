import type { RestRoute } from '../../rest/rest-route.ts';

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
  {
    method: 'GET',
    path: '/public/settings/property',
    access: 'public',
    handle: async (caller) => ({ data: await caller.lookups.propertyTypes() }),
  },
];
