/**
 * What we accept from a RESO Web API `Property` record (PropTx/AMPRE, CREA DDF, the sample feed).
 * Never trusted: every field we use is parsed here; unknown fields pass through untouched into the
 * raw jsonb. Numbers arrive as numbers or numeric strings; multi-value fields as arrays or a
 * comma-separated string, depending on the server.
 */
import { z } from 'zod';

const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || String(value).trim() === '' ? undefined : String(value).trim()));

const optionalNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return undefined;
    const number = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: `not a number: ${String(value)}` });
      return z.NEVER;
    }
    return number;
  });

const optionalBoolean = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (typeof value === 'boolean') return value;
    return ['y', 'yes', 'true', '1'].includes(value.trim().toLowerCase());
  });

const multiValue = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return [] as string[];
    const items = Array.isArray(value) ? value.map(String) : value.split(',');
    return items.map((item) => item.trim()).filter((item) => item.length > 0);
  });

const timestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not an ISO-8601 timestamp');

export const ZResoRoom = z.looseObject({
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

export const ZResoMedia = z.looseObject({
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

export const ZResoProperty = z.looseObject({
  ListingKey: z.string().trim().min(1, 'ListingKey is missing').max(40),
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
  PublicRemarks: optionalText,
  PublicRemarksExtras: optionalText,
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
  ApproximateAge: optionalText,
  ArchitecturalStyle: multiValue,
  Basement: multiValue,
  Cooling: multiValue,
  HeatType: optionalText,
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
  Media: z.array(ZResoMedia).nullish(),
});

export type ResoPropertyRecord = z.infer<typeof ZResoProperty>;
