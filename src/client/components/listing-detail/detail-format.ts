/**
 * Pure helpers of the property detail page: the listing's facts (by their domain names,
 * #shared/schemas/listing-facts.ts) turned into labelled sections, 'N/A' for what the listing does not say, the carousel's
 * items per width and the relative "Last checked" time.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import type { ListingFactName } from '#shared/schemas/listing-facts.ts';
import type { TListingDetail } from '#shared/schemas/listing.schema.ts';
import { formatListingPrice, isLease, isSold } from '../listing-card/listing-format.ts';

export const NOT_AVAILABLE = 'N/A';

type DetailValue = string | number | boolean | null | undefined;

/** 'N/A' for missing or blank values; booleans as Y/N (the feed's own spelling). */
export function displayValue(value: DetailValue): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  const text = String(value).trim();
  return text === '' ? NOT_AVAILABLE : text;
}

const moneyFormat = onFirstUse(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }));
const centsFormat = onFirstUse(
  () => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

export function toNumber(value: DetailValue): number | null {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(number) && String(value).trim() !== '' ? number : null;
}

export function formatPrice(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_AVAILABLE : moneyFormat().format(value);
}

function formatMoneyValue(value: DetailValue): string {
  const number = toNumber(value);
  return number === null ? displayValue(value) : centsFormat().format(number);
}

/** Carousel breakpoints of the spec: 1, 2, 3 and 5 photos from 0, 600, 700 and 1000 px. */
export const CAROUSEL_BREAKPOINTS: readonly { minWidth: number; items: number }[] = [
  { minWidth: 1000, items: 5 },
  { minWidth: 700, items: 3 },
  { minWidth: 600, items: 2 },
  { minWidth: 0, items: 1 },
];

export function carouselItemsForWidth(width: number): number {
  return CAROUSEL_BREAKPOINTS.find((breakpoint) => width >= breakpoint.minWidth)?.items ?? 1;
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relativeFormat = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'always' }));

/** "3 minutes ago", "2 days ago"; "just now" under a minute; N/A for an unreadable time. */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return NOT_AVAILABLE;
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return NOT_AVAILABLE;
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds >= size) return relativeFormat().format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

export interface DetailRow {
  label: string;
  value: string;
  /**
   * The value reads the clock ("3 minutes ago"): the server's text and the hydrating browser's can
   * differ across a minute boundary, so its cell keeps the server's text while hydrating.
   */
  readsClock?: boolean;
}

export interface DetailSection {
  title: string;
  rows: DetailRow[];
}

type Details = Record<string, DetailValue>;
type Field = readonly [label: string, read: (details: Details, listing: TListingDetail) => string];

const field = (label: string, key: ListingFactName): Field => [label, (details) => displayValue(details[key])];
const money = (label: string, key: ListingFactName): Field => [label, (details) => formatMoneyValue(details[key])];
/** Two facts shown as one ("Brick, Stone"); N/A when both are missing. */
const joined = (label: string, ...keys: ListingFactName[]): Field => [
  label,
  (details) => {
    const parts = keys
      .map((key) => details[key])
      .filter((value) => displayValue(value) !== NOT_AVAILABLE)
      .map(String);
    return parts.length ? parts.join(', ') : NOT_AVAILABLE;
  },
];

const SECTIONS: readonly { title: string; fields: readonly Field[] }[] = [
  {
    title: 'Property',
    fields: [
      ['Type', (_, listing) => displayValue(listing.propertySubType)],
      field('Style', 'style'),
      field('Size (sq ft)', 'squareFeet'),
      field('Age (years)', 'approximateAge'),
      ['Area', (_, listing) => displayValue(listing.area)],
      ['Community', (details, listing) => displayValue(listing.community ?? details.community)],
      ['District', (details, listing) => displayValue(listing.district ?? details.district)],
      ['Cross street', (details, listing) => displayValue(listing.crossStreet ?? details.crossStreet)],
    ],
  },
  {
    title: 'Inside',
    fields: [
      ['Bedrooms', (details, listing) => bedrooms(listing.beds ?? toNumber(details.bedrooms), listing.bedsPlus ?? toNumber(details.bedroomsPlus))],
      ['Bathrooms', (details, listing) => displayValue(listing.baths ?? details.bathrooms)],
      field('Kitchens', 'kitchens'),
      field('Rooms', 'roomCount'),
      field('Family room', 'familyRoom'),
      joined('Basement', 'basement1', 'basement2'),
      field('Fireplace', 'fireplace'),
      field('Air conditioning', 'airConditioning'),
      field('Heating', 'heating'),
      field('Heating fuel', 'heatingFuel'),
    ],
  },
  {
    title: 'Land',
    fields: [
      field('Frontage (ft)', 'lotFront'),
      field('Depth (ft)', 'lotDepth'),
      field('Pool', 'pool'),
      field('Sewer', 'sewer'),
      field('Water', 'water'),
      field('Zoning', 'zoning'),
      field('Parcel ID', 'parcelId'),
    ],
  },
  {
    title: 'Fees',
    fields: [money('Taxes', 'taxes'), field('Tax year', 'taxYear'), money('Maintenance fees', 'maintenanceFee'), field('Heat included', 'heatIncluded')],
  },
  {
    title: 'Parking',
    fields: [field('Driveway', 'driveway'), field('Garage', 'garageType'), field('Parking spaces', 'parkingSpaces'), field('Parking total', 'parkingTotal')],
  },
  {
    title: 'Building',
    fields: [joined('Construction', 'construction1', 'construction2'), field('Style', 'style'), field('Age (years)', 'approximateAge')],
  },
];

function bedrooms(beds: number | null, plus: number | null): string {
  if (beds === null) return NOT_AVAILABLE;
  return plus ? `${beds} + ${plus}` : String(beds);
}

export function listingDetails(listing: Pick<TListingDetail, 'facts'>): Details {
  return listing.facts;
}

/** The labelled sections Property, Inside, Land, Fees, Parking, Building, every row filled ('N/A' when missing). */
export function buildDetailSections(listing: TListingDetail): DetailSection[] {
  const details = listingDetails(listing);
  return SECTIONS.map((section) => ({
    title: section.title,
    rows: section.fields.map(([label, read]) => ({ label, value: read(details, listing) })),
  }));
}

/** The key facts table at the top of the page. */
export function buildKeyFacts(listing: TListingDetail, now: Date = new Date()): DetailRow[] {
  const details = listingDetails(listing);
  return [
    // A lease's price is its monthly rent, said the way the header and the cards say it.
    {
      label: 'Price',
      value:
        listing.listPrice !== null && isLease(listing.transaction)
          ? formatListingPrice(listing.listPrice, listing.transaction)
          : formatPrice(listing.listPrice),
    },
    { label: 'MLS® number', value: displayValue(listing.mlsNumber) },
    {
      label: 'Status',
      value: isSold(listing.agentStatus) ? 'Sold' : listing.transaction === 'Sale' ? 'For sale' : `For ${displayValue(listing.transaction).toLowerCase()}`,
    },
    { label: 'Type', value: displayValue(listing.propertySubType) },
    { label: 'Bedrooms', value: bedrooms(listing.beds, listing.bedsPlus) },
    { label: 'Bathrooms', value: displayValue(listing.baths) },
    { label: 'Parking total', value: displayValue(details.parkingTotal ?? listing.parkingSpaces) },
    { label: 'Taxes', value: formatMoneyValue(details.taxes) },
    { label: 'Tax year', value: displayValue(details.taxYear) },
    { label: 'Last checked', value: relativeTime(listing.updatedAt, now), readsClock: true },
  ];
}

/** Highlights: the listing's extras, one per comma- or semicolon-separated item. */
export function highlightsOf(listing: TListingDetail): string[] {
  const extras = listing.extras ?? displayValue(listingDetails(listing).extras);
  if (!extras || extras === NOT_AVAILABLE) return [];
  return extras
    .split(/[;\n]|,\s(?=[A-Z])/)
    .map((item) => item.trim().replace(/\.$/, ''))
    .filter(Boolean);
}

/** "4.2 x 3.1" (length x width, in the feed's units); N/A when a dimension is missing. */
/** Length x width, and the size the agent typed when there is one. */
export function roomDimensions(room: { length: string | null; width: string | null; size?: string | null }): string {
  const parts = [room.length && room.width ? `${room.length} x ${room.width}` : null, room.size || null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : NOT_AVAILABLE;
}

export function fullAddress(listing: Pick<TListingDetail, 'address' | 'unit' | 'municipality' | 'postalCode'>): string {
  const street = listing.unit ? `${listing.address}, Unit ${listing.unit}` : listing.address;
  return [street, listing.municipality, listing.postalCode].filter(Boolean).join(', ');
}

export function isInToronto(listing: Pick<TListingDetail, 'municipality'>): boolean {
  return listing.municipality.trim().toLowerCase() === 'toronto';
}
