import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function EnquiriesPage() {
  return <AdminPagePlaceholder title="Enquiries" />;
}
