/**
 * Under a listing's title: its community's market page, and for a condo its building's page. The
 * slugs are computed here with the same shared functions the server keys its rows with.
 */
import { buildingAddress } from '#shared/market/building-address.ts';
import { marketPath } from '#shared/market/slug.ts';
import type { TListingSummary } from '#shared/schemas/listing.schema.ts';

interface ListingMarketLinksProps {
  listing: Pick<TListingSummary, 'listingClass' | 'address' | 'municipality' | 'community' | 'transaction'>;
}

export function ListingMarketLinks({ listing }: ListingMarketLinksProps) {
  const building = listing.listingClass === 'condo' ? buildingAddress(listing.address, listing.municipality) : null;
  if (!listing.municipality) return null;
  const place = listing.community ?? listing.municipality;
  const kind = listing.listingClass === 'condo' ? 'condos' : listing.listingClass === 'commercial' ? 'commercial' : 'houses';
  const transaction = listing.transaction === 'Sale' ? 'sale' : 'lease';
  return (
    <p className="property-detail__market-links">
      <a href={`${marketPath(listing.municipality, listing.community)}?class=${kind}&transaction=${transaction}`}>The {place} market</a>
      {building && (
        <>
          {' · '}
          <a href={`/building/${building.key}`}>Every unit at {building.street}</a>
        </>
      )}
    </p>
  );
}
