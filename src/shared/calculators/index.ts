/**
 * Public face of the calculators: pure, isomorphic functions (no I/O, no browser or Node APIs)
 * used by the calculator pages and the listing "real monthly cost" panel, on the server and in
 * the React client. Amounts are dollars, rates are percent unless a name says otherwise, and every
 * function throws a RangeError on nonsense input. Rules and sources: shared/reference/calculators.md.
 */
export type { BracketSlice, MarginalBracket } from './marginal-brackets.ts';
export type { FirstTimeBuyerCap, LandTransferPropertyType, LandTransferTaxSchedule } from './land-transfer-tax-rules.ts';
export { LAND_TRANSFER_PROPERTY_TYPES } from './land-transfer-tax-rules.ts';
export { ONTARIO_FIRST_TIME_REFUND_CAPS, ONTARIO_LTT_SCHEDULES } from './ontario-land-transfer-tax.ts';
export { TORONTO_FIRST_TIME_REBATE_CAPS, TORONTO_MLTT_SCHEDULES } from './toronto-land-transfer-tax.ts';
export type { LandTransferTaxInput, LandTransferTaxResult } from './land-transfer-tax.ts';
export { landTransferTax } from './land-transfer-tax.ts';

export type { CmhcPremiumInput, CmhcPremiumResult, DownPaymentSource, PremiumBand } from './mortgage-insurance.ts';
export {
  CMHC_PREMIUM_BANDS,
  cmhcPremium,
  DOWN_PAYMENT_SOURCES,
  EXTENDED_AMORTIZATION_SURCHARGE_PERCENT,
  EXTENDED_MAX_INSURED_AMORTIZATION_YEARS,
  INSURED_MORTGAGE_RULES_EFFECTIVE_FROM,
  INSURED_PRICE_CAP,
  minimumDownPayment,
  ONTARIO_PREMIUM_SALES_TAX_PERCENT,
  STANDARD_MAX_INSURED_AMORTIZATION_YEARS,
  UNINSURED_MIN_DOWN_PAYMENT_PERCENT,
} from './mortgage-insurance.ts';

export { effectiveAnnualRatePercent, MAX_AMORTIZATION_YEARS, MAX_ANNUAL_RATE_PERCENT } from './mortgage-math.ts';
export type { PaymentFrequency, PaymentFrequencyRule } from './payment-frequencies.ts';
export { FREQUENCY_CONVENTIONS, PAYMENT_FREQUENCIES, PAYMENT_FREQUENCY_KEYS } from './payment-frequencies.ts';
export type { MortgagePaymentInput, MortgagePaymentResult, ScheduleRow, YearlyScheduleRow } from './mortgage-payment.ts';
export { monthlyMortgagePayment, mortgagePayment, yearlySchedule } from './mortgage-payment.ts';

export type { DebtServiceRatios, DebtServiceRatiosInput } from './stress-test.ts';
export {
  CONDO_FEES_COUNTED_PERCENT,
  debtServiceRatios,
  GDS_LIMIT_PERCENT,
  qualifyingRate,
  STRESS_TEST_BUFFER_PERCENT,
  STRESS_TEST_FLOOR_PERCENT,
  TDS_LIMIT_PERCENT,
} from './stress-test.ts';
export type { AffordabilityInput, AffordabilityLimit, AffordabilityResult } from './affordability.ts';
export { affordability } from './affordability.ts';

export type { MonthlyCostOfListing, MonthlyCostOfListingInput } from './monthly-cost-of-listing.ts';
export { monthlyCostOfListing } from './monthly-cost-of-listing.ts';
