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
import { lazy, type ReactNode, Suspense } from 'react';
import type { TBuildingAnswer, TBuildingPastUnit, TBuildingUnit } from '#shared/market/building.schema.ts';
import { PageQuery, QueryNotFound } from '../../components/QueryStatus.tsx';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import { detailParams } from '../../components/listing-card/listing-format.ts';
import { SaveSearchButton } from '../../alerts/SaveSearchButton.tsx';
import { formatValue, monthLabel } from '../../components/market/market-format.ts';
import { VowInvitation } from '../../components/market/VowInvitation.tsx';
import { ClientOnly } from '../../ssr/ClientOnly.tsx';
import { useTRPC } from '../../trpc.ts';
import '../../styles/market.css';

const LocationMap = lazy(() => import('../../components/map/LocationMap.tsx'));
const MAP_HEIGHT = 280;

export default function BuildingPage() {
  const { slug } = useParams({ from: '/_public/building/$slug' });
  const trpc = useTRPC();
  // retryOnMount off: a building the server already found unknown (a server-rendered 404) stays so while hydrating.
  const building = useQuery(trpc.market.building.queryOptions({ slug }, { retryOnMount: false }));
  return (
    <PageQuery
      query={building}
      className="market-status"
      loading="Loading the building…"
      notFound={
        <QueryNotFound
          className="market-status"
          title="We know of no condo building at this address"
          text="The address may be misspelt, or no unit of the building has been listed yet."
        >
          <Link to="/search" className="btn btn--primary">
            Search properties
          </Link>
        </QueryNotFound>
      }
      failedTitle="Condo building"
      failedMessage="The building could not be loaded. Please try again."
    >
      {(data) => <Building building={data} slug={slug} />}
    </PageQuery>
  );
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
      <PageHeader title={building.name ?? building.street} lead={building.name ? address : `Condo building, ${address}`}>
        <SaveSearchButton
          criteria={buildingCriteria(slug)}
          defaultName={(building.name ?? building.street).slice(0, 80)}
          label="Alert me about this building"
          className="btn btn--primary btn--sm"
        />
      </PageHeader>
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
          <Tags title="The maintenance fee includes" items={building.feeIncludes} />
          <Tags title="Amenities" items={building.amenities} />
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

/** A titled list of the building's features; nothing when the feed gives none. */
function Tags({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="building-tags cluster">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

interface UnitsSectionProps {
  id: string;
  title: string;
  /** Said instead of the table when there is no row. */
  empty: string;
  columns: readonly string[];
  rows: readonly ReactNode[];
}

/** A titled table of the building's units; it scrolls sideways on narrow screens, by keyboard too. */
function UnitsSection({ id, title, empty, columns, rows }: UnitsSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="building-units">
      <h2 id={`${id}-heading`}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="market-ranking" role="region" aria-label={`${title}: table`} tabIndex={0}>
          <table className="figure-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function UnitTable({ id, title, units, empty }: { id: string; title: string; units: TBuildingUnit[]; empty: string }) {
  return (
    <UnitsSection
      id={id}
      title={title}
      empty={empty}
      columns={['Unit', 'Price', 'Beds', 'Baths', 'Size (sq ft)', 'Fee']}
      rows={units.map((unit) => (
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
    />
  );
}

function PastTable({ id, title, units }: { id: string; title: string; units: TBuildingPastUnit[] }) {
  return (
    <UnitsSection
      id={id}
      title={title}
      empty="None recorded yet."
      columns={['Unit', 'Date', 'Price', 'Asking', 'Size (sq ft)', 'Per sq ft']}
      rows={units.map((unit, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a past sale has no id (the same unit may sell twice in a month, or have no unit number), and the server's list is only ever shown whole, never reordered or edited, so its position is its identity.
        <tr key={`${unit.unit}-${unit.soldOn}-${index}`}>
          <th scope="row">{unit.unit ?? '—'}</th>
          <td>{unit.soldOn ? monthLabel(unit.soldOn, true) : '—'}</td>
          <td>{formatValue(unit.soldPrice, 'price')}</td>
          <td>{formatValue(unit.listPrice, 'price')}</td>
          <td>{unit.sqftRange ?? '—'}</td>
          <td>{unit.soldPricePerSqft === null ? '—' : `$${unit.soldPricePerSqft.toFixed(0)}`}</td>
        </tr>
      ))}
    />
  );
}
