import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function EmailListPage() {
  return <AdminPagePlaceholder title="Email List" />;
}
