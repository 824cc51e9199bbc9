import { AdminPagePlaceholder } from '../../components/admin/AdminPagePlaceholder.tsx';

export default function FeedbacksPage() {
  return <AdminPagePlaceholder title="Feedbacks" />;
}
