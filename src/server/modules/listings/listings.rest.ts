/**
 * The legacy listing paths. Search bodies are validated with the shared criteria schema first,
 * so field errors keep the legacy names (comMinPrice, bed…); answers take the legacy shapes:
 * `results.data` + `results.next_page_url` (POST it with the same criteria for the next page,
 * null at the end), `featured`, `brokerageList`, `res` + `randomProperties`.
 */
import { ZSearchCriteria } from '#shared/schemas/listing-search.schema.ts';
import type { TSearchPage } from '#shared/schemas/listing.schema.ts';
import type { Caller, RestRoute } from '../../rest/rest-route.ts';

const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const cursorOf = (query: Record<string, unknown>) => (typeof query.cursor === 'string' && query.cursor ? query.cursor : undefined);

function legacyPage(page: TSearchPage, path: string) {
  return {
    results: {
      data: page.data,
      next_page_url: page.nextCursor ? `/api${path}?cursor=${encodeURIComponent(page.nextCursor)}` : null,
      per_page: page.data.length,
      ...(page.total !== null ? { total: page.total } : {}),
    },
  };
}

function searchRoute(path: '/search' | '/comsearch', defaultPropertyType: 'RESEDENTIAL' | 'COMMERCIAL'): RestRoute {
  return {
    method: 'POST',
    path,
    access: 'public',
    handle: async (caller: Caller, { query, body }) => {
      const criteria = ZSearchCriteria.parse({ propertyType: defaultPropertyType, ...objectBody(body) });
      return legacyPage(await caller.listings.search({ criteria, cursor: cursorOf(query) }), path);
    },
  };
}

export const LISTINGS_REST_ROUTES: RestRoute[] = [
  searchRoute('/search', 'RESEDENTIAL'),
  searchRoute('/comsearch', 'COMMERCIAL'),
  {
    method: 'GET',
    path: '/all-properties',
    access: 'public',
    handle: async (caller, { query }) => legacyPage(await caller.listings.all({ cursor: cursorOf(query) }), '/all-properties'),
  },
  {
    method: 'POST',
    path: '/public/featured-listings',
    access: 'public',
    handle: async (caller, { body }) => ({ featured: await caller.listings.featured({ propertyType: objectBody(body).propertyType as string | undefined }) }),
  },
  {
    method: 'POST',
    path: '/public/brokerage-listings',
    access: 'public',
    handle: async (caller, { body }) => ({
      brokerageList: await caller.listings.brokerage({ propertyType: objectBody(body).propertyType as string | undefined }),
    }),
  },
  {
    method: 'POST',
    path: '/public/address-suggestions',
    access: 'public',
    handle: async (caller, { body }) => ({ suggestions: await caller.listings.suggestions({ keyword: String(objectBody(body).keyword ?? '') }) }),
  },
  {
    method: 'POST',
    path: '/public/keyword-match',
    access: 'public',
    handle: async (caller, { body }) => caller.listings.keywordMatch({ keyword: String(objectBody(body).keyword ?? '') }),
  },
  {
    method: 'GET',
    path: '/properties/details/:propertyId/:propertyType',
    access: 'public',
    handle: async (caller, { params }) =>
      caller.listings.details({ propertyId: params.propertyId as unknown as number, propertyType: params.propertyType ?? '' }),
  },
];
