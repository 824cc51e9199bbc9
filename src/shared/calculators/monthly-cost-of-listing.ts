/**
 * The "real monthly cost" panel on a listing page: a sensible default financing of the asking
 * price (20 % down unless a smaller share is asked for, never below the legal minimum), the
 * mortgage payment, property tax and condo fees a month, and the land transfer tax due at closing.
 */
import { assertBoolean, assertInRange, assertNonNegative } from './input-validation.ts';
import type { IsoDate } from './input-validation.ts';
import { landTransferTax } from './land-transfer-tax.ts';
import type { LandTransferPropertyType } from './land-transfer-tax-rules.ts';
import type { CmhcPremiumResult } from './mortgage-insurance.ts';
import { cmhcPremium, minimumDownPayment, UNINSURED_MIN_DOWN_PAYMENT_PERCENT } from './mortgage-insurance.ts';
import { monthlyMortgagePayment } from './mortgage-payment.ts';
import { formatDollars, roundToCents } from './money.ts';

export interface MonthlyCostOfListingInput {
  price: number;
  annualRatePercent: number;
  amortizationYears: number;
  /** Down payment as a percent of the price; default 20. Raised to the legal minimum if lower. */
  downPaymentPercent?: number;
  /** From the listing ("Taxes"); omitted → left out of the total, with a note. */
  propertyTaxAnnual?: number;
  condoFeesMonthly?: number;
  inToronto: boolean;
  propertyType: LandTransferPropertyType;
  /** Used for the land transfer tax refunds and the 30-year insured amortization. Default false. */
  firstTimeBuyer?: boolean;
  closingDate: IsoDate;
}

export interface MonthlyCostOfListing {
  downPayment: number;
  downPaymentPercent: number;
  /** Premium added to the mortgage; 0 at 20 % down or more. */
  cmhcPremium: number;
  /** Loan including the premium. */
  mortgagePrincipal: number;
  monthlyMortgage: number;
  monthlyPropertyTax: number;
  monthlyCondoFees: number;
  /** monthlyMortgage + monthlyPropertyTax + monthlyCondoFees (heating and insurance not included). */
  monthlyTotal: number;
  landTransferTaxAtClosing: number;
  /** Ontario sales tax on the premium, paid in cash at closing. */
  premiumSalesTaxAtClosing: number;
  /** downPayment + landTransferTaxAtClosing + premiumSalesTaxAtClosing (legal fees not included). */
  cashAtClosing: number;
  /** Human sentences explaining any adjustment (down payment raised, tax missing …). */
  notes: readonly string[];
}

/**
 * Rounding: every figure is rounded to the cent, and totals are sums of the rounded figures so the
 * panel's lines add up.
 */
export function monthlyCostOfListing(input: MonthlyCostOfListingInput): MonthlyCostOfListing {
  const {
    price,
    annualRatePercent,
    amortizationYears,
    downPaymentPercent = UNINSURED_MIN_DOWN_PAYMENT_PERCENT,
    propertyTaxAnnual,
    condoFeesMonthly = 0,
    inToronto,
    propertyType,
    firstTimeBuyer = false,
    closingDate,
  } = input;
  assertInRange('downPaymentPercent', downPaymentPercent, 0, 100);
  if (propertyTaxAnnual !== undefined) assertNonNegative('propertyTaxAnnual', propertyTaxAnnual);
  assertNonNegative('condoFeesMonthly', condoFeesMonthly);
  assertBoolean('firstTimeBuyer', firstTimeBuyer);
  // Validates price, property type, Toronto flag and closing date before any financing maths.
  const landTransfer = landTransferTax({ price, propertyType, inToronto, firstTimeBuyer, closingDate });

  const notes: string[] = [];
  const minimum = minimumDownPayment(price);
  let downPayment = roundToCents((price * downPaymentPercent) / 100);
  if (downPayment < minimum) {
    downPayment = minimum;
    notes.push(`The down payment is raised to the legal minimum of ${formatDollars(minimum)}.`);
  }

  const twentyPercent = roundToCents((price * UNINSURED_MIN_DOWN_PAYMENT_PERCENT) / 100);
  const financing = (down: number): CmhcPremiumResult => cmhcPremium({ price, downPayment: down, amortizationYears, firstTimeBuyerOrNewBuild: firstTimeBuyer });
  let insurance = financing(downPayment);
  if (insurance.insuranceRequired && propertyType !== 'residential') {
    notes.push('Mortgage default insurance covers homes only, so 20% down is assumed.');
    downPayment = twentyPercent;
    insurance = financing(downPayment);
  } else if (!insurance.allowed) {
    notes.push(`${insurance.reason ?? ''} 20% down is assumed instead.`.trim());
    downPayment = twentyPercent;
    insurance = financing(downPayment);
  }

  const monthlyMortgage = monthlyMortgagePayment({ principal: insurance.totalMortgage, annualRatePercent, amortizationYears });
  if (propertyTaxAnnual === undefined) notes.push('Property tax is not known for this listing and is not included.');
  const monthlyPropertyTax = roundToCents((propertyTaxAnnual ?? 0) / 12);
  const monthlyCondoFees = roundToCents(condoFeesMonthly);

  return {
    downPayment,
    downPaymentPercent: insurance.downPaymentPercent,
    cmhcPremium: insurance.premium,
    mortgagePrincipal: insurance.totalMortgage,
    monthlyMortgage,
    monthlyPropertyTax,
    monthlyCondoFees,
    monthlyTotal: roundToCents(monthlyMortgage + monthlyPropertyTax + monthlyCondoFees),
    landTransferTaxAtClosing: landTransfer.total,
    premiumSalesTaxAtClosing: insurance.provincialSalesTax,
    cashAtClosing: roundToCents(downPayment + landTransfer.total + insurance.provincialSalesTax),
    notes,
  };
}
