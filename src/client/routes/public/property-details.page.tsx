import { getRouteApi } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

const route = getRouteApi('/_public/estate/details/$propertyId/$propertyType');

export default function PropertyDetailsPage() {
  const { propertyId, propertyType } = route.useParams();
  return (
    <PagePlaceholder title="Property Details" lead={`Listing ${propertyId} (${propertyType}).`} />
  );
}
