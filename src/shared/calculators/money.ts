/**
 * Rounding at the output boundary.
 *
 * Calculations run on unrounded numbers; only figures handed back to a caller are rounded, with
 * these helpers, so every module rounds the same way. Float products such as 1.005 × 100 land a
 * hair below the true value (100.49999999999999), so each helper allows a few units in the last
 * place before deciding; that tolerance is far below a cent for any realistic amount.
 */

const ULP_TOLERANCE = 8 * Number.EPSILON;

function scaledTolerance(scaled: number): number {
  return Math.abs(scaled) * ULP_TOLERANCE;
}

/** Rounds to the nearest cent, halves away from zero (1.005 → 1.01, −1.005 → −1.01). */
export function roundToCents(amount: number): number {
  const cents = Math.abs(amount) * 100;
  return (Math.sign(amount) * Math.round(cents + scaledTolerance(cents))) / 100 || 0;
}

/** Rounds down to the cent: used for maxima (a maximum price or loan must never be overstated). */
export function floorToCents(amount: number): number {
  const cents = amount * 100;
  return Math.floor(cents + scaledTolerance(cents)) / 100 || 0;
}

/** Rounds up to the cent: used for minima (a minimum down payment must never be understated). */
export function ceilToCents(amount: number): number {
  const cents = amount * 100;
  return Math.ceil(cents - scaledTolerance(cents)) / 100 || 0;
}

/** Whole cents as an integer; the amortization schedule keeps its ledger in cents. */
export function toCents(amount: number): number {
  return Math.round(roundToCents(amount) * 100);
}

/**
 * Percentages handed back (LTV, GDS, premium rate …) are rounded to 6 decimals: enough to keep a
 * case like LTV 85.00004 % visible, while stripping binary noise such as 90.00000000000001.
 */
export function roundPercent(percent: number): number {
  return Math.round(percent * 1e6) / 1e6 || 0;
}

/** a ≤ b, forgiving float noise (relative 1e-12): 0.9 × 100 must count as "up to and including 90". */
export function isAtMost(a: number, b: number): boolean {
  return a <= b + Math.max(Math.abs(a), Math.abs(b)) * 1e-12;
}

/**
 * "$1,234,567" or "$1,234.50", for the human sentences the calculators return. Written by hand
 * rather than with Intl so the text is identical on every server and browser.
 */
export function formatDollars(amount: number): string {
  const cents = Math.round(Math.abs(roundToCents(amount)) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}$${whole}${fraction}`;
}
