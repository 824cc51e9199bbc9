/**
 * Value lists the sample feed draws from, spelled the way TRREB/PropTx spell them (see
 * mls-feed.md §2). Weights are rough market shares, tuned by eye against TRREB monthly stats,
 * not data; their only job is a believable mix for demos, tests and benchmarks.
 */
import type { ResoTransactionType } from './types.ts';

export const FREEHOLD_SUBTYPES_URBAN: ReadonlyArray<readonly [string, number]> = [
  ['Detached', 52],
  ['Semi-Detached', 13],
  ['Att/Row/Townhouse', 18],
  ['Link', 2.5],
  ['Duplex', 2],
  ['Triplex', 1],
  ['Fourplex', 0.5],
  ['Multiplex', 0.6],
  ['Vacant Land', 1.5],
];
/** Old Toronto: fewer detached houses, many semis and plexes. */
export const FREEHOLD_SUBTYPES_CORE: ReadonlyArray<readonly [string, number]> = [
  ['Detached', 33],
  ['Semi-Detached', 26],
  ['Att/Row/Townhouse', 16],
  ['Duplex', 7],
  ['Triplex', 5],
  ['Fourplex', 2.5],
  ['Multiplex', 3],
  ['Vacant Land', 0.5],
];
export const FREEHOLD_SUBTYPES_RURAL: ReadonlyArray<readonly [string, number]> = [
  ['Detached', 28],
  ['Rural Residential', 30],
  ['Farm', 12],
  ['Vacant Land', 16],
  ['Cottage', 14],
];
export const CONDO_SUBTYPES: ReadonlyArray<readonly [string, number]> = [
  ['Condo Apartment', 70],
  ['Condo Townhouse', 20],
  ['Co-op Apartment', 1.5],
  ['Common Element Condo', 4],
  ['Detached Condo', 1.5],
  ['Semi-Detached Condo', 1],
];
export const CONDO_SUBTYPES_CORE: ReadonlyArray<readonly [string, number]> = [
  ['Condo Apartment', 86],
  ['Condo Townhouse', 9],
  ['Co-op Apartment', 3],
  ['Common Element Condo', 2],
];
export const COMMERCIAL_SUBTYPES: ReadonlyArray<readonly [string, number]> = [
  ['Commercial Retail', 22],
  ['Industrial', 20],
  ['Investment', 8],
  ['Land', 6],
  ['Office', 18],
  ['Sale Of Business', 16],
  ['Store W/Apt/Office', 8],
];
/** Commercial farms only exist where there is farmland. */
export const COMMERCIAL_FARM_WEIGHT = 8;

/** Sub-types that are only ever sold, never leased. */
export const SALE_ONLY_SUBTYPES: ReadonlySet<string> = new Set(['Vacant Land', 'Farm', 'Sale Of Business', 'Investment', 'Land', 'Multiplex']);

/** Lease share by class: condos rent a lot, houses rarely, commercial space often. */
export const LEASE_SHARE = { residential: 0.07, condo: 0.22, commercial: 0.38 } as const;
export const SUB_LEASE_SHARE_OF_COMMERCIAL_LEASES = 0.05;

export type TransactionPick = (u: number, subType: string, leaseShare: number, subLease: boolean) => ResoTransactionType;

export const pickTransaction: TransactionPick = (u, subType, leaseShare, subLeaseAllowed) => {
  if (SALE_ONLY_SUBTYPES.has(subType) || u >= leaseShare) return 'For Sale';
  if (subLeaseAllowed && u < leaseShare * SUB_LEASE_SHARE_OF_COMMERCIAL_LEASES) return 'For Sub-Lease';
  return 'For Lease';
};

/**
 * Baseline prices (Mississauga = index 1). Sale prices in dollars; lease prices are monthly rent.
 * `beds` is the typical bedroom count the baseline refers to.
 */
export interface PriceBase {
  sale: number;
  lease: number;
  beds: number;
}

export const PRICE_BASES: Readonly<Record<string, PriceBase>> = {
  Detached: { sale: 1_450_000, lease: 4_200, beds: 4 },
  'Semi-Detached': { sale: 1_020_000, lease: 3_400, beds: 3 },
  'Att/Row/Townhouse': { sale: 920_000, lease: 3_200, beds: 3 },
  Link: { sale: 1_050_000, lease: 3_300, beds: 3 },
  Duplex: { sale: 1_350_000, lease: 2_700, beds: 5 },
  Triplex: { sale: 1_600_000, lease: 2_600, beds: 6 },
  Fourplex: { sale: 1_850_000, lease: 2_600, beds: 7 },
  Multiplex: { sale: 2_300_000, lease: 2_500, beds: 10 },
  'Vacant Land': { sale: 650_000, lease: 0, beds: 0 },
  Farm: { sale: 2_400_000, lease: 0, beds: 4 },
  'Rural Residential': { sale: 1_550_000, lease: 3_900, beds: 4 },
  Cottage: { sale: 780_000, lease: 2_900, beds: 3 },
  'Condo Apartment': { sale: 520_000, lease: 2_250, beds: 1 },
  'Condo Townhouse': { sale: 780_000, lease: 3_100, beds: 3 },
  'Co-op Apartment': { sale: 480_000, lease: 2_300, beds: 1 },
  'Common Element Condo': { sale: 880_000, lease: 3_300, beds: 3 },
  'Detached Condo': { sale: 1_150_000, lease: 3_800, beds: 3 },
  'Semi-Detached Condo': { sale: 920_000, lease: 3_300, beds: 3 },
  'Commercial Retail': { sale: 1_800_000, lease: 6_500, beds: 0 },
  Industrial: { sale: 3_200_000, lease: 14_000, beds: 0 },
  Investment: { sale: 4_200_000, lease: 0, beds: 0 },
  Land: { sale: 3_400_000, lease: 9_000, beds: 0 },
  Office: { sale: 1_500_000, lease: 4_800, beds: 0 },
  'Sale Of Business': { sale: 320_000, lease: 0, beds: 0 },
  'Store W/Apt/Office': { sale: 1_950_000, lease: 7_500, beds: 0 },
};

export const FREEHOLD_LIVING_AREAS = ['< 700', '700-1100', '1100-1500', '1500-2000', '2000-2500', '2500-3000', '3000-3500', '3500-5000', '5000 +'] as const;
export const CONDO_LIVING_AREAS = [
  '0-499',
  '500-599',
  '600-699',
  '700-799',
  '800-899',
  '900-999',
  '1000-1199',
  '1200-1399',
  '1400-1599',
  '1600-1799',
  '1800-1999',
  '2000-2249',
] as const;

export const AGE_OLDER: ReadonlyArray<readonly [string, number]> = [
  ['0-5', 4],
  ['6-15', 8],
  ['16-30', 12],
  ['31-50', 22],
  ['51-99', 40],
  ['100+', 14],
];
export const AGE_SUBURBAN: ReadonlyArray<readonly [string, number]> = [
  ['0-5', 12],
  ['6-15', 25],
  ['16-30', 30],
  ['31-50', 18],
  ['51-99', 10],
  ['100+', 5],
];
export const AGE_CONDO: ReadonlyArray<readonly [string, number]> = [
  ['0-5', 25],
  ['6-15', 35],
  ['16-30', 20],
  ['31-50', 18],
  ['51-99', 2],
];

export const STYLES_DETACHED: ReadonlyArray<readonly [string, number]> = [
  ['2-Storey', 45],
  ['Bungalow', 18],
  ['Backsplit 4', 6],
  ['Sidesplit 4', 6],
  ['Bungalow-Raised', 8],
  ['1 1/2 Storey', 8],
  ['3-Storey', 4],
  ['Bungaloft', 5],
];
export const STYLES_ATTACHED: ReadonlyArray<readonly [string, number]> = [
  ['2-Storey', 68],
  ['3-Storey', 18],
  ['Bungalow', 7],
  ['Backsplit 3', 7],
];
export const STYLES_PLEX: ReadonlyArray<readonly [string, number]> = [
  ['2-Storey', 40],
  ['2 1/2 Storey', 30],
  ['3-Storey', 30],
];
export const STYLES_RURAL: ReadonlyArray<readonly [string, number]> = [
  ['2-Storey', 35],
  ['Bungalow', 30],
  ['Sidesplit 4', 12],
  ['1 1/2 Storey', 13],
  ['Bungalow-Raised', 10],
];
export const STYLES_COTTAGE: ReadonlyArray<readonly [string, number]> = [
  ['Bungalow', 55],
  ['1 1/2 Storey', 30],
  ['2-Storey', 15],
];
export const STYLES_CONDO_TOWN: ReadonlyArray<readonly [string, number]> = [
  ['2-Storey', 45],
  ['3-Storey', 30],
  ['Stacked Townhouse', 25],
];

export const BASEMENTS_HOUSE: ReadonlyArray<readonly [readonly string[], number]> = [
  [['Finished'], 20],
  [['Finished', 'Separate Entrance'], 14],
  [['Finished', 'Walk-Out'], 12],
  [['Unfinished'], 15],
  [['Partially Finished'], 10],
  [['Full'], 8],
  [['Apartment', 'Separate Entrance'], 12],
  [['Crawl Space'], 3],
  [['None'], 6],
];
export const BASEMENTS_TOWN: ReadonlyArray<readonly [readonly string[], number]> = [
  [['Finished'], 45],
  [['Unfinished'], 20],
  [['None'], 30],
  [['Finished', 'Walk-Out'], 5],
];

export const CONSTRUCTION_HOUSE: ReadonlyArray<readonly [readonly string[], number]> = [
  [['Brick'], 30],
  [['Brick', 'Stone'], 15],
  [['Brick', 'Vinyl Siding'], 15],
  [['Vinyl Siding'], 10],
  [['Brick Front'], 8],
  [['Stucco (Plaster)'], 5],
  [['Stone'], 5],
  [['Aluminum Siding', 'Brick'], 5],
  [['Wood'], 3],
];
export const CONSTRUCTION_APARTMENT: ReadonlyArray<readonly [readonly string[], number]> = [
  [['Concrete'], 70],
  [['Brick'], 18],
  [['Brick', 'Concrete'], 12],
];
export const CONSTRUCTION_COMMERCIAL: ReadonlyArray<readonly [readonly string[], number]> = [
  [['Brick'], 35],
  [['Concrete'], 25],
  [['Metal/Steel Siding'], 15],
  [['Concrete Block'], 20],
  [['Stone'], 5],
];

export const HEAT_TYPES_HOUSE: ReadonlyArray<readonly [string, number]> = [
  ['Forced Air', 85],
  ['Radiant', 4],
  ['Water', 7],
  ['Heat Pump', 4],
];
export const HEAT_TYPES_APARTMENT: ReadonlyArray<readonly [string, number]> = [
  ['Forced Air', 35],
  ['Heat Pump', 35],
  ['Fan Coil', 25],
  ['Baseboard', 5],
];
export const HEAT_TYPES_COMMERCIAL: ReadonlyArray<readonly [string, number]> = [
  ['Gas Forced Air Closed', 40],
  ['Gas Forced Air Open', 30],
  ['Baseboard', 10],
  ['Radiant', 10],
  ['Other', 10],
];

export const ASSOCIATION_FEE_INCLUDES: readonly string[] = [
  'Heat Included',
  'Water Included',
  'Hydro Included',
  'CAC Included',
  'Common Elements Included',
  'Building Insurance Included',
  'Parking Included',
];
export const ASSOCIATION_AMENITIES: readonly string[] = [
  'Concierge',
  'Exercise Room',
  'Gym',
  'Party Room/Meeting Room',
  'Rooftop Deck/Garden',
  'Indoor Pool',
  'Visitor Parking',
  'Guest Suites',
  'Sauna',
  'Media Room',
  'Games Room',
  'Bike Storage',
];
export const EXPOSURES: readonly string[] = ['North', 'South', 'East', 'West', 'North East', 'North West', 'South East', 'South West'];
export const DIRECTIONS_FACING: readonly string[] = ['North', 'South', 'East', 'West'];

export const ZONING_BY_SUBTYPE: Readonly<Record<string, readonly string[]>> = {
  'Commercial Retail': ['C1', 'C2', 'C3', 'CR', 'C4'],
  Industrial: ['M1', 'M2', 'E1', 'E2', 'EL'],
  Investment: ['CR', 'C2', 'RM', 'R4'],
  Land: ['C3', 'M1', 'RM', 'CR', 'A'],
  Office: ['O1', 'C2', 'E2', 'CR'],
  'Sale Of Business': ['C1', 'C2', 'C4'],
  'Store W/Apt/Office': ['CR', 'C1', 'MCR'],
  Farm: ['A', 'A1', 'RU'],
  'Vacant Land': ['R1', 'R2', 'RD', 'RU'],
};

export const BUSINESS_TYPES: readonly string[] = [
  'restaurant',
  'café',
  'convenience store',
  'hair salon',
  'dry cleaner',
  'pizzeria',
  'bakery',
  'fitness studio',
  'sushi restaurant',
  'daycare',
  'auto repair shop',
  'nail salon',
  'bubble tea shop',
];

/**
 * Fictional brokerages in TRREB's "Name, Brokerage" form. Deliberately not real firms: these are
 * fabricated listings, and attributing them to real brokerages on a public demo would mislead.
 */
export const BROKERAGES_RESIDENTIAL: readonly string[] = [
  'Lakeshore Realty Group Inc., Brokerage',
  'Bayview Heritage Realty Ltd., Brokerage',
  'Maple Key Realty Inc., Brokerage',
  'Northgate Home Realty Corp., Brokerage',
  'Harbourview Properties Realty Inc., Brokerage',
  'Golden Horseshoe Homes Realty Ltd., Brokerage',
  'Rouge Valley Realty Inc., Brokerage',
  'Credit River Realty Ltd., Brokerage',
  'Oak Ridges Moraine Realty Inc., Brokerage',
  'Don Valley Realty Group Ltd., Brokerage',
  'Kingsway Estates Realty Inc., Brokerage',
  'Humber Bay Realty Ltd., Brokerage',
  'Simcoe Shores Country Realty Inc., Brokerage',
  'Durham Lakefront Realty Ltd., Brokerage',
  'Escarpment View Realty Inc., Brokerage',
  'Union Square Realty Inc., Brokerage',
  'Bloor West Home Realty Ltd., Brokerage',
  'Trillium Crest Realty Inc., Brokerage',
  'Summit Point Realty Ltd., Brokerage',
  'Bridgeview Realty Partners Inc., Brokerage',
  'Greenbelt Country Realty Inc., Brokerage',
  'Skyline Condo Realty Inc., Brokerage',
  'Port Union Realty Ltd., Brokerage',
  'Heritage Square Realty Inc., Brokerage',
  'Fairway Hills Realty Ltd., Brokerage',
  'Cedarbrae Home Realty Inc., Brokerage',
];
export const BROKERAGES_COMMERCIAL: readonly string[] = [
  'Cornerstone Commercial Realty Inc., Brokerage',
  'Metro Industrial Realty Advisors Inc., Brokerage',
  'Gateway Commercial Real Estate Ltd., Brokerage',
  'Bay & King Commercial Realty Inc., Brokerage',
  'Keystone Business Brokers Realty Inc., Brokerage',
  'Northfield Commercial Realty Ltd., Brokerage',
];
