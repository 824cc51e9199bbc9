/**
 * A property as the agent sees it: every field (with the agent's corrections applied), photos,
 * rooms, the legacy detail fields, the curation state and, folded away, the feed's raw record.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import { useTRPC } from '../../trpc.ts';
import { ListingHistoryCard } from '../../components/admin/properties/ListingHistoryCard.tsx';

const route = getRouteApi('/_admin/admin/estate/details/$propertyId/$propertyType');

const shownValue = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

export default function AdminPropertyDetailsPage() {
  const { propertyId } = route.useParams();
  const trpc = useTRPC();
  const id = Number(propertyId);
  const detail = useQuery({ ...trpc.adminProperties.get.queryOptions({ id }, { staleTime: 0 }), enabled: Number.isInteger(id) && id > 0 });

  if (!Number.isInteger(id) || id <= 0 || detail.isError) {
    return (
      <div className="admin-page">
        <h1 className="admin-page__title">Property Details</h1>
        <p className="form-error" role="alert">
          This property could not be found.
        </p>
        <Link to="/admin/home">Back to the properties</Link>
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <div className="admin-page">
        <h1 className="admin-page__title">Property Details</h1>
        <p role="status">Please wait while loading</p>
      </div>
    );
  }

  const { property, fields, details, rooms, images, curation, raw } = detail.data;
  const isOnSite = curation.is_active && !curation.agent_hidden;
  return (
    <div className="admin-page property-details">
      <div className="admin-page__header">
        <h1 className="admin-page__title">
          {property.unit ? `${property.unit} - ` : ''}
          {property.address}
          <span className="admin-page__subtitle">
            {property.municipality} · MLS® {property.mlsNumber} · #{property.id}
          </span>
        </h1>
        <div className="form-actions">
          <Link className="btn btn--ghost btn--sm" to={curation.origin === 'agent' || curation.in_own_listing ? '/admin/own' : '/admin/home'}>
            Back to the list
          </Link>
          {isOnSite ? (
            <Link
              className="btn btn--ghost btn--sm"
              to="/estate/details/$propertyId/$propertyType"
              params={{ propertyId: String(property.id), propertyType: legacyFromFeedClass(property.listingClass) }}
            >
              Open on the website
            </Link>
          ) : null}
        </div>
      </div>

      <section className="admin-card" aria-labelledby="curation-title">
        <h2 id="curation-title" className="admin-card__title">
          Curation
        </h2>
        <ul className="tag-list">
          <li className="tag">{curation.origin === 'agent' ? 'Own property' : 'From the feed'}</li>
          <li className="tag">{curation.in_own_listing ? 'In own listing' : 'Not in own listing'}</li>
          {curation.is_featured ? <li className="tag">Featured</li> : null}
          <li className="tag">{isOnSite ? 'On the website' : curation.agent_hidden ? 'Removed by the agent' : 'Off the market in the feed'}</li>
          {curation.agent_status ? <li className="tag">Status: {curation.agent_status}</li> : null}
        </ul>
        {Object.keys(curation.overrides).length > 0 ? (
          <details>
            <summary>The agent's corrections of the feed</summary>
            <pre className="code-block">{JSON.stringify(curation.overrides, null, 2)}</pre>
          </details>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="photos-title">
        <h2 id="photos-title" className="admin-card__title">
          Photos ({images.length})
        </h2>
        {images.length === 0 ? (
          <p className="admin-empty">No photos.</p>
        ) : (
          <ul className="image-grid">
            {images.map((image, index) => (
              <li key={image.id} className="image-grid__item">
                {image.url ? (
                  <img src={image.url} alt={`Photo ${index + 1} of ${property.address}`} loading="lazy" />
                ) : (
                  <div className="image-grid__placeholder">{image.status === 'failed' ? 'Failed' : 'Processing…'}</div>
                )}
                {image.isMain ? <p className="image-grid__name">Main image</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-card" aria-labelledby="fields-title">
        <h2 id="fields-title" className="admin-card__title">
          Listing
        </h2>
        <dl className="field-list">
          {fields.map((field) => (
            <div key={field.label} className="field-list__row">
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="admin-card" aria-labelledby="rooms-title">
        <h2 id="rooms-title" className="admin-card__title">
          Rooms ({rooms.length})
        </h2>
        {rooms.length === 0 ? (
          <p className="admin-empty">No rooms recorded.</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-table admin-table--compact">
              <caption className="visually-hidden">Rooms</caption>
              <thead>
                <tr>
                  <th scope="col">Room</th>
                  <th scope="col">Level</th>
                  <th scope="col">Width</th>
                  <th scope="col">Length</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                {rooms.map((room, index) => (
                  <tr key={index}>
                    <td>{room.room_type}</td>
                    <td>{shownValue(room.level)}</td>
                    <td>{room.width === null ? '—' : `${room.width}${room.units ? ` ${room.units}` : ''}`}</td>
                    <td>{room.length === null ? '—' : `${room.length}${room.units ? ` ${room.units}` : ''}`}</td>
                    <td>{room.features.join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="admin-card" aria-labelledby="details-title">
        <h2 id="details-title" className="admin-card__title">
          Detail fields
        </h2>
        <dl className="field-list field-list--compact">
          {Object.entries(details).map(([name, value]) => (
            <div key={name} className="field-list__row">
              <dt>{name}</dt>
              <dd>{shownValue(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {curation.origin === 'feed' ? <ListingHistoryCard listingId={id} /> : null}

      {raw ? (
        <section className="admin-card" aria-labelledby="raw-title">
          <h2 id="raw-title" className="admin-card__title">
            Feed record
          </h2>
          <details>
            <summary>Raw feed record as received</summary>
            <pre className="code-block">{JSON.stringify(raw, null, 2)}</pre>
          </details>
        </section>
      ) : null}
    </div>
  );
}
