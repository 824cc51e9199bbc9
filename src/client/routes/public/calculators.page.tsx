/** The calculators hub: four link cards (public spec, "Calculators hub and calculators"). */
import { Link, linkOptions } from '@tanstack/react-router';
import { CalculatorIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/layout/PageHeader.tsx';

const CALCULATORS = linkOptions([
  { to: '/landtransfer', label: 'Land transfer tax calculator', text: 'The tax applies to the sale price only.' },
  { to: '/mortgageloan', label: 'Mortgage loan calculator', text: 'Estimated monthly payment and amortization schedule.' },
  { to: '/mortgageaffordability', label: 'Mortgage affordability calculator', text: 'See how much home your income can carry.' },
  { to: '/cmhcpremium', label: 'CMHC premium calculator', text: 'Enter purchase price, down payment and amortization period.' },
]);

export default function CalculatorsPage() {
  return (
    <div className="page">
      <PageHeader title="Calculators" lead="Plan your purchase with our mortgage tools." />
      <div className="container page-body">
        <ul className="card-grid auto-grid">
          {CALCULATORS.map(({ label, text, ...link }) => (
            <li key={label}>
              <Link {...link} className="link-card">
                <CalculatorIcon className="link-card__icon" />
                <span className="link-card__title">{label}</span> <span className="link-card__text">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
