/**
 * Numeric fields of the calculators. A native `<input type="number">` cannot show thousands
 * separators, which the spec asks for on prices ("minimum 0, step 50; shown with a dollar prefix
 * and thousands separator"), so this is a text field that behaves like one: it keeps digits only,
 * never goes below `min` or above `max`, and steps with the arrow keys (Page Up/Down: ten steps).
 * While the visitor types, the field keeps their text (and caret); otherwise it shows `value`.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { formatMoney, formatPercent } from './format.ts';
import type { NumericFormat } from './numeric-draft.ts';
import { caretAfterSignificantChars, cleanDraft, draftValue, formatDraft, formatValue, significantCharsBefore, stepValue } from './numeric-draft.ts';
import '../../styles/calculators.css';

export interface NumericInputProps {
  id: string;
  value: number;
  onValueChange: (value: number) => void;
  step: number;
  min?: number;
  max?: number;
  format: NumericFormat;
  /** Shown before the number, e.g. "$" (decorative: `describeValue` gives the spoken form). */
  prefix?: string;
  suffix?: string;
  /** The value as a screen reader should say it ("$1,000,000"). */
  describeValue?: (value: number) => string;
  name?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const STEP_KEYS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

export function NumericInput(props: NumericInputProps) {
  const { id, value, onValueChange, step, min = 0, max = Number.MAX_SAFE_INTEGER, format, prefix, suffix, describeValue, name } = props;
  // The visitor's text while the field has focus; null otherwise (the field then shows `value`).
  const [editingText, setEditingText] = useState<string | null>(null);
  // The last number sent up: `value` can lag a keystroke behind while the URL catches up.
  const lastSent = useRef(value);
  const text = editingText ?? formatValue(value, format);

  function send(next: number) {
    if (next !== lastSent.current) {
      lastSent.current = next;
      onValueChange(next);
    }
  }

  /** Puts the caret back after React has written the new text (it would otherwise jump to the end). */
  function placeCaret(input: HTMLInputElement, position: number) {
    queueMicrotask(() => {
      if (document.activeElement === input) input.setSelectionRange(position, position);
    });
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const clean = cleanDraft(raw, format);
    if (clean === null || draftValue(clean) > max) {
      // Refused keystroke: keep the text, and the caret where it was before it.
      setEditingText(text);
      placeCaret(input, Math.max(0, caret - Math.max(0, raw.length - text.length)));
      return;
    }
    const formatted = formatDraft(clean, format);
    setEditingText(formatted);
    placeCaret(input, caretAfterSignificantChars(formatted, significantCharsBefore(raw, caret) - cleaningShift(raw, clean)));
    send(Math.max(min, draftValue(clean)));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps = STEP_KEYS[event.key];
    if (steps === undefined) return;
    event.preventDefault();
    const current = editingText === null ? value : draftValue(cleanDraft(editingText, format) ?? '');
    let next = current;
    for (let i = 0; i < Math.abs(steps); i++) next = stepValue(next, steps > 0 ? 1 : -1, step, min, max);
    setEditingText(formatValue(next, format));
    send(next);
  }

  return (
    <div className="num-input">
      {prefix ? (
        <span className="num-input__affix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        className="input num-input__field"
        type="text"
        inputMode={format.decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : max}
        aria-valuenow={value}
        aria-valuetext={describeValue ? describeValue(value) : undefined}
        aria-describedby={props['aria-describedby']}
        aria-invalid={props['aria-invalid'] || undefined}
        value={text}
        onFocus={() => {
          lastSent.current = value;
          setEditingText(formatValue(value, format));
        }}
        onBlur={() => setEditingText(null)}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
      {suffix ? (
        <span className="num-input__affix num-input__affix--end" aria-hidden="true">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Digits the cleaning removed ("05" → "5") or added (".5" → "0.5"), which shift the caret by as
 * many places. Separators are not counted: they are not significant.
 */
function cleaningShift(raw: string, clean: string): number {
  let typed = 0;
  for (const char of raw) if ((char >= '0' && char <= '9') || char === '.') typed++;
  return typed - clean.length;
}

const MONEY_FORMAT: NumericFormat = { decimals: 2, thousands: true, fixedDecimals: true };
const PERCENT_FORMAT: NumericFormat = { decimals: 3, thousands: false, fixedDecimals: false };

type PresetProps = Omit<NumericInputProps, 'format' | 'step' | 'prefix' | 'suffix' | 'describeValue'> & { step?: number };

/** A dollar amount: "$" prefix, thousands separators, minimum 0, step 50 (public spec §9). */
export function MoneyInput({ step = 50, ...props }: PresetProps) {
  return <NumericInput {...props} step={step} format={MONEY_FORMAT} prefix="$" describeValue={(amount) => formatMoney(amount)} />;
}

/** A percentage (interest rate, down payment share): "%" suffix, up to three decimals. */
export function PercentInput({ step = 0.05, max = 100, ...props }: PresetProps) {
  return <NumericInput {...props} step={step} max={max} format={PERCENT_FORMAT} suffix="%" describeValue={(rate) => formatPercent(rate)} />;
}
