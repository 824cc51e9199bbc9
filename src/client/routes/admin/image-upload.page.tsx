import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function ImageUploadPage() {
  return <AdminPagePlaceholder title="Image Upload" />;
}
