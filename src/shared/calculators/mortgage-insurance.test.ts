/**
 * CMHC premium and insured-mortgage eligibility. Premium table: CMHC hopr_007 (reference §3.1);
 * eligibility: Finance Canada, in force 2024-12-15 (reference §3.2). Premium = loan × rate, PST = 8 %
 * of the premium. Every expected amount below is that arithmetic done by hand.
 */
import { describe, expect, it } from 'vitest';
import type { CmhcPremiumInput } from './mortgage-insurance.ts';
import { cmhcPremium, minimumDownPayment } from './mortgage-insurance.ts';

describe('minimumDownPayment', () => {
  it.each([
    [0, 0],
    [100_000, 5_000], // 5 %
    [500_000, 25_000], // 5 % of the whole price, last dollar of the 5 % band
    [500_001, 25_000.1], // + 10 % of $1
    [700_000, 45_000], // Finance Canada example
    [1_000_000, 75_000], // Finance Canada example
    [1_400_000, 115_000], // Finance Canada example
    [1_499_999, 124_999.9], // 25,000 + 10 % × 999,999, last insurable dollar
    [1_500_000, 300_000], // 20 % of the whole price: no insurance at $1.5M
    [2_000_000, 400_000],
  ])('%i → %d', (price, expected) => {
    expect(minimumDownPayment(price)).toBe(expected);
  });

  it('rounds up to the cent, so the minimum always passes its own check', () => {
    // 5 % of 100,000.02 = 5,000.001 → 5,000.01 (rounding to nearest would give 5,000.00, too little)
    expect(minimumDownPayment(100_000.02)).toBe(5_000.01);
  });

  it('rejects nonsense prices', () => {
    expect(() => minimumDownPayment(-1)).toThrow(RangeError);
    expect(() => minimumDownPayment(Number.NaN)).toThrow(RangeError);
  });
});

const insure = (input: Partial<CmhcPremiumInput>) =>
  cmhcPremium({ price: 500_000, downPayment: 50_000, amortizationYears: 25, firstTimeBuyerOrNewBuild: false, ...input });

describe('cmhcPremium: premium bands (25-year amortization)', () => {
  it('5 % down on $500,000: LTV 95 %, 4.00 %', () => {
    // 475,000 × 4.00 % = 19,000; PST 8 % = 1,520
    expect(insure({ downPayment: 25_000 })).toEqual({
      allowed: true,
      insuranceRequired: true,
      minDownPayment: 25_000,
      downPaymentPercent: 5,
      loanBeforePremium: 475_000,
      ltv: 95,
      premiumRate: 4,
      thirtyYearSurchargeApplied: false,
      premium: 19_000,
      provincialSalesTax: 1_520,
      totalMortgage: 494_000,
    });
  });

  it('exactly 10 % down is LTV 90.00 %, still the 3.10 % band ("up to and including")', () => {
    // 450,000 × 3.10 % = 13,950; PST 1,116
    expect(insure({ downPayment: 50_000 })).toMatchObject({ ltv: 90, premiumRate: 3.1, premium: 13_950, provincialSalesTax: 1_116, totalMortgage: 463_950 });
  });

  it('one dollar under 10 % down crosses into the 4.00 % band', () => {
    // loan 450,001, LTV 90.0002 %; 450,001 × 4 % = 18,000.04
    expect(insure({ downPayment: 49_999 })).toMatchObject({ ltv: 90.0002, premiumRate: 4, premium: 18_000.04 });
  });

  it('exactly 15 % down is LTV 85 %: 2.80 %', () => {
    // 425,000 × 2.80 % = 11,900
    expect(insure({ downPayment: 75_000 })).toMatchObject({ ltv: 85, premiumRate: 2.8, premium: 11_900 });
  });

  it('14.99996 % down is LTV 85.00004 %: 3.10 % (reference §3.1, case cmhc-03)', () => {
    // down 74,999.80; loan 425,000.20 × 3.10 % = 13,175.0062 → 13,175.01; PST 1,054.0008 → 1,054.00
    expect(insure({ downPayment: 74_999.8 })).toMatchObject({
      ltv: 85.00004,
      premiumRate: 3.1,
      premium: 13_175.01,
      provincialSalesTax: 1_054,
      totalMortgage: 438_175.21,
    });
  });

  it('19.99 % down is LTV 80.01 %: 2.80 %', () => {
    // down 99,950, loan 400,050 × 2.80 % = 11,201.40
    expect(insure({ downPayment: 99_950 })).toMatchObject({ insuranceRequired: true, premiumRate: 2.8, premium: 11_201.4 });
  });

  it('exactly 20 % down needs no insurance and charges no premium', () => {
    expect(insure({ downPayment: 100_000 })).toMatchObject({
      allowed: true,
      insuranceRequired: false,
      ltv: 80,
      premiumRate: 0,
      premium: 0,
      provincialSalesTax: 0,
      totalMortgage: 400_000,
    });
  });

  it('Ontario PST is 8 % of the premium: a $6,200 premium carries $496 (Ratehub example)', () => {
    // $165,000 with $10,000 down: loan 155,000, LTV 93.9 %, × 4.00 % = 6,200
    expect(cmhcPremium({ price: 165_000, downPayment: 10_000, amortizationYears: 25, firstTimeBuyerOrNewBuild: false })).toMatchObject({
      premium: 6_200,
      provincialSalesTax: 496,
      totalMortgage: 161_200, // the PST is paid in cash, not added to the loan
    });
  });

  it('a 100 % down payment means no loan at all', () => {
    expect(insure({ downPayment: 500_000 })).toMatchObject({ allowed: true, insuranceRequired: false, loanBeforePremium: 0, ltv: 0, totalMortgage: 0 });
  });
});

describe('cmhcPremium: minimum down payment and the $1.5M cap', () => {
  it('refuses less than the minimum, explaining the figure', () => {
    const result = insure({ price: 700_000, downPayment: 40_000 });
    expect(result).toMatchObject({ allowed: false, insuranceRequired: true, minDownPayment: 45_000, premium: 0, premiumRate: 0 });
    expect(result.reason).toBe(
      'The minimum down payment on a $700,000 home is $45,000 (5% of the first $500,000 plus 10% of any amount above); $40,000 is not enough.',
    );
  });

  it('accepts exactly the minimum at $700,000: LTV 93.57 %, 4.00 %', () => {
    // loan 655,000 × 4 % = 26,200; PST 2,096
    expect(insure({ price: 700_000, downPayment: 45_000 })).toMatchObject({
      allowed: true,
      premium: 26_200,
      provincialSalesTax: 2_096,
      totalMortgage: 681_200,
    });
  });

  it('insures $1,499,999, the highest insurable price, with the minimum down', () => {
    // min down 124,999.90; with 125,000 the loan is 1,374,999 (LTV 91.67 %) × 4 % = 54,999.96; PST 4,399.9968 → 4,400.00
    expect(insure({ price: 1_499_999, downPayment: 125_000 })).toMatchObject({
      allowed: true,
      minDownPayment: 124_999.9,
      premiumRate: 4,
      premium: 54_999.96,
      provincialSalesTax: 4_400,
      totalMortgage: 1_429_998.96,
    });
  });

  it('at $1,500,000 one cent under 20 % down is refused: no insurance at the cap', () => {
    const result = insure({ price: 1_500_000, downPayment: 299_999.99 });
    expect(result).toMatchObject({ allowed: false, minDownPayment: 300_000 });
    expect(result.reason).toBe(
      'Mortgage insurance is only available on homes priced under $1,500,000, so a $1,500,000 home needs at least 20% down ($300,000); $299,999.99 is not enough.',
    );
  });

  it('at $1,500,000 with 20 % down there is simply no insurance', () => {
    expect(insure({ price: 1_500_000, downPayment: 300_000 })).toMatchObject({ allowed: true, insuranceRequired: false, premium: 0, totalMortgage: 1_200_000 });
  });
});

describe('cmhcPremium: 30-year amortization', () => {
  it('adds 0.20 to the rate for an eligible buyer at 30 years', () => {
    // 450,000 × 3.30 % = 14,850; PST 1,188
    expect(insure({ amortizationYears: 30, firstTimeBuyerOrNewBuild: true })).toMatchObject({
      allowed: true,
      premiumRate: 3.3,
      thirtyYearSurchargeApplied: true,
      premium: 14_850,
      provincialSalesTax: 1_188,
    });
  });

  it('applies the surcharge to anything over 25 years, and not at 25', () => {
    expect(insure({ amortizationYears: 26, firstTimeBuyerOrNewBuild: true }).premiumRate).toBe(3.3);
    expect(insure({ amortizationYears: 25, firstTimeBuyerOrNewBuild: true })).toMatchObject({ premiumRate: 3.1, thirtyYearSurchargeApplied: false });
    // 80.01–85 % band: 2.80 + 0.20 = 3.00 (no float residue)
    expect(insure({ downPayment: 75_000, amortizationYears: 30, firstTimeBuyerOrNewBuild: true }).premiumRate).toBe(3);
  });

  it('refuses over 25 years to a buyer who is neither a first-time buyer nor buying a new build', () => {
    const result = insure({ amortizationYears: 30, firstTimeBuyerOrNewBuild: false });
    expect(result).toMatchObject({ allowed: false, premium: 0 });
    expect(result.reason).toBe(
      'With less than 20% down, an amortization over 25 years (up to 30) is only available to first-time buyers or buyers of a newly built home.',
    );
  });

  it('refuses more than 30 years on an insured loan even for an eligible buyer', () => {
    const result = insure({ amortizationYears: 35, firstTimeBuyerOrNewBuild: true });
    expect(result.allowed).toBe(false);
    expect(result.reason).toMatch(/at most 30 years/);
  });

  it('puts no amortization limit on an uninsured loan (20 % down)', () => {
    expect(insure({ downPayment: 100_000, amortizationYears: 30 })).toMatchObject({ allowed: true, premium: 0 });
    expect(insure({ downPayment: 100_000, amortizationYears: 35 }).allowed).toBe(true);
  });
});

describe('cmhcPremium: non-traditional down payment', () => {
  it('prices the 90.01–95 % band at 4.50 %, and 4.70 % at 30 years (inferred, reference §7.2)', () => {
    // 475,000 × 4.50 % = 21,375; × 4.70 % = 22,325
    expect(insure({ downPayment: 25_000, downPaymentSource: 'non-traditional' })).toMatchObject({ premiumRate: 4.5, premium: 21_375 });
    expect(insure({ downPayment: 25_000, downPaymentSource: 'non-traditional', amortizationYears: 30, firstTimeBuyerOrNewBuild: true })).toMatchObject({
      premiumRate: 4.7,
      premium: 22_325,
    });
  });

  it('makes no difference at 10 % down or more', () => {
    expect(insure({ downPayment: 50_000, downPaymentSource: 'non-traditional' }).premiumRate).toBe(3.1);
  });
});

describe('cmhcPremium: input validation', () => {
  it.each<[string, Partial<CmhcPremiumInput>]>([
    ['zero price', { price: 0 }],
    ['negative down payment', { downPayment: -1 }],
    ['down payment above the price', { downPayment: 500_001 }],
    ['zero amortization', { amortizationYears: 0 }],
    ['fractional amortization', { amortizationYears: 22.5 }],
    ['amortization over 40 years', { amortizationYears: 41 }],
    ['unknown down payment source', { downPaymentSource: 'borrowed' as never }],
    ['NaN down payment', { downPayment: Number.NaN }],
  ])('throws a RangeError on %s', (_label, override) => {
    expect(() => insure(override)).toThrow(RangeError);
  });
});
