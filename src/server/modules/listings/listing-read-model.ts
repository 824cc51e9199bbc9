/**
 * Listings as the site shows them (the domain shape of schemas/listing.schema.ts; the REST paths
 * rename it in listings.rest.ts), read with plain SQL in one query per list: search engines answer ids, this turns ids into
 * cards, markers and the detail page. Only active listings the agent has not hidden are public
 * (PUBLIC_SQL): a re-import can set is_active again on a listing the agent removed.
 */
import type pg from 'pg';
import type { FeedClass } from '#shared/listing-classes.ts';
import type { TListingDetail, TListingImage, TListingRoom, TListingSummary, TMapMarker } from '#shared/schemas/listing.schema.ts';
import { packedRoomsSql, storedRoomList } from '#importer/room-list-codec.ts';
import type { ListingRoomValue } from './listing.entity.ts';
import { madeMainPhoto, madePhoto, photoVariants, type PhotoFiles } from '../../media/listing-photo-files.ts';
import { listingColumnsSql, type ListingRow } from './listing-row.ts';
import { detailsSql, storedDetailFields, storedDetailValue } from './stored-details.ts';
import { prepared } from '../../db/prepared-statement.ts';
import { publicListingSql, searchableListingSql } from './public-listing.ts';
import { VOW_FIELD_NAMES } from '#shared/vow-fields.ts';
import { domainFactName } from '#shared/schemas/listing-facts.ts';

/** The listing columns a card or a summary reads. */
export const SUMMARY_LISTING_COLUMNS = [
  'id',
  'feed_class',
  'listing_key',
  'address',
  'unit_number',
  'municipality',
  'municipality_district',
  'area',
  'community',
  'postal_code',
  'price',
  'bedrooms',
  'bedrooms_plus',
  'bathrooms',
  'parking_spaces',
  'kitchens',
  'rooms',
  'garage_type',
  'sqft_range',
  'approximate_age',
  'taxes',
  'tax_year',
  'cross_street',
  'remarks',
  'latitude',
  'longitude',
  'is_geo_approximate',
  'created_at',
  'updated_at',
  'listed_at',
  'property_sub_type',
  'transaction_type',
  'list_office_name',
  'origin',
  'is_featured',
  'in_own_listing',
  'agent_status',
  'details',
] as const satisfies readonly (keyof ListingRow)[];

export type SummaryRow = Pick<ListingRow, (typeof SUMMARY_LISTING_COLUMNS)[number]> & {
  /** The card photo's files (listing-photo-files.ts): null while no photo is made. */
  main_media_key: string | null;
  main_file_token: string | null;
  main_width: number | null;
  main_height: number | null;
  /** A card's read (CARD_COLUMNS): the agent's corrected details, which win over `details`. */
  details_overrides?: Record<string, unknown> | null;
};

const PUBLIC_SQL = publicListingSql('l');
/** Similar listings are offered like search results: none the agent marked Sold. */
const SEARCHABLE_SQL = searchableListingSql('l');

const MAIN_PHOTO_COLUMNS = 'main.media_key as main_media_key, main.file_token as main_file_token, main.width as main_width, main.height as main_height';

/** A listing's whole row for its detail: its whole details (detailsSql) with the agent's corrections merged in. */
export const SUMMARY_COLUMNS = `${listingColumnsSql(SUMMARY_LISTING_COLUMNS, 'l', {
  details: `${detailsSql('l')} || coalesce(l.agent_overrides->'details', '{}'::jsonb)`,
})}, ${MAIN_PHOTO_COLUMNS}`;

/**
 * A card's row: the details as stored and the agent's corrections beside them, merged by
 * toSummary. The one read of `details` not through detailsSql: a card takes only
 * CARD_DETAIL_FIELDS, read in Node (storedDetailValue), and of the fields detailsSql puts back
 * from their columns those are Community and Cross_st, which listingFacts takes from the same
 * columns when the stored details leave them out, as detailsSql would have. Building each card's
 * whole details was most of PostgreSQL's time to read a results page's 24 cards (execution
 * 0.51–0.66 ms, 0.15–0.17 as stored); a test holds the cards equal to those read with
 * SUMMARY_COLUMNS.
 */
export const CARD_COLUMNS = `${listingColumnsSql(SUMMARY_LISTING_COLUMNS, 'l', { details: 'l.details' })}, l.agent_overrides->'details' as details_overrides, ${MAIN_PHOTO_COLUMNS}`;

// The card photo: the main one if it is ready, else the first ready one; none while photos are processed.
export const MAIN_PHOTO_JOIN = `
  left join lateral (
    select m.media_key, m.file_token, m.width, m.height from listing_media m
    where m.listing_id = l.id and m.status = 'ready'
    order by m.is_main desc, m.ord limit 1
  ) main on true`;

/** One made photo for the client: the preferred variant's URL, every variant as a srcset, the photo's size. */
export function listingImage(files: PhotoFiles, height: number | null, preferredSize: string): TListingImage {
  const variants = photoVariants(files);
  const preferred = variants.find((variant) => variant.sizeName === preferredSize) ?? variants.at(-1)!;
  // A photo exactly as wide as a size has two variants of that width: the srcset names a width once.
  const byWidth = variants.filter((variant, index) => variants.findIndex((other) => other.width === variant.width) === index);
  return {
    url: preferred.path,
    srcset: byWidth.map((variant) => `${variant.path} ${variant.width}w`).join(', '),
    width: files.width,
    height,
  };
}

type DetailValue = string | number | boolean | null;

/**
 * The detail fields a card carries (by their stored names): the spec's list for search results, plus the condo fee the
 * card's monthly estimate needs. The detail page gets every field; a results page of 24 cards
 * would otherwise carry each listing's whole legacy record.
 */
const CARD_DETAIL_FIELDS: readonly string[] = [
  'Style',
  'Sqft',
  'Yr_built',
  'Taxes',
  'Walk_score',
  'Community',
  'Kitchens',
  'Rms',
  'Den_fr',
  'A_c',
  'Front_ft',
  'Depth',
  'Pool',
  'Sewer',
  'Zoning',
  'Parcel_id',
  'Cross_st',
  'Municipality_district',
  'Drive',
  'Gar_type',
  'Park_spcs',
  'Bsmt1_out',
  'Heat_inc',
  'Heating',
  'Water',
  'Constr1_out',
  'Constr2_out',
  'Maint',
];

const VOW_FIELDS: ReadonlySet<string> = new Set(VOW_FIELD_NAMES);

const isPrimitive = (value: unknown): value is DetailValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The listing's facts: what the feed stored under its field names, completed from the typed
 * columns (a column fills a field the feed left out or null), under their domain names
 * (`#shared/schemas/listing-facts.ts`). `only` limits them to a list of stored names; a results
 * page builds 24 of these per request, so it walks that list rather than every field.
 */
function listingFacts(row: SummaryRow, only?: readonly string[]): Record<string, DetailValue> {
  const fromColumns: Record<string, DetailValue> = {
    Community: row.community,
    Municipality_district: row.municipality_district,
    Cross_st: row.cross_street,
    Kitchens: row.kitchens,
    Rms: row.rooms,
    Br: row.bedrooms,
    Br_plus: row.bedrooms_plus,
    Bath_tot: row.bathrooms,
    Park_spcs: row.parking_spaces,
    Gar_type: row.garage_type,
    Sqft: row.sqft_range,
    Yr_built: row.approximate_age,
    Taxes: row.taxes,
    Yr: row.tax_year,
    Rltr: row.list_office_name,
  };
  // The agent's corrections win over the stored fields (those of a card read as it stores them).
  const overrides = row.details_overrides ?? {};
  const feedValueOf = (key: string) => (Object.hasOwn(overrides, key) ? overrides[key] : storedDetailValue(row.details, key));
  const details: Record<string, DetailValue> = {};
  const add = (key: string) => {
    // A VOW feed's legacy names (Sp_dol, Cd, Dom…) may sit in the stored details; never public.
    if (VOW_FIELDS.has(key)) return;
    const name = domainFactName(key);
    if (name === null) return;
    const feedValue = feedValueOf(key);
    const columnValue = fromColumns[key] ?? null;
    if (isPrimitive(feedValue)) details[name] = feedValue ?? columnValue;
    else if (columnValue !== null) details[name] = columnValue;
  };
  if (only) {
    for (const key of only) add(key);
  } else {
    for (const key in fromColumns) add(key);
    const feedKeys = new Set([...Object.keys(storedDetailFields(row.details)), ...Object.keys(overrides)]);
    for (const key of feedKeys) if (!(key in fromColumns)) add(key);
  }
  return details;
}

/** A listing's id, class, MLS number and address in the domain's names: how a card and the admin's property row both begin. */
export function listingIdentity(row: Pick<ListingRow, 'id' | 'feed_class' | 'listing_key' | 'address' | 'unit_number' | 'municipality'>) {
  return { id: row.id, listingClass: row.feed_class, mlsNumber: row.listing_key, address: row.address, unit: row.unit_number, municipality: row.municipality };
}

export function toSummary(row: SummaryRow, detailFields: 'card' | 'all' = 'card'): TListingSummary {
  const mainFiles = madeMainPhoto(row);
  const main = mainFiles ? listingImage(mainFiles, row.main_height, '640') : null;
  // One object literal, the identity fields written out as listingIdentity writes them (a unit test
  // holds them equal): built with a spread, the summaries of a results page took 20× as long to
  // serialize (556 µs against 28 µs for 24 cards), +0.6 ms on every search answer in bench:search.
  return {
    id: row.id,
    listingClass: row.feed_class,
    mlsNumber: row.listing_key,
    address: row.address,
    unit: row.unit_number,
    municipality: row.municipality,
    district: row.municipality_district,
    area: row.area,
    community: row.community,
    postalCode: row.postal_code,
    listPrice: row.price,
    beds: row.bedrooms,
    bedsPlus: row.bedrooms_plus,
    baths: row.bathrooms,
    parkingSpaces: row.parking_spaces,
    description: row.remarks,
    photoUrl: main?.url ?? null,
    photos: main ? [main] : [],
    latitude: row.latitude,
    longitude: row.longitude,
    isGeoApproximate: row.is_geo_approximate,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    listedAt: row.listed_at?.toISOString() ?? null,
    propertySubType: row.property_sub_type,
    transaction: row.transaction_type,
    brokerage: row.list_office_name,
    origin: row.origin,
    isFeatured: row.is_featured,
    isOwnListing: row.in_own_listing,
    agentStatus: row.agent_status,
    facts: listingFacts(row, detailFields === 'card' ? CARD_DETAIL_FIELDS : undefined),
  };
}

/** A listing's map marker; null when it has no position to draw (the feed gave none and no community centre was found). */
export function toMapMarker(summary: TListingSummary): TMapMarker | null {
  if (summary.latitude === null || summary.longitude === null) return null;
  return {
    id: summary.id,
    listingClass: summary.listingClass,
    mlsNumber: summary.mlsNumber,
    address: summary.address,
    municipality: summary.municipality,
    listPrice: summary.listPrice,
    transaction: summary.transaction,
    isGeoApproximate: summary.isGeoApproximate,
    photoUrl: summary.photoUrl,
    latitude: summary.latitude,
    longitude: summary.longitude,
  };
}

export function summariesSql(ids: number[]): { text: string; values: unknown[] } {
  return { text: `select ${CARD_COLUMNS} from listing l ${MAIN_PHOTO_JOIN} where l.id = any($1::int[]) and ${PUBLIC_SQL}`, values: [ids] };
}

/** Active listings with these ids, as cards, in the order of the ids given. */
export async function loadSummaries(pool: pg.Pool, ids: number[]): Promise<TListingSummary[]> {
  if (ids.length === 0) return [];
  const { rows } = await pool.query<SummaryRow>(prepared(summariesSql(ids)));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.map((id) => byId.get(id)).filter((summary): summary is TListingSummary => summary !== undefined);
}

/** Curated lists (featured, the brokerage's own): newest first. */
export async function loadCuratedIds(pool: pg.Pool, flag: 'is_featured' | 'in_own_listing', classes: FeedClass[], limit: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select l.id from listing l where ${PUBLIC_SQL} and l.${flag} and l.feed_class = any($1::text[])
     order by coalesce(l.listed_at, l.created_at) desc, l.id desc limit $2`,
    [classes, limit],
  );
  return rows.map((row) => row.id);
}

/** A room as stored (room-list-codec.ts) or in the agent's corrections (agent_overrides.rooms). */
interface RoomValue {
  room_type: string;
  level?: string | null;
  length?: number | string | null;
  width?: number | string | null;
  features?: string[] | null;
}

const measure = (value: number | string | null | undefined) => (value === null || value === undefined || value === '' ? null : String(Number(value)));

export async function loadDetail(pool: pg.Pool, id: number): Promise<TListingDetail | null> {
  return (await readDetail(pool, id, PUBLIC_SQL, ''))?.detail ?? null;
}

/**
 * One listing's detail and its row. `visible` is the SQL rule of which rows the caller may see
 * (the public listings for loadDetail; the VOW detail passes its closed-listing rule) and
 * `extraColumns` adds columns to the row for such a caller; the public detail reads none.
 */
export async function readDetail<Extra extends object>(
  pool: pg.Pool,
  id: number,
  visible: string,
  extraColumns: string,
): Promise<{ detail: TListingDetail; row: SummaryRow & Extra; pendingPhotoIds: number[] } | null> {
  const [{ rows }, media] = await Promise.all([
    pool.query<SummaryRow & Extra & { extras: string | null; room_overrides: RoomValue[] | null; room_list: ListingRoomValue[]; rooms_packed: Buffer | null }>(
      prepared({
        text: `select ${SUMMARY_COLUMNS}, l.extras, l.agent_overrides->'rooms' as room_overrides, l.room_list, ${packedRoomsSql('l')} as rooms_packed${extraColumns ? `, ${extraColumns}` : ''}
         from listing l ${MAIN_PHOTO_JOIN} where l.id = $1 and ${visible}`,
        values: [id],
      }),
    ),
    pool.query<{ id: number; status: 'ready' | 'pending'; media_key: string | null; file_token: string | null; width: number | null; height: number | null }>(
      prepared({
        text: `select id, status, media_key, file_token, width, height from listing_media where listing_id = $1 and status in ('ready', 'pending') order by is_main desc, ord`,
        values: [id],
      }),
    ),
  ]);
  const row = rows[0];
  if (!row) return null;
  const summary = toSummary(row, 'all');
  const images = media.rows.flatMap((photo) => {
    const files = photo.status === 'ready' ? madePhoto(row.listing_key, photo) : null;
    return files ? [listingImage(files, photo.height, '1280')] : [];
  });
  // The agent's corrected rooms replace the feed's.
  const roomValues: RoomValue[] = row.room_overrides ?? storedRoomList(row.room_list, row.rooms_packed);
  const roomList: TListingRoom[] = roomValues.map((room) => {
    // The agent's own rooms keep the size typed in the property form as their first feature
    // (admin-properties/property-form.ts); it is a size, not a feature.
    const [size, ...features] = row.origin === 'agent' ? [room.features?.[0] ?? null, ...(room.features?.slice(1) ?? [])] : [null, ...(room.features ?? [])];
    return {
      name: room.room_type,
      level: room.level ?? null,
      length: measure(room.length),
      width: measure(room.width),
      size: size || null,
      features: features.slice(0, 3).filter((feature): feature is string => typeof feature === 'string'),
    };
  });
  const pendingPhotoIds = media.rows.filter((photo) => photo.status === 'pending').map((photo) => photo.id);
  return { detail: { ...summary, photos: images, extras: row.extras, crossStreet: row.cross_street, rooms: roomList }, row, pendingPhotoIds };
}

/**
 * Up to `limit` other active listings of the same municipality and class, closest in price (the
 * nearer id first on a tie), as cards. One statement: two short index walks from the listing's
 * price, up and down, instead of sorting the whole town by distance; the nearest of both; their
 * cards. (As two statements, the ids then the cards, a detail view waited for one round trip more.)
 *
 * Every value sits behind a one-row sub-select (an InitPlan), which the planner cannot see into:
 * its plan is then the same for every town and price, and PostgreSQL keeps one generic plan per
 * connection. With the values in sight, each call's own plan looked cheaper than the generic one,
 * so every call planned the statement again: 1.2–1.3 ms of PostgreSQL's CPU, more than a detail
 * answer's other work there (docs/decisions/2026-11-30-related-listings-one-plan.md).
 *
 * Values: municipality, class, the listing's id, its price (0 when it has none), how many.
 */
export const RELATED_SUMMARIES_SQL = `with near as (
    (select l.id, coalesce(l.price, 0) as price from listing l
     where ${SEARCHABLE_SQL} and lower(l.municipality) = (select lower($1::text)) and l.feed_class = (select $2::text) and l.id <> (select $3::int)
       and coalesce(l.price, 0) >= (select $4::numeric)
     order by coalesce(l.price, 0), l.id limit (select $5::int))
    union all
    (select l.id, coalesce(l.price, 0) from listing l
     where ${SEARCHABLE_SQL} and lower(l.municipality) = (select lower($1::text)) and l.feed_class = (select $2::text) and l.id <> (select $3::int)
       and coalesce(l.price, 0) < (select $4::numeric)
     order by coalesce(l.price, 0) desc, l.id desc limit (select $5::int))
  ), nearest as (
    select id, row_number() over (order by abs(price - (select $4::numeric)), id) as rank from near order by rank limit (select $5::int)
  )
  select ${CARD_COLUMNS} from nearest join listing l on l.id = nearest.id ${MAIN_PHOTO_JOIN}
  where ${PUBLIC_SQL} order by nearest.rank`;

/** The cards of RELATED_SUMMARIES_SQL's listings for a detail view. */
export async function loadRelatedSummaries(
  pool: pg.Pool,
  listing: { id: number; municipality: string; feedClass: FeedClass; price: number | null },
  limit: number,
): Promise<TListingSummary[]> {
  const { rows } = await pool.query<SummaryRow>(
    prepared({ text: RELATED_SUMMARIES_SQL, values: [listing.municipality, listing.feedClass, listing.id, listing.price ?? 0, limit] }),
  );
  return rows.map((row) => toSummary(row));
}
