import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function AdminHomePage() {
  return <AdminPagePlaceholder title="Property Browser" />;
}
