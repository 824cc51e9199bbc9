/**
 * Ontario Land Transfer Tax (provincial; due everywhere in Ontario, Toronto included) and the
 * first-time homebuyer refund. Source: Land Transfer Tax Act, R.S.O. 1990, c. L.6, s.2, as
 * amended from 2017-01-01 (Gowling WLG and Dentons bulletins, 2017; calculators reference §1).
 * The value of consideration is normally the price; for a new home it is the price net of HST,
 * which the caller passes in.
 */
import { ruleInEffect } from './dated-rules.ts';
import type { IsoDate } from './input-validation.ts';
import type { FirstTimeBuyerCap, LandTransferPropertyType, LandTransferTaxSchedule } from './land-transfer-tax-rules.ts';
import { firstTimeBuyerRelief } from './land-transfer-tax-rules.ts';
import type { MarginalTax } from './marginal-brackets.ts';
import { marginalTax } from './marginal-brackets.ts';

export const ONTARIO_LTT_SCHEDULES: readonly LandTransferTaxSchedule[] = [
  {
    // 2016 Fall Economic Statement rates; the 2.5 % tier applies only to 1–2 single-family residences.
    effectiveFrom: '2017-01-01',
    residential: [
      { upTo: 55_000, ratePercent: 0.5 },
      { upTo: 250_000, ratePercent: 1.0 },
      { upTo: 400_000, ratePercent: 1.5 },
      { upTo: 2_000_000, ratePercent: 2.0 },
      { upTo: Infinity, ratePercent: 2.5 },
    ],
    other: [
      { upTo: 55_000, ratePercent: 0.5 },
      { upTo: 250_000, ratePercent: 1.0 },
      { upTo: 400_000, ratePercent: 1.5 },
      { upTo: Infinity, ratePercent: 2.0 },
    ],
  },
];

/**
 * $4,000 for conveyances from 2017-01-01 (it was $2,000 before), so a first-time buyer pays no
 * provincial tax on the first $368,000. No later change found up to Nov 2026.
 */
export const ONTARIO_FIRST_TIME_REFUND_CAPS: readonly FirstTimeBuyerCap[] = [{ effectiveFrom: '2017-01-01', maximum: 4_000 }];

export function ontarioLandTransferTax(value: number, propertyType: LandTransferPropertyType, closingDate: IsoDate): MarginalTax {
  const schedule = ruleInEffect(ONTARIO_LTT_SCHEDULES, closingDate, 'Ontario land transfer tax');
  return marginalTax(value, schedule[propertyType]);
}

export function ontarioFirstTimeRefund(tax: number, qualifyingShare: number, propertyType: LandTransferPropertyType, closingDate: IsoDate): number {
  return firstTimeBuyerRelief(tax, qualifyingShare, propertyType, ONTARIO_FIRST_TIME_REFUND_CAPS, closingDate, 'The Ontario first-time buyer refund');
}
