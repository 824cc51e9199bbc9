import type { RestRoute } from '../../rest/rest-route.ts';

export const SETTINGS_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/public/profile/site-settings',
    access: 'public',
    handle: async (caller) => ({ data: await caller.settings.public() }),
  },
];
