import type { TSiteSettingsInput } from '#shared/schemas/site-settings.schema.ts';
import { answerData, answerOkData, type RestRoute } from '../../rest/rest-route.ts';

export const SETTINGS_REST_ROUTES: RestRoute[] = [
  { method: 'GET', path: '/public/profile/site-settings', access: 'public', handle: answerData((caller) => caller.settings.public()) },
  { method: 'GET', path: '/admin/settings/profile/site-settings', access: 'admin', handle: answerOkData((caller) => caller.settings.admin()) },
  {
    method: 'POST',
    path: '/admin/settings/profile/site-settings',
    access: 'admin',
    // The tRPC input schema validates the body (social_links may be JSON text, images encoded).
    handle: async (caller, { body }) => ({ status: 'ok', message: 'Successfully updated', data: await caller.settings.save(body as TSiteSettingsInput) }),
  },
];
