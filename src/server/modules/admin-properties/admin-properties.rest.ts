/**
 * The legacy /api paths of the admin property screens. List answers are `{ data: [rows],
 * next_page_url }` on every page, so a client reads `response.data.data` whether it asked for the
 * first page or followed next_page_url (a GET on the same list path with `cursor`). The procedures
 * speak the domain names (rows, the own-property form, photos); the shapers here rename bodies and
 * answers to and from the spec's, and field errors back (withLegacyFieldNames), here only.
 */
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import type {
  AdminListType,
  TAdminImage,
  TAdminPropertyDetail,
  TAdminPropertyRow,
  TAdminPropertyListInput,
  TDeletePropertyInput,
  TImageDeleteInput,
  TImageUploadInput,
  TOwnListingToggleInput,
  TOwnPropertyAnswer,
  TOwnPropertyInput,
} from '#shared/schemas/admin-property.schema.ts';
import { renameFields, withLegacyFieldNames, type Caller, type RestRoute } from '../../rest/rest-route.ts';

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

// --- The own-property form under its legacy names (admin spec §3 own property, §5 property form) ---

/** The legacy payload's field names → the save input's (#shared/schemas/admin-property.schema.ts); actionType, latitude and longitude are the same in both. */
const LEGACY_OWN_PROPERTY_FIELDS = {
  property_id: 'listingId',
  Ml_num: 'mlsNumber',
  property_type: 'listingClass',
  Type_own1_out: 'propertySubType',
  Municipality: 'municipality',
  Area: 'area',
  County: 'county',
  property_name: 'propertyName',
  Addr: 'address',
  Apt_num: 'unit',
  Ad_text: 'description',
  Yr_built: 'approximateAge',
  Orig_dol: 'listPrice',
  S_r: 'transaction',
  Status: 'agentStatus',
  Rltr: 'brokerage',
  bed_rooms: 'beds',
  bath_rooms: 'baths',
  Num_kit: 'kitchens',
  Rms: 'roomCount',
  Walk_score: 'walkScore',
  Taxes: 'taxes',
  Tax_year: 'taxYear',
  Gar_spaces: 'garageSpaces',
  Park_spcs: 'parkingSpaces',
  Tot_park_spcs: 'parkingTotal',
  upcoming_open_house: 'upcomingOpenHouse',
  Den_fr: 'familyRoom',
  seperate_entrance: 'separateEntrance',
  Pool: 'pool',
  Waterfront: 'waterfront',
  Heat_inc: 'heatIncluded',
  Bsmt1_out: 'basement1',
  Bsmt2_out: 'basement2',
  Constr1_out: 'construction1',
  A_c: 'airConditioning',
  Gar_type: 'garageType',
  Heating: 'heating',
  Sewer: 'sewer',
  Sqft: 'squareFeet',
  Style: 'style',
  Water: 'water',
  fronting_on: 'frontingOn',
  frontage: 'frontage',
  lot_dimensions: 'lotDimensions',
  fireplaces: 'fireplaces',
  rooms_list: 'roomGroups',
} as const satisfies Record<string, keyof TOwnPropertyInput>;

const LEGACY_BY_DOMAIN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LEGACY_OWN_PROPERTY_FIELDS).map(([legacy, domain]) => [domain, legacy]),
);
/** A domain name that is no legacy name meant nothing in a legacy body (it was ignored): it still does. */
const DOMAIN_ONLY_NAMES = new Set(Object.values(LEGACY_OWN_PROPERTY_FIELDS).filter((name) => !Object.hasOwn(LEGACY_OWN_PROPERTY_FIELDS, name)));

/** Detail-record names the legacy client sent under a second name; the first listed wins. */
const ALIASES: Record<string, string> = { Br: 'bed_rooms', Bath_tot: 'bath_rooms', Yr: 'Tax_year', Pvt_ent: 'seperate_entrance', Water_front: 'Waterfront' };

/**
 * The legacy payload (flat, or with its detail record nested in `propert_details`: an array of
 * one, or an object) as the save input: flattened, second names resolved, renamed.
 */
export function toOwnPropertyInput(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { propert_details: nested, ...top } = body as Record<string, unknown>;
  const detail = Array.isArray(nested) ? nested[0] : nested;
  const merged: Record<string, unknown> = { ...(typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>) : {}), ...top };
  for (const [alias, name] of Object.entries(ALIASES)) {
    if (merged[name] === undefined && merged[alias] !== undefined) merged[name] = merged[alias];
  }
  for (const name of DOMAIN_ONLY_NAMES) delete merged[name];
  return renameFields(merged, LEGACY_OWN_PROPERTY_FIELDS);
}

function toLegacySaveAnswer(answer: TOwnPropertyAnswer) {
  return {
    status: answer.status,
    warning: answer.warning,
    message: answer.message,
    data: { property_id: answer.data.listingId, property_type: legacyFromFeedClass(answer.data.listingClass), actionType: answer.data.actionType },
  };
}

function toLegacyImage(image: TAdminImage) {
  return {
    id: image.id,
    url: image.url,
    thumb: image.thumb,
    main_img: image.isMain,
    status: image.status,
    width: image.width,
    height: image.height,
    uploaded: image.uploaded,
  };
}

const toLegacyImageAnswer = (answer: { status: 'ok'; message: string; images: TAdminImage[] }) => ({
  status: answer.status,
  message: answer.message,
  images: answer.images.map(toLegacyImage),
});

/** GET /api/own-listings/:id's data: the detail with the form's values, room groups, row and photos under their legacy names. */
function toLegacyPropertyDetail(detail: TAdminPropertyDetail) {
  return {
    property: toLegacyAdminRow(detail.property),
    values: Object.fromEntries(Object.entries(detail.values).map(([name, value]) => [LEGACY_BY_DOMAIN[name] ?? name, value])),
    rooms_list: detail.roomGroups,
    fields: detail.fields,
    details: detail.details,
    rooms: detail.rooms,
    images: detail.images.map(toLegacyImage),
    curation: detail.curation,
    listed_at: detail.listed_at,
    modification_ts: detail.modification_ts,
    raw: detail.raw,
  };
}

// --- Curation and photo calls: the legacy body names → the procedures' ---------------------------------

const TOGGLE_FIELDS = { property_id: 'listingId', type: 'isOwnListing' } as const;
const DELETE_FIELDS = { property_id: 'listingId', property_type: 'listingClass' } as const;
const UPLOAD_FIELDS = { property_id: 'listingId' } as const;
const IMAGE_DELETE_FIELDS = { property_id: 'listingId', media_ids: 'mediaIds' } as const;

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
    handle: async (caller, { body }) => {
      const answer = await withLegacyFieldNames(TOGGLE_FIELDS, () =>
        caller.adminProperties.setOwnListing(renameFields(body, TOGGLE_FIELDS) as TOwnListingToggleInput),
      );
      return { status: answer.status, message: answer.message, property_id: answer.listingId, in_own_listing: answer.isOwnListing };
    },
  },
  {
    method: 'POST',
    path: '/admin/properties/delete',
    access: 'admin',
    handle: async (caller, { body }) => {
      const answer = await withLegacyFieldNames(DELETE_FIELDS, () => caller.adminProperties.remove(renameFields(body, DELETE_FIELDS) as TDeletePropertyInput));
      return { status: answer.status, message: answer.message, property_id: answer.listingId, hidden: answer.hidden };
    },
  },
  {
    method: 'POST',
    path: '/admin/properties/own/new',
    access: 'admin',
    handle: async (caller, { body }) =>
      toLegacySaveAnswer(
        await withLegacyFieldNames(LEGACY_OWN_PROPERTY_FIELDS, () => caller.adminProperties.save(toOwnPropertyInput(body) as TOwnPropertyInput)),
      ),
  },
  {
    method: 'POST',
    path: '/admin/properties/image/upload',
    access: 'admin',
    handle: async (caller, { body }) =>
      toLegacyImageAnswer(
        await withLegacyFieldNames(UPLOAD_FIELDS, () => caller.adminProperties.uploadImages(renameFields(body, UPLOAD_FIELDS) as TImageUploadInput)),
      ),
  },
  {
    method: 'POST',
    path: '/admin/properties/image/delete',
    access: 'admin',
    handle: async (caller, { body }) =>
      toLegacyImageAnswer(
        await withLegacyFieldNames(IMAGE_DELETE_FIELDS, () =>
          caller.adminProperties.deleteImages(renameFields(body, IMAGE_DELETE_FIELDS) as TImageDeleteInput),
        ),
      ),
  },
  {
    // Not under /admin in the legacy API, but it reads the agent's property with its curation: admin only.
    method: 'GET',
    path: '/own-listings/:id',
    access: 'admin',
    handle: async (caller, { params }) => {
      const detail = await caller.adminProperties.get({ id: params.id as unknown as number });
      return { status: 'ok', data: toLegacyPropertyDetail(detail) };
    },
  },
];
