/**
 * What a sample listing *is*: class, municipality, community, sub-type, sale or lease, and its
 * key. Fixed for the listing's whole life (only price and status move between runs), and drawn
 * from its own hash stream so the feed can compute it for one listing without the others.
 */
import * as C from './catalog.ts';
import { makeListingKey } from './listing-key.ts';
import type { PhotoTheme } from './listing-key.ts';
import { Rng, WeightedTable, hash32, unit } from './prng.ts';
import { SAMPLE_AREAS } from './sample-areas.ts';
import type { SampleArea, SampleCommunity } from './sample-areas.ts';
import type { FeedClass, ResoTransactionType } from './types.ts';

/** Hash-stream ids: each purpose gets an independent stream per listing. */
export const STREAM = { CLASS: 1, TIME: 2, IDENTITY: 3, DETAIL: 4, EVENT: 5, PAST: 6 } as const;

/** The brief's class mix: ~60 % freehold, ~28 % condo, ~12 % commercial. */
const CLASS_CUTS = { residential: 0.6, condo: 0.88 } as const;

export interface ListingIdentity {
  index: number;
  feedClass: FeedClass;
  area: SampleArea;
  community: SampleCommunity;
  subType: string;
  transaction: ResoTransactionType;
  theme: PhotoTheme;
  listingKey: string;
}

/** Cheapest possible class lookup: keyset pages filter on class before anything else. */
export function feedClassOf(seed: number, index: number): FeedClass {
  const u = unit(hash32(seed, index, STREAM.CLASS));
  if (u < CLASS_CUTS.residential) return 'residential';
  return u < CLASS_CUTS.condo ? 'condo' : 'commercial';
}

const areaTable = (classIndex: 0 | 1 | 2): WeightedTable<SampleArea> =>
  new WeightedTable(SAMPLE_AREAS.map((area) => [area, area.weights[classIndex]] as const));

const AREA_TABLES: Readonly<Record<FeedClass, WeightedTable<SampleArea>>> = {
  residential: areaTable(0),
  condo: areaTable(1),
  commercial: areaTable(2),
};

const SUBTYPE_TABLES = {
  urban: new WeightedTable(C.FREEHOLD_SUBTYPES_URBAN),
  core: new WeightedTable(C.FREEHOLD_SUBTYPES_CORE),
  rural: new WeightedTable(C.FREEHOLD_SUBTYPES_RURAL),
  condo: new WeightedTable(C.CONDO_SUBTYPES),
  condoCore: new WeightedTable(C.CONDO_SUBTYPES_CORE),
  commercial: new WeightedTable(C.COMMERCIAL_SUBTYPES),
  commercialRural: new WeightedTable([...C.COMMERCIAL_SUBTYPES, ['Farm', C.COMMERCIAL_FARM_WEIGHT]]),
};

const THEME_BY_SUBTYPE: Readonly<Record<string, PhotoTheme>> = {
  Detached: 'house',
  'Semi-Detached': 'house',
  Link: 'house',
  Duplex: 'house',
  Triplex: 'house',
  Fourplex: 'house',
  'Detached Condo': 'house',
  'Semi-Detached Condo': 'house',
  'Att/Row/Townhouse': 'townhouse',
  'Condo Townhouse': 'townhouse',
  'Common Element Condo': 'townhouse',
  'Condo Apartment': 'apartment',
  'Co-op Apartment': 'apartment',
  'Vacant Land': 'land',
  Land: 'land',
  Farm: 'rural',
  'Rural Residential': 'rural',
  Cottage: 'cottage',
  'Commercial Retail': 'retail',
  'Sale Of Business': 'retail',
  Industrial: 'industrial',
  Office: 'office',
  Investment: 'investment',
  Multiplex: 'investment',
  'Store W/Apt/Office': 'investment',
};

/** Old-Toronto core behaves differently from the suburbs (plexes, condo towers). */
export const isTorontoCore = (area: SampleArea): boolean => area.municipality.name === 'Toronto';

/** TRREB's MLS-number letter: Toronto by district, else by region. */
function keyLetter(area: SampleArea, community: SampleCommunity): string {
  if (community.district) return community.district.charAt(0);
  const region = area.municipality.region;
  if (region === 'York') return 'N';
  if (region === 'Durham') return 'E';
  return 'W';
}

function pickSubType(rng: Rng, feedClass: FeedClass, area: SampleArea): string {
  const core = isTorontoCore(area);
  if (feedClass === 'residential') {
    if (rng.chance(area.rural)) return SUBTYPE_TABLES.rural.pick(rng.next());
    return (core ? SUBTYPE_TABLES.core : SUBTYPE_TABLES.urban).pick(rng.next());
  }
  if (feedClass === 'condo') return (core ? SUBTYPE_TABLES.condoCore : SUBTYPE_TABLES.condo).pick(rng.next());
  return (area.rural >= 0.2 ? SUBTYPE_TABLES.commercialRural : SUBTYPE_TABLES.commercial).pick(rng.next());
}

export function listingIdentity(seed: number, index: number, seedMask: number): ListingIdentity {
  const feedClass = feedClassOf(seed, index);
  const rng = new Rng(hash32(seed, index, STREAM.IDENTITY));
  const area = AREA_TABLES[feedClass].pick(rng.next());
  const community = rng.pick(area.communities);
  const subType = pickSubType(rng, feedClass, area);
  const transaction = C.pickTransaction(rng.next(), subType, C.LEASE_SHARE[feedClass], feedClass === 'commercial');
  const theme = THEME_BY_SUBTYPE[subType] ?? 'house';
  const listingKey = makeListingKey(keyLetter(area, community), index, seedMask, theme);
  return { index, feedClass, area, community, subType, transaction, theme, listingKey };
}
