import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function TodosPage() {
  return <AdminPagePlaceholder title="Todos" />;
}
