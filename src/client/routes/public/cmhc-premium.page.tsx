/**
 * CMHC premium calculator (/cmhcpremium): whether a purchase can be financed, the minimum down
 * payment, the loan-to-value ratio, the mortgage default insurance premium added to the loan and
 * the Ontario sales tax on it, paid at closing. Inputs live in the URL query (parseCmhcPremiumSearch).
 */
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import type { CmhcPremiumResult, DownPaymentSource } from '#shared/calculators/index.ts';
import {
  CMHC_PREMIUM_BANDS,
  cmhcPremium,
  EXTENDED_AMORTIZATION_SURCHARGE_PERCENT,
  INSURED_PRICE_CAP,
  ONTARIO_PREMIUM_SALES_TAX_PERCENT,
  UNINSURED_MIN_DOWN_PAYMENT_PERCENT,
} from '#shared/calculators/index.ts';
import type { DownPaymentUnit, TCmhcPremiumSearch } from '#shared/schemas/calculator-search.schema.ts';
import { CalcTable } from '../../components/calculators/CalcTable.tsx';
import { calculate } from '../../components/calculators/calculation.ts';
import { CalculatorPage } from '../../components/calculators/CalculatorPage.tsx';
import { useCalculatorSearch } from '../../components/calculators/use-calculator-search.ts';
import { AmortizationField, FirstTimeBuyerField } from '../../components/calculators/LoanFields.tsx';
import { ChoiceField, Field, hintId, MoneyField } from '../../components/calculators/Field.tsx';
import { Figures, LiveSummary } from '../../components/calculators/Figures.tsx';
import { formatMoney, formatPercent } from '../../components/calculators/format.ts';
import { MoneyInput, PercentInput } from '../../components/calculators/NumericInput.tsx';

const route = getRouteApi('/_public/cmhcpremium');

const UNIT_OPTIONS: readonly { value: DownPaymentUnit; label: string }[] = [
  { value: 'percent', label: '% of price' },
  { value: 'amount', label: '$ amount' },
];

const SOURCE_OPTIONS: readonly { value: DownPaymentSource; label: string; hint: string }[] = [
  { value: 'traditional', label: 'Savings, a gift or a sale', hint: 'Your own money, a gift from family, or the sale of a property.' },
  { value: 'non-traditional', label: 'Borrowed', hint: 'A loan or line of credit: priced higher with less than 10% down.' },
];

function downPaymentDollars(search: TCmhcPremiumSearch): number {
  return search.unit === 'amount' ? search.down : Math.round(search.price * search.down) / 100;
}

export default function CmhcPremiumPage() {
  const [search, update] = useCalculatorSearch<TCmhcPremiumSearch>(route);
  const id = useId();
  const downPayment = downPaymentDollars(search);

  const problem =
    search.price <= 0
      ? 'Enter the purchase price to see the premium.'
      : downPayment > search.price
        ? 'The down payment cannot be more than the purchase price.'
        : null;
  const calculation = problem
    ? ({ ok: false, message: problem } as const)
    : calculate(() =>
        cmhcPremium({
          price: search.price,
          downPayment,
          amortizationYears: search.amort,
          firstTimeBuyerOrNewBuild: search.firstTime,
          downPaymentSource: search.source,
        }),
      );

  // Switching between % and $ keeps the same down payment, expressed the other way.
  const changeUnit = (unit: DownPaymentUnit) => {
    if (unit === search.unit) return;
    const down = unit === 'amount' ? downPayment : search.price > 0 ? Math.round((downPayment / search.price) * 100_000) / 1000 : 0;
    update({ unit, down });
  };

  const inputs = (
    <>
      <MoneyField id={`${id}-price`} label="Purchase price" value={search.price} onChange={(price) => update({ price })} />
      <ChoiceField id={`${id}-unit`} legend="Enter the down payment as" value={search.unit} options={UNIT_OPTIONS} inline onChange={changeUnit} />
      <Field
        id={`${id}-down`}
        label="Down payment"
        hint={
          search.unit === 'percent'
            ? `${formatMoney(downPayment)}.`
            : search.price > 0
              ? `${formatPercent((downPayment / search.price) * 100, 2)} of the price.`
              : undefined
        }
      >
        {search.unit === 'percent' ? (
          <PercentInput id={`${id}-down`} step={1} value={search.down} onValueChange={(down) => update({ down })} aria-describedby={hintId(`${id}-down`)} />
        ) : (
          <MoneyInput
            id={`${id}-down`}
            value={search.down}
            onValueChange={(down) => update({ down })}
            aria-describedby={search.price > 0 ? hintId(`${id}-down`) : undefined}
          />
        )}
      </Field>
      <AmortizationField id={`${id}-amort`} value={search.amort} onChange={(amort) => update({ amort })} />
      <FirstTimeBuyerField
        id={`${id}-first-time`}
        hint="Only these buyers may amortize an insured mortgage over up to 30 years (otherwise 25)."
        checked={search.firstTime}
        onChange={(firstTime) => update({ firstTime })}
      />
      <ChoiceField
        id={`${id}-source`}
        legend="Source of the down payment"
        value={search.source}
        options={SOURCE_OPTIONS}
        onChange={(source) => update({ source })}
      />
    </>
  );

  return (
    <CalculatorPage
      title="CMHC Premium Calculator"
      lead="Enter the purchase price, down payment and amortization period to see the mortgage insurance premium."
      inputs={inputs}
      calculation={calculation}
      results={(result) => <PremiumResults result={result} />}
      details={(result) => <PremiumBreakdown search={search} downPayment={downPayment} result={result} />}
    />
  );
}

function verdict(result: CmhcPremiumResult): string {
  if (!result.allowed) return 'This purchase cannot be financed as entered';
  if (!result.insuranceRequired) return `No mortgage insurance needed: the down payment is ${UNINSURED_MIN_DOWN_PAYMENT_PERCENT}% or more`;
  return `CMHC premium: ${formatMoney(result.premium)}`;
}

function PremiumResults({ result }: { result: CmhcPremiumResult }) {
  return (
    <>
      <LiveSummary>
        <strong>{verdict(result)}</strong>
      </LiveSummary>
      {result.reason ? <p className="calc-problem">{result.reason}</p> : null}
      <Figures
        items={[
          { label: 'Minimum down payment', value: formatMoney(result.minDownPayment) },
          { label: 'Your down payment', value: `${formatPercent(result.downPaymentPercent, 2)} of the price` },
          { label: 'Loan before the premium', value: formatMoney(result.loanBeforePremium) },
          { label: 'Loan-to-value ratio', value: formatPercent(result.ltv, 2) },
          result.insuranceRequired &&
            result.allowed && {
              label: 'Premium rate',
              value: formatPercent(result.premiumRate),
              note: result.thirtyYearSurchargeApplied
                ? `Includes ${formatPercent(EXTENDED_AMORTIZATION_SURCHARGE_PERCENT)} for an amortization over 25 years.`
                : undefined,
            },
          { label: 'CMHC premium', value: formatMoney(result.premium), note: 'Added to the mortgage.', isHeadline: true },
          {
            label: `Ontario sales tax on the premium (${ONTARIO_PREMIUM_SALES_TAX_PERCENT}%)`,
            value: formatMoney(result.provincialSalesTax),
            note: 'Due in cash at closing: it cannot be added to the mortgage.',
          },
          { label: 'Total mortgage', value: formatMoney(result.totalMortgage), isHeadline: true },
        ]}
      />
    </>
  );
}

function PremiumBreakdown({ search, downPayment, result }: { search: TCmhcPremiumSearch; downPayment: number; result: CmhcPremiumResult }) {
  const aboveFirstTier = Math.max(0, search.price - 500_000);
  return (
    <section className="calc-section" aria-labelledby="cmhc-breakdown-heading">
      <h2 id="cmhc-breakdown-heading">How it is calculated</h2>
      <p className="calc-formula">
        Minimum down payment ={' '}
        {search.price >= INSURED_PRICE_CAP ? (
          <>
            {UNINSURED_MIN_DOWN_PAYMENT_PERCENT}% of {formatMoney(search.price)} (homes of {formatMoney(INSURED_PRICE_CAP)} or more cannot be insured)
          </>
        ) : (
          <>
            5% of {formatMoney(Math.min(search.price, 500_000))}
            {aboveFirstTier > 0 ? <> + 10% of {formatMoney(aboveFirstTier)}</> : null}
          </>
        )}{' '}
        = <strong>{formatMoney(result.minDownPayment)}</strong>.
      </p>
      <p className="calc-formula">
        Loan-to-value = ({formatMoney(search.price)} − {formatMoney(downPayment)}) ÷ {formatMoney(search.price)} ={' '}
        <strong>{formatPercent(result.ltv, 2)}</strong>. With {UNINSURED_MIN_DOWN_PAYMENT_PERCENT}% down or more (a loan-to-value of 80% or less) no insurance
        is needed.
      </p>
      {result.insuranceRequired && result.allowed ? (
        <>
          <p className="calc-formula">
            Premium = {formatMoney(result.loanBeforePremium)} × {formatPercent(result.premiumRate)} = <strong>{formatMoney(result.premium)}</strong>; sales tax
            = {formatMoney(result.premium)} × {ONTARIO_PREMIUM_SALES_TAX_PERCENT}% = {formatMoney(result.provincialSalesTax)}; total mortgage ={' '}
            {formatMoney(result.loanBeforePremium)} + {formatMoney(result.premium)} = <strong>{formatMoney(result.totalMortgage)}</strong>.
          </p>
          <PremiumBandTable ltv={result.ltv} />
        </>
      ) : null}
    </section>
  );
}

function PremiumBandTable({ ltv }: { ltv: number }) {
  // The first band starts where insurance becomes required (loan-to-value above 80 %).
  let previous = 100 - UNINSURED_MIN_DOWN_PAYMENT_PERCENT;
  const rows = CMHC_PREMIUM_BANDS.map((band) => {
    const row = { ...band, from: previous, isYours: ltv > previous && ltv <= band.maxLtvPercent };
    previous = band.maxLtvPercent;
    return row;
  });
  return (
    <CalcTable caption="CMHC premium rates (amortization of 25 years or less)" columns={['Loan-to-value', 'Premium rate', 'Borrowed down payment']}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.maxLtvPercent} className={row.isYours ? 'is-current' : undefined}>
            <th scope="row">
              {formatPercent(row.from + 0.01, 2)} – {formatPercent(row.maxLtvPercent)}
              {row.isYours ? <span className="calc-table__tag"> (yours)</span> : null}
            </th>
            <td className="num">{formatPercent(row.ratePercent)}</td>
            <td className="num">{formatPercent(row.nonTraditionalRatePercent ?? row.ratePercent)}</td>
          </tr>
        ))}
      </tbody>
    </CalcTable>
  );
}
