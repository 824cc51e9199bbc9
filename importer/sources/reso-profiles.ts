/**
 * What the RESO source asks of each kind of server (FEED_RESO_PROFILE). The mapping reads PropTx's
 * and the Data Dictionary's fields alike (reso-dictionary.ts); a profile says which of them the
 * server has, because a real server answers 400 to a field it does not know, in `$select` as in
 * `$filter`:
 *  - `proptx`: TRREB's PropTx/AMPRE feed — PropertyType 'Residential Freehold' / 'Residential Condo
 *    & Other' / 'Commercial', TRREB-local fields (TransactionType, ContractStatus, …), no
 *    coordinates, rooms and photos in their own resources, photos in several sizes ('Largest' kept);
 *  - `crea-ddf`: CREA's DDF Web API — Data Dictionary values and fields, rooms and photos inline;
 *  - `reso`: any RESO Data Dictionary 2.0 server — standard values and fields only, rooms and
 *    photos in their own resources, photos with or without ImageSizeDescription.
 * `auto` (the default) picks PropTx or DDF by host name, else asks for one record and takes
 * `proptx` if it carries TransactionType or ContractStatus, `reso` otherwise.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import { ZResoMedia, ZResoProperty, ZResoRoom } from '../reso-record.schema.ts';
import { CONDO_SUB_TYPES, DD_CLASS_TYPES, DD_SPLIT_TYPES, PROPTX_PROPERTY_TYPES } from '../reso-dictionary.ts';

export const RESO_PROFILE_NAMES = ['proptx', 'crea-ddf', 'reso'] as const;
export type ResoProfileName = (typeof RESO_PROFILE_NAMES)[number];

export interface ResoProfile {
  name: ResoProfileName;
  /** The OData filter selecting one class. */
  classFilter(feedClass: FeedClass): string;
  /** Property fields the mapping reads that the server has: the `$select` of replication. */
  propertyFields: readonly string[];
  /** The fields the market status is read from, for reconciliation. */
  statusFields: readonly string[];
  /** Rooms and photos come inline on each Property record. */
  childrenInline: boolean;
  /** A Media filter choosing one size of each photo, when the server describes sizes. */
  mediaSizeFilter: string | null;
  /** `$select` of PropertyRooms and Media, where the server's field names are known (else all fields). */
  roomFields: readonly string[] | null;
  mediaFields: readonly string[] | null;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const anyOf = (field: string, values: readonly string[]) => `(${values.map((value) => `${field} eq ${quote(value)}`).join(' or ')})`;

/** Class filters over Data Dictionary values (the rules of reso-dictionary.ts). */
function dataDictionaryClassFilter(feedClass: FeedClass): string {
  const split = anyOf('PropertyType', DD_SPLIT_TYPES);
  if (feedClass === 'condo') return `(${split} and ${anyOf('PropertySubType', CONDO_SUB_TYPES)})`;
  const whole = anyOf('PropertyType', DD_CLASS_TYPES[feedClass]);
  if (feedClass === 'commercial') return whole;
  // `ne` is true for a null PropertySubType: a residential record without a sub-type is residential.
  const notCondo = CONDO_SUB_TYPES.map((value) => `PropertySubType ne ${quote(value)}`).join(' and ');
  return `((${split} and ${notCondo}) or ${whole})`;
}

/** Everything the record schema reads, except the child collections. */
const MAPPED_FIELDS = Object.keys(ZResoProperty.shape).filter((field) => !['PropertyRooms', 'Rooms', 'Media'].includes(field));

/** Data Dictionary names PropTx does not use (it has no coordinates; its own names for the rest). */
const NOT_IN_PROPTX = new Set(['Latitude', 'Longitude', 'GarageSpaces', 'LivingArea', 'Heating', 'StatusChangeTimestamp']);
/** TRREB-local fields (mls-feed.md §2.2, "local"): a Data Dictionary server does not have them. */
const PROPTX_LOCAL = new Set([
  'TransactionType',
  'ContractStatus',
  'PublicRemarksExtras',
  'HeatType',
  'HeatSource',
  'KitchensAboveGrade',
  'KitchensTotal',
  'ParkingSpaces',
  'GarageParkingSpaces',
  'GarageType',
  'ApproximateAge',
  'LotWidth',
  'LotDepth',
  'LivingAreaRange',
  'DenFamilyroomYN',
  'Locker',
  'Exposure',
  'ZoningDesignation',
  'Water',
  'BedroomsAboveGrade',
  'BedroomsBelowGrade',
  'RoomsAboveGrade',
  'ApartmentNumber',
  'SoldEntryTimestamp',
  'SoldConditionalEntryTimestamp',
  'LeasedEntryTimestamp',
  'TerminatedEntryTimestamp',
  'SuspendedEntryTimestamp',
  'BackOnMarketEntryTimestamp',
  'DealFellThroughEntryTimestamp',
]);

const DD_FIELDS = MAPPED_FIELDS.filter((field) => !PROPTX_LOCAL.has(field));

export const RESO_PROFILES: Record<ResoProfileName, ResoProfile> = {
  proptx: {
    name: 'proptx',
    classFilter: (feedClass) => `PropertyType eq ${quote(PROPTX_PROPERTY_TYPES[feedClass])}`,
    propertyFields: MAPPED_FIELDS.filter((field) => !NOT_IN_PROPTX.has(field)),
    statusFields: ['ContractStatus', 'StandardStatus', 'MlsStatus', 'InternetEntireListingDisplayYN'],
    childrenInline: false,
    mediaSizeFilter: "ImageSizeDescription eq 'Largest'",
    roomFields: ['ListingKey', ...Object.keys(ZResoRoom.shape)],
    mediaFields: ['ResourceRecordKey', ...Object.keys(ZResoMedia.shape)],
  },
  'crea-ddf': {
    name: 'crea-ddf',
    classFilter: dataDictionaryClassFilter,
    propertyFields: [...DD_FIELDS, 'Media', 'Rooms'],
    statusFields: ['StandardStatus', 'MlsStatus', 'InternetEntireListingDisplayYN'],
    childrenInline: true,
    mediaSizeFilter: null,
    roomFields: null,
    mediaFields: null,
  },
  reso: {
    name: 'reso',
    classFilter: dataDictionaryClassFilter,
    propertyFields: DD_FIELDS,
    statusFields: ['StandardStatus', 'MlsStatus', 'InternetEntireListingDisplayYN'],
    childrenInline: false,
    mediaSizeFilter: null,
    // RoomFeature1–3 are PropTx's and ImageSizeDescription may be missing: all fields are asked for.
    roomFields: null,
    mediaFields: null,
  },
};

/** The profile a host name gives away, if any. */
export function profileOfHost(baseUrl: string): ResoProfileName | null {
  const host = new URL(baseUrl).hostname;
  if (host.endsWith('ampre.ca') || host.endsWith('ampre.us')) return 'proptx';
  if (host.endsWith('realtor.ca')) return 'crea-ddf';
  return null;
}

/** The profile one record of the server suggests: PropTx's local fields, or the Data Dictionary. */
export function profileOfRecord(record: Record<string, unknown> | undefined): ResoProfileName {
  return record && ('TransactionType' in record || 'ContractStatus' in record) ? 'proptx' : 'reso';
}

const SIZE_RANK = ['largest', 'large', 'medium', 'small', 'thumbnail'];

/**
 * One row per photo when a server lists each size as a row (and no size filter could be asked
 * for): the largest of each (listing, Order). Rows without a size description are kept as they are.
 */
export function largestPhotoSizes(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (!rows.some((row) => typeof row.ImageSizeDescription === 'string')) return rows;
  const best = new Map<string, { row: Record<string, unknown>; rank: number }>();
  const kept: Record<string, unknown>[] = [];
  for (const row of rows) {
    if (typeof row.ImageSizeDescription !== 'string') {
      kept.push(row);
      continue;
    }
    const rank = SIZE_RANK.indexOf(row.ImageSizeDescription.toLowerCase());
    const score = rank === -1 ? SIZE_RANK.length : rank;
    const group = `${String(row.ResourceRecordKey)}|${String(row.Order)}`;
    const current = best.get(group);
    if (!current || score < current.rank) best.set(group, { row, rank: score });
  }
  return [...kept, ...[...best.values()].map((entry) => entry.row)];
}
