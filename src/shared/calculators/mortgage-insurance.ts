/**
 * Mortgage default insurance (CMHC; Sagen and Canada Guaranty use the same standard table) for an
 * owner-occupied home, and the federal rules on who may get an insured ("high-ratio") mortgage.
 * Models the rules in force since 2024-12-15 (Finance Canada release 2024-09-24): the $1.5M price
 * cap, the 5 %/10 % minimum down payment and 30-year amortization for first-time buyers or new
 * builds. Calculators reference §3.
 */
import { assertBoolean, assertNonNegative, assertOneOf, assertPositive } from './input-validation.ts';
import type { MarginalBracket } from './marginal-brackets.ts';
import { marginalTax } from './marginal-brackets.ts';
import { assertAmortizationYears } from './mortgage-math.ts';
import { ceilToCents, formatDollars, isAtMost, roundPercent, roundToCents } from './money.ts';

export type DownPaymentSource = 'traditional' | 'non-traditional';

export const DOWN_PAYMENT_SOURCES: readonly DownPaymentSource[] = ['traditional', 'non-traditional'];

/** Date the modelled eligibility rules (price cap, minimum down payment, 30-year rule) took effect. */
export const INSURED_MORTGAGE_RULES_EFFECTIVE_FROM = '2024-12-15';

/** Insured mortgages need a price *below* this ("must be less than $1.5 million"; max $1,499,999). */
export const INSURED_PRICE_CAP = 1_500_000;

/** At or above this down payment (LTV ≤ 80 %) no insurance is required, so none is charged. */
export const UNINSURED_MIN_DOWN_PAYMENT_PERCENT = 20;

/** 5 % of the first $500,000 and 10 % of the rest, for prices under the insured cap. */
const MIN_DOWN_PAYMENT_BRACKETS: readonly MarginalBracket[] = [
  { upTo: 500_000, ratePercent: 5 },
  { upTo: Infinity, ratePercent: 10 },
];

export const STANDARD_MAX_INSURED_AMORTIZATION_YEARS = 25;
/** Only first-time buyers or buyers of a never-occupied new build (since 2024-12-15). */
export const EXTENDED_MAX_INSURED_AMORTIZATION_YEARS = 30;
/** Added to the premium rate for amortizations over 25 and up to 30 years (CMHC, 2024-08-01). */
export const EXTENDED_AMORTIZATION_SURCHARGE_PERCENT = 0.2;

/**
 * Ontario retail sales tax on the premium (RST guide "Insurance and Benefits Plans"). It is paid
 * in cash at closing and, per CMHC, cannot be added to the loan.
 */
export const ONTARIO_PREMIUM_SALES_TAX_PERCENT = 8;

export interface PremiumBand {
  /** Loan-to-value ceiling, inclusive ("up to and including"). */
  readonly maxLtvPercent: number;
  readonly ratePercent: number;
  /** Borrowed or otherwise non-traditional down payment, where priced differently. */
  readonly nonTraditionalRatePercent?: number;
}

/**
 * CMHC homeowner premiums as a percent of the loan, amortization ≤ 25 years, unchanged since
 * 2017-03-17 (CMHC "Premium information for homeowner and small rental loans"). The rows at 80 %
 * LTV or less price optional low-ratio insurance, which a homebuyer never has to buy, so they are
 * left out: this calculator charges no premium at 20 % down or more.
 */
export const CMHC_PREMIUM_BANDS: readonly PremiumBand[] = [
  { maxLtvPercent: 85, ratePercent: 2.8 },
  { maxLtvPercent: 90, ratePercent: 3.1 },
  { maxLtvPercent: 95, ratePercent: 4.0, nonTraditionalRatePercent: 4.5 },
];

/** Unrounded minimum down payment, for comparisons. */
function minimumDownPaymentExact(price: number): number {
  if (price >= INSURED_PRICE_CAP) return (price * UNINSURED_MIN_DOWN_PAYMENT_PERCENT) / 100;
  return marginalTax(price, MIN_DOWN_PAYMENT_BRACKETS).tax;
}

/**
 * Minimum down payment for a purchase: 5 % of the first $500,000 plus 10 % of the part above,
 * and 20 % of the whole price at $1.5M or more (no insurance available). Rounded *up* to the cent,
 * because a minimum rounded down would be a figure that fails its own test.
 * Examples from Finance Canada: $700,000 → $45,000; $1,000,000 → $75,000; $1,400,000 → $115,000.
 */
export function minimumDownPayment(price: number): number {
  assertNonNegative('price', price);
  return ceilToCents(minimumDownPaymentExact(price));
}

export interface CmhcPremiumInput {
  price: number;
  downPayment: number;
  amortizationYears: number;
  /** Federal definition (never bought, or no owned home lived in for 4 years, or a recent breakdown) or a never-occupied new build. */
  firstTimeBuyerOrNewBuild: boolean;
  /** Default 'traditional' (savings, gift, sale of a property). */
  downPaymentSource?: DownPaymentSource;
}

export interface CmhcPremiumResult {
  /** False when no lender could make this loan; the premium figures are then 0 and `reason` says why. */
  allowed: boolean;
  /** A human sentence, present only when not allowed. */
  reason?: string;
  /** Down payment under 20 % of the price. */
  insuranceRequired: boolean;
  minDownPayment: number;
  downPaymentPercent: number;
  loanBeforePremium: number;
  /** Loan before premium ÷ price, in percent. */
  ltv: number;
  /** Percent of the loan; 0 when no insurance is needed or the loan is not allowed. */
  premiumRate: number;
  thirtyYearSurchargeApplied: boolean;
  premium: number;
  /** Ontario sales tax on the premium, due in cash at closing (not added to the loan). */
  provincialSalesTax: number;
  /** Loan before premium + premium. */
  totalMortgage: number;
}

/**
 * Rounding: the premium is a charged amount, so it is rounded to the cent first; the sales tax and
 * the total mortgage are then built on that charged premium, so the figures add up exactly.
 */
export function cmhcPremium(input: CmhcPremiumInput): CmhcPremiumResult {
  const { price, downPayment, amortizationYears, firstTimeBuyerOrNewBuild, downPaymentSource = 'traditional' } = input;
  assertPositive('price', price);
  assertNonNegative('downPayment', downPayment);
  if (downPayment > price) {
    throw new RangeError(`downPayment (${downPayment}) must not exceed price (${price})`);
  }
  assertAmortizationYears('amortizationYears', amortizationYears);
  assertBoolean('firstTimeBuyerOrNewBuild', firstTimeBuyerOrNewBuild);
  assertOneOf('downPaymentSource', downPaymentSource, DOWN_PAYMENT_SOURCES);

  const loan = price - downPayment;
  const ltvPercent = (loan / price) * 100;
  const minDownExact = minimumDownPaymentExact(price);
  const insuranceRequired = !isAtMost(ltvPercent, 100 - UNINSURED_MIN_DOWN_PAYMENT_PERCENT);
  const base = {
    insuranceRequired,
    minDownPayment: ceilToCents(minDownExact),
    downPaymentPercent: roundPercent((downPayment / price) * 100),
    loanBeforePremium: roundToCents(loan),
    ltv: roundPercent(ltvPercent),
  };
  const noPremium = { premiumRate: 0, thirtyYearSurchargeApplied: false, premium: 0, provincialSalesTax: 0, totalMortgage: base.loanBeforePremium };

  const reason = refusalReason(price, downPayment, minDownExact, insuranceRequired, amortizationYears, firstTimeBuyerOrNewBuild);
  if (reason !== undefined) return { allowed: false, reason, ...base, ...noPremium };
  if (!insuranceRequired) return { allowed: true, ...base, ...noPremium };

  const band = CMHC_PREMIUM_BANDS.find((b) => isAtMost(ltvPercent, b.maxLtvPercent));
  if (band === undefined) {
    // The minimum down payment (≥ 5 %) has already been checked, so LTV is at most 95 %.
    throw new Error(`unreachable: no premium band for LTV ${ltvPercent}%`);
  }
  const thirtyYearSurchargeApplied = amortizationYears > STANDARD_MAX_INSURED_AMORTIZATION_YEARS;
  const tableRate = downPaymentSource === 'non-traditional' ? (band.nonTraditionalRatePercent ?? band.ratePercent) : band.ratePercent;
  // The 30-year non-traditional rate (4.70 %) is inferred as table + 0.20 (reference §7.2).
  const premiumRate = roundPercent(tableRate + (thirtyYearSurchargeApplied ? EXTENDED_AMORTIZATION_SURCHARGE_PERCENT : 0));
  const premium = roundToCents((loan * premiumRate) / 100);
  return {
    allowed: true,
    ...base,
    premiumRate,
    thirtyYearSurchargeApplied,
    premium,
    provincialSalesTax: roundToCents((premium * ONTARIO_PREMIUM_SALES_TAX_PERCENT) / 100),
    totalMortgage: roundToCents(base.loanBeforePremium + premium),
  };
}

function refusalReason(
  price: number,
  downPayment: number,
  minDownExact: number,
  insuranceRequired: boolean,
  amortizationYears: number,
  firstTimeBuyerOrNewBuild: boolean,
): string | undefined {
  if (!isAtMost(minDownExact, downPayment)) {
    const minimum = formatDollars(ceilToCents(minDownExact));
    if (price >= INSURED_PRICE_CAP) {
      return `Mortgage insurance is only available on homes priced under ${formatDollars(INSURED_PRICE_CAP)}, so a ${formatDollars(price)} home needs at least 20% down (${minimum}); ${formatDollars(downPayment)} is not enough.`;
    }
    return `The minimum down payment on a ${formatDollars(price)} home is ${minimum} (5% of the first $500,000 plus 10% of any amount above); ${formatDollars(downPayment)} is not enough.`;
  }
  if (!insuranceRequired) return undefined;
  if (amortizationYears > EXTENDED_MAX_INSURED_AMORTIZATION_YEARS) {
    return `With less than 20% down the mortgage must be insured, and an insured mortgage can be amortized over at most ${EXTENDED_MAX_INSURED_AMORTIZATION_YEARS} years.`;
  }
  if (amortizationYears > STANDARD_MAX_INSURED_AMORTIZATION_YEARS && !firstTimeBuyerOrNewBuild) {
    return `With less than 20% down, an amortization over ${STANDARD_MAX_INSURED_AMORTIZATION_YEARS} years (up to ${EXTENDED_MAX_INSURED_AMORTIZATION_YEARS}) is only available to first-time buyers or buyers of a newly built home.`;
  }
  return undefined;
}
