import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function LookupSettingsPage() {
  return <AdminPagePlaceholder title="Lookup Settings" />;
}
