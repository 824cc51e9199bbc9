/**
 * Legacy TREB (RETS-era) records → RESO-shaped records, using the mapping table of
 * ../shared/reference/mls-feed.md §2.2, so a TREB export file goes through the same mapper as the
 * RESO Web API. Only names are translated here; values are validated by the mapper.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import { PROPTX_PROPERTY_TYPES } from '../reso-dictionary.ts';

type LegacyRecord = Record<string, unknown>;

const COMMERCIAL_TYPES = new Set([
  'commercial/retail',
  'commercial retail',
  'industrial',
  'investment',
  'land',
  'office',
  'sale of business',
  'store w/apt/office',
  'store w/apt/offc',
  'business',
]);

export function legacyClassOf(record: LegacyRecord): FeedClass {
  const declared = String(record.Class ?? record.class ?? '').toLowerCase();
  if (declared.includes('condo')) return 'condo';
  if (declared.includes('commercial')) return 'commercial';
  if (declared.includes('resid')) return 'residential';
  const type = String(record.Type_own1_out ?? '').toLowerCase();
  if (type.includes('condo') || type.includes('co-op') || type.includes('co-ownership')) return 'condo';
  if (COMMERCIAL_TYPES.has(type)) return 'commercial';
  return 'residential';
}

const text = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? undefined : String(value).trim());
const list = (...values: unknown[]) => values.map(text).filter((value): value is string => Boolean(value));
const yes = (value: unknown) => {
  const normalized = text(value)?.toLowerCase();
  return normalized === undefined ? undefined : ['y', 'yes', 'true', '1'].includes(normalized);
};

/** "2014-06-30 14:05:12.0" (TREB) or ISO → ISO-8601 UTC, treating zone-less times as Toronto local. */
export function legacyTimestamp(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const hasZone = /[zZ]|[+-]\d\d:?\d\d$/.test(raw);
  const iso = raw.replace(' ', 'T').replace(/\.\d+$/, '');
  const parsed = Date.parse(hasZone ? iso : `${iso}-05:00`);
  return Number.isNaN(parsed) ? raw : new Date(parsed).toISOString();
}

function transactionType(value: unknown): string | undefined {
  const normalized = text(value)?.toLowerCase();
  if (!normalized) return undefined;
  if (normalized.startsWith('sub')) return 'For Sub-Lease';
  if (normalized.startsWith('l')) return 'For Lease';
  return 'For Sale';
}

function rooms(record: LegacyRecord): Record<string, unknown>[] {
  const result: Record<string, unknown>[] = [];
  for (let index = 1; index <= 12; index += 1) {
    const type = text(record[`Rm${index}_out`]);
    if (!type) continue;
    result.push({
      RoomKey: `${text(record.Ml_num)}-${index}`,
      Order: index,
      RoomType: type,
      RoomLevel: text(record[`Level${index}`]),
      RoomLength: text(record[`Rm${index}_len`]),
      RoomWidth: text(record[`Rm${index}_wth`]),
      RoomLengthWidthUnits: 'Metres',
      RoomFeature1: text(record[`Rm${index}_dc1_out`]),
      RoomFeature2: text(record[`Rm${index}_dc2_out`]),
      RoomFeature3: text(record[`Rm${index}_dc3_out`]),
      RoomStatus: 'Active',
    });
  }
  return result;
}

export function legacyToReso(record: LegacyRecord): Record<string, unknown> {
  const feedClass = legacyClassOf(record);
  const district = text(record.Municipality_district);
  const status = text(record.Status)?.toUpperCase();
  return {
    ListingKey: text(record.Ml_num),
    ModificationTimestamp: legacyTimestamp(record.Timestamp_sql ?? record.Pix_updt),
    PhotosChangeTimestamp: legacyTimestamp(record.Pix_updt),
    PropertyType: PROPTX_PROPERTY_TYPES[feedClass],
    PropertySubType: text(record.Type_own1_out),
    TransactionType: transactionType(record.S_r),
    ContractStatus: status === 'U' ? 'Unavailable' : 'Available',
    MlsStatus: text(record.Lsc),
    ListPrice: text(record.Lp_dol ?? record.Orig_dol),
    OriginalListPrice: text(record.Orig_dol),
    ClosePrice: text(record.Sp_dol),
    CloseDate: legacyTimestamp(record.Cd),
    DaysOnMarket: text(record.Dom),
    ListingContractDate: legacyTimestamp(record.Ld),
    UnparsedAddress: text(record.Addr),
    UnitNumber: text(record.Apt_num ?? record.Unit_num),
    City: district ?? text(record.Municipality),
    CityRegion: text(record.Community),
    CountyOrParish: text(record.Area),
    PostalCode: text(record.Zip),
    CrossStreet: text(record.Cross_st),
    DirectionFaces: text(record.Comp_pts),
    Latitude: text(record.latitude ?? record.Latitude),
    Longitude: text(record.longitude ?? record.Longitude),
    PublicRemarks: text(record.Ad_text),
    PublicRemarksExtras: text(record.Extras),
    BedroomsAboveGrade: text(record.Br ?? record.bed_rooms),
    BedroomsBelowGrade: text(record.Br_plus),
    BathroomsTotalInteger: text(record.Bath_tot ?? record.bath_rooms),
    KitchensAboveGrade: text(record.Num_kit),
    RoomsAboveGrade: text(record.Rms),
    DenFamilyroomYN: yes(record.Den_fr),
    FireplaceYN: yes(record.Fpl_num),
    LivingAreaRange: text(record.Sqft),
    ApproximateAge: text(record.Yr_built),
    ArchitecturalStyle: list(record.Style),
    Basement: list(record.Bsmt1_out, record.Bsmt2_out),
    Cooling: list(record.A_c),
    HeatType: text(record.Heating),
    HeatSource: text(record.Fuel),
    ConstructionMaterials: list(record.Constr1_out, record.Constr2_out),
    PoolFeatures: list(record.Pool),
    Sewer: list(record.Sewer),
    Water: text(record.Water),
    ParkingSpaces: text(record.Park_spcs),
    ParkingTotal: text(record.Tot_park_spcs),
    ParkingFeatures: list(record.Drive),
    GarageType: text(record.Gar_type),
    GarageParkingSpaces: text(record.Gar_spaces),
    TaxAnnualAmount: text(record.Taxes),
    TaxYear: text(record.Yr),
    AssociationFee: text(record.Maint),
    AssociationFeeIncludes: yes(record.Heat_inc) ? ['Heat Included'] : [],
    LotWidth: text(record.Front_ft),
    LotDepth: text(record.Depth),
    LotSizeUnits: text(record.Lotsz_code),
    Zoning: text(record.Zoning),
    ParcelNumber: text(record.Parcel_id),
    ListOfficeName: text(record.Rltr),
    InternetAddressDisplayYN: record.Disp_addr === undefined ? undefined : yes(record.Disp_addr),
    PropertyRooms: rooms(record),
    Media: [],
  };
}
