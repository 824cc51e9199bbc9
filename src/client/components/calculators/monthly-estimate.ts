/**
 * The default financing of a listing, shared by the "real monthly cost" panel and the one-line
 * estimate on listing cards, so the card and the panel agree until a visitor edits the panel.
 */
import type { LandTransferPropertyType, MonthlyCostOfListing } from '#shared/calculators/index.ts';
import { monthlyCostOfListing, UNINSURED_MIN_DOWN_PAYMENT_PERCENT } from '#shared/calculators/index.ts';
import { DEFAULT_AMORTIZATION_YEARS, todayIsoDate } from '#shared/schemas/calculator-search.schema.ts';
import { calculate } from './calculation.ts';
import { formatWholeMoney } from './format.ts';

export const DEFAULT_DOWN_PAYMENT_PERCENT = UNINSURED_MIN_DOWN_PAYMENT_PERCENT;

export interface ListingFinancing {
  price: number;
  ratePercent: number;
  downPaymentPercent?: number;
  amortizationYears?: number;
  propertyTaxAnnual?: number | null;
  condoFeesMonthly?: number | null;
  inToronto?: boolean;
  propertyType?: LandTransferPropertyType;
}

/** The monthly cost of a listing, or null when its price cannot be financed (missing, 0, absurd). */
export function listingMonthlyCost(financing: ListingFinancing): MonthlyCostOfListing | null {
  if (!Number.isFinite(financing.price) || financing.price <= 0) return null;
  const calculation = calculate(() =>
    monthlyCostOfListing({
      price: financing.price,
      annualRatePercent: financing.ratePercent,
      amortizationYears: financing.amortizationYears ?? DEFAULT_AMORTIZATION_YEARS,
      downPaymentPercent: financing.downPaymentPercent ?? DEFAULT_DOWN_PAYMENT_PERCENT,
      propertyTaxAnnual: validAmount(financing.propertyTaxAnnual),
      condoFeesMonthly: validAmount(financing.condoFeesMonthly),
      inToronto: financing.inToronto ?? false,
      propertyType: financing.propertyType ?? 'residential',
      closingDate: todayIsoDate(),
    }),
  );
  return calculation.ok ? calculation.value : null;
}

/** Feed values can be null, negative or NaN: anything but a real amount counts as unknown. */
function validAmount(amount: number | null | undefined): number | undefined {
  return amount !== null && amount !== undefined && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

/**
 * "Est. $4,123/mo" for a listing card: mortgage at 20 % down over 25 years, plus property tax and
 * condo fees when given; null when there is no price to finance.
 */
export function formatMonthlyEstimate(financing: ListingFinancing): string | null {
  const cost = listingMonthlyCost(financing);
  return cost ? `Est. ${formatWholeMoney(cost.monthlyTotal)}/mo` : null;
}
