import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function CommercialSearchPage() {
  return <PagePlaceholder title="Commercial Properties" lead="Offices, retail, industrial space and businesses for sale or lease." />;
}
