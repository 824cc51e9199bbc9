/**
 * Listing "real monthly cost" panel. Monthly payments use the reference's formula at 5 %:
 * payment = P · i / (1 − (1 + i)^−n), i = 1.025^(1/6) − 1 (≈ 0.0058160 per $ over 25 years).
 * LTT figures use the Ontario shortcut V × 0.02 − 3,525 (same for Toronto below $2M).
 */
import { describe, expect, it } from 'vitest';
import type { MonthlyCostOfListingInput } from './monthly-cost-of-listing.ts';
import { monthlyCostOfListing } from './monthly-cost-of-listing.ts';

const LISTING: MonthlyCostOfListingInput = {
  price: 800_000,
  annualRatePercent: 5,
  amortizationYears: 25,
  propertyTaxAnnual: 4_800,
  condoFeesMonthly: 500,
  inToronto: true,
  propertyType: 'residential',
  closingDate: '2026-05-01',
};
const cost = (override: Partial<MonthlyCostOfListingInput>) => monthlyCostOfListing({ ...LISTING, ...override });

describe('monthlyCostOfListing', () => {
  it('defaults to 20 % down: no premium, every line adds up', () => {
    // loan 640,000 → 3,722.2719 → 3,722.27; tax 4,800 / 12 = 400; LTT 12,475 Ontario + 12,475 Toronto
    expect(cost({})).toEqual({
      downPayment: 160_000,
      downPaymentPercent: 20,
      cmhcPremium: 0,
      mortgagePrincipal: 640_000,
      monthlyMortgage: 3_722.27,
      monthlyPropertyTax: 400,
      monthlyCondoFees: 500,
      monthlyTotal: 4_622.27,
      landTransferTaxAtClosing: 24_950,
      premiumSalesTaxAtClosing: 0,
      cashAtClosing: 184_950,
      notes: [],
    });
  });

  it('uses a larger percent when given', () => {
    expect(cost({ downPaymentPercent: 35 })).toMatchObject({ downPayment: 280_000, mortgagePrincipal: 520_000, cmhcPremium: 0 });
  });

  it('raises a too-small percent to the legal minimum and finances the premium', () => {
    // $700,000 at 5 % = 35,000 < minimum 45,000; loan 655,000 × 4.00 % = 26,200 → 681,200;
    // payment 3,961.8932 → 3,961.89; PST 2,096 in cash; LTT outside Toronto 700,000 × 0.02 − 3,525
    const result = cost({ price: 700_000, downPaymentPercent: 5, inToronto: false, propertyTaxAnnual: 3_600, condoFeesMonthly: 0 });
    expect(result).toMatchObject({
      downPayment: 45_000,
      cmhcPremium: 26_200,
      mortgagePrincipal: 681_200,
      monthlyMortgage: 3_961.89,
      monthlyTotal: 4_261.89, // + 300 tax
      landTransferTaxAtClosing: 10_475,
      premiumSalesTaxAtClosing: 2_096,
      cashAtClosing: 45_000 + 10_475 + 2_096,
    });
    expect(result.notes).toEqual(['The down payment is raised to the legal minimum of $45,000.']);
  });

  it('forces 20 % at $1.5M or more, where insurance is unavailable', () => {
    // minimum at $1,600,000 is 20 % = 320,000; loan 1,280,000
    const result = cost({ price: 1_600_000, downPaymentPercent: 10 });
    expect(result).toMatchObject({ downPayment: 320_000, cmhcPremium: 0, mortgagePrincipal: 1_280_000 });
    expect(result.notes[0]).toBe('The down payment is raised to the legal minimum of $320,000.');
  });

  it('forces 20 % when a 30-year insured loan is not available to the buyer', () => {
    // $500,000, 10 % down, 30 years, not a first-time buyer → 100,000 down, loan 400,000 over 30
    // years: 2,134.7627 → 2,134.76
    const result = cost({ price: 500_000, downPaymentPercent: 10, amortizationYears: 30 });
    expect(result).toMatchObject({ downPayment: 100_000, cmhcPremium: 0, mortgagePrincipal: 400_000, monthlyMortgage: 2_134.76 });
    expect(result.notes[0]).toMatch(/only available to first-time buyers.* 20% down is assumed instead\.$/);
  });

  it('gives a first-time buyer 30 years with the surcharge and the LTT refunds', () => {
    // loan 450,000 × 3.30 % = 14,850 → 464,850 over 30 years: 2,480.8611 → 2,480.86;
    // LTT: Ontario 6,475 − 4,000 + Toronto 6,475 − 4,475 = 4,475; PST 14,850 × 8 % = 1,188
    const result = cost({ price: 500_000, downPaymentPercent: 10, amortizationYears: 30, firstTimeBuyer: true });
    expect(result).toMatchObject({
      downPayment: 50_000,
      cmhcPremium: 14_850,
      mortgagePrincipal: 464_850,
      monthlyMortgage: 2_480.86,
      landTransferTaxAtClosing: 4_475,
      premiumSalesTaxAtClosing: 1_188,
      cashAtClosing: 50_000 + 4_475 + 1_188,
      notes: [],
    });
  });

  it('assumes 20 % down on non-residential property (no homeowner insurance)', () => {
    const result = cost({ propertyType: 'other', downPaymentPercent: 10 });
    expect(result).toMatchObject({ downPayment: 160_000, cmhcPremium: 0 });
    expect(result.notes).toEqual(['Mortgage default insurance covers homes only, so 20% down is assumed.']);
  });

  it('says so when the property tax is unknown instead of inventing one', () => {
    const result = cost({ propertyTaxAnnual: undefined });
    expect(result).toMatchObject({ monthlyPropertyTax: 0, monthlyTotal: 3_722.27 + 500 });
    expect(result.notes).toEqual(['Property tax is not known for this listing and is not included.']);
  });

  it.each<[string, Partial<MonthlyCostOfListingInput>]>([
    ['negative price', { price: -1 }],
    ['zero price', { price: 0 }],
    ['percent above 100', { downPaymentPercent: 120 }],
    ['negative property tax', { propertyTaxAnnual: -10 }],
    ['NaN condo fees', { condoFeesMonthly: Number.NaN }],
    ['bad closing date', { closingDate: '2026-13-01' }],
    ['absurd rate', { annualRatePercent: 500 }],
  ])('throws a RangeError on %s', (_label, override) => {
    expect(() => cost(override)).toThrow(RangeError);
  });
});
