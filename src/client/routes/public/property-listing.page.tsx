import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function PropertyListingPage() {
  return <PagePlaceholder title="Property Listing" lead="Featured properties and sample listings." />;
}
