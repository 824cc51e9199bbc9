/**
 * Text of a listing card, kept apart from the component so it is unit-tested and shared by the
 * map info card and the detail page: price (a lease shows its monthly rent), transaction label,
 * the 340-character description preview (public spec, sections 2 and 9).
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { legacyFromFeedClass, type FeedClass } from '#shared/listing-classes.ts';
import { DESCRIPTION_PREVIEW_LENGTH } from '#shared/options.ts';

const wholeDollars = onFirstUse(
  () => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }),
);

export function isLease(transaction: string | null | undefined): boolean {
  return transaction === 'Lease' || transaction === 'Sub-Lease';
}

/** '$1,250,000', '$2,400/month' for a lease, 'Price on request' when the feed gives none. */
export function formatListingPrice(price: number | null, transaction: string | null): string {
  if (price === null || !Number.isFinite(price) || price <= 0) return 'Price on request';
  const amount = wholeDollars().format(price);
  return isLease(transaction) ? `${amount}/month` : amount;
}

/** The agent marked the listing Sold (admin spec: Status 'Sale' / 'Sold'); the feed's transaction stays as it was. */
export function isSold(agentStatus: string | null | undefined): boolean {
  return agentStatus === 'Sold';
}

/**
 * The transaction as the site names it: 'Lease' is shown as 'Rent/Lease' (section 3); a listing
 * the agent marked Sold says so whatever its transaction was.
 */
export function transactionLabel(transaction: string | null, agentStatus?: string | null): string {
  if (isSold(agentStatus)) return 'Sold';
  if (transaction === 'Lease') return 'Rent/Lease';
  if (transaction === 'Sub-Lease') return 'Sub-Lease';
  return 'For Sale';
}

/** The first 340 characters and an ellipsis; shorter descriptions are shown whole. */
export function descriptionPreview(text: string | null, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  return `${clean.slice(0, length).trimEnd()}...`;
}

/** '3+1' when the feed gives extra (den) bedrooms. */
export function formatBedrooms(beds: number | null, plus: number | null): string | null {
  if (beds === null) return null;
  return plus ? `${beds}+${plus}` : String(beds);
}

export function listingAddress(listing: { address: string; unit: string | null }): string {
  return listing.unit ? `${listing.address}, Unit ${listing.unit}` : listing.address;
}

/** The detail page's route parameters: its URL spells the class the legacy way (/estate/details/12/resedential). */
export function detailParams(listing: { id: number; listingClass: FeedClass }): { propertyId: string; propertyType: string } {
  return { propertyId: String(listing.id), propertyType: legacyFromFeedClass(listing.listingClass) };
}

/** '1 Bed', '3 Beds', '3+1 Beds': singular only for exactly one. */
export function countLabel(count: string | number, singular: string, plural = `${singular}s`): string {
  return `${count} ${String(count) === '1' ? singular : plural}`;
}
