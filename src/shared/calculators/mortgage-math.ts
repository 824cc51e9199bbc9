/**
 * Canadian fixed-rate mortgage arithmetic. The Interest Act (s.6) requires a blended-payment rate
 * to be stated "calculated yearly or half-yearly, not in advance"; lenders quote fixed rates
 * compounded half-yearly, so the rate per payment period for k payments a year is
 * (1 + r/2)^(2/k) − 1 (calculators reference §4). Variable-rate (monthly compounding) products are
 * out of scope.
 */
import { assertInRange, assertIntegerInRange } from './input-validation.ts';

/** Insured loans stop at 30 years; some uninsured lenders go to 35–40. Longer is taken as a typo. */
export const MAX_AMORTIZATION_YEARS = 40;

/** A fixed rate above this is taken as a typo rather than a loan. */
export const MAX_ANNUAL_RATE_PERCENT = 50;

export function assertAmortizationYears(name: string, value: unknown): asserts value is number {
  assertIntegerInRange(name, value, 1, MAX_AMORTIZATION_YEARS);
}

export function assertAnnualRatePercent(name: string, value: unknown): asserts value is number {
  assertInRange(name, value, 0, MAX_ANNUAL_RATE_PERCENT);
}

/** Rate per period as a fraction (0.0041239155 for monthly at 5 %), semi-annual compounding. */
export function periodicRateFraction(annualRatePercent: number, paymentsPerYear: number): number {
  return (1 + annualRatePercent / 200) ** (2 / paymentsPerYear) - 1;
}

/** Effective annual rate in percent: 5 % compounded half-yearly is 5.0625 %. */
export function effectiveAnnualRatePercent(annualRatePercent: number): number {
  return ((1 + annualRatePercent / 200) ** 2 - 1) * 100;
}

/** Level payment that repays `principal` in `periods` payments: P·i / (1 − (1+i)^−n). Unrounded. */
export function levelPayment(principal: number, rateFraction: number, periods: number): number {
  if (rateFraction === 0) return principal / periods;
  return (principal * rateFraction) / (1 - (1 + rateFraction) ** -periods);
}

/** Loan that a level payment repays over `periods` payments (inverse of levelPayment). Unrounded. */
export function presentValue(payment: number, rateFraction: number, periods: number): number {
  if (rateFraction === 0) return payment * periods;
  return (payment * (1 - (1 + rateFraction) ** -periods)) / rateFraction;
}
