/**
 * The three listing classes of the feed and the legacy names the spec's API uses for them.
 * The old product spelled residential 'resedential' (admin) and 'RESEDENTIAL' (search criteria);
 * those spellings are part of the API contract and are accepted and produced as-is.
 */
export const FEED_CLASSES = ['residential', 'condo', 'commercial'] as const;
export type FeedClass = (typeof FEED_CLASSES)[number];

/** Admin property-browser type values (spelled as the legacy product did). */
export const ADMIN_PROPERTY_TYPES = ['resedential', 'commercial', 'condo'] as const;
export type AdminPropertyType = (typeof ADMIN_PROPERTY_TYPES)[number];

export const LEGACY_SEARCH_PROPERTY_TYPES = { RESEDENTIAL: 'RESEDENTIAL', COMMERCIAL: 'COMMERCIAL' } as const;

export function feedClassFromLegacy(value: string): FeedClass | undefined {
  const normalized = value.trim().toLowerCase();
  if (normalized === 'resedential' || normalized === 'residential') return 'residential';
  if (normalized === 'condo') return 'condo';
  if (normalized === 'commercial') return 'commercial';
  return undefined;
}

/** The feed class of an admin property type (legacyFromFeedClass the other way). */
export function feedClassOfAdminType(type: AdminPropertyType): FeedClass {
  return type === 'resedential' ? 'residential' : type;
}

export function legacyFromFeedClass(feedClass: FeedClass): AdminPropertyType {
  return feedClass === 'residential' ? 'resedential' : feedClass;
}

/** A listing's public page, as the server links to it (the detail route's legacy type segment: /estate/details/12/resedential). */
export function listingPagePath(listingId: number, feedClass: FeedClass): string {
  return `/estate/details/${listingId}/${legacyFromFeedClass(feedClass)}`;
}
