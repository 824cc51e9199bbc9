import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function ResidentialSearchPage() {
  return <PagePlaceholder title="Residential Properties" lead="Search homes, condos and townhouses for sale or rent." />;
}
