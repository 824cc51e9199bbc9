import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function MortgageAffordabilityPage() {
  return <PagePlaceholder title="Mortgage Affordability Calculator" lead="Find out how much home you can afford." />;
}
