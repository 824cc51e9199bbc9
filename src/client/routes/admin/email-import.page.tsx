import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function EmailImportPage() {
  return <AdminPagePlaceholder title="CSV Import" />;
}
