/**
 * "Real monthly cost" panel for a listing's detail page: the mortgage at the agent's default rate
 * (20 % down, or more when the law asks for it; the CMHC premium when insurance applies), property
 * tax and condo fees a month, and the cash due at closing including land transfer tax. Rate, down
 * payment and amortization can be changed in place; links open the full calculators pre-filled.
 */
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { LandTransferPropertyType } from '#shared/calculators/index.ts';
import { MAX_ANNUAL_RATE_PERCENT } from '#shared/calculators/index.ts';
import { DEFAULT_AMORTIZATION_YEARS } from '#shared/schemas/calculator-search.schema.ts';
import { Field } from './Field.tsx';
import { Figures } from './Figures.tsx';
import { formatMoney, formatPercent, formatWholeMoney } from './format.ts';
import { DEFAULT_DOWN_PAYMENT_PERCENT, listingMonthlyCost } from './monthly-estimate.ts';
import { PercentInput } from './NumericInput.tsx';
import { AMORTIZATION_CHOICES, YearsSelect } from './YearsSelect.tsx';
import '../../styles/calculators.css';

export interface ListingMonthlyCostProps {
  price: number;
  /** The listing's yearly taxes, when known. */
  propertyTaxAnnual?: number | null;
  condoFeesMonthly?: number | null;
  inToronto: boolean;
  propertyType: LandTransferPropertyType;
  /** The agent's default rate (site settings `default_mortgage_rate`). */
  defaultRatePercent: number;
}

export function ListingMonthlyCost({ price, propertyTaxAnnual, condoFeesMonthly, inToronto, propertyType, defaultRatePercent }: ListingMonthlyCostProps) {
  const id = useId();
  // null = not edited: follow the defaults (the agent's rate may arrive after the first render).
  const [editedRate, setEditedRate] = useState<number | null>(null);
  const [editedDown, setEditedDown] = useState<number | null>(null);
  const [amortizationYears, setAmortizationYears] = useState(DEFAULT_AMORTIZATION_YEARS);
  const ratePercent = editedRate ?? defaultRatePercent;
  const downPaymentPercent = editedDown ?? DEFAULT_DOWN_PAYMENT_PERCENT;

  const cost = listingMonthlyCost({
    price,
    ratePercent,
    downPaymentPercent,
    amortizationYears,
    propertyTaxAnnual,
    condoFeesMonthly,
    inToronto,
    propertyType,
  });
  const headingId = `${id}-heading`;

  if (!cost) {
    return (
      <section className="calc-card panel monthly-cost" aria-labelledby={headingId}>
        <h2 id={headingId} className="calc-card__title">
          Real monthly cost
        </h2>
        <p>The monthly cost cannot be estimated without a price.</p>
      </section>
    );
  }

  return (
    <section className="calc-card panel monthly-cost" aria-labelledby={headingId}>
      <h2 id={headingId} className="calc-card__title">
        Real monthly cost
      </h2>
      <p className="monthly-cost__total" aria-live="polite" aria-atomic="true">
        About <strong>{formatWholeMoney(cost.monthlyTotal)}</strong> a month
      </p>
      <div className="monthly-cost__controls auto-grid">
        <Field id={`${id}-rate`} label="Rate">
          <PercentInput id={`${id}-rate`} max={MAX_ANNUAL_RATE_PERCENT} value={ratePercent} onValueChange={setEditedRate} />
        </Field>
        <Field id={`${id}-down`} label="Down payment">
          <PercentInput id={`${id}-down`} step={1} value={downPaymentPercent} onValueChange={setEditedDown} />
        </Field>
        <Field id={`${id}-amort`} label="Amortization">
          <YearsSelect id={`${id}-amort`} value={amortizationYears} choices={AMORTIZATION_CHOICES} onChange={setAmortizationYears} />
        </Field>
      </div>
      <Figures
        items={[
          {
            label: 'Mortgage payment',
            value: formatMoney(cost.monthlyMortgage),
            note: `On a ${formatMoney(cost.mortgagePrincipal)} loan${cost.cmhcPremium > 0 ? `, including the ${formatMoney(cost.cmhcPremium)} CMHC premium` : ''}.`,
          },
          { label: 'Property tax', value: propertyTaxAnnual === undefined || propertyTaxAnnual === null ? 'Not known' : formatMoney(cost.monthlyPropertyTax) },
          cost.monthlyCondoFees > 0 && { label: 'Condo fees', value: formatMoney(cost.monthlyCondoFees) },
          { label: 'Total a month', value: formatMoney(cost.monthlyTotal), isHeadline: true, note: 'Heating, utilities and insurance not included.' },
        ]}
      />
      <h3 className="monthly-cost__subtitle">Due at closing</h3>
      <Figures
        items={[
          { label: `Down payment (${formatPercent(cost.downPaymentPercent, 2)})`, value: formatMoney(cost.downPayment) },
          { label: 'Land transfer tax', value: formatMoney(cost.landTransferTaxAtClosing), note: inToronto ? 'Ontario and Toronto.' : 'Ontario.' },
          cost.premiumSalesTaxAtClosing > 0 && { label: 'Sales tax on the CMHC premium', value: formatMoney(cost.premiumSalesTaxAtClosing) },
          { label: 'Cash needed', value: formatMoney(cost.cashAtClosing), isHeadline: true, note: 'Legal fees and adjustments not included.' },
        ]}
      />
      {cost.notes.map((note) => (
        <p key={note} className="calc-note">
          {note}
        </p>
      ))}
      <p className="monthly-cost__links cluster">
        <Link to="/mortgageloan" search={{ mode: 'purchase', price, down: cost.downPayment, rate: ratePercent, amort: amortizationYears }}>
          Payment schedule in the mortgage calculator
        </Link>
        <Link to="/landtransfer" search={{ price, type: propertyType, toronto: inToronto }}>
          Land transfer tax in detail
        </Link>
      </p>
    </section>
  );
}
