/**
 * Mortgage loan calculator (/mortgageloan): the payment for a fixed-rate loan at each payment
 * frequency, the totals, the figures at the end of the rate term, and the amortization schedule
 * as a table and a chart. The loan is either entered directly or built from a purchase (price −
 * down payment, plus the CMHC premium when the down payment is under 20 %). Inputs live in the
 * URL query (parseMortgageLoanSearch).
 */
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import type { CmhcPremiumResult, MortgagePaymentResult, PaymentFrequency } from '#shared/calculators/index.ts';
import {
  cmhcPremium,
  effectiveAnnualRatePercent,
  FREQUENCY_CONVENTIONS,
  mortgagePayment,
  PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCY_KEYS,
  yearlySchedule,
} from '#shared/calculators/index.ts';
import { periodicRateFraction } from '#shared/calculators/mortgage-math.ts';
import type { LoanMode, TMortgageLoanSearch } from '#shared/schemas/calculator-search.schema.ts';
import { MAX_TERM_YEARS } from '#shared/schemas/calculator-search.schema.ts';
import { AmortizationChart } from '../../components/calculators/AmortizationChart.tsx';
import { calculate, type Calculation } from '../../components/calculators/calculation.ts';
import { CalculatorPage } from '../../components/calculators/CalculatorPage.tsx';
import { useCalculatorSearch } from '../../components/calculators/use-calculator-search.ts';
import { AmortizationField, FirstTimeBuyerField, RateField } from '../../components/calculators/LoanFields.tsx';
import { ChoiceField, Field, hintId, MoneyField } from '../../components/calculators/Field.tsx';
import { Figures, LiveSummary } from '../../components/calculators/Figures.tsx';
import { formatCount, formatMoney, formatPercent } from '../../components/calculators/format.ts';
import { ScheduleTable } from '../../components/calculators/ScheduleTable.tsx';
import { useDefaultRatePercent } from '../../components/calculators/use-default-rate.ts';
import { termChoices, YearsSelect } from '../../components/calculators/YearsSelect.tsx';

const route = getRouteApi('/_public/mortgageloan');

const MODE_OPTIONS: readonly { value: LoanMode; label: string }[] = [
  { value: 'purchase', label: 'Price and down payment' },
  { value: 'principal', label: 'Loan amount' },
];

/** How the loan amount was reached, for the breakdown. */
interface LoanAmount {
  principal: number;
  /** Present in purchase mode. */
  insurance?: CmhcPremiumResult;
}

type LoanOutcome = Calculation<{ loan: LoanAmount; payment: MortgagePaymentResult }>;

function loanOutcome(search: TMortgageLoanSearch, ratePercent: number): LoanOutcome {
  let loan: LoanAmount = { principal: search.principal };
  if (search.mode === 'purchase') {
    if (search.price <= 0) return { ok: false, message: 'Enter the purchase price to see the payment.' };
    if (search.down > search.price) return { ok: false, message: 'The down payment cannot be more than the purchase price.' };
    const insurance = cmhcPremium({
      price: search.price,
      downPayment: search.down,
      amortizationYears: search.amort,
      firstTimeBuyerOrNewBuild: search.firstTime,
    });
    if (!insurance.allowed) return { ok: false, message: insurance.reason ?? 'No lender can make this loan.' };
    loan = { principal: insurance.totalMortgage, insurance };
  }
  if (loan.principal <= 0) return { ok: false, message: 'Enter the loan amount to see the payment.' };
  const calculation = calculate(() =>
    mortgagePayment({
      principal: loan.principal,
      annualRatePercent: ratePercent,
      amortizationYears: search.amort,
      frequency: search.freq,
      termYears: Math.min(search.term, search.amort),
    }),
  );
  return calculation.ok ? { ok: true, value: { loan, payment: calculation.value } } : calculation;
}

export default function MortgageLoanPage() {
  const [search, update] = useCalculatorSearch<TMortgageLoanSearch>(route);
  const id = useId();
  const defaultRatePercent = useDefaultRatePercent();
  const ratePercent = search.rate ?? defaultRatePercent;
  const termYears = Math.min(search.term, search.amort);
  const outcome = loanOutcome(search, ratePercent);
  const downPercent = search.price > 0 ? (search.down / search.price) * 100 : 0;

  const inputs = (
    <>
      <ChoiceField id={`${id}-mode`} legend="Work from" value={search.mode} options={MODE_OPTIONS} inline onChange={(mode) => update({ mode })} />
      {search.mode === 'purchase' ? (
        <>
          <MoneyField id={`${id}-price`} label="Purchase price" value={search.price} onChange={(price) => update({ price })} />
          <MoneyField
            id={`${id}-down`}
            label="Down payment"
            hint={search.price > 0 ? `${formatPercent(downPercent, 2)} of the price.` : undefined}
            value={search.down}
            onChange={(down) => update({ down })}
          />
          {downPercent < 20 ? (
            <FirstTimeBuyerField
              id={`${id}-first-time`}
              hint="With less than 20% down the loan is insured; only these buyers may amortize it over 30 years."
              checked={search.firstTime}
              onChange={(firstTime) => update({ firstTime })}
            />
          ) : null}
        </>
      ) : (
        <MoneyField id={`${id}-principal`} label="Loan amount" value={search.principal} onChange={(principal) => update({ principal })} />
      )}
      <RateField
        id={`${id}-rate`}
        hint="Fixed rate, compounded half-yearly as Canadian lenders quote it."
        value={ratePercent}
        onChange={(rate) => update({ rate })}
      />
      <AmortizationField id={`${id}-amort`} value={search.amort} onChange={(amort) => update({ amort })} />
      <Field id={`${id}-freq`} label="Payment frequency" hint={FREQUENCY_CONVENTIONS[search.freq]}>
        <select
          id={`${id}-freq`}
          className="input"
          value={search.freq}
          aria-describedby={hintId(`${id}-freq`)}
          onChange={(event) => update({ freq: event.currentTarget.value as PaymentFrequency })}
        >
          {PAYMENT_FREQUENCY_KEYS.map((key) => (
            <option key={key} value={key}>
              {PAYMENT_FREQUENCIES[key].label}
            </option>
          ))}
        </select>
      </Field>
      <p className="calc-note">
        Payments other than monthly follow the Financial Consumer Agency of Canada convention: each is a fixed share of the monthly payment, so accelerated
        payments add one monthly payment a year.
      </p>
      <Field id={`${id}-term`} label="Rate term" hint="How long the rate is fixed before renewal.">
        <YearsSelect
          id={`${id}-term`}
          value={termYears}
          choices={termChoices(search.amort, MAX_TERM_YEARS)}
          onChange={(term) => update({ term })}
          aria-describedby={hintId(`${id}-term`)}
        />
      </Field>
    </>
  );

  return (
    <CalculatorPage
      title="Mortgage Loan Calculator"
      lead="Estimated payment and amortization schedule for a fixed-rate mortgage."
      inputs={inputs}
      calculation={outcome}
      results={({ loan, payment }) => <LoanResults loan={loan} payment={payment} frequency={search.freq} termYears={termYears} />}
      details={({ loan, payment }) => <LoanDetails search={search} ratePercent={ratePercent} loan={loan} payment={payment} />}
    />
  );
}

interface LoanResultsProps {
  loan: LoanAmount;
  payment: MortgagePaymentResult;
  frequency: PaymentFrequency;
  termYears: number;
}

function LoanResults({ loan, payment, frequency, termYears }: LoanResultsProps) {
  const rule = PAYMENT_FREQUENCIES[frequency];
  return (
    <>
      <LiveSummary>
        {rule.label} payment: <strong>{formatMoney(payment.payment)}</strong>
      </LiveSummary>
      <Figures
        items={[
          {
            label: `${rule.label} payment`,
            value: formatMoney(payment.payment),
            isHeadline: true,
            note: frequency === 'monthly' ? undefined : `From the monthly payment of ${formatMoney(payment.monthlyPayment)}.`,
          },
          {
            label: 'Mortgage amount',
            value: formatMoney(loan.principal),
            note: loan.insurance?.premium ? `Includes the ${formatMoney(loan.insurance.premium)} CMHC premium.` : undefined,
          },
          {
            label: 'Number of payments',
            value: formatCount(payment.numberOfPayments),
            note: `Paid off in ${formatCount(payment.payoffYears)} years${payment.finalPayment === payment.payment ? '' : `; the last payment is ${formatMoney(payment.finalPayment)}`}.`,
          },
          { label: 'Total interest', value: formatMoney(payment.totalInterest) },
          { label: 'Total paid', value: formatMoney(payment.totalPaid) },
          { label: `Interest over the ${termYears}-year term`, value: formatMoney(payment.termInterest ?? 0) },
          { label: `Principal repaid over the term`, value: formatMoney(payment.termPrincipal ?? 0) },
          { label: 'Balance at the end of the term', value: formatMoney(payment.balanceEndOfTerm ?? 0), note: 'The amount to renew or refinance.' },
        ]}
      />
    </>
  );
}

interface LoanDetailsProps {
  search: TMortgageLoanSearch;
  ratePercent: number;
  loan: LoanAmount;
  payment: MortgagePaymentResult;
}

function LoanDetails({ search, ratePercent, loan, payment }: LoanDetailsProps) {
  const years = yearlySchedule(payment.schedule, payment.paymentsPerYear);
  const insurance = loan.insurance;
  return (
    <>
      <section className="calc-section" aria-labelledby="loan-breakdown-heading">
        <h2 id="loan-breakdown-heading">How it is calculated</h2>
        {insurance ? (
          <p className="calc-formula">
            Loan = {formatMoney(search.price)} price − {formatMoney(search.down)} down payment = {formatMoney(insurance.loanBeforePremium)}
            {insurance.premium > 0 ? (
              <>
                {' '}
                + {formatMoney(insurance.premium)} CMHC premium ({formatPercent(insurance.premiumRate)} of the loan, because the down payment is under 20%) ={' '}
                <strong>{formatMoney(insurance.totalMortgage)}</strong>. The Ontario sales tax on the premium ({formatMoney(insurance.provincialSalesTax)}) is
                paid at closing.
              </>
            ) : (
              '.'
            )}
          </p>
        ) : null}
        <p className="calc-formula">
          Rate per month = (1 + {formatPercent(ratePercent)} ÷ 2)<sup>1/6</sup> − 1 = {formatPercent(periodicRateFraction(ratePercent, 12) * 100, 6)} (an
          effective {formatPercent(effectiveAnnualRatePercent(ratePercent), 4)} a year: Canadian fixed rates compound twice a year).
        </p>
        <p className="calc-formula">
          Monthly payment = loan × rate ÷ (1 − (1 + rate)<sup>−{search.amort * 12}</sup>) = <strong>{formatMoney(payment.monthlyPayment)}</strong>
          {search.freq === 'monthly'
            ? '.'
            : `; ${PAYMENT_FREQUENCIES[search.freq].label.toLowerCase()} payment = ${formatMoney(payment.monthlyPayment)} × ${MULTIPLIER_TEXT[search.freq]} = ${formatMoney(payment.payment)}.`}
        </p>
        <p className="calc-formula">
          Each payment first pays the interest on the balance ({formatPercent(payment.periodicRate, 6)} per payment, (1 + rate ÷ 2)
          <sup>2/{payment.paymentsPerYear}</sup> − 1); the rest repays principal.
        </p>
      </section>
      <section className="calc-section" aria-labelledby="loan-schedule-heading">
        <h2 id="loan-schedule-heading">Amortization schedule</h2>
        <AmortizationChart principal={loan.principal} years={years} />
        <ScheduleTable
          schedule={payment.schedule}
          years={years}
          paymentsPerYear={payment.paymentsPerYear}
          totals={{ paid: payment.totalPaid, interest: payment.totalInterest, principal: loan.principal }}
        />
      </section>
    </>
  );
}

/** The monthly multiplier of each frequency written as the fraction a reader can check. */
const MULTIPLIER_TEXT: Record<PaymentFrequency, string> = {
  monthly: '1',
  'semi-monthly': '1/2',
  'bi-weekly': '12/26',
  'accelerated-bi-weekly': '1/2',
  weekly: '12/52',
  'accelerated-weekly': '1/4',
};
