/**
 * A property as the agent sees it: every field (with the agent's corrections applied), photos,
 * rooms, the legacy detail fields, the curation state and, folded away, the feed's raw record.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import { useTRPC } from '../../trpc.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { ListingHistoryCard } from '../../components/admin/properties/ListingHistoryCard.tsx';
import { AdminPageHeader } from '../../components/admin/page/AdminPageHeader.tsx';
import { AdminCard } from '../../components/admin/page/AdminCard.tsx';

const route = getRouteApi('/_admin/admin/estate/details/$propertyId/$propertyType');

const shownValue = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const measure = (value: number | null, units: string | null) => (value === null ? '—' : units ? `${value} ${units}` : String(value));

/** Name and value pairs (the listing's fields, the legacy detail fields), each name unique in its list. */
function FieldList({ rows, compact = false }: { rows: [name: string, value: string][]; compact?: boolean }) {
  return (
    <dl className={compact ? 'field-list field-list--compact' : 'field-list'}>
      {rows.map(([name, value]) => (
        <div key={name} className="field-list__row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
      <AdminPageHeader
        title={`${property.unit ? `${property.unit} - ` : ''}${property.address}`}
        subtitle={`${property.municipality} · MLS® ${property.mlsNumber} · #${property.id}`}
      >
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
      </AdminPageHeader>

      <AdminCard title="Curation">
        <ul className="tag-list cluster">
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
      </AdminCard>

      <AdminCard title={`Photos (${images.length})`}>
        {images.length === 0 ? (
          <p className="admin-empty">No photos.</p>
        ) : (
          <ul className="image-grid">
            {images.map((image, index) => (
              <li key={image.id} className="image-grid__item">
                {image.url ? (
                  <img src={image.url} alt={`${property.address}, ${index + 1} of ${images.length}`} loading="lazy" />
                ) : (
                  <div className="image-grid__placeholder">{image.status === 'failed' ? 'Failed' : 'Processing…'}</div>
                )}
                {image.isMain ? <p className="image-grid__name">Main image</p> : null}
              </li>
            ))}
          </ul>
        )}
      </AdminCard>

      <AdminCard title="Listing">
        <FieldList rows={fields.map((field) => [field.label, field.value])} />
      </AdminCard>

      <AdminCard title={`Rooms (${rooms.length})`}>
        {rooms.length === 0 ? (
          <p className="admin-empty">No rooms recorded.</p>
        ) : (
          <DataTable look="compact" caption="Rooms" columns={['Room', 'Level', 'Width', 'Length', 'Notes']}>
            {rooms.map((room, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the feed's rooms have no id and this read-only list is never reordered: a room is its position.
              <tr key={index}>
                <td>{room.room_type}</td>
                <td>{shownValue(room.level)}</td>
                <td>{measure(room.width, room.units)}</td>
                <td>{measure(room.length, room.units)}</td>
                <td>{room.features.join(', ') || '—'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminCard>

      <AdminCard title="Detail fields">
        <FieldList compact rows={Object.entries(details).map(([name, value]) => [name, shownValue(value)])} />
      </AdminCard>

      {curation.origin === 'feed' ? <ListingHistoryCard listingId={id} /> : null}

      {raw ? (
        <AdminCard title="Feed record">
          <details>
            <summary>Raw feed record as received</summary>
            <pre className="code-block">{JSON.stringify(raw, null, 2)}</pre>
          </details>
        </AdminCard>
      ) : null}
    </div>
  );
}
