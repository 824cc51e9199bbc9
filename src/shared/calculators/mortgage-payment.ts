/**
 * Fixed-rate mortgage payment and amortization schedule with Canadian half-yearly compounding.
 */
import { assertAmortizationYears, assertAnnualRatePercent, levelPayment, periodicRateFraction } from './mortgage-math.ts';
import { assertIntegerInRange, assertNonNegative, assertOneOf } from './input-validation.ts';
import { roundToCents, toCents } from './money.ts';
import type { PaymentFrequency } from './payment-frequencies.ts';
import { PAYMENT_FREQUENCIES, PAYMENT_FREQUENCY_KEYS } from './payment-frequencies.ts';

export interface MortgagePaymentInput {
  principal: number;
  /** Nominal annual rate, compounded half-yearly, in percent. */
  annualRatePercent: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
  /** Length of the rate term (e.g. 5), for the term figures; omitted → no term figures. */
  termYears?: number;
}

export interface ScheduleRow {
  /** Payment number, from 1. */
  n: number;
  payment: number;
  interest: number;
  principal: number;
  /** Balance after this payment. */
  balance: number;
}

export interface MortgagePaymentResult {
  /** The regular payment, rounded to the cent (the last payment may differ, see `finalPayment`). */
  payment: number;
  /** The monthly payment every other frequency is derived from (equal to `payment` when monthly). */
  monthlyPayment: number;
  paymentsPerYear: number;
  /** Interest rate per payment period, in percent (0.41239155 for monthly at 5 %). */
  periodicRate: number;
  /** Payments actually needed; fewer than years × paymentsPerYear for accelerated frequencies. */
  numberOfPayments: number;
  /** numberOfPayments ÷ paymentsPerYear, e.g. about 21.5 for accelerated bi-weekly at 5 %. */
  payoffYears: number;
  finalPayment: number;
  totalInterest: number;
  totalPaid: number;
  schedule: ScheduleRow[];
  termInterest?: number;
  termPrincipal?: number;
  /** Balance owing at renewal (0 if the loan is repaid within the term). */
  balanceEndOfTerm?: number;
}

/**
 * Rounding: the monthly payment is rounded to the cent first and the other frequencies are
 * derived from that billed figure (accelerated weekly = $2,326.42 ÷ 4 = $581.605 → $581.61), so a
 * reader can check them from the monthly amount; the regular payment is rounded to the cent before
 * scheduling, as a lender bills it.
 * Each period's interest is balance × periodic rate rounded to the cent, principal is the rest,
 * and the last payment is whatever clears the balance exactly, so the schedule is a cents ledger
 * whose rows add up to the totals. The schedule ends when the balance reaches 0 or at the last
 * period of the amortization, whichever comes first.
 */
export function mortgagePayment(input: MortgagePaymentInput): MortgagePaymentResult {
  const { principal, annualRatePercent, amortizationYears, frequency, termYears } = input;
  const monthlyPayment = monthlyMortgagePayment({ principal, annualRatePercent, amortizationYears });
  assertOneOf('frequency', frequency, PAYMENT_FREQUENCY_KEYS);
  if (termYears !== undefined) assertIntegerInRange('termYears', termYears, 1, amortizationYears);

  const { paymentsPerYear, monthlyMultiplier } = PAYMENT_FREQUENCIES[frequency];
  const payment = roundToCents(monthlyPayment * monthlyMultiplier);
  const rate = periodicRateFraction(annualRatePercent, paymentsPerYear);
  const schedule = amortizationSchedule(principal, payment, rate, amortizationYears * paymentsPerYear);

  const totalInterestCents = sumCents(schedule, 'interest');
  const result: MortgagePaymentResult = {
    payment,
    monthlyPayment,
    paymentsPerYear,
    periodicRate: rate * 100,
    numberOfPayments: schedule.length,
    payoffYears: schedule.length / paymentsPerYear,
    finalPayment: schedule.at(-1)?.payment ?? 0,
    totalInterest: totalInterestCents / 100,
    totalPaid: (totalInterestCents + toCents(principal)) / 100,
    schedule,
  };
  if (termYears === undefined) return result;

  const term = schedule.slice(0, termYears * paymentsPerYear);
  return {
    ...result,
    termInterest: sumCents(term, 'interest') / 100,
    termPrincipal: sumCents(term, 'principal') / 100,
    // A loan repaid within the term has a last row with balance 0.
    balanceEndOfTerm: term.at(-1)?.balance ?? 0,
  };
}

/**
 * The monthly payment alone, rounded to the cent: mortgagePayment's `monthlyPayment` without the
 * schedule (hundreds of rows), for a figure shown on every listing card.
 */
export function monthlyMortgagePayment({ principal, annualRatePercent, amortizationYears }: Omit<MortgagePaymentInput, 'frequency' | 'termYears'>): number {
  assertNonNegative('principal', principal);
  assertAnnualRatePercent('annualRatePercent', annualRatePercent);
  assertAmortizationYears('amortizationYears', amortizationYears);
  return roundToCents(levelPayment(principal, periodicRateFraction(annualRatePercent, 12), amortizationYears * 12));
}

function sumCents(rows: readonly ScheduleRow[], field: 'interest' | 'principal' | 'payment'): number {
  return rows.reduce((cents, row) => cents + Math.round(row[field] * 100), 0);
}

function amortizationSchedule(principal: number, payment: number, rateFraction: number, lastPeriod: number): ScheduleRow[] {
  const paymentCents = toCents(payment);
  const rows: ScheduleRow[] = [];
  let balanceCents = toCents(principal);
  for (let n = 1; balanceCents > 0 && n <= lastPeriod; n++) {
    const interestCents = Math.round(balanceCents * rateFraction);
    const isFinal = n === lastPeriod || balanceCents + interestCents <= paymentCents;
    const thisPaymentCents = isFinal ? balanceCents + interestCents : paymentCents;
    const principalCents = thisPaymentCents - interestCents;
    balanceCents -= principalCents;
    rows.push({ n, payment: thisPaymentCents / 100, interest: interestCents / 100, principal: principalCents / 100, balance: balanceCents / 100 });
  }
  return rows;
}

export interface YearlyScheduleRow {
  /** Year of the loan, from 1 (payments 1..k are year 1 for k payments a year). */
  year: number;
  /** Number of payments made in the year (fewer in the last year). */
  paymentCount: number;
  /** Total paid in the year. */
  payments: number;
  interest: number;
  principal: number;
  /** Balance after the year's last payment. */
  endBalance: number;
}

/**
 * The schedule summed per loan year, for the yearly table and chart. A "year" is paymentsPerYear
 * consecutive payments (26 bi-weekly payments = 364 days), the usual convention for such tables.
 */
export function yearlySchedule(schedule: readonly ScheduleRow[], paymentsPerYear: number): YearlyScheduleRow[] {
  assertIntegerInRange('paymentsPerYear', paymentsPerYear, 1, 366);
  const years: YearlyScheduleRow[] = [];
  for (let start = 0; start < schedule.length; start += paymentsPerYear) {
    const rows = schedule.slice(start, start + paymentsPerYear);
    years.push({
      year: years.length + 1,
      paymentCount: rows.length,
      payments: sumCents(rows, 'payment') / 100,
      interest: sumCents(rows, 'interest') / 100,
      principal: sumCents(rows, 'principal') / 100,
      endBalance: rows.at(-1)?.balance ?? 0,
    });
  }
  return years;
}
