/**
 * Shapes shared by the Ontario and Toronto land transfer tax modules: a dated pair of marginal
 * schedules (residential / other) and a dated cap on the first-time buyer refund or rebate.
 */
import type { DatedRule } from './dated-rules.ts';
import { ruleInEffect } from './dated-rules.ts';
import type { IsoDate } from './input-validation.ts';
import type { MarginalBracket } from './marginal-brackets.ts';

/** 'residential' = land with one or two single-family residences (detached, semi, town, condo). */
export type LandTransferPropertyType = 'residential' | 'other';

export const LAND_TRANSFER_PROPERTY_TYPES: readonly LandTransferPropertyType[] = ['residential', 'other'];

export interface LandTransferTaxSchedule extends DatedRule {
  readonly residential: readonly MarginalBracket[];
  /** Commercial, industrial, multi-residential (3+ units), farm and vacant land. */
  readonly other: readonly MarginalBracket[];
}

export interface FirstTimeBuyerCap extends DatedRule {
  readonly maximum: number;
}

/**
 * A first-time buyer refund/rebate: min(tax, cap) scaled by the share of the property held by
 * qualifying buyers (Ontario Ministry text: a 50 % eligible owner gets at most 50 % of the cap).
 * Neither the provincial refund nor the Toronto rebate covers non-residential property. Unrounded.
 */
export function firstTimeBuyerRelief(
  tax: number,
  qualifyingShare: number,
  propertyType: LandTransferPropertyType,
  caps: readonly FirstTimeBuyerCap[],
  closingDate: IsoDate,
  what: string,
): number {
  if (propertyType !== 'residential') return 0;
  const cap = ruleInEffect(caps, closingDate, what);
  return qualifyingShare * Math.min(tax, cap.maximum);
}
