/**
 * The price fields of every search form (Home, /search, /comsearch, the map page) behave alike:
 * dollar prefix, thousands separators, minimum 0, step 50 (public spec §5, §9), and a max price
 * below the min price stops the search with one message.
 */
export const PRICE_FORMAT = { decimals: 0, thousands: true, fixedDecimals: false };
export const PRICE_STEP = 50;
export const MAX_PRICE_ERROR = 'Max price must be at least the min price.';

export const dollars = (value: number) => (value > 0 ? `$${value.toLocaleString('en-CA')}` : 'no limit');

/** 0 means "no limit", so only a real max below the min is a mistake. */
export const isPriceRangeInvalid = (minPrice: number, maxPrice: number) => maxPrice > 0 && maxPrice < minPrice;
