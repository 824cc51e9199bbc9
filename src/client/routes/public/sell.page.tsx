import { Link } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function SellPage() {
  return (
    <PagePlaceholder title="Sell Your Home" lead="Selling in a hot market: get the best price with the least stress.">
      <Link to="/contact-us" className="btn btn--primary">
        Contact us
      </Link>
    </PagePlaceholder>
  );
}
