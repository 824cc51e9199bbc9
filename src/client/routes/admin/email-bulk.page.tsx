import { getRouteApi } from '@tanstack/react-router';
import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

const route = getRouteApi('/_admin/admin/email-list/bulk/$group_type');

export default function EmailBulkPage() {
  const { group_type } = route.useParams();
  return (
    <AdminPagePlaceholder title="Bulk Mail">
      <p>Recipients: group {group_type}.</p>
    </AdminPagePlaceholder>
  );
}
