import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function OwnPropertiesPage() {
  return <AdminPagePlaceholder title="OWN PROPERTIES" />;
}
