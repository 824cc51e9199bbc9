import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function EmailSendPage() {
  return <AdminPagePlaceholder title="Compose Mail" />;
}
