/**
 * How much home an income supports: the largest payment GDS/TDS allow at the stress-test rate,
 * the mortgage that payment carries, and the highest price the down payment then reaches, given
 * the minimum down payment, the $1.5M insured cap and the insurance premium financed into an
 * insured loan (calculators reference §5, "Maximum price").
 */
import type { CmhcPremiumResult, DownPaymentSource } from './mortgage-insurance.ts';
import {
  cmhcPremium,
  DOWN_PAYMENT_SOURCES,
  EXTENDED_MAX_INSURED_AMORTIZATION_YEARS,
  INSURED_PRICE_CAP,
  STANDARD_MAX_INSURED_AMORTIZATION_YEARS,
  UNINSURED_MIN_DOWN_PAYMENT_PERCENT,
} from './mortgage-insurance.ts';
import { assertAmortizationYears, periodicRateFraction, presentValue } from './mortgage-math.ts';
import { assertBoolean, assertInRange, assertNonNegative, assertOneOf } from './input-validation.ts';
import { floorToCents, isAtMost, roundToCents } from './money.ts';
import { GDS_LIMIT_PERCENT, monthlyHousingCosts, qualifyingRate, TDS_LIMIT_PERCENT } from './stress-test.ts';

export interface AffordabilityInput {
  grossAnnualIncome: number;
  contractRatePercent: number;
  amortizationYears: number;
  downPayment: number;
  propertyTaxMonthly: number;
  heatingMonthly: number;
  condoFeesMonthly: number;
  otherDebtsMonthly: number;
  /** Percent; default 39 (CMHC). A lender may apply a stricter one. */
  gdsLimit?: number;
  /** Percent; default 44 (CMHC). */
  tdsLimit?: number;
  /**
   * Eligible for a 30-year insured amortization (federal first-time buyer or new build). Default
   * false: with less than 20 % down the amortization is then capped at 25 years.
   */
  firstTimeBuyerOrNewBuild?: boolean;
  downPaymentSource?: DownPaymentSource;
}

export type AffordabilityLimit = 'GDS' | 'TDS' | 'minimum-down-payment' | 'insured-price-cap';

export interface AffordabilityResult {
  qualifyingRatePercent: number;
  /** GDS limit × income − housing costs; negative when costs alone already exceed the limit. */
  maxPaymentByGds: number;
  /** TDS limit × income − housing costs − other debts; may be negative likewise. */
  maxPaymentByTds: number;
  binding: 'GDS' | 'TDS';
  /** Largest monthly principal and interest at the qualifying rate (never negative). */
  maxPayment: number;
  /** Largest mortgage (premium included) that payment repays over `amortizationYearsUsed`. */
  maxMortgage: number;
  maxPrice: number;
  /** What stops the price going higher: a debt ratio, the down payment rule, or the insured cap. */
  limitedBy: AffordabilityLimit;
  /** The input amortization, or 25/30 years when the loan at the maximum price is insured. */
  amortizationYearsUsed: number;
  /** Down payment, premium and loan at the maximum price; null when the maximum price is 0. */
  atMaxPrice: CmhcPremiumResult | null;
}

/**
 * Rounding: maxima are rounded down to the cent (a maximum must not be overstated); the price
 * search itself runs over whole cents against the rounded premium a lender would charge.
 */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const {
    grossAnnualIncome,
    contractRatePercent,
    amortizationYears,
    downPayment,
    otherDebtsMonthly,
    gdsLimit = GDS_LIMIT_PERCENT,
    tdsLimit = TDS_LIMIT_PERCENT,
    firstTimeBuyerOrNewBuild = false,
    downPaymentSource = 'traditional',
  } = input;
  assertNonNegative('grossAnnualIncome', grossAnnualIncome);
  assertAmortizationYears('amortizationYears', amortizationYears);
  assertNonNegative('downPayment', downPayment);
  assertNonNegative('otherDebtsMonthly', otherDebtsMonthly);
  assertInRange('gdsLimit', gdsLimit, 0, 100);
  assertInRange('tdsLimit', tdsLimit, 0, 100);
  assertBoolean('firstTimeBuyerOrNewBuild', firstTimeBuyerOrNewBuild);
  assertOneOf('downPaymentSource', downPaymentSource, DOWN_PAYMENT_SOURCES);

  const qualifyingRatePercent = qualifyingRate(contractRatePercent);
  const monthlyIncome = grossAnnualIncome / 12;
  const housingCosts = monthlyHousingCosts(input);
  const byGds = (monthlyIncome * gdsLimit) / 100 - housingCosts;
  const byTds = (monthlyIncome * tdsLimit) / 100 - housingCosts - otherDebtsMonthly;
  const binding = byGds <= byTds ? 'GDS' : 'TDS';
  const maxPayment = Math.max(0, Math.min(byGds, byTds));
  const monthlyRate = periodicRateFraction(qualifyingRatePercent, 12);
  const mortgageCapacity = (years: number) => presentValue(maxPayment, monthlyRate, years * 12);

  // With 20 % down or more no insurance applies: the price is down payment + capacity, as long as
  // the down payment stays at least 20 % of it.
  const uninsuredCapacity = mortgageCapacity(amortizationYears);
  const uninsuredTop = (downPayment * 100) / UNINSURED_MIN_DOWN_PAYMENT_PERCENT;
  let scenario = {
    price: floorToCents(Math.min(downPayment + uninsuredCapacity, uninsuredTop)),
    capacity: uninsuredCapacity,
    years: amortizationYears,
  };
  let limitedBy: AffordabilityLimit = binding;

  // Above that price the loan must be insured, which brings the premium, the minimum down payment,
  // the $1.5M cap and the 25-year amortization limit unless the buyer is eligible for 30.
  if (downPayment + uninsuredCapacity > uninsuredTop) {
    const insuredYears = Math.min(
      amortizationYears,
      firstTimeBuyerOrNewBuild ? EXTENDED_MAX_INSURED_AMORTIZATION_YEARS : STANDARD_MAX_INSURED_AMORTIZATION_YEARS,
    );
    const insuredCapacity = mortgageCapacity(insuredYears);
    const insured = highestInsuredPrice(
      downPayment,
      insuredCapacity,
      insuredYears,
      firstTimeBuyerOrNewBuild,
      downPaymentSource,
      Math.floor(uninsuredTop * 100),
    );
    limitedBy = insured.stoppedBy ?? binding;
    if (insured.priceCents !== null) {
      scenario = { price: insured.priceCents / 100, capacity: insuredCapacity, years: insuredYears };
    }
  }

  return {
    qualifyingRatePercent,
    maxPaymentByGds: roundToCents(byGds),
    maxPaymentByTds: roundToCents(byTds),
    binding,
    maxPayment: floorToCents(maxPayment),
    maxMortgage: floorToCents(scenario.capacity),
    maxPrice: scenario.price,
    limitedBy,
    amortizationYearsUsed: scenario.years,
    atMaxPrice:
      scenario.price > 0
        ? cmhcPremium({ price: scenario.price, downPayment, amortizationYears: scenario.years, firstTimeBuyerOrNewBuild, downPaymentSource })
        : null,
  };
}

/**
 * Highest insurable price, in whole cents above `uninsuredTopCents`, whose loan plus premium the
 * income carries. The premium steps up with LTV, so rather than invert a formula this searches:
 * loan + premium only grows with the price, and the minimum down payment and the cap only get
 * harder to meet, so feasibility is monotone and a binary search finds the boundary.
 * `stoppedBy` names the rule that blocks the next cent, or null when it is the income.
 */
function highestInsuredPrice(
  downPayment: number,
  capacity: number,
  amortizationYears: number,
  firstTimeBuyerOrNewBuild: boolean,
  downPaymentSource: DownPaymentSource,
  uninsuredTopCents: number,
): { priceCents: number | null; stoppedBy: AffordabilityLimit | null } {
  const highestInsurableCents = INSURED_PRICE_CAP * 100 - 1;
  const check = (priceCents: number): 'ok' | 'income' | 'minimum-down-payment' => {
    const insurance = cmhcPremium({ price: priceCents / 100, downPayment, amortizationYears, firstTimeBuyerOrNewBuild, downPaymentSource });
    if (!insurance.allowed) return 'minimum-down-payment';
    return isAtMost(insurance.totalMortgage, capacity) ? 'ok' : 'income';
  };
  const stoppedBy = (priceCents: number): AffordabilityLimit | null => {
    if (priceCents > highestInsurableCents) return 'insured-price-cap';
    return check(priceCents) === 'minimum-down-payment' ? 'minimum-down-payment' : null;
  };

  let low = uninsuredTopCents + 1;
  if (low > highestInsurableCents || check(low) !== 'ok') return { priceCents: null, stoppedBy: stoppedBy(low) };
  let high = highestInsurableCents;
  if (check(high) === 'ok') return { priceCents: high, stoppedBy: 'insured-price-cap' };
  // Invariant: low is feasible, high is not.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (check(middle) === 'ok') low = middle;
    else high = middle;
  }
  return { priceCents: low, stoppedBy: stoppedBy(high) };
}
