/**
 * What we accept from a RESO Web API `Property` record (PropTx/AMPRE, CREA DDF, the sample feed).
 * Never trusted: every field we use is parsed here. Fields we don't use are not copied, as the
 * importer keeps the record as it came in the raw jsonb. Numbers arrive as numbers or numeric
 * strings; multi-value fields as arrays or a comma-separated string, depending on the server.
 */
import { z } from 'zod';
import { cleanText } from './pg-safe-text.ts';
import { canonicalTimestamp } from './sources/feed-timestamp.ts';

/*
 * Each field is read by one `z.transform` that checks the type itself. The natural chain
 * (`z.union([z.number(), z.string()]).nullish().transform(…)`) allocates about ten objects per
 * field, and a record has some two hundred fields with its rooms and photos: that chain made
 * zod the importer's largest source of garbage.
 */
type Reader<T> = (value: NonNullable<unknown>) => T | typeof INVALID;
const INVALID = Symbol('invalid');

/** A field that may be absent, null or empty (→ undefined), else read by `read` or reported. */
function optionalField<T>(expected: string, read: Reader<T>) {
  return z.transform((value: unknown, ctx): T | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    const result = read(value);
    if (result !== INVALID) return result;
    ctx.addIssue({ code: 'custom', message: `expected ${expected}, got ${typeof value === 'string' ? `'${value}'` : typeof value}` });
    return z.NEVER;
  });
}

/** Longer text is cut: no field we show needs more, and remarks of megabytes are a feed's fault. */
export const MAX_TEXT_LENGTH = 1000;
export const MAX_REMARKS_LENGTH = 10_000;

/** Feed text as PostgreSQL can store it (no NUL, no lone surrogate), trimmed and cut to `maxLength`. */
function boundedText(value: string, maxLength: number): string {
  const text = value.length > maxLength ? value.slice(0, maxLength) : value;
  return cleanText(text).trim();
}

function textField(maxLength: number) {
  return optionalField('text', (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return INVALID;
    const text = boundedText(String(value), maxLength);
    return text === '' ? undefined : text;
  });
}
const optionalText = textField(MAX_TEXT_LENGTH);
const remarksText = textField(MAX_REMARKS_LENGTH);

const optionalNumber = optionalField('a number', (value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : INVALID;
  if (typeof value !== 'string') return INVALID;
  const text = value.replace(/[$,\s]/g, '');
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : INVALID;
});

const optionalBoolean = optionalField('a yes/no value', (value) => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return INVALID;
  return ['y', 'yes', 'true', '1'].includes(value.trim().toLowerCase());
});

const MAX_LIST_ITEMS = 100;
const multiValue = z.transform((value: unknown, ctx): string[] => {
  if (value === null || value === undefined) return [];
  const items =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')
        ? value.map(String)
        : null;
  if (items)
    return items
      .slice(0, MAX_LIST_ITEMS)
      .map((item) => boundedText(item, MAX_TEXT_LENGTH))
      .filter((item) => item.length > 0);
  ctx.addIssue({ code: 'custom', message: 'expected a list or comma-separated text' });
  return z.NEVER;
});

/**
 * An ISO-8601 timestamp, read by the rule of sources/feed-timestamp.ts (no zone: UTC) and kept
 * in UTC at the precision printed: Date.parse read a zone-less one as local time.
 */
const timestamp = z.string().transform((value, ctx) => {
  const canonical = canonicalTimestamp(value);
  if (canonical) return canonical;
  ctx.addIssue({ code: 'custom', message: `not an ISO-8601 timestamp: '${value.slice(0, 40)}'` });
  return z.NEVER;
});

/** A calendar date ('2026-03-02', or the date of a timestamp), kept as 'YYYY-MM-DD'. */
const isoDate = optionalField('a date', (value) => {
  if (typeof value !== 'string') return INVALID;
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value.trim());
  return match && !Number.isNaN(Date.parse(match[1]!)) ? match[1]! : INVALID;
});

/**
 * Fields only a VOW feed carries (../shared/reference/mls-feed.md §1.8): asked for and kept only
 * when FEED_SCOPE=vow. An IDX server answers 400 to a field it does not have in `$select`.
 */
export const VOW_FEED_FIELDS = [
  'ClosePrice',
  'CloseDate',
  'PurchaseContractDate',
  'ListingContractDate',
  'DaysOnMarket',
  'OriginalListPrice',
  'SoldEntryTimestamp',
  'SoldConditionalEntryTimestamp',
  'LeasedEntryTimestamp',
] as const;

export const ZResoRoom = z.object({
  RoomKey: optionalText,
  Order: optionalNumber,
  RoomType: optionalText,
  RoomLevel: optionalText,
  RoomLength: optionalNumber,
  RoomWidth: optionalNumber,
  RoomLengthWidthUnits: optionalText,
  RoomFeature1: optionalText,
  RoomFeature2: optionalText,
  RoomFeature3: optionalText,
  RoomStatus: optionalText,
});

export const ZResoMedia = z.object({
  MediaKey: optionalText,
  Order: optionalNumber,
  MediaURL: optionalText,
  MediaCategory: optionalText,
  MediaStatus: optionalText,
  PreferredPhotoYN: optionalBoolean,
  ImageSizeDescription: optionalText,
  ShortDescription: optionalText,
  ModificationTimestamp: timestamp.nullish(),
});

export const ZResoProperty = z.object({
  ListingKey: z
    .string()
    .trim()
    .min(1, 'ListingKey is missing')
    .max(40)
    .regex(/^[\x20-\x7e]+$/, 'ListingKey has characters a key cannot have'),
  ModificationTimestamp: timestamp,
  PropertyType: z.string().trim().min(1, 'PropertyType is missing'),
  PropertySubType: optionalText,
  TransactionType: optionalText,
  ContractStatus: optionalText,
  StandardStatus: optionalText,
  MlsStatus: optionalText,
  ListPrice: optionalNumber.refine((value) => value === undefined || value >= 0, 'ListPrice is negative'),
  OriginalListPrice: optionalNumber,
  OriginalEntryTimestamp: timestamp.nullish(),
  PhotosChangeTimestamp: timestamp.nullish(),
  // When the feed says a change happened: the time of a listing event (see listing-events.ts).
  PriceChangeTimestamp: timestamp.nullish(),
  StatusChangeTimestamp: timestamp.nullish(),
  SoldEntryTimestamp: timestamp.nullish(),
  SoldConditionalEntryTimestamp: timestamp.nullish(),
  LeasedEntryTimestamp: timestamp.nullish(),
  TerminatedEntryTimestamp: timestamp.nullish(),
  SuspendedEntryTimestamp: timestamp.nullish(),
  BackOnMarketEntryTimestamp: timestamp.nullish(),
  DealFellThroughEntryTimestamp: timestamp.nullish(),
  // VOW fields (FEED_SCOPE=vow only; see VOW_FEED_FIELDS).
  ClosePrice: optionalNumber.refine((value) => value === undefined || value >= 0, 'ClosePrice is negative'),
  CloseDate: isoDate,
  PurchaseContractDate: isoDate,
  ListingContractDate: isoDate,
  DaysOnMarket: optionalNumber,
  StreetNumber: optionalText,
  StreetName: optionalText,
  StreetSuffix: optionalText,
  StreetDirPrefix: optionalText,
  StreetDirSuffix: optionalText,
  UnitNumber: optionalText,
  ApartmentNumber: optionalText,
  UnparsedAddress: optionalText,
  City: optionalText,
  CityRegion: optionalText,
  CountyOrParish: optionalText,
  PostalCode: optionalText,
  CrossStreet: optionalText,
  DirectionFaces: optionalText,
  Latitude: optionalNumber,
  Longitude: optionalNumber,
  PublicRemarks: remarksText,
  PublicRemarksExtras: remarksText,
  BedroomsAboveGrade: optionalNumber,
  BedroomsBelowGrade: optionalNumber,
  BedroomsTotal: optionalNumber,
  BathroomsTotalInteger: optionalNumber,
  KitchensAboveGrade: optionalNumber,
  KitchensTotal: optionalNumber,
  RoomsAboveGrade: optionalNumber,
  RoomsTotal: optionalNumber,
  DenFamilyroomYN: optionalBoolean,
  FireplaceYN: optionalBoolean,
  FireplacesTotal: optionalNumber,
  LivingAreaRange: optionalText,
  BuildingAreaTotal: optionalNumber,
  LivingArea: optionalNumber,
  ApproximateAge: optionalText,
  ArchitecturalStyle: multiValue,
  Basement: multiValue,
  Cooling: multiValue,
  HeatType: optionalText,
  Heating: multiValue,
  HeatSource: optionalText,
  ConstructionMaterials: multiValue,
  PoolFeatures: multiValue,
  Sewer: multiValue,
  Water: optionalText,
  ParkingSpaces: optionalNumber,
  ParkingTotal: optionalNumber,
  ParkingFeatures: multiValue,
  GarageType: optionalText,
  GarageParkingSpaces: optionalNumber,
  GarageSpaces: optionalNumber,
  TaxAnnualAmount: optionalNumber,
  TaxYear: optionalNumber,
  AssociationFee: optionalNumber,
  AssociationFeeIncludes: multiValue,
  AssociationAmenities: multiValue,
  Exposure: optionalText,
  Locker: optionalText,
  LotWidth: optionalNumber,
  LotDepth: optionalNumber,
  LotSizeUnits: optionalText,
  Zoning: optionalText,
  ZoningDesignation: optionalText,
  ParcelNumber: optionalText,
  ListOfficeName: optionalText,
  InternetEntireListingDisplayYN: optionalBoolean,
  InternetAddressDisplayYN: optionalBoolean,
  PropertyRooms: z.array(ZResoRoom).nullish(),
  /** CREA DDF sends a listing's rooms inline under this name. */
  Rooms: z.array(ZResoRoom).nullish(),
  Media: z.array(ZResoMedia).nullish(),
});

export type ResoPropertyRecord = z.infer<typeof ZResoProperty>;
