/**
 * Payments and schedules with half-yearly compounding (reference §4). The anchor case is the
 * reference's own: $400,000 at 5 % over 25 years, where
 *   monthly rate i = 1.025^(1/6) − 1 = 0.0041239155,
 *   monthly payment = 400,000 · i / (1 − (1 + i)^−300) = 2,326.4199 → $2,326.42,
 *   FCAC bi-weekly = monthly × 12/26 = $1,073.73 (the reference's published figure),
 *   accelerated bi-weekly = monthly / 2 = $1,163.21, repaid in 559 payments (≈ 21.5 years).
 */
import { describe, expect, it } from 'vitest';
import type { MortgagePaymentInput } from './mortgage-payment.ts';
import { monthlyMortgagePayment, mortgagePayment, yearlySchedule } from './mortgage-payment.ts';
import { effectiveAnnualRatePercent, periodicRateFraction } from './mortgage-math.ts';
import { FREQUENCY_CONVENTIONS, PAYMENT_FREQUENCY_KEYS } from './payment-frequencies.ts';

const REFERENCE_LOAN: MortgagePaymentInput = { principal: 400_000, annualRatePercent: 5, amortizationYears: 25, frequency: 'monthly' };
const pay = (override: Partial<MortgagePaymentInput>) => mortgagePayment({ ...REFERENCE_LOAN, ...override });

describe('Canadian compounding', () => {
  it('monthly rate at 5 % is 0.0041239155 (not propcalc’s 0.41246 %)', () => {
    expect(periodicRateFraction(5, 12)).toBeCloseTo(0.0041239155, 10);
    expect(pay({}).periodicRate).toBeCloseTo(0.41239155, 8);
  });

  it('other periods follow (1 + r/2)^(2/k) − 1', () => {
    expect(periodicRateFraction(5, 2)).toBeCloseTo(0.025, 12); // half-yearly: exactly r/2
    expect(periodicRateFraction(5, 26)).toBeCloseTo(1.025 ** (1 / 13) - 1, 14);
    expect(periodicRateFraction(5, 52)).toBeCloseTo(1.025 ** (1 / 26) - 1, 14);
    expect(periodicRateFraction(5, 24)).toBeCloseTo(1.025 ** (1 / 12) - 1, 14);
  });

  it('effective annual rate at 5 % is 5.0625 %', () => {
    expect(effectiveAnnualRatePercent(5)).toBeCloseTo(5.0625, 10);
  });
});

describe('payment per frequency, FCAC convention, $400,000 at 5 % over 25 years', () => {
  it.each([
    ['monthly', 2_326.42, 12], // annuity formula
    ['semi-monthly', 1_163.21, 24], // monthly / 2
    ['bi-weekly', 1_073.73, 26], // monthly × 12 / 26, published in the reference
    ['accelerated-bi-weekly', 1_163.21, 26], // monthly / 2
    ['weekly', 536.87, 52], // monthly × 12 / 52 = 536.866
    // monthly / 4 = 2,326.42 / 4 = 581.605 → 581.61: derived from the billed monthly payment, so it
    // checks by hand (from the unrounded 2,326.4199 it would be 581.60)
    ['accelerated-weekly', 581.61, 52],
  ] as const)('%s → %d (%i a year)', (frequency, payment, paymentsPerYear) => {
    expect(pay({ frequency })).toMatchObject({ payment, paymentsPerYear, monthlyPayment: 2_326.42 });
  });

  it('does not use the exact-annuity convention for regular bi-weekly ($1,072.54)', () => {
    expect(pay({ frequency: 'bi-weekly' }).payment).not.toBe(1_072.54);
  });

  it('accelerated bi-weekly repays in 559 payments, about 21.5 years (reference §4)', () => {
    const result = pay({ frequency: 'accelerated-bi-weekly' });
    expect(result.numberOfPayments).toBe(559);
    expect(result.payoffYears).toBe(21.5);
  });

  it('regular frequencies repay within the amortization; accelerated ones well before', () => {
    for (const frequency of PAYMENT_FREQUENCY_KEYS) {
      const result = pay({ frequency });
      expect(result.payoffYears).toBeLessThanOrEqual(25);
      if (frequency.startsWith('accelerated')) expect(result.payoffYears).toBeLessThan(22);
    }
  });
});

describe('amortization schedule', () => {
  const monthly = pay({});

  it('first month: interest 400,000 × 0.0041239155 = 1,649.57, principal 676.85', () => {
    expect(monthly.schedule[0]).toEqual({ n: 1, payment: 2_326.42, interest: 1_649.57, principal: 676.85, balance: 399_323.15 });
  });

  it('has 300 monthly payments, the last adjusted so the balance ends at exactly 0', () => {
    expect(monthly.numberOfPayments).toBe(300);
    const last = monthly.schedule.at(-1);
    expect(last?.balance).toBe(0);
    expect(last?.payment).toBe(monthly.finalPayment);
    expect(Math.abs(monthly.finalPayment - monthly.payment)).toBeLessThan(1);
  });

  it('total interest ≈ 300 × 2,326.42 − 400,000 = 297,926 (rounding of the last payment aside)', () => {
    expect(Math.abs(monthly.totalInterest - 297_926)).toBeLessThan(1);
    expect(monthly.totalPaid).toBeCloseTo(400_000 + monthly.totalInterest, 6);
  });

  it('is a consistent cents ledger for every frequency', () => {
    for (const frequency of PAYMENT_FREQUENCY_KEYS) {
      const { schedule, totalInterest, totalPaid } = pay({ frequency });
      let balanceCents = 400_000_00;
      let interestCents = 0;
      let paidCents = 0;
      for (const row of schedule) {
        expect(Math.round(row.payment * 100)).toBe(Math.round(row.interest * 100) + Math.round(row.principal * 100));
        balanceCents -= Math.round(row.principal * 100);
        expect(Math.round(row.balance * 100)).toBe(balanceCents);
        interestCents += Math.round(row.interest * 100);
        paidCents += Math.round(row.payment * 100);
      }
      expect(balanceCents).toBe(0);
      expect(Math.round(totalInterest * 100)).toBe(interestCents);
      expect(Math.round(totalPaid * 100)).toBe(paidCents);
    }
  });

  it('accelerated payments save interest against monthly', () => {
    expect(pay({ frequency: 'accelerated-bi-weekly' }).totalInterest).toBeLessThan(monthly.totalInterest - 40_000);
  });
});

describe('term figures', () => {
  it('5-year term: balance at renewal matches the closed form within cents', () => {
    // Closed form with the rounded payment: 400,000 · 1.025^10 − 2,326.42 · (1.025^10 − 1) / i = 354,030.02
    const result = pay({ termYears: 5 });
    expect(Math.abs((result.balanceEndOfTerm ?? 0) - 354_030.02)).toBeLessThanOrEqual(0.05);
    // principal repaid + interest = 60 payments
    expect(result.termPrincipal).toBeCloseTo(400_000 - (result.balanceEndOfTerm ?? 0), 6);
    expect((result.termInterest ?? 0) + (result.termPrincipal ?? 0)).toBeCloseTo(60 * 2_326.42, 6);
  });

  it('a term as long as the amortization ends at 0', () => {
    expect(pay({ termYears: 25 })).toMatchObject({ balanceEndOfTerm: 0, termPrincipal: 400_000 });
  });

  it('balance at the end of a term after an accelerated payoff is 0', () => {
    const result = pay({ frequency: 'accelerated-weekly', amortizationYears: 25, termYears: 25 });
    expect(result.balanceEndOfTerm).toBe(0);
  });

  it('leaves term fields out when no term is asked for', () => {
    expect(pay({})).not.toHaveProperty('termInterest');
  });
});

describe('edge inputs', () => {
  it('0 % interest: principal / number of payments, no interest', () => {
    // 120,000 / 120 = 1,000
    const result = pay({ principal: 120_000, annualRatePercent: 0, amortizationYears: 10 });
    expect(result).toMatchObject({ payment: 1_000, numberOfPayments: 120, totalInterest: 0, finalPayment: 1_000 });
  });

  it('a zero principal has no payments', () => {
    expect(pay({ principal: 0 })).toMatchObject({ payment: 0, numberOfPayments: 0, totalInterest: 0, schedule: [] });
  });

  it.each<[string, Partial<MortgagePaymentInput>]>([
    ['negative principal', { principal: -1 }],
    ['NaN rate', { annualRatePercent: Number.NaN }],
    ['negative rate', { annualRatePercent: -0.5 }],
    ['absurd rate', { annualRatePercent: 75 }],
    ['zero amortization', { amortizationYears: 0 }],
    ['unknown frequency', { frequency: 'daily' as never }],
    ['term of 0', { termYears: 0 }],
    ['term beyond the amortization', { termYears: 26 }],
  ])('throws a RangeError on %s', (_label, override) => {
    expect(() => pay(override)).toThrow(RangeError);
  });
});

describe('monthlyMortgagePayment', () => {
  it('is the reference monthly payment, $2,326.42', () => {
    expect(monthlyMortgagePayment(REFERENCE_LOAN)).toBe(2_326.42);
  });

  it.each([
    [850_000, 4.79, 30],
    [123_456.78, 6.25, 15],
    [500_000, 0, 25],
    [0, 5, 25],
  ])('equals the full calculation’s monthly payment for $%d at %d %% over %d years', (principal, annualRatePercent, amortizationYears) => {
    const full = mortgagePayment({ principal, annualRatePercent, amortizationYears, frequency: 'monthly' });
    expect(monthlyMortgagePayment({ principal, annualRatePercent, amortizationYears })).toBe(full.monthlyPayment);
    expect(full.payment).toBe(full.monthlyPayment);
  });

  it('rejects what the full calculation rejects', () => {
    expect(() => monthlyMortgagePayment({ ...REFERENCE_LOAN, principal: -1 })).toThrow(RangeError);
    expect(() => monthlyMortgagePayment({ ...REFERENCE_LOAN, annualRatePercent: Number.NaN })).toThrow(RangeError);
    expect(() => monthlyMortgagePayment({ ...REFERENCE_LOAN, amortizationYears: 0 })).toThrow(RangeError);
  });
});

describe('yearlySchedule', () => {
  it('sums monthly payments per year', () => {
    const years = yearlySchedule(pay({}).schedule, 12);
    expect(years).toHaveLength(25);
    // Year 1: 12 × 2,326.42 = 27,917.04; balance after 12 payments = 400,000 − principal repaid
    expect(years[0]).toMatchObject({ year: 1, paymentCount: 12, payments: 27_917.04 });
    expect((years[0]?.interest ?? 0) + (years[0]?.principal ?? 0)).toBeCloseTo(27_917.04, 6);
    expect(years[0]?.endBalance).toBeCloseTo(400_000 - (years[0]?.principal ?? 0), 6);
    expect(years.at(-1)?.endBalance).toBe(0);
  });

  it('totals per year add back up to the schedule totals', () => {
    const result = pay({ frequency: 'weekly' });
    const years = yearlySchedule(result.schedule, result.paymentsPerYear);
    const interestCents = years.reduce((cents, year) => cents + Math.round(year.interest * 100), 0);
    const principalCents = years.reduce((cents, year) => cents + Math.round(year.principal * 100), 0);
    expect(interestCents).toBe(Math.round(result.totalInterest * 100));
    expect(principalCents).toBe(400_000_00);
  });

  it('ends with a short year when the loan is repaid mid-year', () => {
    // 559 accelerated bi-weekly payments = 21 full years of 26 + 13 payments in year 22
    const years = yearlySchedule(pay({ frequency: 'accelerated-bi-weekly' }).schedule, 26);
    expect(years).toHaveLength(22);
    expect(years.at(-1)).toMatchObject({ year: 22, paymentCount: 13, endBalance: 0 });
  });

  it('is empty for an empty schedule and rejects a bad period count', () => {
    expect(yearlySchedule([], 12)).toEqual([]);
    expect(() => yearlySchedule([], 0)).toThrow(RangeError);
  });
});

describe('FREQUENCY_CONVENTIONS', () => {
  it('describes every frequency for the UI, stating the FCAC convention', () => {
    expect(Object.keys(FREQUENCY_CONVENTIONS)).toEqual([...PAYMENT_FREQUENCY_KEYS]);
    expect(PAYMENT_FREQUENCY_KEYS).toHaveLength(6);
    expect(FREQUENCY_CONVENTIONS['bi-weekly']).toMatch(/× 12 ÷ 26/);
    expect(FREQUENCY_CONVENTIONS['accelerated-bi-weekly']).toMatch(/half the monthly payment/);
    expect(FREQUENCY_CONVENTIONS['accelerated-weekly']).toMatch(/quarter of the monthly payment/);
  });
});
