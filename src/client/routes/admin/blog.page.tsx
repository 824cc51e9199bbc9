import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function BlogAdminPage() {
  return <AdminPagePlaceholder title="Current Blogs" />;
}
