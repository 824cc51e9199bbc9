/**
 * /estate/details/{propertyId}/{propertyType}: one listing (public spec, section 2). Photos,
 * key facts and sections, the real monthly cost, 'Ask about this home', the agent's call link,
 * Save (saved homes and the showing list) and Share, related listings, and the board's attribution. A listing that
 * is not (or no longer) on the site gets a friendly page with a way back to the search.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import type { TListingDetail, TListingSummary } from '#shared/schemas/listing.schema.ts';
import { ListingMonthlyCost } from '../../components/calculators/ListingMonthlyCost.tsx';
import { useDefaultRatePercent } from '../../components/calculators/use-default-rate.ts';
import { PhoneIcon } from '../../components/icons.tsx';
import { PageQuery, QueryLoading } from '../../components/QueryStatus.tsx';
import { telHref } from '../../components/layout/contact-links.ts';
import { AskAboutHomeForm } from '../../components/listing/AskAboutHomeForm.tsx';
import { ListingMarketLinks } from '../../components/market/ListingMarketLinks.tsx';
import { ListingGrid, formatListingPrice, isSold, transactionLabel } from '../../components/listing-card/index.ts';
import { DetailSections, KeyFacts } from '../../components/listing-detail/DetailSections.tsx';
import { fullAddress, isInToronto, listingDetails, toNumber } from '../../components/listing-detail/detail-format.ts';
import { Gallery } from '../../components/listing-detail/Gallery.tsx';
import { ShareButton } from '../../components/listing-detail/ShareButton.tsx';
import { ViewOnMapButton } from '../../components/listing-detail/ViewOnMapButton.tsx';
import { ListingHistorySection, VowInvitation } from '../../components/listing-detail/ListingHistory.tsx';
import { closedLabel, closedSummary, type ClosedFacts } from '../../components/listing-card/closed-format.ts';
import { useVowAccess } from '../../vow/use-vow-access.ts';
import { useDeferredRender } from '../../hooks/use-deferred-render.ts';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import { useShowingList } from '../../showings/showing-list.ts';
import { useRecordListingView } from '../../account/record-listing-view.ts';
import { useSavedHomes } from '../../account/saved-homes.ts';
import { useTRPC } from '../../trpc.ts';
import '../../styles/listing-detail.css';

const route = getRouteApi('/_public/estate/details/$propertyId/$propertyType');

export const NO_LONGER_AVAILABLE = 'This property is no longer available';

export default function PropertyDetailsPage() {
  const { propertyId, propertyType } = route.useParams();
  const trpc = useTRPC();
  // retryOnMount off: a listing the server already found gone (a server-rendered 404) stays so while hydrating.
  const details = useQuery(trpc.listings.details.queryOptions({ propertyId, propertyType }, { retryOnMount: false }));

  return (
    <PageQuery
      query={details}
      className="detail-status"
      loading="Loading the property…"
      notFound={<ClosedOrNotAvailable propertyId={Number(propertyId)} />}
      failedTitle="Property Details"
      failedMessage="The property could not be loaded. Please try again."
    >
      {(data) => <ListingDetail listing={data.listing} related={data.related} />}
    </PageQuery>
  );
}

/**
 * Not on the public site: a VOW visitor may still open it when it sold or leased (its close and
 * history); anyone else gets the page every inactive listing gets, with the invitation to sign in.
 */
function ClosedOrNotAvailable({ propertyId }: { propertyId: number }) {
  const isEntitled = useVowAccess();
  return isEntitled && Number.isInteger(propertyId) && propertyId > 0 ? <ClosedListing propertyId={propertyId} /> : <NotAvailable />;
}

function ClosedListing({ propertyId }: { propertyId: number }) {
  const trpc = useTRPC();
  const closed = useQuery(
    trpc.listings.closedDetails.queryOptions(
      { propertyId },
      {
        retry: false,
        // Its gallery is being made since this visit asked for it: look again every few seconds, for two minutes at most.
        refetchInterval: (query) => ((query.state.data?.photosComing ?? 0) > 0 && query.state.dataUpdateCount < GALLERY_CHECKS ? GALLERY_CHECK_MS : false),
      },
    ),
  );
  if (closed.isPending) {
    return <QueryLoading className="detail-status">Loading the property…</QueryLoading>;
  }
  if (closed.isError) return <NotAvailable />;
  return <ListingDetail listing={closed.data} related={[]} closed={closed.data} photosComing={closed.data.photosComing} />;
}

const GALLERY_CHECK_MS = 4000;
const GALLERY_CHECKS = 30;

function NotAvailable() {
  const isEntitled = useVowAccess();
  return (
    <div className="container detail-status">
      <h1>{NO_LONGER_AVAILABLE}</h1>
      <p>It may have been sold, leased or taken off the market. Many other homes are waiting for you.</p>
      {isEntitled ? null : <VowInvitation />}
      <p className="detail-status__actions cluster">
        <Link to="/search" className="btn btn--primary">
          Search properties
        </Link>
        <Link to="/estate/$locationName" params={{ locationName: 'toronto' }} className="btn btn--ghost">
          Browse the map
        </Link>
      </p>
    </div>
  );
}

function ListingDetail({
  listing,
  related,
  closed = null,
  photosComing = 0,
}: {
  listing: TListingDetail;
  related: readonly TListingSummary[];
  closed?: ClosedFacts | null;
  photosComing?: number;
}) {
  const settings = useSiteSettings();
  const defaultRatePercent = useDefaultRatePercent();
  const showings = useShowingList();
  const savedHomes = useSavedHomes();
  useRecordListingView(listing.id);
  // The header and photos first; the sections, forms and related listings right after.
  const showBelowFold = useDeferredRender();
  const details = listingDetails(listing);
  const address = fullAddress(listing);
  const isCommercial = listing.listingClass === 'commercial';
  // A sold or leased home (shown to a VOW visitor) has no monthly cost to estimate.
  const isSale = listing.transaction === 'Sale' && !closed;
  const brokerage = listing.brokerage ?? (typeof details.brokerage === 'string' ? details.brokerage : null);

  const isSaved = savedHomes.has(listing.id);
  // Save keeps the home (in this browser before sign-in, in the account after) and, as before,
  // puts it on the showing list to book visits.
  const save = () => {
    savedHomes.save(listing.id);
    showings.add({
      listingId: listing.id,
      mls: listing.mlsNumber,
      address: listing.unit ? `${listing.address} ${listing.unit}` : listing.address,
      municipality: listing.municipality,
      price: listing.listPrice,
      listingClass: legacyFromFeedClass(listing.listingClass),
      latitude: listing.latitude,
      longitude: listing.longitude,
      url: listing.photoUrl,
    });
  };

  return (
    <article className="property-detail">
      <header className="property-detail__header split-row container">
        <div>
          <p className={`property-detail__badge${closed || isSold(listing.agentStatus) ? ' property-detail__badge--sold' : ''}`}>
            {closed ? closedLabel(closed.marketStatus) : transactionLabel(listing.transaction, listing.agentStatus)}
          </p>
          <h1 className="property-detail__address">{address}</h1>
          <p className="property-detail__price">
            {closed ? closedSummary(closed, listing.listPrice, listing.transaction) : formatListingPrice(listing.listPrice, listing.transaction)}
          </p>
          <p className="property-detail__meta">
            MLS® {listing.mlsNumber}
            {listing.propertySubType ? ` · ${listing.propertySubType}` : ''}
          </p>
          <ListingMarketLinks listing={listing} />
        </div>
        <div className="property-detail__actions cluster">
          <button type="button" className="btn btn--primary btn--sm" onClick={isSaved ? () => savedHomes.unsave(listing.id) : save} aria-pressed={isSaved}>
            {isSaved ? 'Saved' : 'Save'}
          </button>
          <ShareButton title={address} />
          <ViewOnMapButton latitude={listing.latitude} longitude={listing.longitude} address={address} isApproximate={listing.isGeoApproximate} />
        </div>
      </header>

      <div className="container">
        <Gallery images={listing.photos} address={address} />
        {photosComing > 0 ? (
          <p className="detail-gallery__coming" role="status">
            {photosComing === 1 ? '1 more photo is' : `${photosComing} more photos are`} being prepared and will appear here shortly.
          </p>
        ) : null}
      </div>

      {showBelowFold && (
        <div className="container property-detail__body">
          <div className="property-detail__main">
            {listing.description && (
              <section className="detail-card" aria-labelledby="description-heading">
                <h2 id="description-heading">Description</h2>
                <p className="property-detail__description">{listing.description}</p>
              </section>
            )}
            <KeyFacts listing={listing} />
            <ListingHistorySection propertyId={listing.id} askingPrice={listing.listPrice} transaction={listing.transaction} />
            <DetailSections listing={listing} />
            <footer className="property-detail__attribution">
              <p>{brokerage ? `Listing courtesy of ${brokerage}` : 'Listing brokerage: N/A'}</p>
              <p className="property-detail__disclaimer">
                The listing data is provided under copyright by the Toronto Regional Real Estate Board (TRREB) and is deemed reliable but not guaranteed
                accurate. MLS®, Multiple Listing Service® and the associated logos are trademarks of The Canadian Real Estate Association. Information is for
                consumers' personal, non-commercial use only.
              </p>
            </footer>
          </div>

          <aside className="property-detail__aside" aria-label="Costs and contact">
            {isSale && listing.listPrice ? (
              <ListingMonthlyCost
                price={listing.listPrice}
                propertyTaxAnnual={toNumber(details.taxes)}
                condoFeesMonthly={toNumber(details.maintenanceFee)}
                inToronto={isInToronto(listing)}
                propertyType={isCommercial ? 'other' : 'residential'}
                defaultRatePercent={defaultRatePercent}
              />
            ) : null}
            {settings?.phone ? (
              <p className="property-detail__call">
                <a className="btn btn--accent btn--block" href={telHref(settings.phone)}>
                  <PhoneIcon aria-hidden="true" /> Call {settings.phone}
                </a>
              </p>
            ) : null}
            <AskAboutHomeForm listingId={listing.id} listingClass={legacyFromFeedClass(listing.listingClass)} />
          </aside>
        </div>
      )}

      {showBelowFold && related.length > 0 && (
        <section className="container property-detail__related" aria-labelledby="related-heading">
          <h2 id="related-heading">Related Properties</h2>
          <ListingGrid listings={related} label="Related Properties" />
        </section>
      )}
    </article>
  );
}
