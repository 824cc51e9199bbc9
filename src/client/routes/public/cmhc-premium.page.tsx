import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function CmhcPremiumPage() {
  return <PagePlaceholder title="CMHC Premium Calculator" lead="Enter the purchase price, down payment and amortization period." />;
}
