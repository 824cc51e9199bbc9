/**
 * Under a listing's title: its community's market page, and for a condo its building's page. The
 * slugs are computed here with the same shared functions the server keys its rows with.
 */
import { buildingAddress } from '#shared/market/building-address.ts';
import { marketPath } from '#shared/market/slug.ts';

interface ListingMarketLinksProps {
  listing: { property_type: string; Addr: string; Municipality: string; Community: string | null; S_r: string };
}

export function ListingMarketLinks({ listing }: ListingMarketLinksProps) {
  const building = listing.property_type === 'condo' ? buildingAddress(listing.Addr, listing.Municipality) : null;
  if (!listing.Municipality) return null;
  const place = listing.Community ?? listing.Municipality;
  const kind = listing.property_type === 'condo' ? 'condos' : listing.property_type === 'commercial' ? 'commercial' : 'houses';
  const transaction = listing.S_r === 'Sale' ? 'sale' : 'lease';
  return (
    <p className="property-detail__market-links">
      <a href={`${marketPath(listing.Municipality, listing.Community)}?class=${kind}&transaction=${transaction}`}>The {place} market</a>
      {building && (
        <>
          {' · '}
          <a href={`/building/${building.key}`}>Every unit at {building.street}</a>
        </>
      )}
    </p>
  );
}
