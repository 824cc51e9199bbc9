/**
 * Land transfer tax at closing for a purchase in Ontario: the provincial tax everywhere, plus the
 * City of Toronto MLTT inside the city, less any first-time buyer refund/rebate. NRST/MNRST (foreign
 * buyers) and the Teraview registration fee are not taxes on this list and are left out.
 */
import type { IsoDate } from './input-validation.ts';
import { assertBoolean, assertInRange, assertIsoDate, assertNonNegative, assertOneOf } from './input-validation.ts';
import type { LandTransferPropertyType } from './land-transfer-tax-rules.ts';
import { LAND_TRANSFER_PROPERTY_TYPES } from './land-transfer-tax-rules.ts';
import type { BracketSlice } from './marginal-brackets.ts';
import { roundToCents } from './money.ts';
import { ontarioFirstTimeRefund, ontarioLandTransferTax } from './ontario-land-transfer-tax.ts';
import { torontoFirstTimeRebate, torontoLandTransferTax } from './toronto-land-transfer-tax.ts';

export interface LandTransferTaxInput {
  /** Value of consideration in dollars: the price, net of HST for a new home. */
  price: number;
  propertyType: LandTransferPropertyType;
  /** Inside the City of Toronto boundary (Steeles to the lake, Etobicoke to Scarborough). */
  inToronto: boolean;
  /** Meets the Ontario/Toronto test: never owned a home anywhere, nor a spouse while married, etc. */
  firstTimeBuyer: boolean;
  /** Share of the property (0..1) held by qualifying first-time buyers; default 1. */
  firstTimeBuyerShare?: number;
  /** Registration (closing) date, YYYY-MM-DD: picks the rate schedule. */
  closingDate: IsoDate;
}

export interface LandTransferTaxResult {
  ontarioTax: number;
  ontarioRefund: number;
  torontoTax: number;
  torontoRebate: number;
  /** ontarioTax − ontarioRefund + torontoTax − torontoRebate. */
  total: number;
  ontarioBreakdown: readonly BracketSlice[];
  /** Empty outside Toronto. */
  torontoBreakdown: readonly BracketSlice[];
  /** Which Toronto schedule applied (e.g. '2026-04-01'); null outside Toronto. */
  torontoScheduleEffectiveFrom: IsoDate | null;
  /** Human sentences worth showing beside the figures. */
  notes: readonly string[];
}

/**
 * Rounding: each figure is rounded to the cent, and `total` is computed from the rounded figures
 * so the lines shown to a visitor add up exactly.
 */
export function landTransferTax(input: LandTransferTaxInput): LandTransferTaxResult {
  const { price, propertyType, inToronto, firstTimeBuyer, firstTimeBuyerShare = 1, closingDate } = input;
  assertNonNegative('price', price);
  assertOneOf('propertyType', propertyType, LAND_TRANSFER_PROPERTY_TYPES);
  assertBoolean('inToronto', inToronto);
  assertBoolean('firstTimeBuyer', firstTimeBuyer);
  assertInRange('firstTimeBuyerShare', firstTimeBuyerShare, 0, 1);
  assertIsoDate('closingDate', closingDate);

  const qualifyingShare = firstTimeBuyer ? firstTimeBuyerShare : 0;
  const notes: string[] = [];
  if (firstTimeBuyer && propertyType !== 'residential') {
    notes.push('First-time buyer refunds and rebates only apply to homes (one or two single-family residences), so none is deducted.');
  }

  const ontario = ontarioLandTransferTax(price, propertyType, closingDate);
  const ontarioTax = roundToCents(ontario.tax);
  const ontarioRefund = roundToCents(ontarioFirstTimeRefund(ontario.tax, qualifyingShare, propertyType, closingDate));

  const toronto = inToronto ? torontoLandTransferTax(price, propertyType, closingDate) : null;
  const torontoTax = roundToCents(toronto?.tax ?? 0);
  const torontoRebate = toronto ? roundToCents(torontoFirstTimeRebate(toronto.tax, qualifyingShare, propertyType, closingDate)) : 0;

  return {
    ontarioTax,
    ontarioRefund,
    torontoTax,
    torontoRebate,
    total: roundToCents(ontarioTax - ontarioRefund + torontoTax - torontoRebate),
    ontarioBreakdown: ontario.slices,
    torontoBreakdown: toronto?.slices ?? [],
    torontoScheduleEffectiveFrom: toronto?.scheduleEffectiveFrom ?? null,
    notes,
  };
}
