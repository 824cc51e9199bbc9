import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function AdminShowingsPage() {
  return <AdminPagePlaceholder title="Showings" />;
}
