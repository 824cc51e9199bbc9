import { getRouteApi } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

const route = getRouteApi('/_admin/admin/estate/details/$propertyId/$propertyType');

export default function AdminPropertyDetailsPage() {
  const { propertyId, propertyType } = route.useParams();
  return (
    <AdminPagePlaceholder title="Property Details">
      <p>
        Listing {propertyId} ({propertyType}).
      </p>
    </AdminPagePlaceholder>
  );
}
