import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function MortgageLoanPage() {
  return <PagePlaceholder title="Mortgage Loan Calculator" lead="Estimate your monthly payment and see the amortization schedule." />;
}
