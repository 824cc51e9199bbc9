/**
 * Raw PropTx / RESO Web API shapes as the sample feed emits them (field names and value spellings
 * follow /work/shared/reference/mls-feed.md). Only the fields the sample produces are declared;
 * everything but the three replication essentials is optional because the real feed omits
 * fields freely, and the mapper must treat this as untrusted input either way.
 */

import type { FeedClass } from '#shared/listing-classes.ts';

/** The importer's three feed classes (legacy RETS classes); owned by #shared/listing-classes.ts. */
export type { FeedClass };

export type ResoPropertyType = 'Residential Freehold' | 'Residential Condo & Other' | 'Commercial';

export const FEED_CLASS_PROPERTY_TYPE: Readonly<Record<FeedClass, ResoPropertyType>> = {
  residential: 'Residential Freehold',
  condo: 'Residential Condo & Other',
  commercial: 'Commercial',
};

export type ResoTransactionType = 'For Sale' | 'For Lease' | 'For Sub-Lease';
export type ResoContractStatus = 'Available' | 'Unavailable';
export type ResoStandardStatus = 'Active' | 'Closed' | 'Expired' | 'Canceled' | 'Hold';
export type ResoMlsStatus = 'New' | 'Price Change' | 'Extension' | 'Sold' | 'Leased' | 'Expired' | 'Terminated' | 'Suspended';

export interface ResoPropertyRoom {
  RoomKey: string;
  ListingKey: string;
  Order: number;
  RoomType: string;
  RoomLevel: string;
  RoomLength: number;
  RoomWidth: number;
  RoomLengthWidthUnits: 'Metres';
  RoomFeature1?: string;
  RoomFeature2?: string;
  RoomFeature3?: string;
  RoomStatus: 'Active' | 'Deleted';
}

export interface ResoMedia {
  MediaKey: string;
  ResourceRecordKey: string;
  ResourceName: 'Property';
  Order: number;
  MediaURL: string;
  MediaCategory: 'Photo';
  MediaType: 'image/jpeg';
  MediaStatus: 'Active' | 'Deleted';
  PreferredPhotoYN: boolean;
  ImageSizeDescription: 'Largest';
  ShortDescription?: string;
  ModificationTimestamp: string;
}

export interface ResoProperty {
  ListingKey: string;
  ModificationTimestamp: string;
  PropertyType: ResoPropertyType;

  OriginalEntryTimestamp?: string;
  PhotosChangeTimestamp?: string;
  MediaChangeTimestamp?: string;
  MajorChangeTimestamp?: string;
  PriceChangeTimestamp?: string;
  SoldEntryTimestamp?: string;
  LeasedEntryTimestamp?: string;
  TerminatedEntryTimestamp?: string;
  SuspendedEntryTimestamp?: string;
  ExtensionEntryTimestamp?: string;
  SoldConditionalEntryTimestamp?: string;

  PropertySubType?: string;
  TransactionType?: ResoTransactionType;
  ContractStatus?: ResoContractStatus;
  StandardStatus?: ResoStandardStatus;
  MlsStatus?: ResoMlsStatus;
  PriorMlsStatus?: ResoMlsStatus;
  ListPrice?: number;
  OriginalListPrice?: number;
  /** VOW fields (our own sample data carries them). */
  ClosePrice?: number;
  CloseDate?: string;
  PurchaseContractDate?: string;
  ListingContractDate?: string;
  DaysOnMarket?: number;

  StreetNumber?: string;
  StreetName?: string;
  StreetSuffix?: string;
  StreetDirSuffix?: string;
  UnitNumber?: string;
  UnparsedAddress?: string;
  City?: string;
  CityRegion?: string;
  CountyOrParish?: string;
  StateOrProvince?: 'ON';
  Country?: 'CA';
  PostalCode?: string;
  CrossStreet?: string;
  DirectionFaces?: string;
  Latitude?: number;
  Longitude?: number;

  PublicRemarks?: string;
  PublicRemarksExtras?: string;

  BedroomsAboveGrade?: number;
  BedroomsBelowGrade?: number;
  BathroomsTotalInteger?: number;
  KitchensAboveGrade?: number;
  KitchensBelowGrade?: number;
  RoomsAboveGrade?: number;
  RoomsBelowGrade?: number;
  DenFamilyroomYN?: boolean;
  FireplaceYN?: boolean;
  LivingAreaRange?: string;
  BuildingAreaTotal?: number;
  BuildingAreaUnits?: 'Square Feet';
  ApproximateAge?: string;
  ArchitecturalStyle?: string[];
  Basement?: string[];
  Cooling?: string[];
  HeatType?: string;
  HeatSource?: string;
  ConstructionMaterials?: string[];
  PoolFeatures?: string[];
  Sewer?: string[];
  Water?: string;

  ParkingSpaces?: number;
  ParkingTotal?: number;
  GarageType?: string;
  /** A string in the PropTx payload (legacy Gar_spaces), e.g. "2". */
  GarageParkingSpaces?: string;

  TaxAnnualAmount?: number;
  TaxYear?: number;
  AssociationFee?: number;
  AssociationFeeIncludes?: string[];
  AssociationAmenities?: string[];
  Exposure?: string;
  Locker?: string;

  LotWidth?: number;
  LotDepth?: number;
  LotSizeUnits?: 'Feet' | 'Acres';
  ZoningDesignation?: string;
  ParcelNumber?: string;

  ListOfficeName?: string;
  OriginatingSystemName?: string;
  InternetEntireListingDisplayYN?: boolean;
  InternetAddressDisplayYN?: boolean;

  PropertyRooms?: ResoPropertyRoom[];
  Media?: ResoMedia[];
}

/** Keyset position for replication: strictly-after (ModificationTimestamp, ListingKey). */
export interface FeedCursor {
  ts: string;
  key: string;
}
