/** The names other parts of the site import (the contract) stay exported from the index. */
import { describe, expect, it } from 'vitest';
import * as calculators from './index.ts';

describe('calculators index', () => {
  it('exports the functions named in the issue', () => {
    for (const name of [
      'landTransferTax',
      'cmhcPremium',
      'minimumDownPayment',
      'mortgagePayment',
      'yearlySchedule',
      'qualifyingRate',
      'affordability',
      'debtServiceRatios',
      'monthlyCostOfListing',
    ] as const) {
      expect(calculators).toHaveProperty(name, expect.any(Function));
    }
    expect(Object.keys(calculators.FREQUENCY_CONVENTIONS)).toHaveLength(6);
  });
});
