import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function LandTransferPage() {
  return <PagePlaceholder title="Land Transfer Tax Calculator" lead="The tax applies to the sale price only." />;
}
