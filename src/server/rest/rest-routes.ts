/**
 * The REST shim's routes: each module exports its routes from `<module>.rest.ts`. Beside them,
 * every documented /api path of both specs (section 7), with the legacy spellings; the REST tests
 * check that each one has a route with the same access. Admin paths (and the public-prefixed path
 * that creates property types) are `access: 'admin'` and are refused with 401 before anything runs.
 */
import type { HttpMethod, RestRoute } from './rest-route.ts';
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

const IMPLEMENTED: RestRoute[] = [
  ...AUTH_REST_ROUTES,
  ...LOOKUPS_REST_ROUTES,
  ...SETTINGS_REST_ROUTES,
  ...MESSAGES_REST_ROUTES,
  ...SHOWINGS_REST_ROUTES,
  ...LISTINGS_REST_ROUTES,
  ...ADMIN_PROPERTIES_REST_ROUTES,
  ...TODOS_REST_ROUTES,
  ...EMAIL_REST_ROUTES,
  ...BLOG_REST_ROUTES,
];

type DocumentedPath = Pick<RestRoute, 'method' | 'path' | 'access'>;

const documented = (method: HttpMethod, path: string, access: RestRoute['access'] = 'public'): DocumentedPath => ({ method, path, access });

const publicPaths: DocumentedPath[] = [
  documented('POST', '/auth/login'),
  documented('POST', '/auth/refresh'),
  documented('POST', '/auth/logout', 'admin'),
  documented('GET', '/public/profile/site-settings'),
  documented('GET', '/public/settings/property'),
  documented('GET', '/all-municipalities'),
  documented('GET', '/getGeocode/:locationName'),
  documented('POST', '/search'),
  documented('POST', '/comsearch'),
  documented('GET', '/all-properties'),
  documented('POST', '/public/featured-listings'),
  documented('POST', '/public/brokerage-listings'),
  documented('POST', '/public/address-suggestions'),
  documented('POST', '/public/keyword-match'),
  documented('GET', '/properties/details/:propertyId/:propertyType'),
  documented('POST', '/public/contact/new'),
  documented('POST', '/public/enquiries/new'),
  documented('POST', '/public/appointments/new'),
  documented('GET', '/public/showings/:id'),
  documented('GET', '/public/showings/get/:id'),
  documented('POST', '/public/showings'),
  documented('GET', '/public/comments'),
  documented('GET', '/public/comments/:x'),
  documented('POST', '/public/comments'),
  documented('GET', '/public/blogs/latest'),
  documented('GET', '/public/blogs/category'),
  documented('GET', '/public/blogs/:category'),
  documented('GET', '/public/blogs/:category/:postId'),
  documented('POST', '/public/blogs/:postId/replies'),
  // An admin read under a path without the /admin prefix (admin spec, section 7).
  documented('GET', '/own-listings/:id', 'admin'),
];

const adminPaths: DocumentedPath[] = [
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
].map(([method, path]) => documented(method as HttpMethod, path!, 'admin'));

// Creating property types goes through the public-prefixed path in the legacy API; it is an admin action.
adminPaths.push(documented('POST', '/public/settings/property', 'admin'));

const emailPaths: DocumentedPath[] = [
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
].map(([method, path]) => documented(method as HttpMethod, path!, 'admin'));

const blogPaths: DocumentedPath[] = [
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
].map(([method, path]) => documented(method as HttpMethod, path!, 'admin'));

/** Every /api path the specs document (section 7): the contract the REST tests hold the route table to. */
export const DOCUMENTED_API_PATHS: DocumentedPath[] = [...publicPaths, ...adminPaths, ...emailPaths, ...blogPaths];

export const REST_ROUTES: RestRoute[] = IMPLEMENTED;
