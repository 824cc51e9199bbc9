/**
 * Marginal ("graduated") rates: each rate applies only to the slice of the value that falls inside
 * its band, like income tax. The Ontario and Toronto land transfer taxes work this way, and so does
 * the minimum down payment (5 % of the first $500,000, 10 % above).
 */
import { roundToCents } from './money.ts';

export interface MarginalBracket {
  /** Upper end of the slice, inclusive ("up to and including"); Infinity for the top slice. */
  readonly upTo: number;
  readonly ratePercent: number;
}

/** One row of the hand-checkable breakdown: the part of the value inside one bracket. */
export interface BracketSlice {
  /** Lower end of the bracket (exclusive, the previous bracket's `upTo`). */
  readonly from: number;
  /** Upper end of the bracket (inclusive); null for the open-ended top bracket. */
  readonly to: number | null;
  readonly ratePercent: number;
  /** How much of the value falls in this bracket. */
  readonly taxableAmount: number;
  /** Tax on that part, rounded to the cent. */
  readonly tax: number;
}

export interface MarginalTax {
  /** Unrounded total; callers round it once at their output boundary. */
  readonly tax: number;
  /** Only the brackets the value reaches, lowest first. */
  readonly slices: readonly BracketSlice[];
}

/**
 * Rounding note: every bracket boundary is a whole number of dollars and every rate has at most
 * four decimals as a fraction, so the tax on each full slice is an exact number of cents; only the
 * top slice can carry a fraction of a cent. Rounding each slice therefore gives rows that add up
 * to the rounded total.
 */
export function marginalTax(value: number, brackets: readonly MarginalBracket[]): MarginalTax {
  const slices: BracketSlice[] = [];
  let tax = 0;
  let from = 0;
  for (const bracket of brackets) {
    if (value <= from) break;
    const taxableAmount = Math.min(value, bracket.upTo) - from;
    const sliceTax = (taxableAmount * bracket.ratePercent) / 100;
    tax += sliceTax;
    slices.push({
      from,
      to: Number.isFinite(bracket.upTo) ? bracket.upTo : null,
      ratePercent: bracket.ratePercent,
      taxableAmount: roundToCents(taxableAmount),
      tax: roundToCents(sliceTax),
    });
    from = bracket.upTo;
  }
  return { tax, slices };
}
