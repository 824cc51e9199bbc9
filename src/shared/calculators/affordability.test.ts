/**
 * Affordability (reference §5). Shared hand arithmetic for the base case:
 *   income 120,000 → 10,000 a month; housing costs = tax 300 + heat 100 = 400
 *   by GDS: 39 % × 10,000 − 400 = 3,500; by TDS: 44 % × 10,000 − 400 = 4,000 → GDS binds
 *   contract 4 % → qualifying rate 6 %; monthly rate i = 1.03^(1/6) − 1
 *   max mortgage over 25 years = 3,500 · (1 − 1.03^−50) / i = 547,040.2885 → 547,040.28
 *   with $50,000 down the loan is insured in the 4.00 % band, so
 *   max price = 50,000 + 547,040.2885 / 1.04 = 576,000.2774 → the highest whole cent whose loan
 *   plus rounded premium fits is 576,000.27 (LTV 91.3 %, min down 32,600.03 ≤ 50,000).
 */
import { describe, expect, it } from 'vitest';
import type { AffordabilityInput } from './affordability.ts';
import { affordability } from './affordability.ts';
import { cmhcPremium } from './mortgage-insurance.ts';
import { mortgagePayment } from './mortgage-payment.ts';
import { debtServiceRatios } from './stress-test.ts';

const BASE: AffordabilityInput = {
  grossAnnualIncome: 120_000,
  contractRatePercent: 4,
  amortizationYears: 25,
  downPayment: 50_000,
  propertyTaxMonthly: 300,
  heatingMonthly: 100,
  condoFeesMonthly: 0,
  otherDebtsMonthly: 0,
};
const afford = (override: Partial<AffordabilityInput>) => affordability({ ...BASE, ...override });

describe('affordability: payment limits', () => {
  it('GDS binds without other debts', () => {
    expect(afford({})).toMatchObject({
      qualifyingRatePercent: 6,
      maxPaymentByGds: 3_500,
      maxPaymentByTds: 4_000,
      binding: 'GDS',
      maxPayment: 3_500,
      maxMortgage: 547_040.28,
    });
  });

  it('TDS binds when other debts eat the margin: 4,400 − 400 − 800 = 3,200 < 3,500', () => {
    // max mortgage = 3,200 · (1 − 1.03^−50) / i = 500,151.12
    expect(afford({ otherDebtsMonthly: 800 })).toMatchObject({
      maxPaymentByTds: 3_200,
      binding: 'TDS',
      maxPayment: 3_200,
      maxMortgage: 500_151.12,
      limitedBy: 'TDS',
    });
  });

  it('counts half the condo fees: 3,900 − (300 + 100 + 300) = 3,200', () => {
    expect(afford({ condoFeesMonthly: 600 }).maxPaymentByGds).toBe(3_200);
  });

  it('takes stricter lender limits: 32 % / 40 %', () => {
    expect(afford({ gdsLimit: 32, tdsLimit: 40 })).toMatchObject({ maxPaymentByGds: 2_800, maxPaymentByTds: 3_600, maxPayment: 2_800 });
  });

  it('the max payment, put back into debtServiceRatios, gives exactly the GDS limit', () => {
    const { maxPayment } = afford({ condoFeesMonthly: 600 });
    const ratios = debtServiceRatios({ ...BASE, condoFeesMonthly: 600, monthlyMortgagePayment: maxPayment });
    expect(ratios.gdsPercent).toBe(39);
  });

  it('the max mortgage repaid at the qualifying rate costs the max payment', () => {
    const { maxMortgage, maxPayment, qualifyingRatePercent } = afford({});
    const check = mortgagePayment({ principal: maxMortgage, annualRatePercent: qualifyingRatePercent, amortizationYears: 25, frequency: 'monthly' });
    expect(Math.abs(check.payment - maxPayment)).toBeLessThanOrEqual(0.01);
  });

  it('when costs alone exceed the limits, nothing can be borrowed and the price is the cash on hand', () => {
    // 2,500 a month: GDS 975 − 1,200 = −225; TDS 1,100 − 1,200 = −100
    expect(afford({ grossAnnualIncome: 30_000, propertyTaxMonthly: 1_000, heatingMonthly: 200, downPayment: 100_000 })).toMatchObject({
      maxPaymentByGds: -225,
      maxPaymentByTds: -100,
      binding: 'GDS',
      maxPayment: 0,
      maxMortgage: 0,
      maxPrice: 100_000,
      limitedBy: 'GDS',
    });
  });
});

describe('affordability: maximum price', () => {
  it('finances the premium on an insured loan (base case, 4.00 % band)', () => {
    const result = afford({});
    expect(result).toMatchObject({ maxPrice: 576_000.27, limitedBy: 'GDS', amortizationYearsUsed: 25 });
    expect(result.atMaxPrice).toMatchObject({ insuranceRequired: true, premiumRate: 4, totalMortgage: 547_040.28 });
    // One more cent and loan + premium would exceed the max mortgage
    const oneCentMore = cmhcPremium({ price: 576_000.28, downPayment: 50_000, amortizationYears: 25, firstTimeBuyerOrNewBuild: false });
    expect(oneCentMore.totalMortgage).toBeGreaterThan(547_040.2885);
  });

  it('with TDS binding: 50,000 + 500,151.12 / 1.04 = 530,914.54 (± a cent of premium rounding)', () => {
    expect(Math.abs(afford({ otherDebtsMonthly: 800 }).maxPrice - 530_914.54)).toBeLessThanOrEqual(0.01);
  });

  it('with 20 % down or more there is no premium: price = down + max mortgage', () => {
    // 200,000 + 547,040.28; 5 × 200,000 = 1,000,000 is not reached
    const result = afford({ downPayment: 200_000 });
    expect(result).toMatchObject({ maxPrice: 747_040.28, limitedBy: 'GDS' });
    expect(result.atMaxPrice).toMatchObject({ insuranceRequired: false, premium: 0 });
  });

  it('stops at 20 % down when the income cannot also carry the premium above it', () => {
    // down 136,000: 5 × 136,000 = 680,000 < 136,000 + 547,040.28, but at 680,000.01 the insured
    // loan 544,000.01 × 1.028 = 559,232 exceeds 547,040.28
    expect(afford({ downPayment: 136_000 })).toMatchObject({ maxPrice: 680_000, limitedBy: 'GDS' });
  });

  it('is limited by the minimum down payment when income is plentiful', () => {
    // income 500,000: max payment 16,250 − 400 = 15,850, max mortgage ≈ 2.48M. With 30,000 down
    // the minimum down rule allows up to 500,000 + (30,000 − 25,000) / 10 % = 550,000;
    // there loan 520,000 × 1.04 = 540,800 fits easily.
    const result = afford({ grossAnnualIncome: 500_000, downPayment: 30_000 });
    expect(result).toMatchObject({ maxPrice: 550_000, limitedBy: 'minimum-down-payment' });
    expect(result.atMaxPrice).toMatchObject({ minDownPayment: 30_000, premium: 20_800 });
  });

  it('is limited by the $1.5M insured cap: the top insurable price is $1,499,999.99', () => {
    // income 1,000,000, down 200,000: 20 % would need 300,000 at $1.5M, so insured up to the cap;
    // loan 1,299,999.99 (LTV 86.7 %) × 3.10 % = 40,299.9997 → 40,300.00
    const result = afford({ grossAnnualIncome: 1_000_000, downPayment: 200_000 });
    expect(result).toMatchObject({ maxPrice: 1_499_999.99, limitedBy: 'insured-price-cap' });
    expect(result.atMaxPrice).toMatchObject({ premiumRate: 3.1, premium: 40_300 });
  });

  it('with 20 % of $1.5M down, the cap still stops an insured loan above it', () => {
    const result = afford({ grossAnnualIncome: 1_000_000, downPayment: 300_000 });
    expect(result).toMatchObject({ maxPrice: 1_500_000, limitedBy: 'insured-price-cap' });
    expect(result.atMaxPrice?.insuranceRequired).toBe(false);
  });

  it('with no down payment nothing can be bought', () => {
    expect(afford({ downPayment: 0 })).toMatchObject({ maxPrice: 0, limitedBy: 'minimum-down-payment', atMaxPrice: null });
  });
});

describe('affordability: amortization of insured loans', () => {
  it('caps an insured loan at 25 years for a buyer not eligible for 30', () => {
    expect(afford({ amortizationYears: 30 })).toMatchObject({ maxPrice: 576_000.27, maxMortgage: 547_040.28, amortizationYearsUsed: 25 });
  });

  it('allows 30 years with the 0.20 surcharge for an eligible buyer', () => {
    // max mortgage over 30 years = 3,500 · (1 − 1.03^−60) / i = 588,409.918 → 588,409.91;
    // price = 50,000 + 588,409.918 / 1.042 = 614,692.82 (LTV 91.9 %, 4.00 % + 0.20 %)
    const result = afford({ amortizationYears: 30, firstTimeBuyerOrNewBuild: true });
    expect(result).toMatchObject({ maxMortgage: 588_409.91, amortizationYearsUsed: 30 });
    expect(Math.abs(result.maxPrice - 614_692.82)).toBeLessThanOrEqual(0.01);
    expect(result.atMaxPrice).toMatchObject({ premiumRate: 4.2, thirtyYearSurchargeApplied: true });
  });

  it('keeps 30 years on an uninsured loan for anyone', () => {
    // 200,000 + 588,409.918, floored to the cent
    expect(afford({ amortizationYears: 30, downPayment: 200_000 })).toMatchObject({ maxPrice: 788_409.91, amortizationYearsUsed: 30 });
  });
});

describe('affordability: input validation', () => {
  it.each<[string, Partial<AffordabilityInput>]>([
    ['negative income', { grossAnnualIncome: -1 }],
    ['NaN rate', { contractRatePercent: Number.NaN }],
    ['negative down payment', { downPayment: -5 }],
    ['negative heating', { heatingMonthly: -100 }],
    ['GDS limit over 100', { gdsLimit: 139 }],
    ['fractional amortization', { amortizationYears: 25.5 }],
    ['unknown down payment source', { downPaymentSource: 'loan' as never }],
  ])('throws a RangeError on %s', (_label, override) => {
    expect(() => afford(override)).toThrow(RangeError);
  });
});
