/**
 * The legacy /api paths of the admin property screens. List answers are `{ data: [rows],
 * next_page_url }` on every page, so a client reads `response.data.data` whether it asked for the
 * first page or followed next_page_url (a GET on the same list path with `cursor`). The procedures
 * answer rows in the domain names; `toLegacyAdminRow` renames them to the spec's here only.
 */
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import type {
  AdminListType,
  TAdminPropertyRow,
  TAdminPropertyListInput,
  TDeletePropertyInput,
  TImageDeleteInput,
  TImageUploadInput,
  TOwnListingToggleInput,
  TOwnPropertyInput,
} from '#shared/schemas/admin-property.schema.ts';
import type { Caller, RestRoute } from '../../rest/rest-route.ts';

/** A property row under the legacy names (admin spec §2), in the legacy key order. */
export function toLegacyAdminRow(row: TAdminPropertyRow) {
  return {
    property_id: row.id,
    property_type: legacyFromFeedClass(row.listingClass),
    Ml_num: row.mlsNumber,
    Addr: row.address,
    Apt_num: row.unit,
    Municipality: row.municipality,
    Area: row.area,
    Orig_dol: row.listPrice,
    Type_own1_out: row.propertySubType,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    added_on: row.addedOn,
    origin: row.origin,
    in_own_listing: row.isOwnListing,
    own: row.isOwnListing,
    is_featured: row.isFeatured,
    agent_status: row.agentStatus,
    is_active: row.isActive,
    main_img: row.thumbnailUrl,
  };
}
export type LegacyAdminRow = ReturnType<typeof toLegacyAdminRow>;

// The tRPC input schemas validate every body and query; the casts only hand the raw JSON over.
type ListParams = Pick<TAdminPropertyListInput, 'search' | 'cursor' | 'limit'>;

async function listPage(caller: Caller, type: string, given: Record<string, unknown>) {
  const params = { search: given.search, cursor: given.cursor, limit: given.limit } as ListParams;
  const page = await caller.adminProperties.list({ ...params, type: type as AdminListType });
  let nextPageUrl: string | null = null;
  if (page.nextCursor !== null) {
    const query = new URLSearchParams({ cursor: String(page.nextCursor) });
    if (typeof params.search === 'string' && params.search.trim()) query.set('search', params.search.trim());
    if (params.limit !== undefined && params.limit !== null && params.limit !== '') query.set('limit', String(params.limit));
    nextPageUrl = `/api/admin/properties/${encodeURIComponent(type)}?${query.toString()}`;
  }
  return { status: 'ok', data: page.data.map(toLegacyAdminRow), next_page_url: nextPageUrl };
}

const bodyOf = (body: unknown) => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});

export const ADMIN_PROPERTIES_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/properties/:x',
    access: 'admin',
    handle: (caller, { params, query }) => listPage(caller, params.x ?? '', query),
  },
  {
    method: 'POST',
    path: '/admin/properties/own',
    access: 'admin',
    handle: (caller, { body }) => listPage(caller, 'own', bodyOf(body)),
  },
  {
    method: 'POST',
    path: '/admin/properties/add/own-listings',
    access: 'admin',
    handle: (caller, { body }) => caller.adminProperties.setOwnListing(body as TOwnListingToggleInput),
  },
  {
    method: 'POST',
    path: '/admin/properties/delete',
    access: 'admin',
    handle: (caller, { body }) => caller.adminProperties.remove(body as TDeletePropertyInput),
  },
  {
    method: 'POST',
    path: '/admin/properties/own/new',
    access: 'admin',
    handle: (caller, { body }) => caller.adminProperties.save(body as TOwnPropertyInput),
  },
  {
    method: 'POST',
    path: '/admin/properties/image/upload',
    access: 'admin',
    handle: (caller, { body }) => caller.adminProperties.uploadImages(body as TImageUploadInput),
  },
  {
    method: 'POST',
    path: '/admin/properties/image/delete',
    access: 'admin',
    handle: (caller, { body }) => caller.adminProperties.deleteImages(body as TImageDeleteInput),
  },
  {
    // Not under /admin in the legacy API, but it reads the agent's property with its curation: admin only.
    method: 'GET',
    path: '/own-listings/:id',
    access: 'admin',
    handle: async (caller, { params }) => {
      const detail = await caller.adminProperties.get({ id: params.id as unknown as number });
      return { status: 'ok', data: { ...detail, property: toLegacyAdminRow(detail.property) } };
    },
  },
];
