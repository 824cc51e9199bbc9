/**
 * How a RESO record's class, transaction and market status are read, for PropTx's values and for
 * the standard RESO Data Dictionary 2.0 ones (CREA DDF and other RESO Web API servers), stated
 * once: the mapping (map-listing.ts) reads records with it and the RESO source builds its class
 * filters from the same lists (sources/reso-profiles.ts), so what is asked and what is kept agree.
 *
 * Class (legacy TREB's three):
 *  - PropTx: PropertyType 'Residential Freehold' → residential, 'Residential Condo & Other' → condo,
 *    'Commercial' → commercial;
 *  - Data Dictionary: 'Residential' and 'Residential Lease' → condo when PropertySubType is an
 *    apartment-like ownership (CONDO_SUB_TYPES), else residential; 'Residential Income', 'Land',
 *    'Farm', 'Manufactured In Park' → residential; 'Commercial Sale', 'Commercial Lease',
 *    'Business Opportunity' → commercial.
 * Transaction: PropTx's TransactionType when present; else a PropertyType naming a lease
 * ('Residential Lease', 'Commercial Lease') is a lease, anything else a sale.
 * Status (on the site or not): off the market when InternetEntireListingDisplayYN is false,
 * ContractStatus is 'Unavailable', MlsStatus is a terminal TRREB status, or StandardStatus is
 * anything but active ('Active Under Contract', 'Pending', 'Closed', 'Expired', 'Canceled',
 * 'Withdrawn', 'Hold', 'Delete', 'Incomplete'). A record with no status field at all is on the
 * market, on the site and in reconciliation alike (reconcile reads the same function).
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import type { MarketStatus } from '#server/modules/listings/listing.entity.ts';

export const PROPTX_PROPERTY_TYPES: Record<FeedClass, string> = {
  residential: 'Residential Freehold',
  condo: 'Residential Condo & Other',
  commercial: 'Commercial',
};

/** Data Dictionary PropertyType values split by PropertySubType into residential and condo. */
export const DD_SPLIT_TYPES = ['Residential', 'Residential Lease'] as const;
/** Data Dictionary PropertyType values wholly of one class. */
export const DD_CLASS_TYPES: Record<FeedClass, readonly string[]> = {
  residential: ['Residential Income', 'Land', 'Farm', 'Manufactured In Park'],
  condo: [],
  commercial: ['Commercial Sale', 'Commercial Lease', 'Business Opportunity'],
};
/** Sub-types that make a 'Residential' record a condo: the Data Dictionary's and PropTx's. */
export const CONDO_SUB_TYPES = [
  'Condominium',
  'Apartment',
  'Stock Cooperative',
  'Own Your Own',
  'Timeshare',
  'Condo Apartment',
  'Condo Townhouse',
  'Co-op Apartment',
  'Co-Ownership Apartment',
  'Common Element Condo',
  'Leasehold Condo',
  'Detached Condo',
  'Semi-Detached Condo',
] as const;

const lower = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));
const SPLIT = lower(DD_SPLIT_TYPES);
const CONDO = lower(CONDO_SUB_TYPES);
const WHOLE = new Map<string, FeedClass>([
  ...Object.entries(PROPTX_PROPERTY_TYPES).map(([feedClass, type]) => [type.toLowerCase(), feedClass as FeedClass] as const),
  ...Object.entries(DD_CLASS_TYPES).flatMap(([feedClass, types]) => types.map((type) => [type.toLowerCase(), feedClass as FeedClass] as const)),
  ['condo', 'condo'],
]);

export function feedClassOf(propertyType: string, propertySubType?: string): FeedClass | undefined {
  const type = propertyType.trim().toLowerCase();
  if (SPLIT.has(type)) return propertySubType && CONDO.has(propertySubType.trim().toLowerCase()) ? 'condo' : 'residential';
  return WHOLE.get(type);
}

export function transactionTypeOf(transactionType: string | undefined, propertyType?: string): 'Sale' | 'Lease' | 'Sub-Lease' {
  const normalized = (transactionType ?? '').toLowerCase();
  if (!normalized) return (propertyType ?? '').toLowerCase().includes('lease') ? 'Lease' : 'Sale';
  if (normalized.includes('sub-lease') || normalized.includes('sublease')) return 'Sub-Lease';
  if (normalized.includes('lease') && !normalized.includes('sale')) return 'Lease';
  return 'Sale';
}

/** Statuses after which a listing is off the market and leaves the public site (VOW would keep sold). */
const OFF_MARKET_MLS_STATUSES = new Set([
  'sold',
  'leased',
  'expired',
  'terminated',
  'suspended',
  'sold conditional',
  'sold conditional escape',
  'leased conditional',
  'draft',
  'deal fell through',
]);
const OFF_MARKET_STANDARD_STATUSES = new Set([
  'active under contract',
  'pending',
  'closed',
  'canceled',
  'cancelled',
  'expired',
  'withdrawn',
  'hold',
  'delete',
  'incomplete',
]);

export interface StatusFields {
  ContractStatus?: string;
  MlsStatus?: string;
  StandardStatus?: string;
  InternetEntireListingDisplayYN?: boolean;
}

export function isOnMarket(record: StatusFields): boolean {
  if (record.InternetEntireListingDisplayYN === false) return false;
  if (record.ContractStatus && record.ContractStatus.toLowerCase() === 'unavailable') return false;
  if (record.MlsStatus && OFF_MARKET_MLS_STATUSES.has(record.MlsStatus.toLowerCase())) return false;
  if (record.StandardStatus && OFF_MARKET_STANDARD_STATUSES.has(record.StandardStatus.toLowerCase())) return false;
  return true;
}

/** isOnMarket for a raw row as a server sent it (reconciliation reads only these fields). */
export function isRawOnMarket(row: Record<string, unknown>): boolean {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const flag = row.InternetEntireListingDisplayYN;
  return isOnMarket({
    ContractStatus: text(row.ContractStatus),
    MlsStatus: text(row.MlsStatus),
    StandardStatus: text(row.StandardStatus),
    InternetEntireListingDisplayYN: flag === false || flag === 'N' || flag === 'false' ? false : undefined,
  });
}

/** TRREB's MlsStatus values (PropTx), and the legacy export's Lsc codes the file source passes on. */
const MLS_MARKET_STATUS = new Map<string, MarketStatus>([
  ['new', 'active'],
  ['price change', 'active'],
  ['extension', 'active'],
  ['deal fell through', 'active'],
  ['sold conditional', 'conditional'],
  ['sold conditional escape', 'conditional'],
  ['leased conditional', 'conditional'],
  ['sold', 'sold'],
  ['leased', 'leased'],
  ['expired', 'expired'],
  ['terminated', 'terminated'],
  ['suspended', 'suspended'],
  ['draft', 'suspended'],
  // Legacy TREB last-status codes (Lsc).
  ['nw', 'active'],
  ['pc', 'active'],
  ['ext', 'active'],
  ['dft', 'active'],
  ['sc', 'conditional'],
  ['sce', 'conditional'],
  ['lc', 'conditional'],
  ['sld', 'sold'],
  ['lsd', 'leased'],
  ['exp', 'expired'],
  ['ter', 'terminated'],
  ['sus', 'suspended'],
]);

/** Data Dictionary StandardStatus values; 'Closed' is sold or leased by the transaction. */
const STANDARD_MARKET_STATUS = new Map<string, MarketStatus | 'closed'>([
  ['active', 'active'],
  ['coming soon', 'active'],
  ['active under contract', 'conditional'],
  ['pending', 'conditional'],
  ['closed', 'closed'],
  ['expired', 'expired'],
  ['canceled', 'terminated'],
  ['cancelled', 'terminated'],
  ['withdrawn', 'terminated'],
  ['hold', 'suspended'],
  ['incomplete', 'suspended'],
  ['delete', 'removed'],
]);

/**
 * The market status of a record, from PropTx's MlsStatus when it names one (the most specific),
 * else the Data Dictionary's StandardStatus, else ContractStatus ('Unavailable' without more is
 * taken for terminated); a record without any status is active, as isOnMarket has it.
 * `transaction` tells a closed lease from a closed sale.
 */
export function marketStatusOf(record: StatusFields, transaction: 'Sale' | 'Lease' | 'Sub-Lease'): MarketStatus {
  const closed: MarketStatus = transaction === 'Sale' ? 'sold' : 'leased';
  const fromMls = record.MlsStatus ? MLS_MARKET_STATUS.get(record.MlsStatus.trim().toLowerCase()) : undefined;
  if (fromMls === 'sold' || fromMls === 'leased') return closed;
  if (fromMls) return fromMls;
  const fromStandard = record.StandardStatus ? STANDARD_MARKET_STATUS.get(record.StandardStatus.trim().toLowerCase()) : undefined;
  if (fromStandard === 'closed') return closed;
  if (fromStandard) return fromStandard;
  if (record.ContractStatus && record.ContractStatus.trim().toLowerCase() === 'unavailable') return 'terminated';
  return 'active';
}
