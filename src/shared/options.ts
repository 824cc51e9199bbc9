/** The option lists of the spec's search forms (public-site spec, section 3), values as sent to the API. */

export const RESIDENTIAL_BUILDING_TYPES = [
  'any',
  'condo',
  'Att/Row/Twnhouse',
  'Cottage',
  'Detached',
  'Duplex',
  'Farm',
  'Fourplex',
  'Link',
  'Lower Level',
  'Mobile/Trailer',
  'Multiplex',
  'Other',
  'Rural Resid',
  'Semi-Detached',
  'Store W/Apt/Offc',
  'Triplex',
  'Upper Level',
  'Vacant Land',
] as const;

export const COMMERCIAL_BUILDING_TYPES = [
  'any',
  'Commercial/Retail',
  'Farm',
  'Industrial',
  'Investment',
  'Land',
  'Office',
  'Sale Of Business',
  'Store W/Apt/Office',
] as const;

export const TRANSACTION_TYPES = [
  { value: 'any', label: 'any' },
  { value: 'Sale', label: 'Sale' },
  { value: 'Lease', label: 'Rent/Lease' },
  { value: 'Sub-Lease', label: 'Sub-Lease' },
] as const;

/** Bed, bath and parking: 'any' or at least N. */
export const COUNT_OPTIONS = ['any', '1', '2', '3', '4', '5'] as const;

export const LISTING_TYPES = ['Sale', 'Lease', 'Sub-Lease'] as const;

export const DEFAULT_KEYWORD = 'Toronto';
export const DESCRIPTION_PREVIEW_LENGTH = 340;
export const DEFAULT_MAP_CENTER = { lat: 43.653226, lng: -79.383184 } as const;
export const MAP_PAGE_ZOOM = 10;
export const SEARCH_PAGE_ZOOM = 9;
