import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function ProfilePage() {
  return <AdminPagePlaceholder title="Profile" />;
}
