/**
 * Maps one raw RESO `Property` record to the canonical listing (see canonical-listing.ts),
 * following the legacy TREB → RESO table of ../shared/reference/mls-feed.md §2.2. The raw record
 * is parsed with zod first; a record that fails is returned as a quarantine reason, never thrown,
 * so one bad record cannot stop a page.
 */
import type { CanonicalListing, CanonicalMedia, CanonicalRoom } from './canonical-listing.ts';
import { ZResoProperty, type ResoPropertyRecord } from './reso-record.schema.ts';
import { listingProblem } from './listing-checks.ts';
import { cleanText } from './pg-safe-text.ts';
import { INCOMPLETE_CHILDREN } from './sources/feed-source.ts';
import { feedClassOf, isOnMarket, marketStatusOf, transactionTypeOf } from './reso-dictionary.ts';
import { addressKey, transactionKind, unitKey } from './property-address.ts';
import type { FeedScope } from './sources/feed-source.ts';
import type { MarketStatus } from '#server/modules/listings/listing.entity.ts';
import { DAY_MS } from '#shared/time.ts';
import { compareFeedTimestamps } from './sources/feed-timestamp.ts';

export type MapResult = { ok: true; listing: CanonicalListing } | { ok: false; listingKey: string | null; reason: string };

// Class, transaction and status rules live with the Data Dictionary tables they read.
export { feedClassOf, isOnMarket, transactionTypeOf } from './reso-dictionary.ts';

/** PropTx puts the Toronto district in City ("Toronto C08"); the legacy Municipality is "Toronto". */
export function splitCity(city: string | undefined): { municipality: string; district: string | null } {
  if (!city) return { municipality: '', district: null };
  const match = city.match(/^(.*?)\s+([CEWN]\d{2})$/i);
  return match ? { municipality: match[1]!, district: city } : { municipality: city, district: null };
}

function streetLine(record: ResoPropertyRecord): string {
  const parts = [record.StreetNumber, record.StreetDirPrefix, record.StreetName, record.StreetSuffix, record.StreetDirSuffix].filter(Boolean);
  if (parts.length > 0) return parts.join(' ');
  return record.UnparsedAddress?.split(',')[0]?.trim() ?? '';
}

const joined = (values: string[]) => (values.length > 0 ? values.join(', ') : null);
const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? 'Y' : 'N');
const integer = (value: number | undefined) => (value === undefined ? null : Math.round(value));

function mapRooms(record: ResoPropertyRecord): CanonicalRoom[] {
  return (record.PropertyRooms ?? record.Rooms ?? [])
    .filter((room) => room.RoomType && room.RoomStatus?.toLowerCase() !== 'deleted')
    .sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0))
    .map((room, index) => ({
      room_key: room.RoomKey ?? null,
      ord: room.Order ?? index,
      room_type: room.RoomType!,
      level: room.RoomLevel ?? null,
      length: room.RoomLength ?? null,
      width: room.RoomWidth ?? null,
      units: room.RoomLengthWidthUnits ?? null,
      features: [room.RoomFeature1, room.RoomFeature2, room.RoomFeature3].filter((feature): feature is string => Boolean(feature)),
    }));
}

function mapMedia(record: ResoPropertyRecord): CanonicalMedia[] {
  const photos = (record.Media ?? []).filter((media) => media.MediaKey && media.MediaURL && (media.MediaCategory ?? 'Photo').toLowerCase() === 'photo');
  const ordered = onePerKey(photos).sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0));
  const preferred = ordered.find((media) => media.PreferredPhotoYN && media.MediaStatus?.toLowerCase() !== 'deleted');
  const firstActive = ordered.find((media) => media.MediaStatus?.toLowerCase() !== 'deleted');
  const main = preferred ?? firstActive;
  return ordered.map((media, index) => ({
    media_key: media.MediaKey!,
    ord: media.Order ?? index,
    source_url: media.MediaURL!,
    is_main: media === main,
    is_deleted: media.MediaStatus?.toLowerCase() === 'deleted',
    modification_ts: media.ModificationTimestamp ?? null,
  }));
}

type ResoMedia = NonNullable<ResoPropertyRecord['Media']>[number];

/**
 * A media key sent twice (an expanded Media list paged by the server can repeat one) is one photo:
 * the copy modified last, the later one on a tie. A listing's photos are its media keys.
 */
function onePerKey(photos: ResoMedia[]): ResoMedia[] {
  const byKey = new Map<string, ResoMedia>();
  for (const media of photos) {
    const kept = byKey.get(media.MediaKey!);
    if (kept && compareFeedTimestamps(media.ModificationTimestamp ?? '', kept.ModificationTimestamp ?? '') < 0) continue;
    byKey.set(media.MediaKey!, media);
  }
  return [...byKey.values()];
}

/** The legacy TREB names the spec's detail page reads (propert_details). */
function legacyDetails(record: ResoPropertyRecord, rooms: CanonicalRoom[]): CanonicalListing['details'] {
  const [construction1, construction2] = record.ConstructionMaterials;
  const [basement1, basement2] = record.Basement;
  const heatIncluded = [...record.AssociationFeeIncludes].some((value) => /heat/i.test(value));
  return {
    Style: joined(record.ArchitecturalStyle),
    Sqft: record.LivingAreaRange ?? (record.BuildingAreaTotal ?? record.LivingArea)?.toString() ?? null,
    Yr_built: record.ApproximateAge ?? null,
    Taxes: record.TaxAnnualAmount ?? null,
    Yr: integer(record.TaxYear),
    Community: record.CityRegion ?? null,
    Kitchens: integer(record.KitchensTotal ?? record.KitchensAboveGrade),
    Rms: integer(record.RoomsTotal ?? record.RoomsAboveGrade ?? (rooms.length || undefined)),
    Br: integer(record.BedroomsAboveGrade ?? record.BedroomsTotal),
    Br_plus: integer(record.BedroomsBelowGrade),
    Bath_tot: integer(record.BathroomsTotalInteger),
    Den_fr: yesNo(record.DenFamilyroomYN),
    Fpl_num: yesNo(record.FireplaceYN ?? (record.FireplacesTotal !== undefined ? record.FireplacesTotal > 0 : undefined)),
    A_c: joined(record.Cooling),
    Front_ft: record.LotWidth ?? null,
    Depth: record.LotDepth ?? null,
    Lotsz_code: record.LotSizeUnits ?? null,
    Pool: joined(record.PoolFeatures),
    Sewer: joined(record.Sewer),
    Zoning: record.ZoningDesignation ?? record.Zoning ?? null,
    Parcel_id: record.ParcelNumber ?? null,
    Cross_st: record.CrossStreet ?? null,
    Municipality_district: record.City ?? null,
    Drive: joined(record.ParkingFeatures),
    Gar_type: record.GarageType ?? null,
    Gar_spaces: record.GarageParkingSpaces ?? record.GarageSpaces ?? null,
    Park_spcs: integer(record.ParkingSpaces),
    Tot_park_spcs: record.ParkingTotal ?? null,
    Bsmt1_out: basement1 ?? null,
    Bsmt2_out: basement2 ?? null,
    Heat_inc: record.AssociationFeeIncludes.length > 0 ? (heatIncluded ? 'Y' : 'N') : null,
    Heating: record.HeatType ?? joined(record.Heating),
    Fuel: record.HeatSource ?? null,
    Water: record.Water ?? null,
    Constr1_out: construction1 ?? null,
    Constr2_out: construction2 ?? null,
    Maint: record.AssociationFee ?? null,
    Maint_inc: joined(record.AssociationFeeIncludes),
    Bldg_amen: joined(record.AssociationAmenities),
    Condo_exp: record.Exposure ?? null,
    Locker: record.Locker ?? null,
    Comp_pts: record.DirectionFaces ?? null,
    Extras: record.PublicRemarksExtras ?? null,
    Rltr: record.ListOfficeName ?? null,
    Disp_addr: yesNo(record.InternetAddressDisplayYN),
  };
}

function incompleteChildren(input: unknown): unknown[] {
  const marked = (input as Record<string, unknown>)[INCOMPLETE_CHILDREN];
  return Array.isArray(marked) ? marked : [];
}

/**
 * When the record entered its market status: the status's own entry timestamp where the feed has
 * one (PropTx's *EntryTimestamp, the Data Dictionary's StatusChangeTimestamp), else the record's
 * ModificationTimestamp. With the event's kind it is the event's identity, so it must be the same
 * every time the record is read.
 */
function statusTimestamp(record: ResoPropertyRecord, status: MarketStatus, vow: boolean): string {
  const own: Partial<Record<MarketStatus, string | null | undefined>> = {
    sold: vow ? record.SoldEntryTimestamp : undefined,
    leased: vow ? record.LeasedEntryTimestamp : undefined,
    conditional: vow ? record.SoldConditionalEntryTimestamp : undefined,
    terminated: record.TerminatedEntryTimestamp,
    suspended: record.SuspendedEntryTimestamp,
    active: latest(record.BackOnMarketEntryTimestamp, record.DealFellThroughEntryTimestamp),
  };
  return own[status] ?? record.StatusChangeTimestamp ?? record.ModificationTimestamp;
}

const EARLIEST_EVENT_MS = Date.UTC(1900, 0, 1);

/**
 * A change time the database can store and a history can show: a feed's junk in one of its many
 * timestamps (year 0 parses in JavaScript, not in PostgreSQL) falls back to the record's
 * ModificationTimestamp rather than refusing the whole listing.
 */
function plausibleTime(ts: string, fallback: string): string {
  const ms = Date.parse(ts);
  return ms >= EARLIEST_EVENT_MS && ms <= Date.now() + 366 * DAY_MS ? ts : fallback;
}

function latest(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

export interface MapOptions {
  /** The feed's licence: the VOW fields are kept only from a 'vow' feed. */
  scope?: FeedScope;
}

export function mapResoProperty(input: unknown, options: MapOptions = {}): MapResult {
  const parsed = ZResoProperty.safeParse(input);
  const rawKey = (input as { ListingKey?: unknown } | null)?.ListingKey;
  // Kept with a quarantined record: it must be storable too.
  const key = typeof rawKey === 'string' ? cleanText(rawKey).slice(0, 100) : null;
  if (!parsed.success) {
    const reason = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`).join('; ');
    return { ok: false, listingKey: key, reason };
  }
  const record = parsed.data;
  const feedClass = feedClassOf(record.PropertyType, record.PropertySubType);
  if (!feedClass) return { ok: false, listingKey: record.ListingKey, reason: `PropertyType: unknown class '${record.PropertyType}'` };
  const { municipality, district } = splitCity(record.City);
  if (!municipality) return { ok: false, listingKey: record.ListingKey, reason: 'City: missing, the listing cannot be placed' };

  const rooms = mapRooms(record);
  const vow = options.scope === 'vow';
  const transactionType = transactionTypeOf(record.TransactionType, record.PropertyType);
  const marketStatus = marketStatusOf(record, transactionType);
  const address = streetLine(record);
  const unitNumber = record.UnitNumber ?? record.ApartmentNumber ?? null;
  const hasCoordinates =
    record.Latitude !== undefined &&
    record.Longitude !== undefined &&
    Math.abs(record.Latitude) <= 90 &&
    Math.abs(record.Longitude) <= 180 &&
    !(record.Latitude === 0 && record.Longitude === 0);

  const listing: CanonicalListing = {
    listing_key: record.ListingKey,
    feed_class: feedClass,
    property_sub_type: record.PropertySubType ?? null,
    transaction_type: transactionType,
    price: record.ListPrice ?? null,
    original_price: record.OriginalListPrice ?? record.ListPrice ?? null,
    address,
    unit_number: unitNumber,
    street_number: record.StreetNumber ?? null,
    street_name: record.StreetName ?? null,
    street_suffix: record.StreetSuffix ?? null,
    municipality,
    municipality_district: district,
    area: record.CountyOrParish ?? null,
    community: record.CityRegion ?? null,
    postal_code: record.PostalCode ?? null,
    cross_street: record.CrossStreet ?? null,
    bedrooms: integer(record.BedroomsAboveGrade ?? record.BedroomsTotal),
    bedrooms_plus: integer(record.BedroomsBelowGrade),
    bathrooms: integer(record.BathroomsTotalInteger),
    kitchens: integer(record.KitchensTotal ?? record.KitchensAboveGrade),
    rooms: integer(record.RoomsTotal ?? record.RoomsAboveGrade),
    parking_spaces: integer(record.ParkingSpaces),
    parking_total: record.ParkingTotal ?? null,
    garage_spaces: record.GarageParkingSpaces ?? record.GarageSpaces ?? null,
    garage_type: record.GarageType ?? null,
    sqft_range: record.LivingAreaRange ?? (record.LivingArea !== undefined ? String(record.LivingArea) : null),
    approximate_age: record.ApproximateAge ?? null,
    taxes: record.TaxAnnualAmount ?? null,
    tax_year: integer(record.TaxYear),
    association_fee: record.AssociationFee ?? null,
    remarks: record.PublicRemarks ?? null,
    extras: record.PublicRemarksExtras ?? null,
    latitude: hasCoordinates ? record.Latitude! : null,
    longitude: hasCoordinates ? record.Longitude! : null,
    is_geo_approximate: false,
    contract_status: record.ContractStatus ?? null,
    standard_status: record.StandardStatus ?? null,
    mls_status: record.MlsStatus ?? null,
    is_active: isOnMarket(record),
    list_office_name: record.ListOfficeName ?? null,
    details: legacyDetails(record, rooms),
    raw: input as Record<string, unknown>,
    modification_ts: record.ModificationTimestamp,
    photos_change_ts: record.PhotosChangeTimestamp ?? null,
    listed_at: record.OriginalEntryTimestamp ?? null,
    room_list: rooms,
    media_list: mapMedia(record),
    media_complete: record.Media !== undefined && record.Media !== null && !incompleteChildren(input).includes('Media'),
    market_status: marketStatus,
    close_price: vow ? (record.ClosePrice ?? null) : null,
    close_date: vow ? (record.CloseDate ?? null) : null,
    purchase_contract_date: vow ? (record.PurchaseContractDate ?? null) : null,
    days_on_market: vow ? integer(record.DaysOnMarket) : null,
    history: {
      address_key: addressKey(address, municipality),
      unit_key: unitKey(unitNumber),
      transaction_kind: transactionKind(transactionType),
      listed_ts:
        record.OriginalEntryTimestamp ?? (vow && record.ListingContractDate ? `${record.ListingContractDate}T00:00:00Z` : record.ModificationTimestamp),
      price_change_ts: plausibleTime(record.PriceChangeTimestamp ?? record.ModificationTimestamp, record.ModificationTimestamp),
      status_ts: plausibleTime(statusTimestamp(record, marketStatus, vow), record.ModificationTimestamp),
      conditional_ts: vow && record.SoldConditionalEntryTimestamp ? plausibleTime(record.SoldConditionalEntryTimestamp, record.ModificationTimestamp) : null,
    },
  };
  const problem = listingProblem(listing);
  return problem ? { ok: false, listingKey: record.ListingKey, reason: problem } : { ok: true, listing };
}
