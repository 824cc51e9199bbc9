/**
 * Mortgage affordability calculator (/mortgageaffordability): the highest price an income
 * supports under the federal rules: payments tested at the qualifying rate (stress test), housing
 * costs within the GDS limit and all debts within the TDS limit, then the down payment rules and
 * the insured price cap. Inputs live in the URL query (parseAffordabilitySearch).
 */
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import type { AffordabilityLimit, AffordabilityResult } from '#shared/calculators/index.ts';
import {
  affordability,
  CONDO_FEES_COUNTED_PERCENT,
  GDS_LIMIT_PERCENT,
  INSURED_PRICE_CAP,
  STRESS_TEST_BUFFER_PERCENT,
  STRESS_TEST_FLOOR_PERCENT,
  TDS_LIMIT_PERCENT,
} from '#shared/calculators/index.ts';
import type { TAffordabilitySearch } from '#shared/schemas/calculator-search.schema.ts';
import { CalcTable } from '../../components/calculators/CalcTable.tsx';
import { calculate } from '../../components/calculators/calculation.ts';
import { CalculatorPage } from '../../components/calculators/CalculatorPage.tsx';
import { useCalculatorSearch } from '../../components/calculators/use-calculator-search.ts';
import { AmortizationField, FirstTimeBuyerField, RateField } from '../../components/calculators/LoanFields.tsx';
import { MoneyField } from '../../components/calculators/Field.tsx';
import { Figures, LiveSummary } from '../../components/calculators/Figures.tsx';
import { formatMoney, formatPercent } from '../../components/calculators/format.ts';
import { useDefaultRatePercent } from '../../components/calculators/use-default-rate.ts';

const route = getRouteApi('/_public/mortgageaffordability');

export default function MortgageAffordabilityPage() {
  const [search, update] = useCalculatorSearch<TAffordabilitySearch>(route);
  const id = useId();
  const defaultRatePercent = useDefaultRatePercent();
  const ratePercent = search.rate ?? defaultRatePercent;

  const calculation = calculate(() =>
    affordability({
      grossAnnualIncome: search.income,
      contractRatePercent: ratePercent,
      amortizationYears: search.amort,
      downPayment: search.down,
      propertyTaxMonthly: search.tax / 12,
      heatingMonthly: search.heat,
      condoFeesMonthly: search.condo,
      otherDebtsMonthly: search.debts,
      firstTimeBuyerOrNewBuild: search.firstTime,
    }),
  );

  const money = (key: 'income' | 'down' | 'tax' | 'heat' | 'condo' | 'debts', label: string, hint?: string) => (
    <MoneyField id={`${id}-${key}`} label={label} hint={hint} value={search[key]} onChange={(amount) => update({ [key]: amount })} />
  );

  const inputs = (
    <>
      {money('income', 'Gross household income (a year)', 'Before tax, everyone on the mortgage together.')}
      <RateField
        id={`${id}-rate`}
        hint="The rate you expect to be offered; the stress test adds to it."
        value={ratePercent}
        onChange={(rate) => update({ rate })}
      />
      <AmortizationField id={`${id}-amort`} value={search.amort} onChange={(amort) => update({ amort })} />
      {money('down', 'Down payment')}
      {money('tax', 'Property tax (a year)')}
      {money('heat', 'Heating (a month)', 'Lenders usually count about $100 a month.')}
      {money('condo', 'Condo fees (a month)', `Lenders count ${CONDO_FEES_COUNTED_PERCENT}% of them.`)}
      {money('debts', 'Other debt payments (a month)', 'Car loans, credit cards (at least 3% of the balance), lines of credit, support payments.')}
      <FirstTimeBuyerField
        id={`${id}-first-time`}
        hint="With less than 20% down, allows a 30-year amortization instead of 25."
        checked={search.firstTime}
        onChange={(firstTime) => update({ firstTime })}
      />
    </>
  );

  return (
    <CalculatorPage
      title="Mortgage Affordability Calculator"
      lead="How much home your income can carry under the Canadian mortgage rules."
      inputs={inputs}
      calculation={calculation}
      results={(result) => <AffordabilityResults result={result} search={search} />}
      details={(result) => <AffordabilityBreakdown result={result} search={search} ratePercent={ratePercent} />}
    />
  );
}

function limitExplanation(result: AffordabilityResult, search: TAffordabilitySearch): string {
  const reasons: Record<AffordabilityLimit, string> = {
    GDS: `Your income limits the price: housing costs may take at most ${GDS_LIMIT_PERCENT}% of it (gross debt service ratio).`,
    TDS: `Your income and other debts limit the price: housing costs and debts together may take at most ${TDS_LIMIT_PERCENT}% of your income (total debt service ratio).`,
    'minimum-down-payment': `Your down payment limits the price: a higher price would need a larger minimum down payment (5% of the first $500,000 and 10% of the rest) than ${formatMoney(search.down)}.`,
    'insured-price-cap': `The insured price cap limits the price: with less than 20% down the home must cost under ${formatMoney(INSURED_PRICE_CAP)}; above it you need 20% down.`,
  };
  return reasons[result.limitedBy];
}

function AffordabilityResults({ result, search }: { result: AffordabilityResult; search: TAffordabilitySearch }) {
  const atMax = result.atMaxPrice;
  return (
    <>
      <LiveSummary>
        Maximum purchase price: <strong>{formatMoney(result.maxPrice)}</strong>
      </LiveSummary>
      <Figures
        items={[
          { label: 'Maximum purchase price', value: formatMoney(result.maxPrice), isHeadline: true, note: limitExplanation(result, search) },
          { label: 'Maximum mortgage', value: formatMoney(result.maxMortgage), note: 'The largest loan the payment below repays.' },
          atMax && {
            label: 'Mortgage at the maximum price',
            value: formatMoney(atMax.totalMortgage),
            note: atMax.premium ? `Includes the ${formatMoney(atMax.premium)} CMHC premium (down payment under 20%).` : undefined,
          },
          {
            label: 'Maximum monthly payment',
            value: formatMoney(result.maxPayment),
            note: `Principal and interest at the qualifying rate, over ${result.amortizationYearsUsed} years.`,
          },
          { label: 'Qualifying rate (stress test)', value: formatPercent(result.qualifyingRatePercent) },
          { label: `Payment allowed by GDS (${GDS_LIMIT_PERCENT}%)`, value: formatMoney(result.maxPaymentByGds) },
          { label: `Payment allowed by TDS (${TDS_LIMIT_PERCENT}%)`, value: formatMoney(result.maxPaymentByTds) },
          { label: 'Tighter limit', value: result.binding === 'GDS' ? 'GDS: housing costs' : 'TDS: all debts' },
        ]}
      />
      {result.amortizationYearsUsed !== search.amort ? (
        <p className="calc-note">
          With less than 20% down the mortgage must be insured, and an insured mortgage is amortized over at most {result.amortizationYearsUsed} years, so that
          is used here.
        </p>
      ) : null}
    </>
  );
}

interface BreakdownProps {
  result: AffordabilityResult;
  search: TAffordabilitySearch;
  ratePercent: number;
}

function AffordabilityBreakdown({ result, search, ratePercent }: BreakdownProps) {
  const monthlyIncome = search.income / 12;
  const condoCounted = (search.condo * CONDO_FEES_COUNTED_PERCENT) / 100;
  const housingCosts = search.tax / 12 + search.heat + condoCounted;
  const atMax = result.atMaxPrice;
  return (
    <section className="calc-section" aria-labelledby="afford-breakdown-heading">
      <h2 id="afford-breakdown-heading">How it is calculated</h2>
      <p className="calc-formula">
        Qualifying rate = the greater of {formatPercent(ratePercent)} + {STRESS_TEST_BUFFER_PERCENT}% and {formatPercent(STRESS_TEST_FLOOR_PERCENT)} ={' '}
        <strong>{formatPercent(result.qualifyingRatePercent)}</strong>. Lenders check that you could still pay at this rate.
      </p>
      <CalcTable caption="The largest mortgage payment your income allows, per month" columns={['Step', 'GDS (housing)', 'TDS (all debts)']}>
        <tbody>
          <tr>
            <th scope="row">Limit × gross monthly income ({formatMoney(monthlyIncome)})</th>
            <td className="num">
              {GDS_LIMIT_PERCENT}% = {formatMoney((monthlyIncome * GDS_LIMIT_PERCENT) / 100)}
            </td>
            <td className="num">
              {TDS_LIMIT_PERCENT}% = {formatMoney((monthlyIncome * TDS_LIMIT_PERCENT) / 100)}
            </td>
          </tr>
          <tr>
            <th scope="row">− Property tax ({formatMoney(search.tax)} ÷ 12)</th>
            <td className="num">{formatMoney(search.tax / 12)}</td>
            <td className="num">{formatMoney(search.tax / 12)}</td>
          </tr>
          <tr>
            <th scope="row">− Heating</th>
            <td className="num">{formatMoney(search.heat)}</td>
            <td className="num">{formatMoney(search.heat)}</td>
          </tr>
          <tr>
            <th scope="row">
              − {CONDO_FEES_COUNTED_PERCENT}% of condo fees ({formatMoney(search.condo)})
            </th>
            <td className="num">{formatMoney(condoCounted)}</td>
            <td className="num">{formatMoney(condoCounted)}</td>
          </tr>
          <tr>
            <th scope="row">− Other debt payments</th>
            <td className="num">not counted</td>
            <td className="num">{formatMoney(search.debts)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Payment allowed</th>
            <td className="num">{formatMoney(result.maxPaymentByGds)}</td>
            <td className="num">{formatMoney(result.maxPaymentByTds)}</td>
          </tr>
        </tfoot>
      </CalcTable>
      <p className="calc-formula">
        Housing costs besides the mortgage: {formatMoney(housingCosts)} a month. The lower of the two limits, {formatMoney(result.maxPayment)}, repays a
        mortgage of {formatMoney(result.maxMortgage)} over {result.amortizationYearsUsed} years at {formatPercent(result.qualifyingRatePercent)}.
      </p>
      {atMax ? (
        <p className="calc-formula">
          At {formatMoney(result.maxPrice)}: {formatMoney(search.down)} down ({formatPercent(atMax.downPaymentPercent, 2)}) + a loan of{' '}
          {formatMoney(atMax.loanBeforePremium)}
          {atMax.premium > 0 ? ` (${formatMoney(atMax.totalMortgage)} with the ${formatMoney(atMax.premium)} CMHC premium)` : ''}.
        </p>
      ) : null}
    </section>
  );
}
