/**
 * Federal mortgage qualification rules: the minimum qualifying rate ("stress test") and the debt
 * service ratio limits (calculators reference §5).
 */
import { assertNonNegative, assertPositive } from './input-validation.ts';
import { assertAnnualRatePercent } from './mortgage-math.ts';
import { roundPercent } from './money.ts';

/**
 * MQR = max(contract rate + 2 %, 5.25 %), for insured (Minister of Finance) and uninsured (OSFI
 * B-20) mortgages approved from 2021-06-01, reaffirmed at each December review since.
 */
export const STRESS_TEST_BUFFER_PERCENT = 2;
export const STRESS_TEST_FLOOR_PERCENT = 5.25;

/** CMHC maximums restored 2021-07-05 (the 35/42 limits of July 2020 – July 2021 are gone). */
export const GDS_LIMIT_PERCENT = 39;
export const TDS_LIMIT_PERCENT = 44;

/** CMHC "Calculating GDS/TDS": half of condominium fees count as a housing cost. */
export const CONDO_FEES_COUNTED_PERCENT = 50;

export function qualifyingRate(contractRatePercent: number): number {
  assertAnnualRatePercent('contractRatePercent', contractRatePercent);
  return roundPercent(Math.max(contractRatePercent + STRESS_TEST_BUFFER_PERCENT, STRESS_TEST_FLOOR_PERCENT));
}

export interface HousingCostsInput {
  propertyTaxMonthly: number;
  /** No official figure; $100 a month is the traditional lender default (about $50–75 for a condo). */
  heatingMonthly: number;
  condoFeesMonthly: number;
}

/** Property tax + heat + half the condo fees (not the mortgage payment). Validates its inputs. */
export function monthlyHousingCosts({ propertyTaxMonthly, heatingMonthly, condoFeesMonthly }: HousingCostsInput): number {
  assertNonNegative('propertyTaxMonthly', propertyTaxMonthly);
  assertNonNegative('heatingMonthly', heatingMonthly);
  assertNonNegative('condoFeesMonthly', condoFeesMonthly);
  return propertyTaxMonthly + heatingMonthly + (condoFeesMonthly * CONDO_FEES_COUNTED_PERCENT) / 100;
}

export interface DebtServiceRatiosInput extends HousingCostsInput {
  grossAnnualIncome: number;
  /** Principal and interest, normally at the qualifying rate. */
  monthlyMortgagePayment: number;
  /** Card, loan and lease payments (revolving credit at least 3 % of the balance a month). */
  otherDebtsMonthly: number;
}

export interface DebtServiceRatios {
  gdsPercent: number;
  tdsPercent: number;
}

/** GDS = housing costs ÷ gross monthly income; TDS adds other debt payments. */
export function debtServiceRatios(input: DebtServiceRatiosInput): DebtServiceRatios {
  const { grossAnnualIncome, monthlyMortgagePayment, otherDebtsMonthly } = input;
  assertPositive('grossAnnualIncome', grossAnnualIncome);
  assertNonNegative('monthlyMortgagePayment', monthlyMortgagePayment);
  assertNonNegative('otherDebtsMonthly', otherDebtsMonthly);
  const monthlyIncome = grossAnnualIncome / 12;
  const housing = monthlyMortgagePayment + monthlyHousingCosts(input);
  return {
    gdsPercent: roundPercent((housing / monthlyIncome) * 100),
    tdsPercent: roundPercent(((housing + otherDebtsMonthly) / monthlyIncome) * 100),
  };
}
