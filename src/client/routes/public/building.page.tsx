/**
 * /building/{address-slug}: one condo building, from every unit listed at its address: name (when
 * the feed has one), address and map, age, amenities, what the maintenance fee includes, the
 * typical fee per square foot, units for sale and for rent now, and for VOW visitors past sales
 * and leases (the server leaves them out for anyone else, who sees the invitation instead).
 * "Alert me about this building" saves a search of the building's condo units (issue #16): new
 * units, price changes, units back on the market.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { TBuildingAnswer, TBuildingPastUnit, TBuildingUnit } from '#shared/market/building.schema.ts';
import { detailParams } from '../../components/listing-card/listing-format.ts';
import { SaveSearchButton } from '../../alerts/SaveSearchButton.tsx';
import { formatValue, monthLabel } from '../../components/market/market-format.ts';
import { VowInvitation } from '../../components/market/VowInvitation.tsx';
import { ClientOnly } from '../../ssr/ClientOnly.tsx';
import { useTRPC } from '../../trpc.ts';
import '../../styles/market.css';

const LocationMap = lazy(() => import('../../components/map/LocationMap.tsx'));
const MAP_HEIGHT = 280;

function errorStatus(error: unknown): number | null {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === 'number' ? status : null;
}

export default function BuildingPage() {
  const { slug } = useParams({ from: '/_public/building/$slug' });
  const trpc = useTRPC();
  // retryOnMount off: a building the server already found unknown (a server-rendered 404) stays so while hydrating.
  const building = useQuery(trpc.market.building.queryOptions({ slug }, { retryOnMount: false }));
  if (building.isPending) {
    return (
      <div className="container market-status" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the building…
      </div>
    );
  }
  if (building.isError) {
    const status = errorStatus(building.error);
    if (status === 404 || status === 400) {
      return (
        <div className="container market-status">
          <h1>We know of no condo building at this address</h1>
          <p>The address may be misspelt, or no unit of the building has been listed yet.</p>
          <p>
            <Link to="/search" className="btn btn--primary">
              Search properties
            </Link>
          </p>
        </div>
      );
    }
    return (
      <div className="container market-status">
        <h1>Condo building</h1>
        <p role="alert">The building could not be loaded. Please try again.</p>
        <button type="button" className="btn btn--primary" onClick={() => void building.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <Building building={building.data} slug={slug} />;
}

/** The saved search behind "Alert me about this building": the building's condo units, any price. */
function buildingCriteria(slug: string) {
  return { search: { classes: ['condo' as const] }, buildingKey: slug };
}

function Building({ building, slug }: { building: TBuildingAnswer; slug: string }) {
  const address = `${building.street}, ${building.municipality}${building.postalCode ? `, ON ${building.postalCode}` : ''}`;
  const age = building.yearBuilt ? `Built ${building.yearBuilt}` : building.approximateAge ? `${building.approximateAge} years old` : null;
  return (
    <div className="page market-page building-page">
      <header className="page-header">
        <div className="container">
          <h1>{building.name ?? building.street}</h1>
          <p className="page-header__lead">{building.name ? address : `Condo building, ${address}`}</p>
          <SaveSearchButton
            criteria={buildingCriteria(slug)}
            defaultName={(building.name ?? building.street).slice(0, 80)}
            label="Alert me about this building"
            className="btn btn--primary btn--sm"
          />
        </div>
      </header>
      <div className="container page-body building-page__body">
        <section aria-labelledby="building-facts-heading" className="building-facts">
          <h2 id="building-facts-heading">The building</h2>
          <dl className="market-facts">
            <div>
              <dt>Age</dt>
              <dd>{age ?? 'Not given'}</dd>
            </div>
            <div>
              <dt>Typical maintenance fee</dt>
              <dd>{building.typicalFeePerSqft === null ? 'Not enough data' : `$${building.typicalFeePerSqft.toFixed(2)} per sq ft a month`}</dd>
            </div>
            <div>
              <dt>For sale now</dt>
              <dd>{building.forSale.length}</dd>
            </div>
            <div>
              <dt>For rent now</dt>
              <dd>{building.forRent.length}</dd>
            </div>
          </dl>
          {building.feeIncludes.length > 0 && (
            <>
              <h3>The maintenance fee includes</h3>
              <ul className="building-tags">
                {building.feeIncludes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
          {building.amenities.length > 0 && (
            <>
              <h3>Amenities</h3>
              <ul className="building-tags">
                {building.amenities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
          <p>
            <a href={building.marketPath}>
              {building.community ? `The ${building.community} market` : `The ${building.municipality} market`}: prices and listings month by month
            </a>
          </p>
        </section>
        {building.latitude !== null && building.longitude !== null && (
          <section aria-label="Map" className="building-map">
            {/* Leaflet touches `window` when imported: the map is drawn in the browser only. */}
            <ClientOnly fallback={<div style={{ height: MAP_HEIGHT }}>Loading the map…</div>}>
              <Suspense fallback={<div style={{ height: MAP_HEIGHT }}>Loading the map…</div>}>
                <LocationMap latitude={building.latitude} longitude={building.longitude} label={building.name ?? building.street} height={MAP_HEIGHT} />
              </Suspense>
            </ClientOnly>
          </section>
        )}
        <UnitTable id="for-sale" title="Units for sale" units={building.forSale} empty="No unit is for sale right now." />
        <UnitTable id="for-rent" title="Units for rent" units={building.forRent} empty="No unit is for rent right now." />
        {building.hasPastFigures ? (
          <>
            <PastTable id="past-sales" title="Past sales" units={building.pastSales ?? []} />
            <PastTable id="past-leases" title="Past leases" units={building.pastLeases ?? []} />
          </>
        ) : (
          <VowInvitation what="This building's past sales and leases, with prices per square foot," />
        )}
      </div>
    </div>
  );
}

function UnitTable({ id, title, units, empty }: { id: string; title: string; units: TBuildingUnit[]; empty: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="building-units">
      <h2 id={`${id}-heading`}>{title}</h2>
      {units.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="market-ranking" role="region" aria-label={`${title}: table`} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col">Price</th>
                <th scope="col">Beds</th>
                <th scope="col">Baths</th>
                <th scope="col">Size (sq ft)</th>
                <th scope="col">Fee</th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit) => (
                <tr key={unit.listingId}>
                  <th scope="row">
                    <Link to="/estate/details/$propertyId/$propertyType" params={detailParams({ id: unit.listingId, listingClass: unit.listingClass })}>
                      {unit.unit ? `Unit ${unit.unit}` : 'See the unit'}
                    </Link>
                  </th>
                  <td>{formatValue(unit.price, 'price')}</td>
                  <td>{unit.bedrooms === null ? '—' : `${unit.bedrooms}${unit.bedroomsPlus ? `+${unit.bedroomsPlus}` : ''}`}</td>
                  <td>{unit.bathrooms ?? '—'}</td>
                  <td>{unit.sqftRange ?? '—'}</td>
                  <td>{formatValue(unit.associationFee, 'price')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PastTable({ id, title, units }: { id: string; title: string; units: TBuildingPastUnit[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="building-units">
      <h2 id={`${id}-heading`}>{title}</h2>
      {units.length === 0 ? (
        <p>None recorded yet.</p>
      ) : (
        <div className="market-ranking" role="region" aria-label={`${title}: table`} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col">Date</th>
                <th scope="col">Price</th>
                <th scope="col">Asking</th>
                <th scope="col">Size (sq ft)</th>
                <th scope="col">Per sq ft</th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit, index) => (
                <tr key={`${unit.unit}-${unit.soldOn}-${index}`}>
                  <th scope="row">{unit.unit ?? '—'}</th>
                  <td>{unit.soldOn ? monthLabel(unit.soldOn, true) : '—'}</td>
                  <td>{formatValue(unit.soldPrice, 'price')}</td>
                  <td>{formatValue(unit.listPrice, 'price')}</td>
                  <td>{unit.sqftRange ?? '—'}</td>
                  <td>{unit.soldPricePerSqft === null ? '—' : `$${unit.soldPricePerSqft.toFixed(0)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
