/** The loan fields the mortgage calculators share: the interest rate, the amortization period and the first-time buyer box. */
import { MAX_ANNUAL_RATE_PERCENT } from '#shared/calculators/index.ts';
import { CheckboxField, Field, hintId } from './Field.tsx';
import { PercentInput } from './NumericInput.tsx';
import { AMORTIZATION_CHOICES, YearsSelect } from './YearsSelect.tsx';

/** The annual rate in percent, with the page's own hint (the rate a lender quotes, or the one the stress test adds to). */
export function RateField({ id, hint, value, onChange }: { id: string; hint: string; value: number; onChange: (rate: number) => void }) {
  return (
    <Field id={id} label="Interest rate" hint={hint}>
      <PercentInput id={id} max={MAX_ANNUAL_RATE_PERCENT} value={value} onValueChange={onChange} aria-describedby={hintId(id)} />
    </Field>
  );
}

export function AmortizationField({ id, value, onChange }: { id: string; value: number; onChange: (years: number) => void }) {
  return (
    <Field id={id} label="Amortization period">
      <YearsSelect id={id} value={value} choices={AMORTIZATION_CHOICES} onChange={onChange} />
    </Field>
  );
}

/** Whether the buyer may take the longer insured amortization; each page words the hint for its own question. */
export function FirstTimeBuyerField({ id, hint, checked, onChange }: { id: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <CheckboxField id={id} label="First-time buyer or newly built home" hint={hint} checked={checked} onChange={onChange} />;
}
