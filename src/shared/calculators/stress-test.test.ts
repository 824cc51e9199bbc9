/**
 * Stress test and debt service ratios (reference §5): MQR = max(contract + 2 %, 5.25 %);
 * GDS = (P&I + property tax + heat + 50 % condo fees) ÷ gross monthly income; TDS adds other debts.
 */
import { describe, expect, it } from 'vitest';
import type { DebtServiceRatiosInput } from './stress-test.ts';
import { debtServiceRatios, qualifyingRate } from './stress-test.ts';

describe('qualifyingRate', () => {
  it.each([
    [2.29, 5.25], // origination.ca example: the floor applies
    [0, 5.25],
    [3.25, 5.25], // contract + 2 equals the floor exactly
    [3.26, 5.26], // just above: contract + 2
    [4.5, 6.5],
    [4.79, 6.79], // no float residue (4.79 + 2 = 6.789999… in binary)
  ])('%d % → %d %', (contract, expected) => {
    expect(qualifyingRate(contract)).toBe(expected);
  });

  it('rejects nonsense rates', () => {
    expect(() => qualifyingRate(-1)).toThrow(RangeError);
    expect(() => qualifyingRate(Number.NaN)).toThrow(RangeError);
  });
});

const RATIOS: DebtServiceRatiosInput = {
  grossAnnualIncome: 120_000, // 10,000 a month
  monthlyMortgagePayment: 3_000,
  propertyTaxMonthly: 300,
  heatingMonthly: 100,
  condoFeesMonthly: 400, // counts as 200
  otherDebtsMonthly: 500,
};

describe('debtServiceRatios', () => {
  it('counts half the condo fees: GDS 3,600 / 10,000 = 36 %, TDS 4,100 / 10,000 = 41 %', () => {
    expect(debtServiceRatios(RATIOS)).toEqual({ gdsPercent: 36, tdsPercent: 41 });
  });

  it('TDS equals GDS without other debts', () => {
    expect(debtServiceRatios({ ...RATIOS, otherDebtsMonthly: 0 })).toEqual({ gdsPercent: 36, tdsPercent: 36 });
  });

  it('rejects a zero income (the ratio would be undefined) and negative costs', () => {
    expect(() => debtServiceRatios({ ...RATIOS, grossAnnualIncome: 0 })).toThrow(RangeError);
    expect(() => debtServiceRatios({ ...RATIOS, condoFeesMonthly: -1 })).toThrow(RangeError);
    expect(() => debtServiceRatios({ ...RATIOS, otherDebtsMonthly: Number.NaN })).toThrow(RangeError);
  });
});
