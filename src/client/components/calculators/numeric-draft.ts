/**
 * The text behind a numeric field that shows thousands separators while the visitor types
 * ("1,250,000"): cleaning a keystroke's result, formatting it, keeping the caret after the same
 * digit, and stepping with the arrow keys the way a native `<input type="number">` does.
 * Pure functions, so the behaviour is tested without a DOM.
 */

export interface NumericFormat {
  /** Digits allowed after the decimal point (0 = whole numbers). */
  decimals: number;
  /** Group the whole part in threes with commas. */
  thousands: boolean;
  /**
   * Show a fraction with all its decimals once the field is left (money: "1,000.50"); otherwise
   * trailing zeros are dropped (a rate: "4.5").
   */
  fixedDecimals: boolean;
}

function isSignificant(char: string): boolean {
  return (char >= '0' && char <= '9') || char === '.';
}

/**
 * What the visitor typed, reduced to digits and at most one decimal point within the allowed
 * decimals; null when the keystroke cannot be part of a valid number (a second point, a third
 * decimal), so the field keeps its previous text. Signs are dropped: the fields never go below 0.
 */
export function cleanDraft(raw: string, format: NumericFormat): string | null {
  let clean = '';
  for (const char of raw) if (isSignificant(char)) clean += char;
  const point = clean.indexOf('.');
  if (point === -1) return stripLeadingZeros(clean);
  if (format.decimals === 0 || clean.indexOf('.', point + 1) !== -1) return null;
  if (clean.length - point - 1 > format.decimals) return null;
  const whole = stripLeadingZeros(clean.slice(0, point));
  return `${whole === '' ? '0' : whole}${clean.slice(point)}`;
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

function groupThousands(wholeDigits: string): string {
  return wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A cleaned draft as shown while typing: separators added, the visitor's decimals kept as typed. */
export function formatDraft(clean: string, format: NumericFormat): string {
  if (!format.thousands) return clean;
  const point = clean.indexOf('.');
  const whole = point === -1 ? clean : clean.slice(0, point);
  return groupThousands(whole) + (point === -1 ? '' : clean.slice(point));
}

/** The number a cleaned draft stands for; an empty field counts as 0. */
export function draftValue(clean: string): number {
  if (clean === '' || clean === '.') return 0;
  return Number(clean);
}

/** A value as the field shows it when the visitor is not editing it. */
export function formatValue(value: number, format: NumericFormat): string {
  const factor = 10 ** format.decimals;
  const rounded = Math.round(value * factor) / factor;
  let text = rounded.toFixed(format.decimals);
  if (format.decimals > 0) {
    const isWhole = Number.isInteger(rounded);
    if (isWhole) text = text.slice(0, text.indexOf('.'));
    else if (!format.fixedDecimals) text = text.replace(/0+$/, '');
  }
  return formatDraft(text, format);
}

/** How many digits (and decimal point) stand before `caret` in `text`. */
export function significantCharsBefore(text: string, caret: number): number {
  let count = 0;
  for (const char of text.slice(0, caret)) if (isSignificant(char)) count++;
  return count;
}

/** The caret position in `text` just after its `count`-th digit or point (0 → start). */
export function caretAfterSignificantChars(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSignificant(text[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * One arrow-key step, as `<input type="number" min step>` does it: a value between two multiples
 * of the step (counted from `min`) first snaps to the next multiple in that direction; the result
 * stays within [min, max].
 */
export function stepValue(value: number, direction: 1 | -1, step: number, min: number, max: number): number {
  const stepsFromMin = (value - min) / step;
  // Tolerate float noise so 0.1 + 0.2 still counts as sitting on a multiple of 0.1 … 0.3.
  const nearest = Math.round(stepsFromMin);
  const onMultiple = Math.abs(stepsFromMin - nearest) < 1e-9;
  const base = onMultiple ? nearest : direction === 1 ? Math.floor(stepsFromMin) : Math.ceil(stepsFromMin);
  const next = min + (base + direction) * step;
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  const tidy = Number(next.toFixed(Math.min(decimals, 10)));
  return Math.min(max, Math.max(min, tidy));
}
