/**
 * Every documented /api path of both specs (section 7), in one table. Paths keep the legacy
 * spellings. Admin paths (and the public-prefixed path that creates property types) are marked
 * `access: 'admin'` and are refused with 401 before anything else runs.
 * Each module exports its implemented routes from `<module>.rest.ts`; they replace the pending
 * entry with the same method and path. A pending entry answers 501 naming its issue area.
 */
import { AREAS, type RestRoute } from './rest-route.ts';
import { AUTH_REST_ROUTES } from '../auth/auth.rest.ts';
import { LOOKUPS_REST_ROUTES } from '../modules/lookups/lookups.rest.ts';
import { SETTINGS_REST_ROUTES } from '../modules/settings/settings.rest.ts';
import { MESSAGES_REST_ROUTES } from '../modules/messages/messages.rest.ts';
import { SHOWINGS_REST_ROUTES } from '../modules/showings/showings.rest.ts';
import { LISTINGS_REST_ROUTES } from '../modules/listings/listings.rest.ts';
import { ADMIN_PROPERTIES_REST_ROUTES } from '../modules/admin-properties/admin-properties.rest.ts';
import { TODOS_REST_ROUTES } from '../modules/todos/todos.rest.ts';
import { EMAIL_REST_ROUTES } from '../modules/email/email.rest.ts';
import { BLOG_REST_ROUTES } from '../modules/blog/blog.rest.ts';

const IMPLEMENTED: RestRoute[] = [...AUTH_REST_ROUTES, ...LOOKUPS_REST_ROUTES, ...SETTINGS_REST_ROUTES, ...MESSAGES_REST_ROUTES, ...SHOWINGS_REST_ROUTES, ...LISTINGS_REST_ROUTES, ...ADMIN_PROPERTIES_REST_ROUTES, ...TODOS_REST_ROUTES, ...EMAIL_REST_ROUTES, ...BLOG_REST_ROUTES];

const pending = (method: RestRoute['method'], path: string, area: string, access: RestRoute['access'] = 'public'): RestRoute => ({
  method,
  path,
  access,
  area,
});

const publicPending: RestRoute[] = [
  pending('POST', '/auth/login', AREAS.admin),
  pending('POST', '/auth/refresh', AREAS.admin),
  pending('POST', '/auth/logout', AREAS.admin, 'admin'),
  pending('GET', '/public/profile/site-settings', AREAS.publicSite),
  pending('GET', '/public/settings/property', AREAS.admin),
  pending('GET', '/all-municipalities', AREAS.search),
  pending('GET', '/getGeocode/:locationName', AREAS.search),
  pending('POST', '/search', AREAS.search),
  pending('POST', '/comsearch', AREAS.search),
  pending('GET', '/all-properties', AREAS.search),
  pending('POST', '/public/featured-listings', AREAS.search),
  pending('POST', '/public/brokerage-listings', AREAS.search),
  pending('POST', '/public/address-suggestions', AREAS.search),
  pending('POST', '/public/keyword-match', AREAS.search),
  pending('GET', '/properties/details/:propertyId/:propertyType', AREAS.publicSite),
  pending('POST', '/public/contact/new', AREAS.publicSite),
  pending('POST', '/public/enquiries/new', AREAS.publicSite),
  pending('POST', '/public/appointments/new', AREAS.publicSite),
  pending('GET', '/public/showings/:id', AREAS.publicSite),
  pending('GET', '/public/showings/get/:id', AREAS.publicSite),
  pending('POST', '/public/showings', AREAS.publicSite),
  pending('GET', '/public/comments', AREAS.publicSite),
  pending('GET', '/public/comments/:x', AREAS.publicSite),
  pending('POST', '/public/comments', AREAS.publicSite),
  pending('GET', '/public/blogs/latest', AREAS.blog),
  pending('GET', '/public/blogs/category', AREAS.blog),
  pending('GET', '/public/blogs/:category', AREAS.blog),
  pending('GET', '/public/blogs/:category/:postId', AREAS.blog),
  pending('POST', '/public/blogs/:postId/replies', AREAS.blog),
  pending('GET', '/own-listings/:id', AREAS.admin),
];

const adminPending: RestRoute[] = [
  ['GET', '/admin/settings/profile/site-settings'],
  ['POST', '/admin/settings/profile/site-settings'],
  ['GET', '/admin/properties/:x'],
  ['POST', '/admin/properties/own'],
  ['POST', '/admin/properties/add/own-listings'],
  ['POST', '/admin/properties/delete'],
  ['POST', '/admin/properties/own/new'],
  ['POST', '/admin/properties/image/upload'],
  ['POST', '/admin/properties/image/delete'],
  ['GET', '/admin/enquiries'],
  ['POST', '/admin/enquiries/reply'],
  ['POST', '/admin/enquiries/new'],
  ['GET', '/admin/appointments/:id'],
  ['POST', '/admin/appointments/reply'],
  ['POST', '/admin/appointments/showings/saveList'],
  ['GET', '/admin/comments/property/:id'],
  ['GET', '/admin/comments'],
  ['GET', '/admin/comments/search/:q'],
  ['GET', '/admin/todos'],
  ['POST', '/admin/todos'],
  ['POST', '/admin/todos/update/:id'],
  ['POST', '/admin/todos/categories'],
  ['GET', '/admin/settings/municipality'],
  ['POST', '/admin/settings/municipality'],
  ['GET', '/admin/settings/listing'],
  ['POST', '/admin/settings/listing'],
  ['POST', '/admin/settings/delete'],
].map(([method, path]) => pending(method as RestRoute['method'], path!, AREAS.admin, 'admin'));

// Creating property types goes through the public-prefixed path in the legacy API; it is an admin action.
adminPending.push(pending('POST', '/public/settings/property', AREAS.admin, 'admin'));

const emailPending: RestRoute[] = [
  ['GET', '/admin/email-list'],
  ['GET', '/admin/email-list/sync'],
  ['GET', '/admin/email-list/group'],
  ['GET', '/admin/email-list/:id'],
  ['POST', '/admin/email-list'],
  ['POST', '/admin/email-list/:id'],
  ['GET', '/admin/email-list/delete/:id'],
  ['GET', '/admin/email-list/group/:id'],
  ['POST', '/admin/email-list/group'],
  ['POST', '/admin/email-list/group/change'],
  ['GET', '/admin/email-list/group/delete/:id'],
  ['GET', '/admin/email-list/group/emails/:id'],
  ['POST', '/admin/email-list/email/send'],
  ['POST', '/admin/email-list/email/bulk/send'],
  ['POST', '/admin/email-list/email/import'],
  ['POST', '/admin/email-list/email/update/entry'],
  ['POST', '/admin/email-list/email/send/upload'],
  ['POST', '/admin/email-list/email/send/test'],
].map(([method, path]) => pending(method as RestRoute['method'], path!, AREAS.email, 'admin'));

const blogPending: RestRoute[] = [
  ['GET', '/admin/blogs'],
  ['GET', '/admin/blogs/trashed'],
  ['GET', '/admin/blogs/:id'],
  ['POST', '/admin/blogs'],
  ['POST', '/admin/blogs/:id'],
  ['POST', '/admin/blogs/delete'],
  ['POST', '/admin/blogs/delete/confirm'],
  ['GET', '/admin/blogs/status/:id'],
  ['GET', '/admin/blogs/restore/:id'],
  ['GET', '/admin/blogs/category/getAllCategories'],
  ['POST', '/admin/blogs/category'],
  ['POST', '/admin/blogs/category/update'],
  ['POST', '/admin/blogs/category/delete'],
].map(([method, path]) => pending(method as RestRoute['method'], path!, AREAS.blog, 'admin'));

const routeKey = (route: RestRoute) => `${route.method} ${route.path}`;
const implementedKeys = new Set(IMPLEMENTED.map(routeKey));
const PENDING = [...publicPending, ...adminPending, ...emailPending, ...blogPending];

/** Implemented routes first, then every documented path nobody has implemented yet. */
export const REST_ROUTES: RestRoute[] = [...IMPLEMENTED, ...PENDING.filter((route) => !implementedKeys.has(routeKey(route)))];

