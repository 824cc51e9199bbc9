/**
 * City of Toronto Municipal Land Transfer Tax (MLTT), due in addition to the Ontario tax inside the
 * city boundary, and the first-time purchaser rebate. The schedule follows the registration
 * (closing) date with no grandfathering of earlier agreements (City practice in 2017 and 2024, and
 * the wording of EX28.1 for 2026). Source: toronto.ca "MLTT Rates & Fees" (calculators reference §2).
 */
import { ruleInEffect } from './dated-rules.ts';
import type { IsoDate } from './input-validation.ts';
import type { MarginalBracket, MarginalTax } from './marginal-brackets.ts';
import { marginalTax } from './marginal-brackets.ts';
import type { FirstTimeBuyerCap, LandTransferPropertyType, LandTransferTaxSchedule } from './land-transfer-tax-rules.ts';
import { firstTimeBuyerRelief } from './land-transfer-tax-rules.ts';

const TORONTO_BASE_BRACKETS: readonly MarginalBracket[] = [
  { upTo: 55_000, ratePercent: 0.5 },
  { upTo: 250_000, ratePercent: 1.0 },
  { upTo: 400_000, ratePercent: 1.5 },
  { upTo: 2_000_000, ratePercent: 2.0 },
];

/** Not 1–2 single-family residences: 2.0 % over $400,000 with no higher tier, unchanged since 2017. */
const TORONTO_OTHER_BRACKETS: readonly MarginalBracket[] = [
  { upTo: 55_000, ratePercent: 0.5 },
  { upTo: 250_000, ratePercent: 1.0 },
  { upTo: 400_000, ratePercent: 1.5 },
  { upTo: Infinity, ratePercent: 2.0 },
];

/** Upper bounds of the luxury tiers above $2,000,000: the same since they came in (2024); only their rates change. */
const LUXURY_TIER_LIMITS = [3_000_000, 4_000_000, 5_000_000, 10_000_000, 20_000_000, Infinity] as const;

/** The residential brackets: the base ones, then the luxury tiers at these rates (one per limit, in order). */
const withLuxuryRates = (ratesPercent: readonly [number, number, number, number, number, number]): MarginalBracket[] => [
  ...TORONTO_BASE_BRACKETS,
  ...LUXURY_TIER_LIMITS.map((upTo, tier) => ({ upTo, ratePercent: ratesPercent[tier]! })),
];

export const TORONTO_MLTT_SCHEDULES: readonly LandTransferTaxSchedule[] = [
  {
    // Harmonized with the Ontario rates (Bennett Jones / JDSupra, 2017).
    effectiveFrom: '2017-03-01',
    residential: [...TORONTO_BASE_BRACKETS, { upTo: Infinity, ratePercent: 2.5 }],
    other: TORONTO_OTHER_BRACKETS,
  },
  {
    // Luxury tiers, Council item EX7.1 adopted 2023-09-06 (Teraview, Miller Thomson).
    effectiveFrom: '2024-01-01',
    residential: withLuxuryRates([2.5, 3.5, 4.5, 5.5, 6.5, 7.5]),
    other: TORONTO_OTHER_BRACKETS,
  },
  {
    // Raised luxury tiers, Council item EX28.1 adopted 2025-12-17 ("Rates as of April 1, 2026").
    effectiveFrom: '2026-04-01',
    residential: withLuxuryRates([2.5, 4.4, 5.45, 6.5, 7.55, 8.6]),
    other: TORONTO_OTHER_BRACKETS,
  },
];

/**
 * $4,475 from 2017-03-01 (it was $3,725 before), equal to the MLTT on $400,000. Still $4,475 in
 * Nov 2026: relief for first-time buyers was discussed at the Dec-2025 vote but none was adopted.
 */
export const TORONTO_FIRST_TIME_REBATE_CAPS: readonly FirstTimeBuyerCap[] = [{ effectiveFrom: '2017-03-01', maximum: 4_475 }];

export function torontoLandTransferTax(
  value: number,
  propertyType: LandTransferPropertyType,
  closingDate: IsoDate,
): MarginalTax & { scheduleEffectiveFrom: IsoDate } {
  const schedule = ruleInEffect(TORONTO_MLTT_SCHEDULES, closingDate, 'Toronto municipal land transfer tax');
  return { ...marginalTax(value, schedule[propertyType]), scheduleEffectiveFrom: schedule.effectiveFrom };
}

/**
 * Shared between qualifying buyers like Ontario's refund: proportional treatment is assumed to
 * mirror Ontario, as toronto.ca does not state it (calculators reference §7.3).
 */
export function torontoFirstTimeRebate(tax: number, qualifyingShare: number, propertyType: LandTransferPropertyType, closingDate: IsoDate): number {
  return firstTimeBuyerRelief(tax, qualifyingShare, propertyType, TORONTO_FIRST_TIME_REBATE_CAPS, closingDate, 'The Toronto first-time purchaser rebate');
}
