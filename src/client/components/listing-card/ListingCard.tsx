/**
 * One listing in a grid or list (search results, Home's curated lists, related properties, map
 * list view). The board requires the listing brokerage beside every listing, so the attribution
 * and the MLS® line are part of the card, not optional.
 */
import { Link } from '@tanstack/react-router';
import type { TListingSummary } from '#shared/schemas/listing.schema.ts';
import { formatMonthlyEstimate } from '../calculators/monthly-estimate.ts';
import { useDefaultRatePercent } from '../calculators/use-default-rate.ts';
import { HouseIcon } from '../icons.tsx';
import { useShowingList } from '../../showings/showing-list.ts';
import { closedFactsOf, closedLabel, closedSummary } from './closed-format.ts';
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import {
  countLabel,
  descriptionPreview,
  detailParams,
  formatBedrooms,
  formatListingPrice,
  isLease,
  isSold,
  listingAddress,
  transactionLabel,
} from './listing-format.ts';
import './listing-card.css';

/** Cards are a quarter of the container on wide screens, half on tablets, full width on phones. */
export const LISTING_CARD_SIZES = '(min-width: 1200px) 290px, (min-width: 768px) 25vw, (min-width: 540px) 50vw, 100vw';

export interface ListingCardProps {
  listing: TListingSummary;
  /** Heading level of the address inside the surrounding page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Eager-load the photo (first cards above the fold); lazy otherwise. */
  eager?: boolean;
}

export function ListingCard({ listing, headingLevel = 3, eager = false }: ListingCardProps) {
  const showings = useShowingList();
  const ratePercent = useDefaultRatePercent();
  const Heading = `h${headingLevel}` as const;
  const address = listingAddress(listing);
  const image = listing.photos[0];
  const photoUrl = listing.photoUrl ?? image?.url ?? null;
  const beds = formatBedrooms(listing.beds, listing.bedsPlus);
  const area = [listing.community, listing.municipality].filter(Boolean).join(', ');
  const taxes = Number(listing.facts.taxes);
  const condoFees = Number(listing.facts.maintenanceFee);
  // A sold or leased listing reached by a VOW visitor carries its close (closedSearch); a public one does not.
  const closed = closedFactsOf(listing);
  const sold = isSold(listing.agentStatus) || closed !== null;
  // A sold home has no monthly cost to estimate.
  const monthly =
    listing.listPrice !== null && !isLease(listing.transaction) && !sold
      ? formatMonthlyEstimate({
          price: listing.listPrice,
          ratePercent,
          propertyTaxAnnual: Number.isFinite(taxes) && taxes > 0 ? taxes : null,
          condoFeesMonthly: Number.isFinite(condoFees) && condoFees > 0 ? condoFees : null,
          inToronto: listing.municipality.toLowerCase() === 'toronto',
          propertyType: listing.listingClass === 'commercial' ? 'other' : 'residential',
        })
      : null;
  const detailLink = {
    to: '/estate/details/$propertyId/$propertyType',
    params: detailParams(listing),
  } as const;

  const addToShowings = () =>
    showings.add({
      listingId: listing.id,
      mls: listing.mlsNumber,
      address,
      municipality: listing.municipality,
      price: listing.listPrice,
      listingClass: legacyFromFeedClass(listing.listingClass),
      latitude: listing.latitude,
      longitude: listing.longitude,
      url: photoUrl,
    });

  return (
    <article className="listing-card panel">
      <div className="listing-card__media">
        {photoUrl ? (
          <img
            className="listing-card__photo"
            src={photoUrl}
            srcSet={image?.srcset ?? undefined}
            sizes={image?.srcset ? LISTING_CARD_SIZES : undefined}
            width={image?.width ?? 640}
            height={image?.height ?? 427}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            alt={address}
          />
        ) : (
          <div className="listing-card__placeholder">
            <HouseIcon aria-hidden="true" />
            <span>Photo coming soon</span>
          </div>
        )}
        <span className={`listing-card__badge listing-card__badge--${sold ? 'sold' : isLease(listing.transaction) ? 'lease' : 'sale'}`}>
          {closed ? closedLabel(closed.marketStatus) : transactionLabel(listing.transaction, listing.agentStatus)}
        </span>
      </div>

      <div className="listing-card__body">
        <p className="listing-card__price">
          {closed ? closedSummary(closed, listing.listPrice, listing.transaction) : formatListingPrice(listing.listPrice, listing.transaction)}
        </p>
        {monthly ? <p className="listing-card__monthly">{monthly}</p> : null}
        <Heading className="listing-card__title">
          {/* The stretched link makes the whole card clickable while keeping one tab stop per card. */}
          <Link {...detailLink} className="listing-card__link">
            {address}
          </Link>
        </Heading>
        {area ? <p className="listing-card__area">{area}</p> : null}

        <ul className="listing-card__facts cluster" aria-label="Key facts">
          {beds !== null ? <li>{countLabel(beds, 'Bed')}</li> : null}
          {listing.baths !== null ? <li>{countLabel(listing.baths, 'Bath')}</li> : null}
          {listing.parkingSpaces !== null ? <li>{listing.parkingSpaces} Parking</li> : null}
          {listing.propertySubType ? <li>{listing.propertySubType}</li> : null}
        </ul>

        {listing.description ? <p className="listing-card__description">{descriptionPreview(listing.description)}</p> : null}

        <div className="listing-card__actions split-row">
          {/* Once added it says so; another click still answers 'Already Exist', as the spec has it. */}
          <button type="button" className="btn btn--sm btn--ghost listing-card__add" aria-pressed={showings.has(listing.id)} onClick={addToShowings}>
            {showings.has(listing.id) ? 'In showings' : 'Add to showings'}
            <span className="visually-hidden">: {address}</span>
          </button>
          <span className="listing-card__mls">MLS® {listing.mlsNumber}</span>
        </div>

        <footer className="listing-card__legal">
          {listing.brokerage ? <p>Listing courtesy of {listing.brokerage}</p> : null}
          <p>MLS® data deemed reliable but not guaranteed.</p>
        </footer>
      </div>
    </article>
  );
}
