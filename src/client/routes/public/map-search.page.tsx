import { getRouteApi } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';
import { formatCityName } from '../../lib/city-name.ts';

const route = getRouteApi('/_public/estate/$locationName');

export default function MapSearchPage() {
  const { locationName } = route.useParams();
  return (
    <PagePlaceholder title="Map View" lead={`Homes for sale and rent in ${formatCityName(locationName)}.`}>
      <p>
        Map and list of listings in <strong>{formatCityName(locationName)}</strong>.
      </p>
    </PagePlaceholder>
  );
}
