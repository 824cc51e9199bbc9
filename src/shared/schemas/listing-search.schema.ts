/**
 * Search criteria. `ZListingSearch` is the one normalized form the server searches with and the
 * client keeps; `ZSearchCriteria` accepts it and both legacy forms of the spec (§3: residential
 * `propertyType: 'RESEDENTIAL', keyword, minPrice, bed…`, commercial `propertyType: 'COMMERCIAL',
 * comKeyword, comMinPrice, comBed…`) and turns any of them into the normalized form (which it
 * accepts unchanged, so parsing twice is harmless). Field errors keep the names the caller sent.
 */
import { ownEntry } from '../own-entry.ts';
import { z } from 'zod';
import { FEED_CLASSES, type FeedClass } from '../listing-classes.ts';
import { COMMERCIAL_BUILDING_TYPES, LISTING_TYPES, RESIDENTIAL_BUILDING_TYPES } from '../options.ts';

export const SEARCH_SORTS = ['relevance', 'newest', 'price_desc', 'price_asc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export { MAX_SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../search-paging.ts';

/**
 * The feed's PropertySubType values each building-type option stands for. The spec's options use
 * the old TREB spellings ('Att/Row/Twnhouse'); the feed writes the new ones ('Att/Row/Townhouse').
 * Residential 'condo' is the whole condo class rather than a sub-type.
 */
const BUILDING_TYPE_SUBTYPES: Readonly<Record<string, readonly string[]>> = {
  'Att/Row/Twnhouse': ['Att/Row/Twnhouse', 'Att/Row/Townhouse'],
  'Rural Resid': ['Rural Resid', 'Rural Residential'],
  'Store W/Apt/Offc': ['Store W/Apt/Offc', 'Store W/Apt/Office'],
  'Store W/Apt/Office': ['Store W/Apt/Office', 'Store W/Apt/Offc'],
  'Commercial/Retail': ['Commercial/Retail', 'Commercial Retail'],
};

/** Sub-types a building-type option matches; null for 'any' and for residential 'condo'. */
export function subTypesOfBuildingType(buildingType: string | null): string[] | null {
  if (!buildingType || buildingType === 'any' || buildingType === 'condo') return null;
  return [...(ownEntry(BUILDING_TYPE_SUBTYPES, buildingType) ?? [buildingType])];
}

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const ZBoundingBox = z
  .object({ north: latitude, south: latitude, east: longitude, west: longitude })
  .refine((box) => box.north > box.south && box.east > box.west, { message: 'The map area must have north above south and east of west.' });
export type TBoundingBox = z.infer<typeof ZBoundingBox>;

export const ZListingSearch = z.object({
  classes: z.array(z.enum(FEED_CLASSES)).min(1),
  keyword: z.string().max(200),
  /** An option of the spec's building-type lists; null = any. */
  buildingType: z.string().max(60).nullable(),
  transactionType: z.enum(LISTING_TYPES).nullable(),
  minPrice: z.number().min(0).nullable(),
  maxPrice: z.number().min(0).nullable(),
  /** "At least N"; null = any. */
  minBeds: z.number().int().min(1).max(5).nullable(),
  minBaths: z.number().int().min(1).max(5).nullable(),
  minParking: z.number().int().min(1).max(5).nullable(),
  municipality: z.string().max(100).nullable(),
  bbox: ZBoundingBox.nullable(),
  sort: z.enum(SEARCH_SORTS),
});
export type TListingSearch = z.infer<typeof ZListingSearch>;

export const DEFAULT_LISTING_SEARCH: TListingSearch = {
  classes: ['residential', 'condo'],
  keyword: '',
  buildingType: null,
  transactionType: null,
  minPrice: null,
  maxPrice: null,
  minBeds: null,
  minBaths: null,
  minParking: null,
  municipality: null,
  bbox: null,
  sort: 'relevance',
};

// --- The accepting form ------------------------------------------------------------------------

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const keywordField = z.string().trim().max(200, 'Keep the keyword under 200 characters.').nullish();

const priceField = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value),
  z.number({ error: 'Enter the price as a number.' }).min(0, 'Price must be 0 or more.').max(1e10, 'Price is too large.').optional(),
);

/** 'any' (or nothing) or 1 to 5, as number or string. */
const countField = z.preprocess(
  (value) =>
    isBlank(value) || (typeof value === 'string' && value.trim().toLowerCase() === 'any') ? undefined : typeof value === 'string' ? Number(value) : value,
  z.number({ error: 'Choose any or 1 to 5.' }).int('Choose any or 1 to 5.').min(1, 'Choose any or 1 to 5.').max(5, 'Choose any or 1 to 5.').optional(),
);

const TRANSACTION_ALIASES: Readonly<Record<string, (typeof LISTING_TYPES)[number] | null>> = {
  any: null,
  sale: 'Sale',
  'for sale': 'Sale',
  lease: 'Lease',
  'rent/lease': 'Lease',
  rent: 'Lease',
  'for lease': 'Lease',
  'sub-lease': 'Sub-Lease',
  sublease: 'Sub-Lease',
  'for sub-lease': 'Sub-Lease',
};
const transactionField = z
  .string()
  .trim()
  .nullish()
  .refine(
    (value) => isBlank(value) || ownEntry(TRANSACTION_ALIASES, (value as string).toLowerCase()) !== undefined,
    'Choose any, Sale, Rent/Lease or Sub-Lease.',
  );

// Any listed option here; whether it suits the class searched is checked once the whole form parses.
const buildingTypeField = z
  .string()
  .trim()
  .max(60)
  .nullish()
  .refine(
    (value) =>
      isBlank(value) ||
      [...RESIDENTIAL_BUILDING_TYPES, ...COMMERCIAL_BUILDING_TYPES].some((option) => option.toLowerCase() === (value as string).toLowerCase()),
    'Choose one of the listed building types.',
  );

const SORT_ALIASES: Readonly<Record<string, SearchSort>> = {
  relevance: 'relevance',
  newest: 'newest',
  price_desc: 'price_desc',
  price_asc: 'price_asc',
  'high - low': 'price_desc',
  'high-low': 'price_desc',
  'low - high': 'price_asc',
  'low-high': 'price_asc',
};

const PROPERTY_TYPES: Readonly<Record<string, FeedClass[]>> = {
  resedential: ['residential', 'condo'],
  residential: ['residential', 'condo'],
  condo: ['condo'],
  commercial: ['commercial'],
};

function findOption(options: readonly string[], value: string): string | undefined {
  const wanted = value.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

export const ZSearchCriteria = z
  .object({
    propertyType: z
      .string()
      .trim()
      .nullish()
      .refine((value) => isBlank(value) || ownEntry(PROPERTY_TYPES, (value as string).toLowerCase()) !== undefined, 'Choose RESEDENTIAL or COMMERCIAL.'),
    classes: z.array(z.enum(FEED_CLASSES)).min(1).nullish(),
    keyword: keywordField,
    comKeyword: keywordField,
    buildingType: buildingTypeField,
    comBuildingType: buildingTypeField,
    transactionType: transactionField,
    comTransactionType: transactionField,
    minPrice: priceField,
    maxPrice: priceField,
    comMinPrice: priceField,
    comMaxPrice: priceField,
    bed: countField,
    bath: countField,
    parking: countField,
    comBed: countField,
    comBath: countField,
    comParking: countField,
    minBeds: countField,
    minBaths: countField,
    minParking: countField,
    municipality: z.string().trim().max(100).nullish(),
    bbox: ZBoundingBox.nullish(),
    sort: z
      .string()
      .trim()
      .nullish()
      .refine(
        (value) => isBlank(value) || ownEntry(SORT_ALIASES, (value as string).toLowerCase()) !== undefined,
        'Choose relevance, newest, price_desc or price_asc.',
      ),
  })
  .superRefine((criteria, ctx) => {
    const isCommercial = isCommercialCriteria(criteria);
    const buildingField = isCommercial && !isBlank(criteria.comBuildingType) ? 'comBuildingType' : 'buildingType';
    const building = criteria[buildingField];
    const options = isCommercial ? COMMERCIAL_BUILDING_TYPES : RESIDENTIAL_BUILDING_TYPES;
    if (!isBlank(building) && !findOption(options, building as string)) {
      ctx.addIssue({ code: 'custom', path: [buildingField], message: 'Choose one of the listed building types.' });
    }
    const prefix = isCommercial && (criteria.comMinPrice !== undefined || criteria.comMaxPrice !== undefined) ? 'com' : '';
    const min = prefix ? criteria.comMinPrice : criteria.minPrice;
    const max = prefix ? criteria.comMaxPrice : criteria.maxPrice;
    if (min !== undefined && max !== undefined && max > 0 && max < min) {
      ctx.addIssue({ code: 'custom', path: [prefix ? 'comMaxPrice' : 'maxPrice'], message: 'Max price must be at least the min price.' });
    }
  })
  .transform((criteria): TListingSearch => toListingSearch(criteria));

export type TSearchCriteriaInput = z.input<typeof ZSearchCriteria>;
type AcceptedCriteria = z.output<(typeof ZSearchCriteria)['in']>;

function isCommercialCriteria(criteria: Pick<AcceptedCriteria, 'propertyType' | 'classes'>): boolean {
  if (criteria.classes) return criteria.classes.length === 1 && criteria.classes[0] === 'commercial';
  return (criteria.propertyType ?? '').toLowerCase() === 'commercial';
}

function pick<T>(isCommercial: boolean, commercial: T | null | undefined, plain: T | null | undefined): T | null | undefined {
  return isCommercial && !isBlank(commercial) ? commercial : plain;
}

function toListingSearch(criteria: AcceptedCriteria): TListingSearch {
  const isCommercial = isCommercialCriteria(criteria);
  let classes: FeedClass[] = criteria.classes
    ? [...new Set(criteria.classes)]
    : [...(ownEntry(PROPERTY_TYPES, (criteria.propertyType ?? 'resedential').toLowerCase()) ?? DEFAULT_LISTING_SEARCH.classes)];
  const options = isCommercial ? COMMERCIAL_BUILDING_TYPES : RESIDENTIAL_BUILDING_TYPES;
  const buildingValue = pick(isCommercial, criteria.comBuildingType, criteria.buildingType);
  let buildingType = isBlank(buildingValue) ? null : (findOption(options, buildingValue as string) ?? null);
  if (buildingType === 'any') buildingType = null;
  if (buildingType === 'condo') {
    // Residential "condo" is the condo class, whatever its sub-type.
    classes = ['condo'];
    buildingType = null;
  }
  const transactionValue = pick(isCommercial, criteria.comTransactionType, criteria.transactionType);
  const transactionType = isBlank(transactionValue) ? null : (ownEntry(TRANSACTION_ALIASES, (transactionValue as string).toLowerCase()) ?? null);
  const usePlainPrices = !(isCommercial && (criteria.comMinPrice !== undefined || criteria.comMaxPrice !== undefined));
  const minPrice = usePlainPrices ? criteria.minPrice : criteria.comMinPrice;
  const maxPrice = usePlainPrices ? criteria.maxPrice : criteria.comMaxPrice;
  const keyword = pick(isCommercial, criteria.comKeyword, criteria.keyword) ?? '';
  return {
    classes,
    keyword,
    buildingType,
    transactionType,
    // The spec's defaults are 0 for both prices: 0 means "no limit".
    minPrice: minPrice ? minPrice : null,
    maxPrice: maxPrice ? maxPrice : null,
    minBeds: criteria.minBeds ?? pick(isCommercial, criteria.comBed, criteria.bed) ?? null,
    minBaths: criteria.minBaths ?? pick(isCommercial, criteria.comBath, criteria.bath) ?? null,
    minParking: criteria.minParking ?? pick(isCommercial, criteria.comParking, criteria.parking) ?? null,
    municipality: isBlank(criteria.municipality) ? null : (criteria.municipality as string),
    bbox: criteria.bbox ?? null,
    sort: isBlank(criteria.sort) ? 'relevance' : (ownEntry(SORT_ALIASES, (criteria.sort as string).toLowerCase()) ?? 'relevance'),
  };
}
