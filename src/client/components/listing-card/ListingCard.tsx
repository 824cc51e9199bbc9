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
import { countLabel, descriptionPreview, formatBedrooms, formatListingPrice, isLease, isSold, listingAddress, transactionLabel } from './listing-format.ts';
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
  const image = listing.images[0];
  const photoUrl = listing.url ?? image?.url ?? null;
  const beds = formatBedrooms(listing.bed_rooms, listing.bed_rooms_plus);
  const area = [listing.Community, listing.Municipality].filter(Boolean).join(', ');
  const details = listing.propert_details[0];
  const taxes = Number(details?.Taxes);
  const condoFees = Number(details?.Maint);
  // A sold or leased listing reached by a VOW visitor carries its close (closedSearch); a public one does not.
  const closed = closedFactsOf(listing);
  const sold = isSold(listing.agent_status) || closed !== null;
  // A sold home has no monthly cost to estimate.
  const monthly =
    listing.Orig_dol !== null && !isLease(listing.S_r) && !sold
      ? formatMonthlyEstimate({
          price: listing.Orig_dol,
          ratePercent,
          propertyTaxAnnual: Number.isFinite(taxes) && taxes > 0 ? taxes : null,
          condoFeesMonthly: Number.isFinite(condoFees) && condoFees > 0 ? condoFees : null,
          inToronto: listing.Municipality.toLowerCase() === 'toronto',
          propertyType: listing.property_type === 'commercial' ? 'other' : 'residential',
        })
      : null;
  const detailLink = {
    to: '/estate/details/$propertyId/$propertyType',
    params: { propertyId: String(listing.property_id), propertyType: listing.property_type },
  } as const;

  const addToShowings = () =>
    showings.add({
      property_id: listing.property_id,
      mls: listing.Ml_num,
      address,
      municipality: listing.Municipality,
      price: listing.Orig_dol,
      propertyType: listing.property_type,
      latitude: listing.latitude,
      longitude: listing.longitude,
      url: photoUrl,
    });

  return (
    <article className="listing-card">
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
            alt={`Photo of ${address}`}
          />
        ) : (
          <div className="listing-card__placeholder">
            <HouseIcon aria-hidden="true" />
            <span>Photo coming soon</span>
          </div>
        )}
        <span className={`listing-card__badge listing-card__badge--${sold ? 'sold' : isLease(listing.S_r) ? 'lease' : 'sale'}`}>
          {closed ? closedLabel(closed.marketStatus) : transactionLabel(listing.S_r, listing.agent_status)}
        </span>
      </div>

      <div className="listing-card__body">
        <p className="listing-card__price">
          {closed ? closedSummary(closed, listing.Orig_dol, listing.S_r) : formatListingPrice(listing.Orig_dol, listing.S_r)}
        </p>
        {monthly ? <p className="listing-card__monthly">{monthly}</p> : null}
        <Heading className="listing-card__title">
          {/* The stretched link makes the whole card clickable while keeping one tab stop per card. */}
          <Link {...detailLink} className="listing-card__link">
            {address}
          </Link>
        </Heading>
        {area ? <p className="listing-card__area">{area}</p> : null}

        <ul className="listing-card__facts" aria-label="Key facts">
          {beds !== null ? <li>{countLabel(beds, 'Bed')}</li> : null}
          {listing.bath_rooms !== null ? <li>{countLabel(listing.bath_rooms, 'Bath')}</li> : null}
          {listing.park_spcs !== null ? <li>{listing.park_spcs} Parking</li> : null}
          {listing.Type_own1_out ? <li>{listing.Type_own1_out}</li> : null}
        </ul>

        {listing.Ad_text ? <p className="listing-card__description">{descriptionPreview(listing.Ad_text)}</p> : null}

        <div className="listing-card__actions">
          {/* Once added it says so; another click still answers 'Already Exist', as the spec has it. */}
          <button type="button" className="btn btn--sm btn--ghost listing-card__add" aria-pressed={showings.has(listing.property_id)} onClick={addToShowings}>
            {showings.has(listing.property_id) ? 'In showings' : 'Add to showings'}
            <span className="visually-hidden">: {address}</span>
          </button>
          <span className="listing-card__mls">MLS® {listing.Ml_num}</span>
        </div>

        <footer className="listing-card__legal">
          {listing.Rltr ? <p>Listing courtesy of {listing.Rltr}</p> : null}
          <p>MLS® data deemed reliable but not guaranteed.</p>
        </footer>
      </div>
    </article>
  );
}
