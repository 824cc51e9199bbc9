import { getRouteApi } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

const route = getRouteApi('/_public/showings/$id');

export default function VisitingListPage() {
  const { id } = route.useParams();
  return <PagePlaceholder title="Visiting List" lead={`Your visit schedule ${id}.`} />;
}
