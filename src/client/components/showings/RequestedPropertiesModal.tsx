/** The properties a visitor asked to see, with the schedule and any rating they left. */
import { Link } from '@tanstack/react-router';
import type { TAdminAppointment } from '#shared/schemas/showings.schema.ts';
import { formatShowingTime } from '../../showings/showing-time.ts';
import { Modal } from '../modal/Modal.tsx';
import { DataTable } from '../table/DataTable.tsx';
import { showingPrice } from './ShowingTables.tsx';

export function RequestedPropertiesModal({ appointment, onClose }: { appointment: TAdminAppointment; onClose: () => void }) {
  return (
    <Modal open size="lg" title={`Requested properties — ${appointment.fullName}`} onClose={onClose}>
      <DataTable look="data" caption="Requested properties" columns={['#', 'MLS®', 'Address', 'Price', 'Showing time', 'Feedback']}>
        {appointment.properties.map((property, index) => (
          <tr key={property.id}>
            <td>{index + 1}</td>
            <td>{property.mls ?? '—'}</td>
            <td>
              {property.listingId ? (
                <Link
                  to="/admin/estate/details/$propertyId/$propertyType"
                  params={{ propertyId: String(property.listingId), propertyType: property.listingClass ?? 'resedential' }}
                >
                  {property.address}
                </Link>
              ) : (
                property.address
              )}
              <span className="data-table__secondary">{property.municipality}</span>
            </td>
            <td>{property.price != null ? showingPrice().format(property.price) : '—'}</td>
            <td>{formatShowingTime(property.availableTime, 'Not scheduled')}</td>
            <td>
              {property.rating != null ? <span className="rating-inline">★ {property.rating}</span> : null}
              {property.comment ? <span className="data-table__secondary">{property.comment}</span> : null}
              {property.rating == null && !property.comment ? '—' : null}
            </td>
          </tr>
        ))}
      </DataTable>
    </Modal>
  );
}
